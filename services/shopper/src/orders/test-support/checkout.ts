import type { Database } from '@storefront/db/client';
import type { OrderAddress } from '@storefront/db/schema/orders';
import { addToCart, type BasketOwner } from '../../basket/service';
import { chooseShippingMethod, quoteShippingMethods, saveAddress, saveEmailAddress } from '../../checkout/cart-calls';

export const SITE = 'hartley';
export const CURRENCY = 'GBP';

export const address = (firstName: string): OrderAddress => ({
  firstName,
  lastName: 'Shopper',
  streetName: '1 High Street',
  additionalStreetInfo: '',
  city: 'London',
  region: 'London',
  postalCode: 'SW1A 1AA',
  country: 'GB',
  phone: '+44 20 7946 0000',
});

/**
 * A basket as the wallet leaves it just before the submit: the items in it, standard delivery to
 * a London address chosen (so the total is quoted), the email and both addresses given.
 */
export async function readyToPay(db: Database, owner: BasketOwner, items: Array<{ sku: string; quantity: number }>, options: { ephemeral?: boolean } = {}): Promise<{ cartId: string; quotedTotal: number }> {
  const added = await addToCart(db, owner, { ephemeral: options.ephemeral ?? false, items });
  if (!added.ok) throw new Error(`addToCart: ${added.message}`);
  const cartId = added.cart.id;
  const methods = await quoteShippingMethods(db, cartId, SITE, { countryCode: 'GB', postalCode: 'SW1A 1AA' });
  if (!methods.ok) throw new Error(methods.message);
  const chosen = await chooseShippingMethod(db, cartId, SITE, CURRENCY, 'standard');
  if (!chosen.ok) throw new Error(chosen.message);
  const name = 'userId' in owner ? 'Member' : 'Guest';
  await saveEmailAddress(db, cartId, SITE, `${name.toLowerCase()}@example.com`);
  await saveAddress(db, cartId, SITE, 'shipping', address(name));
  await saveAddress(db, cartId, SITE, 'billing', address(name));
  return { cartId, quotedTotal: chosen.value.total.centAmount };
}
