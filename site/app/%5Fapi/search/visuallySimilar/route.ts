import { getCatalogue } from '@/lib/products/catalogue';
import { reviewsEnabled } from '@/lib/listing/load-listing';
import { listingSearchFor } from '@/lib/listing/listing-search';
import { getSite } from '@/lib/platform/request-site';
import { visuallySimilarResponse } from '@/lib/recommendations/visually-similar';

/** GET /_api/search/visuallySimilar?key&colour[&fascia][&locale] (P §7): { visualSimilar: [{ item_group_id, colour }] }. */
export async function GET(request: Request) {
  const site = await getSite();
  const catalogue = await getCatalogue();
  return visuallySimilarResponse(request, {
    site,
    productsByKeys: (keys, options) => catalogue.productsByKeys(keys, options),
    search: listingSearchFor(site.id, { reviewsEnabled: reviewsEnabled() }),
  });
}
