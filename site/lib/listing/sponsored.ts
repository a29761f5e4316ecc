import 'server-only';
import { sortIndexName } from '@storefront/catalogue/search/index-settings';
import type { FasciaConfig } from '@storefront/sites/fascias';
import { mapSearchResponse } from '@storefront/plugins/listing/rules/search-response';
import { matchAdsToProducts, sponsoredLimits, type SponsoredProduct } from '@storefront/plugins/listing/rules/sponsored';
import { searchIndexPrefix } from '../algolia/config';
import { runSearches } from '../algolia/search';
import { adClientOptions, fetchAds, type AdClientOptions } from '../ads/ad-client';
import { log } from '../platform/log';

/**
 * The sponsored products of a category listing's first page (L §3, §7, §8): the ad server's ads
 * for the category, matched to the products this site sells and has in stock, as listing cards.
 */
export async function loadSponsoredProducts(
  site: Pick<FasciaConfig, 'id'>,
  category: { id: string },
  options: { reviewsEnabled: boolean; client?: AdClientOptions },
): Promise<SponsoredProduct[]> {
  const ads = await fetchAds({ siteId: site.id, pageType: 'category', pageId: category.id, maxAds: sponsoredLimits.desktop }, options.client ?? adClientOptions());
  if (ads.length === 0) return [];
  try {
    const [result] = await runSearches([
      {
        indexName: sortIndexName(searchIndexPrefix(site.id), 'relevance'),
        params: { query: '', facetFilters: [ads.map((ad) => `productKey:${ad.productKey}`)], filters: 'isOnStock:true', hitsPerPage: ads.length, analytics: false },
      },
    ]);
    const products = mapSearchResponse(result, { filters: {}, reviewsEnabled: options.reviewsEnabled, pageSize: ads.length }).response.edges.map((edge) => edge.node);
    return matchAdsToProducts(ads, products);
  } catch (error) {
    log.error('ads.products.failed', { site: site.id, category: category.id, error: String(error) });
    return [];
  }
}
