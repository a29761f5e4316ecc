import type { DatabaseHandle } from '@storefront/db/client';
import { productColours, variants } from '@storefront/db/schema/catalogue';
import { openTestDatabase } from '@storefront/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '@storefront/seed/catalogue/generate';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import { proceduralArtwork } from '@storefront/seed/imagery/procedural-artwork';
import { handleImageRequest } from '../images/endpoint';
import { createDatabaseImageSource } from '../images/image-source';
import { getCategoryTree } from './category-tree';
import { money, percentageSaving } from './money';
import { productDetail } from './product-detail';
import { productsByKeys } from './products-by-keys';
import { createCatalogueReader } from './reader';
import { searchProducts, searchTerms } from './search-products';

let handle: DatabaseHandle;
const catalogue = generateCatalogue();
const variantsByProduct = new Map<string, typeof catalogue.variants>();
for (const variant of catalogue.variants) variantsByProduct.set(variant.productId, [...(variantsByProduct.get(variant.productId) ?? []), variant]);
const variantsOf = (id: string) => variantsByProduct.get(id) ?? [];
const find = (predicate: (product: (typeof catalogue.products)[number]) => boolean) => catalogue.products.find(predicate)!;

beforeAll(async () => {
  handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
});
afterAll(async () => {
  await handle?.close();
});

describe('money', () => {
  it('formats pence as en-GB pounds', () => {
    expect(money(4900).formatted).toBe('£49.00');
    expect(money(1299).formatted).toBe('£12.99');
    expect(money(123450).formatted).toBe('£1,234.50');
  });

  it('computes the saving only when the was-price is higher', () => {
    expect(percentageSaving(3000, 4000)).toBe(25);
    expect(percentageSaving(2999, 4500)).toBe(33);
    expect(percentageSaving(4000, 4000)).toBeUndefined();
    expect(percentageSaving(4000, 3000)).toBeUndefined();
    expect(percentageSaving(4000, null)).toBeUndefined();
  });
});

describe('productsByKeys', () => {
  it('returns products in the order of the keys, skipping unknown and malformed keys', async () => {
    const keys = [catalogue.products[40]!.key, 'ZZZ00000', catalogue.products[5]!.key, 'not-a-key', catalogue.products[300]!.key];
    const result = await productsByKeys(handle.db, keys, { fascia: 'hartley' });
    expect(result.map((product) => product.key)).toEqual([catalogue.products[40]!.key, catalogue.products[5]!.key, catalogue.products[300]!.key]);
  });

  it('accepts lower-case keys with spaces and ignores duplicates', async () => {
    const key = catalogue.products[7]!.key;
    const result = await productsByKeys(handle.db, [` ${key.toLowerCase()} `, key], { fascia: 'hartley' });
    expect(result.map((product) => product.key)).toEqual([key]);
  });

  it('leaves out products the fascia does not sell, and everything for an unknown fascia', async () => {
    const burton = find((product) => product.brandId === 'burton' && product.departmentId === 'men');
    const coast = find((product) => product.brandId === 'coast' && product.departmentId === 'women');
    expect((await productsByKeys(handle.db, [burton.key, coast.key], { fascia: 'coast' })).map((product) => product.key)).toEqual([coast.key]);
    expect((await productsByKeys(handle.db, [burton.key, coast.key], { fascia: 'nastygal' })).map((product) => product.key)).toEqual([burton.key]);
    expect(await productsByKeys(handle.db, [coast.key], { fascia: 'nowhere' })).toEqual([]);
  });

  it('builds a card: brand, category, prices in pounds, colours with images and sizes in stock', async () => {
    const source = find((product) => variantsOf(product.id).some((variant) => variant.stock === 0) && variantsOf(product.id).some((variant) => variant.stock > 0) && product.isPremier !== true);
    const [summary] = await productsByKeys(handle.db, [source.key], { fascia: 'hartley' });
    expect(summary).toMatchObject({ key: source.key, slug: source.slug, name: source.name, brand: { id: source.brandId }, department: source.departmentId, isPremier: false });
    expect(summary!.category.slug).toBe(catalogue.categories.find((category) => category.id === source.categoryId)!.slug);
    expect(summary!.url).toBe(`/product/${source.slug}?colour=${summary!.defaultColour}`);
    const lowest = Math.min(...variantsOf(source.id).map((variant) => variant.pricePence));
    expect(summary!.price.pence).toBe(lowest);
    expect(summary!.price.formatted).toMatch(/^£\d+\.\d\d$/);
    for (const colour of summary!.colourVariants) {
      const rows = variantsOf(source.id).filter((variant) => variant.colour === colour.colour);
      expect(colour.sizesInStock).toEqual(rows.filter((variant) => variant.stock > 0).map((variant) => variant.size));
      expect(colour.isOnStock).toBe(rows.some((variant) => variant.stock > 0));
      expect(colour.image).toEqual({ src: `/_img/products/${source.key}/${colour.colour}/1`, alt: `${source.name} in ${colour.colourLabel}`, aspectRatio: 2 / 3, width: 1200, height: 1800 });
      expect(colour.hoverImage?.src).toBe(`/_img/products/${source.key}/${colour.colour}/2`);
    }
    expect(summary!.sizes.length).toBeGreaterThan(0);
  });

  it('shows was-prices and savings only where the price is really reduced', async () => {
    const reduced = catalogue.products.filter((product) => variantsOf(product.id).every((variant) => variant.wasPricePence != null)).slice(0, 5);
    const full = catalogue.products.filter((product) => variantsOf(product.id).every((variant) => variant.wasPricePence == null)).slice(0, 5);
    const summaries = await productsByKeys(handle.db, [...reduced, ...full].map((product) => product.key), { fascia: 'hartley' });
    for (const summary of summaries.slice(0, reduced.length)) {
      expect(summary.wasPrice!.pence).toBeGreaterThan(summary.price.pence);
      expect(summary.percentageSaving).toBe(Math.round(100 - (summary.price.pence / summary.wasPrice!.pence) * 100));
    }
    for (const summary of summaries.slice(reduced.length)) {
      expect(summary.wasPrice).toBeUndefined();
      expect(summary.percentageSaving).toBeUndefined();
    }
  });

  it('prices each colour separately when only some colours are reduced', async () => {
    const partly = find((product) => {
      const rows = variantsOf(product.id);
      return rows.some((variant) => variant.wasPricePence != null) && rows.some((variant) => variant.wasPricePence == null) && new Set(rows.map((row) => row.size)).size > 1;
    });
    const [summary] = await productsByKeys(handle.db, [partly.key], { fascia: 'hartley' });
    const withSaving = summary!.colourVariants.filter((colour) => colour.percentageSaving !== undefined);
    const without = summary!.colourVariants.filter((colour) => colour.percentageSaving === undefined);
    expect(withSaving.length).toBeGreaterThan(0);
    expect(without.length).toBeGreaterThan(0);
    for (const colour of without) expect(colour.wasPrice).toBeUndefined();
  });

  it('marks wholly sold-out products and links premier products to /premier', async () => {
    const soldOut = find((product) => variantsOf(product.id).every((variant) => variant.stock === 0));
    const premier = find((product) => product.isPremier === true);
    const [outSummary, premierSummary] = await productsByKeys(handle.db, [soldOut.key, premier.key], { fascia: 'hartley' });
    expect(outSummary!.isOnStock).toBe(false);
    expect(outSummary!.colourVariants.every((colour) => colour.sizesInStock.length === 0)).toBe(true);
    expect(premierSummary!.url).toBe(`/premier/${premier.slug}`);
  });

  it('opens on a colour that is in stock', async () => {
    const product = find((candidate) => {
      const colours = catalogue.productColours.filter((colour) => colour.productId === candidate.id);
      return colours.length > 1 && variantsOf(candidate.id).filter((variant) => variant.colour === colours[0]!.colour).every((variant) => variant.stock === 0) && variantsOf(candidate.id).some((variant) => variant.stock > 0);
    });
    const [summary] = await productsByKeys(handle.db, [product.key], { fascia: 'hartley' });
    expect(summary!.colourVariants.find((colour) => colour.colour === summary!.defaultColour)!.isOnStock).toBe(true);
  });
});

describe('searchProducts', () => {
  it('splits and singularises search words', () => {
    expect(searchTerms('Red DRESSES, with Shoes & jeans')).toEqual(['red', 'dress', 'shoe', 'jean']);
  });

  it('finds products matching every word, best matches first', async () => {
    const results = await searchProducts(handle.db, 'satin maxi dresses', { fascia: 'hartley', limit: 20 });
    expect(results.length).toBe(20);
    for (const product of results) expect(product.name).toMatch(/Satin.*Maxi.*Dress/);
  });

  it('matches brands, categories and colours, not substrings inside other words', async () => {
    const coast = await searchProducts(handle.db, 'coast', { fascia: 'hartley', limit: 30 });
    // Coast itself before Coastie, whose name only starts the same.
    expect(coast.map((product) => product.brand.id)).toEqual(coast.map(() => 'coast'));
    const red = await searchProducts(handle.db, 'red', { fascia: 'hartley', limit: 40 });
    expect(red.length).toBe(40);
    for (const product of red) expect(product.colourVariants.some((colour) => /\bred/i.test(colour.colourLabel) || colour.colourFacet === 'Red') || /\bred/i.test(product.name)).toBe(true);
    const navyBlazers = await searchProducts(handle.db, 'navy blazer', { fascia: 'hartley', limit: 10 });
    for (const product of navyBlazers) {
      expect(product.name).toMatch(/Blazer/);
      expect(product.colourVariants.some((colour) => colour.colourLabel === 'Navy')).toBe(true);
    }
  });

  it('breaks ties by best-seller rank', async () => {
    // Every pair of jeans matches "jeans" by name and category, so all score the same.
    const results = await searchProducts(handle.db, 'jeans', { fascia: 'hartley', limit: 25 });
    const ranks = new Map(catalogue.products.map((product) => [product.key, product.bestSellerRank]));
    const order = results.map((product) => ranks.get(product.key)!);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('lists best sellers for an empty query, leaves out sold-out products and respects the fascia', async () => {
    const best = await searchProducts(handle.db, '  ', { fascia: 'nastygal', limit: 12 });
    expect(best).toHaveLength(12);
    const ranks = best.map((product) => catalogue.products.find((candidate) => candidate.key === product.key)!.bestSellerRank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(best.every((product) => ['nastygal', 'misspap', 'gorgeous', 'coastie', 'foreverunique', 'dorothy-perkins', 'burton'].includes(product.brand.id))).toBe(true);
    const everything = await searchProducts(handle.db, 'dress', { fascia: 'hartley', limit: 100 });
    expect(everything.every((product) => product.isOnStock)).toBe(true);
    expect(await searchProducts(handle.db, 'shirt', { fascia: 'coast', limit: 50 })).not.toContainEqual(expect.objectContaining({ brand: expect.objectContaining({ id: 'burton' }) }));
  });

  it('caps the limit and returns nothing for nonsense', async () => {
    expect(await searchProducts(handle.db, 'dress', { fascia: 'hartley', limit: 5000 })).toHaveLength(100);
    expect(await searchProducts(handle.db, 'dress', { fascia: 'hartley', limit: 0 })).toEqual([]);
    expect(await searchProducts(handle.db, 'xylophone', { fascia: 'hartley', limit: 10 })).toEqual([]);
    expect(await searchProducts(handle.db, "'; drop table products; --", { fascia: 'hartley', limit: 10 })).toEqual([]);
  });
});

describe('getCategoryTree', () => {
  it('lists every department with its categories and product counts', async () => {
    const tree = await getCategoryTree(handle.db);
    expect(tree.map((node) => node.slug)).toEqual(['women', 'men', 'kids', 'home', 'beauty']);
    const women = tree[0]!;
    const dresses = women.children.find((node) => node.slug === 'women/dresses')!;
    expect(dresses.children.map((node) => node.slug)).toContain('women/dresses/bridesmaid-dresses');
    expect(dresses.productCount).toBe(dresses.children.reduce((sum, child) => sum + child.productCount, 0));
    expect(tree.reduce((sum, node) => sum + node.productCount, 0)).toBe(catalogue.products.length);
    expect(dresses.breadcrumbs).toEqual([
      { name: 'Women', slug: 'women' },
      { name: 'Dresses', slug: 'women/dresses' },
    ]);
  });

  it('keeps only what a fascia sells', async () => {
    const coast = await getCategoryTree(handle.db, { fascia: 'coast' });
    expect(coast.map((node) => node.slug)).toEqual(['women', 'home', 'beauty']);
    const nastygal = await getCategoryTree(handle.db, { fascia: 'nastygal' });
    expect(nastygal.map((node) => node.slug)).toEqual(['women', 'men', 'beauty']);
    expect(nastygal.find((node) => node.slug === 'beauty')!.children.every((node) => node.productCount > 0)).toBe(true);
    expect(await getCategoryTree(handle.db, { fascia: 'nowhere' })).toEqual([]);
  });
});

describe('createCatalogueReader', () => {
  it('reuses answers briefly, then shows stock changes (at once when told the catalogue changed)', async () => {
    let now = 0;
    const reader = createCatalogueReader(handle.db, { ttlMs: 1000, now: () => now });
    const product = find((candidate) => variantsOf(candidate.id).every((variant) => variant.stock > 0) && catalogue.productColours.filter((colour) => colour.productId === candidate.id).length === 1);
    const first = await reader.productsByKeys([product.key], { fascia: 'hartley' });
    expect(first[0]!.isOnStock).toBe(true);
    await handle.db.update(variants).set({ stock: 0 }).where(eq(variants.productId, product.id));
    now = 500;
    expect((await reader.productsByKeys([product.key], { fascia: 'hartley' }))[0]!.isOnStock).toBe(true);
    reader.forget();
    expect((await reader.productsByKeys([product.key], { fascia: 'hartley' }))[0]!.isOnStock).toBe(false);
    now = 1500;
    expect((await reader.productsByKeys([product.key], { fascia: 'hartley' }))[0]!.isOnStock).toBe(false);
  });

  it('keeps fascias apart in the cache', async () => {
    const reader = createCatalogueReader(handle.db);
    const burton = find((product) => product.brandId === 'burton' && product.departmentId === 'men');
    expect(await reader.productsByKeys([burton.key], { fascia: 'hartley' })).toHaveLength(1);
    expect(await reader.productsByKeys([burton.key], { fascia: 'coast' })).toHaveLength(0);
    const onCoast = await reader.searchProducts('shirt', { fascia: 'coast', limit: 10 });
    const onHartley = await reader.searchProducts('shirt', { fascia: 'hartley', limit: 10 });
    expect(onCoast.map((product) => product.key)).not.toEqual(onHartley.map((product) => product.key));
  });
});

describe('database image source', () => {
  it('finds the artwork inputs for a product colour, and nothing for unknown ones', async () => {
    const source = createDatabaseImageSource(handle.db);
    const colour = catalogue.productColours[20]!;
    const product = catalogue.products.find((candidate) => candidate.id === colour.productId)!;
    expect(await source.findColour(product.key, colour.colour)).toEqual({
      key: product.key,
      productType: product.productType,
      attributes: product.attributes,
      colour: { code: colour.colour, hex: colour.swatchHex },
      imageCount: colour.imageCount,
    });
    expect(await source.findColour(product.key, 'no-such-colour')).toBeUndefined();
    expect(await source.findColour('ZZZ00000', colour.colour)).toBeUndefined();
  });

  it('serves product images straight from a database', async () => {
    const colour = catalogue.productColours[42]!;
    const product = catalogue.products.find((candidate) => candidate.id === colour.productId)!;
    const found = await handleImageRequest(new URL(`http://shop.localhost/_img/products/${product.key}/${colour.colour}/1?w=60`), { db: handle.db, artwork: proceduralArtwork });
    expect(found.status).toBe(200);
    expect(found.headers['Content-Type']).toBe('image/jpeg');
    expect((await handleImageRequest(new URL(`http://shop.localhost/_img/products/${product.key}/nope/1`), { db: handle.db, artwork: proceduralArtwork })).status).toBe(404);
  });

  it('sees new colours once its short memory expires', async () => {
    const source = createDatabaseImageSource(handle.db, { ttlMs: 0 });
    const product = catalogue.products[30]!;
    expect(await source.findColour(product.key, 'ultraviolet')).toBeUndefined();
    await handle.db.insert(productColours).values({ productId: product.id, colour: 'ultraviolet', colourLabel: 'Ultraviolet', colourFacet: 'Purple', swatchHex: '#5b2a86', position: 9, imageCount: 3 });
    expect((await source.findColour(product.key, 'ultraviolet'))?.colour.hex).toBe('#5b2a86');
    await handle.db.delete(productColours).where(and(eq(productColours.productId, product.id), eq(productColours.colour, 'ultraviolet')));
  });
});

describe('productDetail', () => {
  it('gives every variant of a product with stock and prices, by id or key, for its sites only', async () => {
    const [summary] = await searchProducts(handle.db, 'dress', { fascia: 'hartley', limit: 1 });
    const byKey = await productDetail(handle.db, summary!.key, { fascia: 'hartley' });
    const byId = await productDetail(handle.db, summary!.id, { fascia: 'hartley' });
    expect(byId?.key).toBe(summary!.key);
    expect(byKey?.variants.length).toBeGreaterThan(0);
    for (const variant of byKey!.variants) {
      expect(variant.isOnStock).toBe(variant.availableQuantity > 0);
      expect(variant.sku.startsWith(summary!.key)).toBe(true);
    }
    expect(new Set(byKey!.variants.map((v) => v.colour))).toEqual(new Set(byKey!.colourVariants.map((c) => c.colour)));
    expect(await productDetail(handle.db, 'NOPE0000', { fascia: 'hartley' })).toBeUndefined();
  });
});
