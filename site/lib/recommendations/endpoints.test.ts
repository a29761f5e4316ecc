import { describe, expect, it, vi } from 'vitest';
import type { RecommendedProduct } from '@storefront/catalogue/recommendations/recommended-product';
import type { ProductSummary } from '@storefront/catalogue/types';
import type { ProductLookup } from '@storefront/plugins/listing/model/search-port';
import type { ListingProduct } from '@storefront/plugins/listing/rules/listing-product';
import { testProduct } from '@storefront/plugins/testing/products';
import type { RecommendationEngine } from './engine';
import { parseItems, productCardsResponse, similarProductsResponse } from './handlers';
import { recommendationErrors } from './limits';
import { isShowable, recommendedUrl, toCardProducts } from './recommended-card';
import { sponsoredProductsResponse } from './sponsored';
import { visuallySimilarResponse } from './visually-similar';

const site = { id: 'coast' };
const get = (path: string) => new Request(`http://shop.test${path}`);
const shown = testProduct('CST00001');
const catalogue = (products: ProductSummary[]) => vi.fn(async (keys: readonly string[]) => products.filter((product) => keys.includes(product.key)));
/** A search product in one colour: the colour's facet and swatch as the listing gets them. */
const found = (key: string, colour: string): ListingProduct => ({ ...testProduct(key, { defaultColour: colour }), isOnStock: true }) as unknown as ListingProduct;

describe('GET /_api/search/visuallySimilar', () => {
  const search = (answers: ListingProduct[][]) => ({ findProducts: vi.fn(async (lookups: readonly ProductLookup[]) => lookups.map((_, index) => ({ total: answers[index]?.length ?? 0, products: answers[index] ?? [] }))) });

  it('refuses a missing or malformed key or colour, a fascia of another site and a malformed locale, with the reason', async () => {
    const deps = { site, productsByKeys: catalogue([shown]), search: search([]) };
    const cases: Array<[string, string]> = [
      ['', recommendationErrors.badKey],
      ['?key=nope&colour=black', recommendationErrors.badKey],
      ['?key=CST00001', recommendationErrors.badColour],
      ['?key=CST00001&colour=<b>', recommendationErrors.badColour],
      ['?key=CST00001&colour=black&fascia=karen', recommendationErrors.badFascia],
      ['?key=CST00001&colour=black&locale=english', recommendationErrors.badLocale],
    ];
    for (const [query, message] of cases) {
      const response = await visuallySimilarResponse(get(`/_api/search/visuallySimilar${query}`), deps);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, message });
    }
    expect(deps.search.findProducts).not.toHaveBeenCalled();
  });

  it('answers 404 for a product the site does not sell', async () => {
    const response = await visuallySimilarResponse(get('/_api/search/visuallySimilar?key=CST09999&colour=black'), { site, productsByKeys: catalogue([shown]), search: search([]) });
    expect(response.status).toBe(404);
  });

  it('searches the category in the colour family, closest colour first, at most 6, never the product, not cached', async () => {
    const sameFamily = [found('CST00001', 'red'), found('CST00002', 'ivory'), found('CST00003', 'red'), found('CST00004', 'rose')];
    const rest = Array.from({ length: 8 }, (_, index) => found(`CST0010${index}`, 'navy'));
    const deps = { site, productsByKeys: catalogue([shown]), search: search([sameFamily, rest]) };
    const response = await visuallySimilarResponse(get('/_api/search/visuallySimilar?key=cst00001&colour=red&fascia=coast&locale=en-GB'), deps);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { visualSimilar } = await response.json();
    expect(visualSimilar).toHaveLength(6);
    expect(visualSimilar.map((item: { item_group_id: string }) => item.item_group_id)).not.toContain('CST00001');
    // Each candidate is shown in the searched colour (Red) where it has it, so the reds rank first.
    expect(visualSimilar[0]).toEqual({ item_group_id: 'CST00002', colour: 'red' });
    const [sameColour, sameCategory] = deps.search.findProducts.mock.calls[0]![0];
    expect(sameColour).toEqual({ categorySlug: 'women/dresses', filters: { colourFacets: ['Red'] }, limit: 40 });
    expect(sameCategory).toEqual({ categorySlug: 'women/dresses', limit: 40 });
  });

  it('answers non-OK when the search fails, so the browser falls back to recommendations', async () => {
    const failing = { findProducts: vi.fn(async () => Promise.reject(new Error('search down'))) };
    const response = await visuallySimilarResponse(get('/_api/search/visuallySimilar?key=CST00001&colour=black'), { site, productsByKeys: catalogue([shown]), search: failing });
    expect(response.status).toBe(503);
  });
});

const recommended = (key: string, overrides: Partial<RecommendedProduct> = {}): RecommendedProduct =>
  ({
    product_id: `prd-${key.toLowerCase()}`,
    item_id: key,
    title: 'Linen Shirt',
    brand: 'Coast',
    colour: 'sage',
    price: 39,
    original_price: 52,
    local_currency: 'GBP',
    image: `/_img/products/${key}/sage/1`,
    url: `/product/linen-shirt?colour=sage&size=12`,
    slug: 'linen-shirt',
    imagesResponsive: [],
    stock_level: 4,
    categories_path: 'women/shirts',
    category_taxonomy: 'Shirts',
    ...overrides,
  }) as RecommendedProduct;

describe('recommended products become cards', () => {
  it('shows only items with product_id, title, brand, local_currency, price, image and url (P §5)', () => {
    expect(isShowable(recommended('CST00002'))).toBe(true);
    for (const field of ['product_id', 'title', 'brand', 'local_currency', 'image', 'url'] as const) expect(isShowable({ ...recommended('CST00002'), [field]: '' }), field).toBe(false);
    expect(isShowable({ ...recommended('CST00002'), price: Number.NaN })).toBe(false);
  });

  it('drops the size parameter from links (P §7) and maps prices and the saving', () => {
    expect(recommendedUrl('/product/linen-shirt?colour=sage&size=12')).toBe('/product/linen-shirt?colour=sage');
    expect(recommendedUrl('/product/linen-shirt?size=12')).toBe('/product/linen-shirt');
    const [card] = toCardProducts([recommended('CST00002')]);
    expect(card).toMatchObject({ key: 'CST00002', name: 'Linen Shirt', url: '/product/linen-shirt?colour=sage', price: { pence: 3900, formatted: '£39.00' }, wasPrice: { pence: 5200 }, percentageSaving: 25 });
  });

  it('leaves out the product itself, repeats and items it cannot show', () => {
    const cards = toCardProducts([recommended('CST00001'), recommended('CST00002'), recommended('CST00002'), recommended('CST00003', { image: '' })], 'cst00001');
    expect(cards.map((card) => card.key)).toEqual(['CST00002']);
  });
});

describe('GET /_api/recommendations/similar', () => {
  const engine = (similar: RecommendationEngine['similar']): RecommendationEngine => ({ name: 'embedded', similar: vi.fn(similar) });

  it('asks the engine for 10 and answers cards', async () => {
    const deps = { site, engine: engine(async () => [recommended('CST00002')]) };
    const response = await similarProductsResponse(get('/_api/recommendations/similar?key=cst00001'), deps);
    expect(deps.engine.similar).toHaveBeenCalledWith({ productKey: 'CST00001', fascia: 'coast', size: 10 });
    expect((await response.json()).products.map((card: { key: string }) => card.key)).toEqual(['CST00002']);
  });

  it('answers no products when the engine fails, and 400 for a bad key', async () => {
    const failing = await similarProductsResponse(get('/_api/recommendations/similar?key=CST00001'), { site, engine: engine(async () => Promise.reject(new Error('down'))) });
    expect(await failing.json()).toEqual({ products: [] });
    expect((await similarProductsResponse(get('/_api/recommendations/similar?key=1'), { site, engine: engine(async () => []) })).status).toBe(400);
  });
});

describe('GET /_api/recommendations/products', () => {
  it('reads KEY or KEY:colour items and refuses malformed or too many', () => {
    expect(parseItems('cst00001:red,KAR00002')).toEqual([{ key: 'CST00001', colour: 'red' }, { key: 'KAR00002', colour: undefined }]);
    expect(parseItems('CST00001:<x>')).toBeUndefined();
    expect(parseItems('')).toBeUndefined();
    expect(parseItems(Array.from({ length: 41 }, () => 'CST00001').join(','))).toBeUndefined();
  });

  it('answers cards in the order asked, in the colour asked, unknown keys left out', async () => {
    const products = [testProduct('CST00001'), testProduct('CST00002')];
    const response = await productCardsResponse(get('/_api/recommendations/products?items=CST00002:red,CST09999,CST00001'), { site, productsByKeys: catalogue(products) });
    const body = await response.json();
    expect(body.products.map((card: ProductSummary) => [card.key, card.defaultColour])).toEqual([['CST00002', 'red'], ['CST00001', 'black']]);
    expect(body.products[0].url).toContain('colour=red');
    expect((await productCardsResponse(get('/_api/recommendations/products?items=nope'), { site, productsByKeys: catalogue(products) })).status).toBe(400);
  });
});

describe('GET /_api/recommendations/sponsored', () => {
  const leaf = { id: 'cat-women--dresses', slug: 'women/dresses', children: [] };
  const category = { id: 'cat-women', slug: 'women', children: [leaf] } as never;
  const ad = { adId: 'a', campaignId: 'c', sponsor: 'Coast', clickId: 'k' };
  const deps = (loadSponsored: (category: { id: string }) => Promise<never[]>) => ({ site, productsByKeys: catalogue([shown]), categories: async () => [category], loadSponsored: vi.fn(loadSponsored) });

  it('asks for the product’s category, leaves the product out, and gives phones at most 4', async () => {
    const ads = ['CST00001', 'CST00002', 'CST00003', 'CST00004', 'CST00005', 'CST00006'].map((key) => ({ product: found(key, 'black'), ad }));
    const made = deps(async () => ads as never[]);
    const desktop = await (await sponsoredProductsResponse(get('/_api/recommendations/sponsored?key=CST00001'), made)).json();
    expect(made.loadSponsored).toHaveBeenCalledWith(leaf);
    expect(made.loadSponsored).toHaveBeenCalledTimes(1);
    expect(desktop.ads.map((entry: { product: { key: string } }) => entry.product.key)).toEqual(['CST00002', 'CST00003', 'CST00004', 'CST00005', 'CST00006']);
    const mobile = await (await sponsoredProductsResponse(get('/_api/recommendations/sponsored?key=CST00001&platform=mobile'), made)).json();
    expect(mobile.ads).toHaveLength(4);
  });

  it('asks the parent category when the product’s own has no ads', async () => {
    const made = deps(async (asked) => (asked.id === 'cat-women' ? ([{ product: found('CST00002', 'black'), ad }] as never[]) : []));
    const body = await (await sponsoredProductsResponse(get('/_api/recommendations/sponsored?key=CST00001'), made)).json();
    expect(made.loadSponsored.mock.calls.map(([asked]) => asked.id)).toEqual(['cat-women--dresses', 'cat-women']);
    expect(body.ads).toHaveLength(1);
  });

  it('gives none when the ads fail, and 400 for a bad platform', async () => {
    const failing = await sponsoredProductsResponse(get('/_api/recommendations/sponsored?key=CST00001'), deps(async () => Promise.reject(new Error('ads down'))));
    expect(failing.status).toBe(200);
    expect(await failing.json()).toEqual({ ads: [] });
    expect((await sponsoredProductsResponse(get('/_api/recommendations/sponsored?key=CST00001&platform=tv'), deps(async () => []))).status).toBe(400);
  });
});
