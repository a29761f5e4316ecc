import { reviewStatsResponse } from '@/lib/products/reviews';

/** GET /_api/reviews/stats?sku (L §7, P §7) → the product's review stats, for the rating popup and the reviews area. */
export async function GET(request: Request) {
  return reviewStatsResponse(request.url);
}
