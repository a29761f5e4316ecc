import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, like } from 'drizzle-orm';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import { seedProductPage } from '@storefront/seed/catalogue/seed-product-page';
import type { DatabaseHandle } from '@storefront/db/client';
import { productPageDetails, variants } from '@storefront/db/schema/catalogue';
import { basketLines } from '@storefront/db/schema/shopper';
import { openTestDatabase } from '@storefront/db/testing';
import { signUp } from '../accounts/accounts';
import { addToCart } from '../basket/service';
import { inStockVariants } from '../test-support';
import { address } from '../orders/test-support/checkout';
import { ownedCart } from './cart-access';
import { chooseShippingMethod, paymentCountries, quoteShippingMethods, saveAddress, saveEmailAddress } from './cart-calls';
import { readCheckoutDetails } from './details';

const SITE = 'hartley';

describe('the express wallet’s cart calls', () => {
  let handle: DatabaseHandle;
  let stocked: Awaited<ReturnType<typeof inStockVariants>>;
  beforeAll(async () => {
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    await seedProductPage(handle.db);
    stocked = await inStockVariants(handle.db, 3);
  });
  afterAll(() => handle.close());

  const cartOf = async (owner: { guestId: string } | { userId: string }, sku: string, quantity = 1, ephemeral = false) => {
    const added = await addToCart(handle.db, owner, { ephemeral, items: [{ sku, quantity }] });
    if (!added.ok) throw new Error(added.message);
    return added.cart;
  };

  it('finds a cart only for its owner', async () => {
    const account = await signUp(handle.db, { email: 'cart-owner@example.com', name: 'Owner', password: 'password123' });
    if (!account.ok) throw new Error(account.message);
    const guestCart = await cartOf({ guestId: 'owner-guest' }, stocked[0]!.sku);
    const userCart = await cartOf({ userId: account.userId }, stocked[0]!.sku, 1, true);
    expect(await ownedCart(handle.db, { guestId: 'owner-guest' }, guestCart.id)).toEqual({ id: guestCart.id, ephemeral: false });
    expect(await ownedCart(handle.db, { userId: account.userId }, userCart.id)).toEqual({ id: userCart.id, ephemeral: true });
    expect(await ownedCart(handle.db, { guestId: 'another-guest' }, guestCart.id)).toBeUndefined();
    expect(await ownedCart(handle.db, { guestId: 'owner-guest' }, userCart.id)).toBeUndefined();
    expect(await ownedCart(handle.db, { userId: account.userId }, guestCart.id)).toBeUndefined();
  });

  it('offers the methods for a postal code at the one owner’s prices, and applies one so the total includes it', async () => {
    const variant = stocked[1]!;
    const cart = await cartOf({ guestId: 'quoting' }, variant.sku);
    const quoted = await quoteShippingMethods(handle.db, cart.id, SITE, { countryCode: 'gb', postalCode: 'sw1a 1aa' });
    if (!quoted.ok) throw new Error(quoted.message);
    expect(quoted.value.map((method) => method.id)).toEqual(['standard', 'next-day']);
    expect(quoted.value[1]).toEqual({ id: 'next-day', name: 'Next day delivery', description: 'Order before 10pm', price: { centAmount: 699 } });
    expect(await readCheckoutDetails(handle.db, cart.id)).toMatchObject({ destinationCountry: 'GB', destinationPostalCode: 'SW1A 1AA', siteId: SITE });

    const chosen = await chooseShippingMethod(handle.db, cart.id, SITE, 'GBP', 'next-day');
    if (!chosen.ok) throw new Error(chosen.message);
    expect(chosen.value.total).toEqual({ centAmount: cart.subTotal.centAmount + 699, currencyCode: 'GBP' });
    expect(chosen.value.subTotal).toEqual(cart.subTotal);
    expect(chosen.value.shippingMethod?.id).toBe('next-day');
    expect((await readCheckoutDetails(handle.db, cart.id))?.quotedTotalPence).toBe(cart.subTotal.centAmount + 699);

    // The Highlands get no next-day service, and nothing goes to a country not shipped to.
    await quoteShippingMethods(handle.db, cart.id, SITE, { countryCode: 'GB', postalCode: 'HS1 2AB' });
    expect(await chooseShippingMethod(handle.db, cart.id, SITE, 'GBP', 'next-day')).toEqual({ ok: false, status: 400, message: 'The delivery method next-day is not available for this address.' });
    expect(await quoteShippingMethods(handle.db, cart.id, SITE, { countryCode: 'US', postalCode: '10001' })).toEqual({ ok: true, value: [] });
    expect((await readCheckoutDetails(handle.db, cart.id))?.quotedTotalPence).toBe(cart.subTotal.centAmount + 699);
  });

  it('keeps the email and both addresses, each call its own field', async () => {
    const cart = await cartOf({ guestId: 'details' }, stocked[2]!.sku);
    await saveEmailAddress(handle.db, cart.id, SITE, ' shopper@example.com ');
    await saveAddress(handle.db, cart.id, SITE, 'shipping', address('Ship'));
    await saveAddress(handle.db, cart.id, SITE, 'billing', address('Bill'));
    expect(await readCheckoutDetails(handle.db, cart.id)).toMatchObject({ email: 'shopper@example.com', shippingAddress: address('Ship'), billingAddress: address('Bill') });
  });

  it('offers the countries something delivers to: a bulky item only in GB', async () => {
    const [bulky] = await handle.db
      .select({ sku: variants.sku })
      .from(variants)
      .innerJoin(productPageDetails, eq(productPageDetails.productId, variants.productId))
      .where(and(like(productPageDetails.logisticClass, '%BULKY%'), gt(variants.stock, 0)))
      .orderBy(asc(variants.sku))
      .limit(1);
    const bulkyCart = await cartOf({ guestId: 'bulky' }, bulky!.sku);
    expect(await paymentCountries(handle.db, bulkyCart.id, SITE)).toEqual(['GB']);
    const plain = await cartOf({ guestId: 'plain' }, stocked[0]!.sku);
    expect(await paymentCountries(handle.db, plain.id, SITE)).toEqual(['GB', 'IE', 'FR', 'DE', 'NL', 'BE', 'ES', 'IT']);
  });

  it('refuses to quote or apply delivery for an empty bag', async () => {
    const cart = await cartOf({ guestId: 'emptied' }, stocked[0]!.sku, 1, true);
    await handle.db.delete(basketLines).where(eq(basketLines.basketId, cart.id));
    expect(await quoteShippingMethods(handle.db, cart.id, SITE, { countryCode: 'GB', postalCode: '' })).toEqual({ ok: false, status: 409, message: 'Your bag is empty.' });
    expect(await chooseShippingMethod(handle.db, cart.id, SITE, 'GBP', 'standard')).toEqual({ ok: false, status: 409, message: 'Your bag is empty.' });
  });
});
