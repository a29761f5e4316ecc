import { getViewer } from '@/lib/shopper/viewer';
import { sizeFitResponse } from '@/lib/third-party/api-handlers';

/** POST /_api/third-party/size-fit/{productKey}: the fit service's size recommendation (P §2, §6, §7). */
export async function POST(request: Request, { params }: { params: Promise<{ productKey: string }> }) {
  return sizeFitResponse(request, (await params).productKey, getViewer);
}
