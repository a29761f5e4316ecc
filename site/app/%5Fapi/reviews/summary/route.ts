import { reviewSummaryResponse } from '@/lib/products/reviews';

/** GET /_api/reviews/summary?sku (P §7) → { summary, disclaimer } from 30 reviews. */
export async function GET(request: Request) {
  return reviewSummaryResponse(request.url);
}
