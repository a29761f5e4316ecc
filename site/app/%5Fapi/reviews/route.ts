import { reviewListResponse } from '@/lib/products/reviews';

/** GET /_api/reviews?sku&limit&page&sort&feature&hasPhotos (P §7) → { results, remainingResults, hasNextPage }. */
export async function GET(request: Request) {
  return reviewListResponse(request.url);
}
