import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import { seedProductPage } from '@storefront/seed/catalogue/seed-product-page';
import type { DatabaseHandle } from '@storefront/db/client';
import { productPageDetails, variants } from '@storefront/db/schema/catalogue';
import { basketLines } from '@storefront/db/schema/shopper';
import { openTestDatabase } from '@storefront/db/testing';
import { addToCartSchema } from './schemas';
import { addToCart, currentCart } from './service';

/**
 * Issue 14 item 4: customisation values travel with the basket line, are checked and stored; and
 * the line carries the gift its product ships with, for the bag's gift box (P §2).
 */
describe('basket lines with customisation and gifts', () => {
  let handle: DatabaseHandle;
  let monogrammed: string;
  let plain: string;
  const initials = (value: string) => [{ displayName: 'Initials', apiName: 'initials', value }];
  beforeAll(async () => {
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    await seedProductPage(handle.db);
    const stocked = (group: ReturnType<typeof eq> | ReturnType<typeof isNull>) =>
      handle.db.select({ sku: variants.sku }).from(variants).innerJoin(productPageDetails, eq(productPageDetails.productId, variants.productId)).where(and(group, gt(variants.stock, 5))).limit(1);
    [{ sku: monogrammed }] = (await stocked(eq(productPageDetails.customisationGroupName, 'monogram'))) as [{ sku: string }];
    [{ sku: plain }] = (await stocked(isNull(productPageDetails.customisationGroupName))) as [{ sku: string }];
    expect(await handle.db.select().from(productPageDetails).where(isNotNull(productPageDetails.customisationGroupName)).limit(1)).toHaveLength(1);
  });
  afterAll(() => handle.close());

  it('carries the gift a product ships with on its line, and none on a line without one', async () => {
    const owner = { guestId: 'gift-1' };
    const [withGift] = await handle.db
      .select({ sku: variants.sku, gwpSku: productPageDetails.gwpSku, gwpDescription: productPageDetails.gwpDescription })
      .from(variants)
      .innerJoin(productPageDetails, eq(productPageDetails.productId, variants.productId))
      .where(and(isNotNull(productPageDetails.gwpSku), isNull(productPageDetails.customisationGroupName), gt(variants.stock, 2)))
      .limit(1);
    expect(withGift).toBeDefined();
    const [withoutGift] = await handle.db
      .select({ sku: variants.sku })
      .from(variants)
      .innerJoin(productPageDetails, eq(productPageDetails.productId, variants.productId))
      .where(and(isNull(productPageDetails.gwpSku), isNull(productPageDetails.customisationGroupName), gt(variants.stock, 2)))
      .limit(1);
    await addToCart(handle.db, owner, { items: [{ sku: withGift!.sku, quantity: 1 }, { sku: withoutGift!.sku, quantity: 1 }] });
    const cart = await currentCart(handle.db, owner);
    expect(Object.fromEntries(cart!.lineItems.map((line) => [line.variant.sku, line.gift]))).toEqual({
      [withGift!.sku]: { sku: withGift!.gwpSku, description: withGift!.gwpDescription },
      [withoutGift!.sku]: undefined,
    });
  });

  it('stores the values with the line and reads them back, display names from the definitions', async () => {
    const owner = { guestId: 'custom-1' };
    const added = await addToCart(handle.db, owner, { items: [{ sku: monogrammed, quantity: 1, customFields: [{ displayName: 'anything', apiName: 'initials', value: 'HV' }, { displayName: 'x', apiName: 'threadColour', value: 'Gold' }] }] });
    expect(added).toMatchObject({ ok: true });
    const cart = await currentCart(handle.db, owner);
    expect(cart?.lineItems).toEqual([
      expect.objectContaining({
        variant: { sku: monogrammed },
        quantity: 1,
        customFields: [
          { displayName: 'Initials', apiName: 'initials', value: 'HV' },
          { displayName: 'Thread colour', apiName: 'threadColour', value: 'Gold' },
        ],
      }),
    ]);
    const [stored] = await handle.db.select().from(basketLines).where(eq(basketLines.basketId, cart!.id));
    expect(stored!.customFields).toEqual(cart!.lineItems[0]!.customFields);
  });

  it('keeps the same item customised differently on lines of its own, and the same customisation on one', async () => {
    const owner = { guestId: 'custom-2' };
    await addToCart(handle.db, owner, { items: [{ sku: monogrammed, quantity: 1, customFields: initials('AB') }] });
    await addToCart(handle.db, owner, { items: [{ sku: monogrammed, quantity: 1, customFields: initials('CD') }] });
    await addToCart(handle.db, owner, { items: [{ sku: monogrammed, quantity: 1, customFields: initials('AB') }, { sku: monogrammed, quantity: 1 }] });
    const cart = await currentCart(handle.db, owner);
    expect(cart?.lineItems.map((line) => [line.quantity, line.customFields.map((entry) => entry.value).join()])).toEqual([
      [2, 'AB'],
      [1, 'CD'],
      [1, ''],
    ]);
  });

  it('refuses values that break the field rules with a message, adding nothing', async () => {
    const owner = { guestId: 'custom-3' };
    expect(await addToCart(handle.db, owner, { items: [{ sku: monogrammed, quantity: 1, customFields: initials('ABCD') }] })).toEqual({
      ok: false,
      status: 400,
      errorSource: 'validation',
      message: 'Initials: 3 characters max (-1 remaining)',
    });
    expect(await addToCart(handle.db, owner, { items: [{ sku: monogrammed, quantity: 1, customFields: initials('A1') }] })).toMatchObject({ status: 400, message: 'Initials: Please enter up to three letters.' });
    // The required field left out while another is sent.
    expect(await addToCart(handle.db, owner, { items: [{ sku: monogrammed, quantity: 1, customFields: [{ displayName: 'Thread colour', apiName: 'threadColour', value: 'Red' }] }] })).toMatchObject({ status: 400 });
    expect(await addToCart(handle.db, owner, { items: [{ sku: monogrammed, quantity: 1, customFields: [{ displayName: 'Engraving', apiName: 'message', value: 'Hi' }] }] })).toMatchObject({ status: 400, message: 'Unknown customisation field message' });
    expect(await addToCart(handle.db, owner, { items: [{ sku: monogrammed, quantity: 1, customFields: [...initials('AB'), ...initials('CD')] }] })).toMatchObject({ status: 400 });
    expect(await addToCart(handle.db, owner, { items: [{ sku: plain, quantity: 1, customFields: initials('AB') }] })).toMatchObject({ status: 400, message: 'This item cannot be customised' });
    expect(await currentCart(handle.db, owner)).toBeUndefined();
  });

  it('bounds the custom fields in the payload', () => {
    const line = (customFields: unknown) => addToCartSchema.safeParse({ items: [{ sku: 'CST12345-02-08', quantity: 1, customFields }] }).success;
    expect(line(initials('AB'))).toBe(true);
    expect(line([{ apiName: 'initials', value: 'AB' }])).toBe(false);
    expect(line([{ displayName: 'Initials', apiName: 'initials', value: 'x'.repeat(501) }])).toBe(false);
    expect(line(Array.from({ length: 11 }, (_, index) => ({ displayName: 'f', apiName: `f${index}`, value: 'v' })))).toBe(false);
  });
});
