import { describe, expect, it } from 'vitest';
import { brandRef, buildListingProduct, colourLabelOf, swatchHexFor, toMoney, unknownSwatchHex, type ProductDraft } from './listing-product';

const draft = (overrides: Partial<ProductDraft> = {}): ProductDraft => ({
  recordId: 'CST1',
  id: 'CST1',
  key: 'CST1',
  slug: 'dress',
  name: 'Dress',
  brandName: 'Coast',
  department: 'women',
  description: '',
  breadcrumbs: [],
  categorySlugs: ['women/dresses'],
  categoryNames: ['Dresses'],
  images: ['/_img/products/CST1/black/1'],
  variants: [],
  sizes: ['ONE SIZE'],
  isPremier: false,
  hasGiftWithPurchase: false,
  variantSkus: ['CST1-01'],
  price: 20,
  defaultColour: 'black',
  ...overrides,
});

describe('listing product helpers', () => {
  it('formats money in en-GB pounds', () => {
    expect(toMoney(49)).toEqual({ pence: 4900, formatted: '£49.00' });
    expect(toMoney(1234.5)).toEqual({ pence: 123450, formatted: '£1,234.50' });
  });

  it('names known brands by their id and others by a slug', () => {
    expect(brandRef('Nasty Gal')).toEqual({ id: 'nastygal', name: 'Nasty Gal' });
    expect(brandRef('Dorothy Perkins')).toEqual({ id: 'dorothy-perkins', name: 'Dorothy Perkins' });
    expect(brandRef('Acme & Co.')).toEqual({ id: 'acme-co', name: 'Acme & Co.' });
  });

  it('labels colour codes and keeps labels', () => {
    expect(colourLabelOf('dusty-rose')).toBe('Dusty Rose');
    expect(colourLabelOf('Grey Marl')).toBe('Grey Marl');
  });

  it('paints the swatch from the provider hex, the colour table, or neutral grey', () => {
    expect(swatchHexFor('#ABCDEF', 'black', undefined)).toBe('#abcdef');
    expect(swatchHexFor('https://img.example/s.jpg', 'Navy', undefined)).toBe('#1f2b47');
    expect(swatchHexFor(undefined, 'Ocean Print', 'Blue')).toBe('#2f5fb3');
    expect(swatchHexFor(undefined, 'Ocean Print', 'Multi')).toBe(unknownSwatchHex);
  });
});

describe('building a card', () => {
  it('takes the lowest variant price when the product has none', () => {
    const built = buildListingProduct(
      draft({ price: undefined, variants: [{ colour: 'black', images: [], price: 30 }, { colour: 'red', images: [], price: 25, wasPrice: 50 }] }),
      { position: 1, selectedSizes: [] },
    );
    expect('product' in built && built.product.price.formatted).toBe('£25.00');
    expect('product' in built && built.product.colourVariants[1]).toMatchObject({ colour: 'red', percentageSaving: 50 });
  });

  it('falls back to the first colour when the default colour is not among the variants', () => {
    const built = buildListingProduct(draft({ defaultColour: 'purple', variants: [{ colour: 'black', images: [] }] }), { position: 1, selectedSizes: [] });
    expect('product' in built && built.product).toMatchObject({ defaultColour: 'black', url: '/product/dress?colour=black' });
  });

  it('refuses hits with no price or no image', () => {
    expect(buildListingProduct(draft({ price: undefined }), { position: 1, selectedSizes: [] })).toEqual({ error: 'no price' });
    expect(buildListingProduct(draft({ images: [] }), { position: 1, selectedSizes: [] })).toEqual({ error: 'no image' });
  });

  it('ignores ratings outside 0–5 and negative review counts', () => {
    const built = buildListingProduct(draft({ averageRating: 9, reviewCount: -4 }), { position: 1, selectedSizes: [] });
    expect('product' in built && built.product).toMatchObject({ averageRating: undefined, reviewCount: 0 });
  });
});
