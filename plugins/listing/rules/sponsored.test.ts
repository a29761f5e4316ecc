import { describe, expect, it } from 'vitest';
import { buildListingProduct, type ListingProduct, type ProductDraft } from './listing-product';
import { parseListingUrl } from './listing-url';
import { matchAdsToProducts, showsSponsored, shownSponsoredProducts, sponsoredDesktopQuery, sponsoredLabel, sponsoredLimits, sponsoredResultPositions, sponsoredSlots, placeOrganicResults, type AdInfo } from './sponsored';

function product(key: string, position: number, overrides: Partial<ProductDraft> = {}): ListingProduct {
  const draft: ProductDraft = {
    recordId: key, id: key, key, slug: key.toLowerCase(), name: `Dress ${key}`, brandName: 'Coast', department: 'women', description: '',
    breadcrumbs: [], categorySlugs: ['women/dresses'], categoryNames: ['Dresses'], images: [`/_img/products/${key}/black/1`], variants: [],
    sizes: ['10'], isPremier: false, hasGiftWithPurchase: false, variantSkus: [`${key}-01`], price: 40, defaultColour: 'black', isOnStock: true, ...overrides,
  };
  const built = buildListingProduct(draft, { position, selectedSizes: [] });
  if ('error' in built) throw new Error(built.error);
  return built.product;
}

const ad = (productKey: string, n: number): AdInfo & { productKey: string } => ({ productKey, adId: `sp-${n}`, campaignId: `cmp-${n}`, sponsor: `Brand ${n}`, clickId: `clk-${n}` });

describe('sponsored products (L §3, §7, §8, §9)', () => {
  it('shows at most 4 on phones (and tablets) and one desktop row of 5', () => {
    expect(sponsoredLimits).toEqual({ belowDesktop: 4, desktop: 5 });
    const sponsored = matchAdsToProducts(
      Array.from({ length: 7 }, (_, index) => ad(`K${index}`, index)),
      Array.from({ length: 7 }, (_, index) => product(`K${index}`, 100 + index)),
    );
    expect(sponsored.map((item) => item.product.key)).toEqual(['K0', 'K1', 'K2', 'K3', 'K4']);
    const slots = sponsoredSlots(sponsored);
    expect(slots.filter((slot) => !slot.desktopOnly)).toHaveLength(4);
    expect(slots.map((slot) => slot.desktopOnly)).toEqual([false, false, false, false, true]);
  });

  it('keeps the ad order and the ad info, drops ads whose product is not sold here or sold out, and sponsors a product once', () => {
    const products = [product('B', 1), product('A', 2), product('SOLD', 3, { isOnStock: false })];
    const sponsored = matchAdsToProducts([ad('A', 1), ad('MISSING', 2), ad('SOLD', 3), ad('B', 4), ad('A', 5)], products);
    expect(sponsored.map((item) => [item.product.key, item.ad.campaignId])).toEqual([
      ['A', 'cmp-1'],
      ['B', 'cmp-4'],
    ]);
    expect(sponsored[0]!.ad).toEqual({ adId: 'sp-1', campaignId: 'cmp-1', sponsor: 'Brand 1', clickId: 'clk-1' });
  });

  it('a screen shows the first 4 below desktop and all 5 on desktop, in ad order (for impressions)', () => {
    const sponsored = matchAdsToProducts([0, 1, 2, 3, 4].map((n) => ad(`K${n}`, n)), [0, 1, 2, 3, 4].map((n) => product(`K${n}`, n + 1)));
    expect(shownSponsoredProducts(sponsored, false).map((item) => item.key)).toEqual(['K0', 'K1', 'K2', 'K3']);
    expect(shownSponsoredProducts(sponsored, true).map((item) => item.key)).toEqual(['K0', 'K1', 'K2', 'K3', 'K4']);
    expect(sponsoredDesktopQuery).toBe('(min-width: 1024px)');
  });

  it('gives no sponsored products when the ad fetch gave none (a failure is an empty ad list)', () => {
    expect(matchAdsToProducts([], [product('A', 1)])).toEqual([]);
    expect(sponsoredSlots([])).toEqual([]);
  });

  it('does not repeat a sponsored product among page 1’s results, but keeps it on later pages', () => {
    const sponsored = matchAdsToProducts([ad('A', 1), ad('Z', 2)], [product('A', 7), product('Z', 45)]);
    const organic = [product('X', 1), product('A', 2), product('Y', 3), product('Z', 41)];
    const placed = placeOrganicResults(organic, sponsored, 40);
    expect(placed.map((item) => [item.product.key, item.placement])).toEqual([
      ['X', 'everywhere'],
      ['Y', 'everywhere'],
      ['Z', 'everywhere'],
    ]);
    expect(placeOrganicResults(organic, [], 40)).toHaveLength(4);
    expect([...sponsoredResultPositions(organic, sponsored, 40)]).toEqual([['A', 2]]);
  });

  it('keeps a result whose sponsored card is desktop-only in its place below desktop, so a phone still shows it', () => {
    const keys = ['K0', 'K1', 'K2', 'K3', 'K4'];
    const sponsored = matchAdsToProducts(keys.map((key, index) => ad(key, index)), keys.map((key, index) => product(key, 100 + index)));
    const organic = [product('K4', 1), product('K0', 2), product('X', 3)];
    expect(placeOrganicResults(organic, sponsored, 40).map((item) => [item.product.key, item.placement])).toEqual([
      ['K4', 'belowDesktop'],
      ['X', 'everywhere'],
    ]);
  });

  it('runs on the first page of a category as it opens: not on search, later pages, or once filtered or sorted', () => {
    expect(showsSponsored(parseListingUrl('/categories/women/dresses'))).toBe(true);
    expect(showsSponsored(parseListingUrl('/categories/women/dresses?sort=relevance&utm_source=mail'))).toBe(true);
    expect(showsSponsored(parseListingUrl('/categories/women/dresses?page=2'))).toBe(false);
    expect(showsSponsored(parseListingUrl('/categories/women/dresses?sort=price-asc'))).toBe(false);
    expect(showsSponsored(parseListingUrl('/categories/women/dresses/facet/sizes/10'))).toBe(false);
    expect(showsSponsored(parseListingUrl('/categories/women/dresses/isNextDay/true'))).toBe(false);
    expect(showsSponsored(parseListingUrl('/search?q=dress'))).toBe(false);
  });

  it('labels the card Sponsored, naming the sponsor in its title', () => {
    expect(sponsoredLabel({ sponsor: 'Coast' })).toEqual({ text: 'Sponsored', title: 'Sponsored by Coast' });
    expect(sponsoredLabel({ sponsor: '' })).toEqual({ text: 'Sponsored', title: 'Sponsored' });
  });
});
