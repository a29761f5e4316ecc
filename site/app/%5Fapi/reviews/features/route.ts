import { reviewFeaturesResponse } from '@/lib/products/reviews';

/** GET /_api/reviews/features?sku (P §7) → { features: [{ feature, mentions }] }, most mentioned first. */
export async function GET(request: Request) {
  return reviewFeaturesResponse(request.url);
}
