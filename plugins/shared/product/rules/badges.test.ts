import { describe, expect, it } from 'vitest';
import {
  badgeCorner,
  cardBadges,
  categoryMatches,
  imageBadges,
  lowestPriorityBadges,
  pdpPriceBadges,
  placementFits,
  showsClassificationBadge,
  showsGiftWithPurchaseBadge,
  type Badge,
} from './badges';

const badge = (id: string, placement: string, extra: Partial<Badge> = {}): Badge => ({ id, placement, ...extra });
const dresses = ['women/dresses', 'occasion'];

describe('placement (L §5)', () => {
  it('fits when the placement is for this list type and kind', () => {
    expect(placementFits(badge('a', 'PLP-topLeft_productImage'), 'PLP', 'productImage')).toBe(true);
    expect(placementFits(badge('a', 'PLP-topLeft_productImage'), 'CAROUSEL', 'productImage')).toBe(false);
    expect(placementFits(badge('a', 'CAROUSEL_promo'), 'CAROUSEL', 'promo')).toBe(true);
    expect(placementFits(badge('a', 'PLP_promo'), 'PLP', 'productImage')).toBe(false);
    expect(placementFits(badge('a', 'PDP_price, PLP_promo'), 'PDP', 'price')).toBe(true);
    expect(placementFits(badge('a', 'nonsense'), 'PLP', 'promo')).toBe(false);
    expect(placementFits({ id: 'a' } as Badge, 'PLP', 'promo')).toBe(false);
  });

  it('reads the corner of an image badge', () => {
    expect(badgeCorner(badge('a', 'PLP-topLeft_productImage,CAROUSEL-bottomRight_productImage'), 'CAROUSEL')).toBe('bottomRight');
  });
});

describe('category match (L §5)', () => {
  it('matches when a listed slug is one of the product categories, or the list is empty', () => {
    expect(categoryMatches(badge('a', 'PLP_promo', { categorySlug: 'women/tops, women/dresses' }), dresses)).toBe(true);
    expect(categoryMatches(badge('a', 'PLP_promo', { categorySlug: ' /Women/Dresses/ ' }), dresses)).toBe(true);
    expect(categoryMatches(badge('a', 'PLP_promo', { categorySlug: 'men/shirts' }), dresses)).toBe(false);
    expect(categoryMatches(badge('a', 'PLP_promo', { categorySlug: '' }), dresses)).toBe(true);
    expect(categoryMatches(badge('a', 'PLP_promo', { categorySlug: ' , ' }), [])).toBe(true);
    expect(categoryMatches(badge('a', 'PLP_promo'), [])).toBe(true);
  });
});

describe('card badges (L §3, §5, P §9)', () => {
  const badges: Badge[] = [
    badge('new', 'PLP-topLeft_productImage', { priority: 3, text1: 'New' }),
    badge('bestseller', 'PLP-topLeft_productImage', { priority: 1, text1: 'Bestseller' }),
    badge('exclusive', 'PLP-topRight_productImage', { priority: '2', text1: 'Exclusive' }),
    badge('men-only', 'PLP-topLeft_productImage', { priority: 0, categorySlug: 'men' }),
    badge('carousel', 'CAROUSEL-bottomRight_productImage', { priority: 0 }),
    badge('promo-a', 'PLP_promo', { priority: 2, text1: '3 for 2' }),
    badge('promo-b', 'PLP_promo', { priority: 1, text1: '20% off' }),
    badge('promo-c', 'PLP_promo', { priority: 1, text1: '20% OFF ' }),
    badge('promo-d', 'PLP_promo', { priority: 1, text1: 'Free gift' }),
  ];

  it('shows at most 2 image badges, sorted by priority', () => {
    expect(imageBadges(badges, 'PLP', dresses).map((item) => item.id)).toEqual(['bestseller', 'exclusive']);
  });

  it('puts badges without a priority last, keeping their order', () => {
    const list = [badge('x', 'PLP-a_productImage'), badge('y', 'PLP-a_productImage', { priority: 5 }), badge('z', 'PLP-a_productImage')];
    expect(imageBadges(list, 'PLP', [], 3).map((item) => item.id)).toEqual(['y', 'x', 'z']);
  });

  it('shows only the promo of the lowest priority number, de-duplicated', () => {
    expect(lowestPriorityBadges(badges, 'PLP', 'promo', dresses, 5).map((item) => item.id)).toEqual(['promo-b', 'promo-d']);
    expect(cardBadges(badges, { area: 'PLP', categorySlugs: dresses }).promoBadge?.id).toBe('promo-b');
  });

  it('de-duplicates badges listed twice', () => {
    expect(imageBadges([badge('a', 'PLP-x_productImage'), badge('a', 'PLP-x_productImage')], 'PLP', []).map((item) => item.id)).toEqual(['a']);
  });

  it('has nothing to show for an area without badges', () => {
    expect(cardBadges(badges, { area: 'CAROUSEL', categorySlugs: dresses })).toEqual({
      imageBadges: [badges[4]],
      promoBadge: undefined,
      previewBadge: undefined,
    });
    expect(cardBadges([], { area: 'PLP', categorySlugs: [] })).toEqual({ imageBadges: [], promoBadge: undefined, previewBadge: undefined });
  });

  it('adds the preview badge in preview mode', () => {
    expect(cardBadges(badges, { area: 'PLP', categorySlugs: dresses, previewMode: true }).previewBadge).toMatchObject({ id: 'preview', text1: 'Preview' });
  });

  it('shows product page price badges when the placement includes PDP_price and the category matches', () => {
    const pdp = [badge('p1', 'PDP_price', { categorySlug: 'women/dresses' }), badge('p2', 'PDP_promo'), badge('p3', 'PDP_price', { categorySlug: 'men' })];
    expect(pdpPriceBadges(pdp, dresses).map((item) => item.id)).toEqual(['p1']);
  });
});

describe('gift-with-purchase badge (L §5, P §5)', () => {
  it('shows only when the variant has gwpSku or hasGiftWithPurchase is set', () => {
    expect(showsGiftWithPurchaseBadge({ gwpSku: 'GWP123' })).toBe(true);
    expect(showsGiftWithPurchaseBadge({ hasGiftWithPurchase: true })).toBe(true);
    expect(showsGiftWithPurchaseBadge({ gwpSku: '  ', hasGiftWithPurchase: false })).toBe(false);
    expect(showsGiftWithPurchaseBadge({})).toBe(false);
  });

  it('is hidden on images under 150 px wide', () => {
    expect(showsGiftWithPurchaseBadge({ gwpSku: 'GWP1', imageWidth: 149 })).toBe(false);
    expect(showsGiftWithPurchaseBadge({ gwpSku: 'GWP1', imageWidth: 150 })).toBe(true);
  });
});

describe('class badge (L §5, P §5)', () => {
  const config = { excludedClassifications: ['Clearance', 'Marketplace'], includedDepartments: ['Women', 'Beauty'] };

  it('shows when the classification is not excluded and the department is included', () => {
    expect(showsClassificationBadge({ classification: 'Premium', department: 'women' }, config)).toBe(true);
  });

  it('hides for excluded classifications, other departments, or missing fields', () => {
    expect(showsClassificationBadge({ classification: 'clearance', department: 'Women' }, config)).toBe(false);
    expect(showsClassificationBadge({ classification: 'Premium', department: 'Men' }, config)).toBe(false);
    expect(showsClassificationBadge({ classification: '', department: 'Women' }, config)).toBe(false);
    expect(showsClassificationBadge({ classification: 'Premium', department: null }, config)).toBe(false);
  });
});
