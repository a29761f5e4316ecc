import { productContentResponse } from '@/lib/third-party/api-handlers';

/** GET /_api/third-party/product-content/{ean}: third-party product content keyed by EAN barcode (P §2). */
export async function GET(_request: Request, { params }: { params: Promise<{ ean: string }> }) {
  return productContentResponse((await params).ean);
}
