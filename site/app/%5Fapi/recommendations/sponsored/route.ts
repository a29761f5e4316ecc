import { getCatalogue } from '@/lib/products/catalogue';
import { categoryTree, reviewsEnabled } from '@/lib/listing/load-listing';
import { listingSearchFor } from '@/lib/listing/listing-search';
import { loadSponsoredProducts } from '@/lib/listing/sponsored';
import { getSite } from '@/lib/platform/request-site';
import { sponsoredProductsResponse } from '@/lib/recommendations/sponsored';

/** GET /_api/recommendations/sponsored?key={productKey}&platform=desktop|mobile: the product page's sponsored carousel (P §2, §7). */
export async function GET(request: Request) {
  const site = await getSite();
  const catalogue = await getCatalogue();
  const search = listingSearchFor(site.id, { reviewsEnabled: reviewsEnabled() });
  return sponsoredProductsResponse(request, {
    site,
    productsByKeys: (keys, options) => catalogue.productsByKeys(keys, options),
    categories: () => categoryTree(site.id),
    loadSponsored: (category) => loadSponsoredProducts(site, category, { search }),
  });
}
