/**
 * Sponsored products on a category listing (L §3 "product plus ad info", §7, §8, §9): ads come
 * from the ad server for the category, are matched to products the site sells, and show first in
 * the grid on page 1 with a Sponsored label. Phones show at most 4 (L §9); wider screens show one
 * desktop row (5), but tablets keep to 4 as their rows are 4 wide.
 */
import { gridRules, listingRules } from './constants';
import type { ListingProduct } from './listing-product';
import type { ListingUrlState } from './listing-url';

/** The ad server's part of a sponsored product. */
export interface AdInfo {
  adId: string;
  campaignId: string;
  /** Who pays for the placement, as the label reads ("Sponsored by Coast"). */
  sponsor: string;
  /** Sent back with a click so the ad server can attribute it. */
  clickId: string;
}

export interface SponsoredProduct {
  product: ListingProduct;
  ad: AdInfo;
}

export const sponsoredLimits = {
  /** L §9: max 4 sponsored items on mobile (and on tablets, whose rows are 4 wide). */
  belowDesktop: listingRules.maxSponsoredOnMobile,
  /** Ours: one full desktop row. */
  desktop: gridRules.columns.desktop,
} as const;

/**
 * Whether a listing shows sponsored products: the first page of a category as it opens (ours:
 * not once the shopper filters or sorts, when an ad could contradict what they asked for).
 */
export function showsSponsored(listing: Pick<ListingUrlState, 'kind' | 'page' | 'sort' | 'filters' | 'nextDay'>): boolean {
  return listing.kind === 'category' && (listing.page ?? 1) === 1 && (listing.sort === undefined || listing.sort === 'relevance') && !listing.nextDay && Object.keys(listing.filters).length === 0;
}

/**
 * Ads matched to the products found for them, in ad order: an ad whose product the site does
 * not sell (or has sold out) is dropped, a product is sponsored once, at most the desktop limit.
 */
export function matchAdsToProducts(ads: readonly (AdInfo & { productKey: string })[], products: readonly ListingProduct[]): SponsoredProduct[] {
  const byKey = new Map(products.map((product) => [product.key, product]));
  const matched: SponsoredProduct[] = [];
  const seen = new Set<string>();
  for (const { productKey, ...ad } of ads) {
    const product = byKey.get(productKey);
    if (!product || !product.isOnStock || seen.has(productKey)) continue;
    seen.add(productKey);
    matched.push({ product, ad });
    if (matched.length === sponsoredLimits.desktop) break;
  }
  return matched;
}

/** Each sponsored card with whether it shows only on desktop (past the phone and tablet limit). */
export function sponsoredSlots(sponsored: readonly SponsoredProduct[]): Array<SponsoredProduct & { desktopOnly: boolean }> {
  return sponsored.slice(0, sponsoredLimits.desktop).map((item, index) => ({ ...item, desktopOnly: index >= sponsoredLimits.belowDesktop }));
}

/** Where every sponsored slot shows; below it SponsoredCards.module.css hides the desktop-only ones (keep the two alike). */
export const sponsoredDesktopQuery = '(min-width: 1024px)';

/** The sponsored products a screen shows, in grid order: the desktop-only slots on desktop alone. */
export function shownSponsoredProducts(sponsored: readonly SponsoredProduct[], isDesktop: boolean): ListingProduct[] {
  return sponsoredSlots(sponsored)
    .filter((slot) => isDesktop || !slot.desktopOnly)
    .map((slot) => slot.product);
}

/** Where a page-1 result shows in the organic grid once sponsored cards sit above it. */
export type OrganicPlacement = 'everywhere' | 'belowDesktop';

/**
 * The organic products with where each shows: a product shown as sponsored is not shown again
 * among page 1's results (positions 1 to pageSize); one whose sponsored card is desktop-only
 * (past the 4th) keeps its organic place below desktop, so phones still see every result.
 * Later pages keep every product.
 */
export function placeOrganicResults<P extends Pick<ListingProduct, 'key' | 'position'>>(
  products: readonly P[],
  sponsored: readonly SponsoredProduct[],
  pageSize: number,
): Array<{ product: P; placement: OrganicPlacement }> {
  const desktopOnly = new Map(sponsoredSlots(sponsored).map((slot) => [slot.product.key, slot.desktopOnly]));
  return products.flatMap((product): Array<{ product: P; placement: OrganicPlacement }> => {
    const sponsoredDesktopOnly = product.position <= pageSize ? desktopOnly.get(product.key) : undefined;
    if (sponsoredDesktopOnly === undefined) return [{ product, placement: 'everywhere' }];
    return sponsoredDesktopOnly ? [{ product, placement: 'belowDesktop' }] : [];
  });
}

/** The result position of each sponsored product that is also one of page 1's results. */
export function sponsoredResultPositions(products: readonly Pick<ListingProduct, 'key' | 'position'>[], sponsored: readonly SponsoredProduct[], pageSize: number): Map<string, number> {
  const keys = new Set(sponsored.map((item) => item.product.key));
  return new Map(products.filter((product) => product.position <= pageSize && keys.has(product.key)).map((product) => [product.key, product.position]));
}

/** The label a sponsored card carries. */
export function sponsoredLabel(ad: Pick<AdInfo, 'sponsor'>): { text: string; title: string } {
  return { text: 'Sponsored', title: ad.sponsor ? `Sponsored by ${ad.sponsor}` : 'Sponsored' };
}
