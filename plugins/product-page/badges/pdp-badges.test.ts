import { describe, expect, it } from 'vitest';
import type { SiteBadge } from '../../shared/product/rules/badge-content';
import { pdpBadges, productCategorySlugs, type PdpBadgeProduct } from './pdp-badges';

const badge = (id: string, placement: string, fields: Partial<SiteBadge> = {}): SiteBadge => ({ id, placement, productKeys: [], icon: undefined, text1: id, ...fields });

const dress: PdpBadgeProduct = {
  key: 'CST12345',
  categorySlugs: productCategorySlugs([{ slug: 'women' }, { slug: 'women/dresses' }, { slug: 'women/dresses/maxi-dresses' }]),
  hasGiftWithPurchase: false,
  gwpSku: undefined,
  restricted: false,
};

describe('the product page badges (P §5)', () => {
  it('reads every ancestor of the product categories', () => {
    expect(productCategorySlugs([{ slug: 'women/dresses/maxi-dresses' }, { slug: 'women' }])).toEqual(['women', 'women/dresses', 'women/dresses/maxi-dresses']);
  });

  it('shows a price badge only when its placement includes PDP_price and its category matches or is empty', () => {
    const chosen = pdpBadges(
      [
        badge('price-dresses', 'PLP_promo, PDP_price', { categorySlug: 'women/dresses' }),
        badge('price-any', 'PDP_price'),
        badge('price-home', 'PDP_price', { categorySlug: 'home' }),
        badge('promo-only', 'PDP_promo'),
        badge('card-price', 'PLP_price'),
      ],
      dress,
    );
    expect(chosen.price.map((entry) => entry.id)).toEqual(['price-dresses', 'price-any']);
  });

  it('takes promo badges of the lowest priority number only, up to 2, de-duplicated by text', () => {
    const promos = [
      badge('later', 'PDP_promo', { priority: 5 }),
      badge('first', 'PDP_promo', { priority: 1, text1: 'Extra 20% off', discount: 20 }),
      badge('same-text', 'PDP_promo', { priority: 1, text1: 'Extra 20% OFF' }),
      badge('second', 'PDP_promo', { priority: 1, text1: 'Free delivery' }),
      badge('third', 'PDP_promo', { priority: 1, text1: 'Student 10%' }),
      badge('card-promo', 'PLP_promo', { priority: 0 }),
    ];
    const chosen = pdpBadges(promos, dress);
    expect(chosen.promo.map((entry) => entry.id)).toEqual(['first', 'second']);
    expect(chosen.promo[0]?.discount).toBe(20);
    expect(chosen.promo[1]?.discount).toBeUndefined();
  });

  it('takes 1 promo and 1 exclusion badge for a restricted (marketplace) product', () => {
    const list = [badge('p1', 'PDP_promo', { priority: 1, text1: 'A' }), badge('p2', 'PDP_promo', { priority: 1, text1: 'B' }), badge('x1', 'PDP_exclusion', { priority: 2, text1: 'X' }), badge('x2', 'PDP_exclusion', { priority: 2, text1: 'Y' })];
    expect(pdpBadges(list, dress).exclusion.map((entry) => entry.id)).toEqual(['x1', 'x2']);
    const restricted = pdpBadges(list, { ...dress, restricted: true });
    expect(restricted.promo.map((entry) => entry.id)).toEqual(['p1']);
    expect(restricted.exclusion.map((entry) => entry.id)).toEqual(['x1']);
  });

  it('shows at most 2 image-corner badges, by priority, in their corners', () => {
    const chosen = pdpBadges(
      [badge('c', 'PDP-bottomRight_productImage', { priority: 9 }), badge('b', 'PDP-topRight_productImage', { priority: 2 }), badge('a', 'PDP-topLeft_productImage', { priority: 1 }), badge('card', 'PLP-topLeft_productImage', { priority: 0 })],
      dress,
    );
    expect(chosen.image.map((entry) => [entry.id, entry.corner])).toEqual([
      ['a', 'topLeft'],
      ['b', 'topRight'],
    ]);
  });

  it('shows the gift badge only when the product has a gift sku or the gift flag', () => {
    const gift = [badge('gift', 'PDP_giftWithPurchase')];
    expect(pdpBadges(gift, dress).gift).toBeUndefined();
    expect(pdpBadges(gift, { ...dress, gwpSku: 'GWP-1' }).gift?.id).toBe('gift');
    expect(pdpBadges(gift, { ...dress, hasGiftWithPurchase: true }).gift?.id).toBe('gift');
    expect(pdpBadges([badge('card-gift', 'PLP_giftWithPurchase')], { ...dress, gwpSku: 'GWP-1' }).gift).toBeUndefined();
  });

  it('shows a badge that names products only on those products', () => {
    const list = [badge('mine', 'PDP_price', { productKeys: ['CST12345'] }), badge('theirs', 'PDP_price', { productKeys: ['OTHER1'] })];
    expect(pdpBadges(list, dress).price.map((entry) => entry.id)).toEqual(['mine']);
  });
});
