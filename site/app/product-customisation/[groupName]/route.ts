import { customisationFieldsResponse } from '@/lib/products/customisation';

/** GET /product-customisation/{groupName} (P §2, §7): the customisation field definitions of a group. */
export async function GET(_request: Request, { params }: { params: Promise<{ groupName: string }> }) {
  return customisationFieldsResponse((await params).groupName);
}
