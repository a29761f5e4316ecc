import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { testProduct } from '../../testing/products';
import type { SiteBadge } from '../../shared/product/rules/badge-content';
import type { CardProduct } from '../../shared/product/rules/card-product';
import { ProductCard } from '../../shared/product/ui/ProductCard.client';
import { listingCardImages } from './card-images';
import { ListingProductCard } from './ListingProductCard';

const badge = (id: string, placement: string, extra: Partial<SiteBadge>): SiteBadge => ({ id, placement, productKeys: [], icon: undefined, ...extra });
const badges: SiteBadge[] = [
  badge('edit', 'PLP-topLeft_productImage', { categorySlug: 'women', text1: 'Women’s edit' }),
  badge('promo', 'PLP_promo', { priority: 1, categorySlug: 'women', text1: 'Extra 20% off', text2: 'with code EXTRA20', discount: 20 }),
  badge('gift', 'PLP_giftWithPurchase', { categorySlug: 'women', text1: 'Free gift', icon: 'gift' }),
];

const base = testProduct('AAA11111');
const cases: Array<[string, CardProduct]> = [
  ['many colours at two prices, reviewed', base],
  ['one colour, one size, with a gift', { ...base, colourVariants: base.colourVariants.slice(0, 1), sizes: ['12'], hasGiftWithPurchase: true }],
  ['sold out, without reviews', { ...base, isOnStock: false, reviewCount: 0, variantSkus: ['AAA11111-01-08'] }],
];

describe('the listing card the server draws (L §3, §4)', () => {
  it.each(cases)('is the browser’s listing card before it is measured, to the byte: %s', (_, product) => {
    for (const options of [
      { selectedSizes: [], showRatings: true, eager: true },
      { selectedSizes: ['10'], showRatings: false, eager: false },
    ]) {
      const server = renderToStaticMarkup(createElement(ListingProductCard, { product, cardKey: 'card', badges, ...options }));
      const browser = renderToStaticMarkup(createElement(ProductCard, { product, area: 'PLP', ...listingCardImages, badges, scrollAnchor: true, ...options }));
      expect(server).toContain(` id="product-${product.id}"`);
      expect(server).toBe(browser);
    }
  });
});
