import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '@storefront/seed/catalogue/generate';
import { generateProductPage } from '@storefront/seed/catalogue/product-page';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import { seedProductPage } from '@storefront/seed/catalogue/seed-product-page';
import { bundleProducts } from './bundle-products';
import { customisationGroup } from './customisation-fields';

let handle: DatabaseHandle;
const catalogue = generateCatalogue();
const page = generateProductPage(catalogue, { asOf: '2026-11-01T00:00:00.000Z' });

beforeAll(async () => {
  handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
  await seedProductPage(handle.db);
});
afterAll(async () => {
  await handle?.close();
});

describe('bundle products (P §3 Product.related)', () => {
  it('loads every product a bundle names with all its variants, in the bundle’s order, skipping unknown keys', async () => {
    const keys = page.details.find((details) => (details.related?.outfits?.length ?? 0) >= 3)!.related!.outfits!;
    const loaded = await bundleProducts(handle.db, [...keys, 'XXX00000', 'not a key'], { fascia: 'hartley' });
    const sold = catalogue.products.filter((product) => keys.includes(product.key) && product.availableFascias.includes('hartley')).map((product) => product.key);
    expect(loaded.map((product) => product.key)).toEqual(keys.filter((key) => sold.includes(key)));
    for (const product of loaded) {
      const expected = catalogue.variants.filter((variant) => variant.productId === product.id);
      expect(product.variants).toHaveLength(expected.length);
      expect(product.variants.every((variant) => variant.price.pence > 0 && typeof variant.isOnStock === 'boolean')).toBe(true);
      expect(product.colourVariants.length).toBeGreaterThan(0);
    }
  });

  it('answers nothing for an unknown site or no keys', async () => {
    expect(await bundleProducts(handle.db, [], { fascia: 'hartley' })).toEqual([]);
    expect(await bundleProducts(handle.db, [catalogue.products[0]!.key], { fascia: 'no-such-site' })).toEqual([]);
  });
});

describe('customisation groups (GET /product-customisation/{groupName})', () => {
  it('serves a group’s field definitions in form order', async () => {
    expect(await customisationGroup(handle.db, 'monogram')).toEqual([
      expect.objectContaining({ apiName: 'initials', displayName: 'Initials', optional: false, maxLength: 3, validationRegex: '^[A-Za-z]{1,3}$', validationMessage: 'Please enter up to three letters.' }),
      expect.objectContaining({ apiName: 'threadColour', optional: true, maxLength: 12, validationRegex: undefined }),
    ]);
    expect(await customisationGroup(handle.db, 'nothing-here')).toEqual([]);
    expect(await customisationGroup(handle.db, "x' or 1=1 --")).toEqual([]);
  });
});
