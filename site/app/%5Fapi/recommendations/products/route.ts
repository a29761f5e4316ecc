import { getCatalogue } from '@/lib/products/catalogue';
import { getSite } from '@/lib/platform/request-site';
import { productCardsResponse } from '@/lib/recommendations/handlers';

/** GET /_api/recommendations/products?items=KEY[:colour],…: cards for recently viewed and visually similar products. */
export async function GET(request: Request) {
  const catalogue = await getCatalogue();
  return productCardsResponse(request, { site: await getSite(), productsByKeys: (keys, options) => catalogue.productsByKeys(keys, options) });
}
