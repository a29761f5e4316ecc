import { getSite } from '@/lib/platform/request-site';
import { recommendationEngine } from '@/lib/recommendations/engine';
import { similarProductsResponse } from '@/lib/recommendations/handlers';

/** GET /_api/recommendations/similar?key={productKey}: the similar-products carousel's cards (P §2, §7). */
export async function GET(request: Request) {
  return similarProductsResponse(request, { site: await getSite(), engine: recommendationEngine() });
}
