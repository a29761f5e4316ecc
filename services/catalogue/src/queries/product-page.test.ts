import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '@storefront/seed/catalogue/generate';
import { generateProductPage, seedSellers } from '@storefront/seed/catalogue/product-page';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import { seedProductPage } from '@storefront/seed/catalogue/seed-product-page';
import { FILMED_PRODUCTS } from '@storefront/seed/imagery/films';
import { updateVariants } from '../testing/catalogue-edits';
import { productPage } from './product-page';

let handle: DatabaseHandle;
const catalogue = generateCatalogue();
const page = generateProductPage(catalogue, { asOf: '2026-11-01T00:00:00.000Z' });
const detailsOf = (productId: string) => page.details.find((details) => details.productId === productId)!;
const productWith = (predicate: (details: (typeof page.details)[number]) => boolean) => catalogue.products.find((product) => predicate(detailsOf(product.id)))!;

beforeAll(async () => {
  handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
  expect((await seedProductPage(handle.db)).seeded).toBe(true);
});
afterAll(async () => {
  await handle?.close();
});

describe('the seeded product page data', () => {
  it('has some of each kind the page shows: videos, bundles, customisation, premier, bulky, preloved, marketplace, subscription, GWP, pre-order', () => {
    expect(page.videos.filter((video) => video.purpose === 'social').every((video) => video.width === 1080 && video.height === 1920 && video.mimeType === 'video/mp4')).toBe(true);
    expect(page.videos).toHaveLength(FILMED_PRODUCTS.length * 2);
    expect(page.details.filter((details) => Object.keys(details.related ?? {}).length > 0).length).toBeGreaterThan(50);
    expect(page.details.some((details) => details.related?.suits)).toBe(true);
    expect(page.details.filter((details) => details.customisationGroupName).length).toBeGreaterThan(3);
    expect(page.details.filter((details) => details.logisticClass?.includes('BULKY')).length).toBeGreaterThan(3);
    const sellerIds = new Set(page.details.map((details) => details.sellerId));
    for (const seller of seedSellers) expect(sellerIds, seller.id!).toContain(seller.id);
    expect(page.details.filter((details) => details.isSubscriptionEligible).length).toBeGreaterThan(3);
    expect(page.details.filter((details) => details.gwpSku).length).toBeGreaterThan(3);
    expect(page.details.filter((details) => details.preorderUntil).length).toBeGreaterThan(3);
    expect(catalogue.products.filter((product) => product.isPremier).length).toBeGreaterThan(3);
  });

  it('is the same every time, whatever order the catalogue’s rows come in (generated from the catalogue, not from chance)', () => {
    expect(JSON.stringify(generateProductPage(catalogue, { asOf: '2026-11-01T00:00:00.000Z' }))).toBe(JSON.stringify(page));
    const shuffled = { ...catalogue, products: [...catalogue.products].reverse(), variants: [...catalogue.variants].reverse() };
    expect(JSON.stringify(generateProductPage(shuffled, { asOf: '2026-11-01T00:00:00.000Z' }))).toBe(JSON.stringify(page));
  });
});

describe('productPage', () => {
  it('returns a product by slug with breadcrumbs, colours with images, every variant with stock and prices', async () => {
    const product = catalogue.products.find((entry) => entry.departmentId === 'women' && !entry.isPremier)!;
    const found = await productPage(handle.db, product.slug, { fascia: 'hartley' });
    expect(found).toBeDefined();
    expect(found!.key).toBe(product.key);
    expect(found!.path).toBe(`/product/${product.slug}`);
    expect(found!.breadcrumbs[0]).toEqual({ label: 'Women', slug: 'women' });
    expect(found!.categoryTaxonomy.startsWith('Women > ')).toBe(true);
    const variants = catalogue.variants.filter((variant) => variant.productId === product.id);
    expect(found!.variants).toHaveLength(variants.length);
    for (const variant of found!.variants) {
      const source = variants.find((entry) => entry.sku === variant.sku)!;
      expect(variant.availableQuantity).toBe(source.stock);
      expect(variant.price.pence).toBe(source.pricePence);
      expect(variant.eanBarcode).toMatch(/^\d{13}$/);
    }
    expect(found!.colours.every((colour) => colour.images.length > 0 && colour.images[0]!.width === 1200)).toBe(true);
    expect(found!.colours.map((colour) => colour.colour)).toContain(found!.defaultColour);
    expect(found!.seller.shopName.length).toBeGreaterThan(0);
    expect(found!.detailsAndCare).toBeTruthy();
  });

  it('carries the seller, bulky, video, customisation and premier facts of the products that have them', async () => {
    const marketplace = productWith((details) => details.sellerId === 'atelier-north');
    const fromShop = await productPage(handle.db, marketplace.slug, { fascia: 'hartley' });
    expect(fromShop!.seller).toMatchObject({ shopName: 'Atelier North', isMarketplace: true, isPreloved: false });
    expect(fromShop!.seller.billing?.vatNumber).toBeTruthy();
    expect(fromShop!.returnsPolicy).toBe('marketplace');
    expect(fromShop!.isHostedMarketplace).toBe(true);

    const bulky = productWith((details) => details.logisticClass!.includes('BULKY'));
    const heavy = await productPage(handle.db, bulky.slug, { fascia: 'hartley' });
    expect(heavy!.isBulky).toBe(true);
    expect(heavy!.surcharge?.pence).toBeGreaterThan(0);

    const withVideo = catalogue.products.find((product) => page.videos.some((video) => video.productId === product.id))!;
    const filmed = await productPage(handle.db, withVideo.slug, { fascia: 'hartley' });
    const colour = filmed!.colours.find((entry) => entry.videos.length > 0)!;
    expect(colour.socialVideo).toMatchObject({ width: 1080, height: 1920, mimeType: 'video/mp4' });

    const premier = catalogue.products.find((product) => product.isPremier)!;
    expect((await productPage(handle.db, premier.slug, { fascia: 'hartley' }))!.path).toBe(`/premier/${premier.slug}`);

    const samples = await productPage(handle.db, 'no-such-product', { fascia: 'hartley' });
    expect(samples).toBeUndefined();
  });

  it('offers samples on the YDD products only', async () => {
    const result = (await handle.db.execute(sql`select slug from products where key like 'YDD%' order by key limit 1`)) as unknown as { rows: Array<{ slug: string }> };
    const [sample] = result.rows;
    expect(sample).toBeDefined();
    const found = await productPage(handle.db, sample!.slug, { fascia: 'hartley' });
    expect(found!.hasSamples).toBe(true);
    expect(found!.productType).toBe('beauty');
  });

  it('answers nothing for a product the site does not sell, an unknown slug or a malformed one', async () => {
    const menOnly = catalogue.products.find((product) => !product.availableFascias.includes('coast'))!;
    expect(await productPage(handle.db, menOnly.slug, { fascia: 'coast' })).toBeUndefined();
    expect(await productPage(handle.db, menOnly.slug, { fascia: 'no-such-site' })).toBeUndefined();
    expect(await productPage(handle.db, '../etc/passwd', { fascia: 'hartley' })).toBeUndefined();
    expect(await productPage(handle.db, "x' or '1'='1", { fascia: 'hartley' })).toBeUndefined();
  });

  it('follows stock: a variant sold out reads out of stock, and one left reads so', async () => {
    const product = catalogue.products.find((entry) => entry.departmentId === 'women' && !entry.isPremier && catalogue.variants.filter((variant) => variant.productId === entry.id).length > 3)!;
    await updateVariants(handle.db, product.id, { stock: 0 });
    const soldOut = await productPage(handle.db, product.slug, { fascia: 'hartley' });
    expect(soldOut!.isOnStock).toBe(false);
    expect(soldOut!.colours.every((colour) => !colour.isOnStock)).toBe(true);
    await updateVariants(handle.db, product.id, { stock: 1 });
    const back = await productPage(handle.db, product.slug, { fascia: 'hartley' });
    expect(back!.variants.every((variant) => variant.isOnStock && variant.availableQuantity === 1)).toBe(true);
  });
});
