import 'server-only';
import type { FasciaConfig } from '@storefront/sites/fascias';
import type { ListingSearch } from '@storefront/plugins/listing/model/search-port';
import { matchAdsToProducts, sponsoredLimits, type SponsoredProduct } from '@storefront/plugins/listing/rules/sponsored';
import { adClientOptions, fetchAds, type AdClientOptions } from '../ads/ad-client';
import { log } from '../platform/log';

/**
 * The sponsored products of a category listing's first page (L §3, §7, §8): the ad server's ads
 * for the category, matched to the products this site sells and has in stock, as listing cards.
 */
export async function loadSponsoredProducts(
  site: Pick<FasciaConfig, 'id'>,
  category: { id: string },
  options: { search: Pick<ListingSearch, 'findProducts'>; client?: AdClientOptions },
): Promise<SponsoredProduct[]> {
  const ads = await fetchAds({ siteId: site.id, pageType: 'category', pageId: category.id, maxAds: sponsoredLimits.desktop }, options.client ?? adClientOptions());
  if (ads.length === 0) return [];
  try {
    const [found] = await options.search.findProducts([{ filters: { productKey: ads.map((ad) => ad.productKey) }, limit: ads.length }]);
    return matchAdsToProducts(ads, found?.products ?? []);
  } catch (error) {
    log.error('ads.products.failed', { site: site.id, category: category.id, error: String(error) });
    return [];
  }
}
