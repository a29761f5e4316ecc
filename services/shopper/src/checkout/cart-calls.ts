import type { Database } from '@storefront/db/client';
import type { OrderAddress } from '@storefront/db/schema/orders';
import { readCart, type Cart } from '../basket/service';
import { readCheckoutDetails, saveCheckoutDetails } from './details';
import { deliverableCountries, deliveryOptions, pricedLines, subTotalOf, type Destination } from './pricing';

/**
 * P §7's cart calls of the express wallet, on a cart the caller owns (the site checks that): the
 * countries it can pay from, the shipping methods for a postal code, the chosen method (which fixes
 * the total the sheet shows), and the email and addresses the sheet hands over.
 */

export type CallOutcome<T> = { ok: true; value: T } | { ok: false; status: 400 | 409; message: string };

/** P §3 Shipping method; price in minor units. */
export interface ShippingMethod {
  id: string;
  name: string;
  description: string;
  price: { centAmount: number };
}

/** The cart with its delivery chosen: the total includes the method, as the wallet shows it. */
export interface CheckoutCart extends Omit<Cart, 'total'> {
  total: { centAmount: number; currencyCode: string };
  customerEmail?: string;
  shippingMethod?: ShippingMethod;
}

const EMPTY_BAG = 'Your bag is empty.';

export async function paymentCountries(db: Database, basketId: string, siteId: string): Promise<string[]> {
  return deliverableCountries(siteId, await pricedLines(db, basketId));
}

/** The methods delivering the basket to this postal code (empty when nothing does); the destination is kept for the choice. */
export async function quoteShippingMethods(db: Database, basketId: string, siteId: string, destination: Destination): Promise<CallOutcome<ShippingMethod[]>> {
  const lines = await pricedLines(db, basketId);
  if (lines.length === 0) return { ok: false, status: 409, message: EMPTY_BAG };
  const countryCode = destination.countryCode.trim().toUpperCase() || 'GB';
  const postalCode = destination.postalCode.trim().toUpperCase();
  await saveCheckoutDetails(db, basketId, siteId, { destinationCountry: countryCode, destinationPostalCode: postalCode });
  const options = deliveryOptions(siteId, lines, { countryCode, postalCode });
  return { ok: true, value: options.map((option) => ({ id: option.id, name: option.name, description: option.description, price: { centAmount: option.pricePence } })) };
}

/**
 * Applies a method offered for the destination last quoted (the defaults before any) and records
 * the total the wallet will now show: the submit charges that total or none.
 */
export async function chooseShippingMethod(db: Database, basketId: string, siteId: string, currency: string, methodId: string): Promise<CallOutcome<CheckoutCart>> {
  const [lines, details] = await Promise.all([pricedLines(db, basketId), readCheckoutDetails(db, basketId)]);
  if (lines.length === 0) return { ok: false, status: 409, message: EMPTY_BAG };
  const destination = { countryCode: details?.destinationCountry ?? '', postalCode: details?.destinationPostalCode ?? '' };
  const option = deliveryOptions(siteId, lines, destination).find((candidate) => candidate.id === methodId);
  if (!option) return { ok: false, status: 400, message: `The delivery method ${methodId} is not available for this address.` };
  const total = subTotalOf(lines) + option.pricePence;
  await saveCheckoutDetails(db, basketId, siteId, { shippingMethodId: option.id, quotedTotalPence: total });
  const cart = await readCart(db, basketId);
  return {
    ok: true,
    value: {
      ...cart,
      total: { centAmount: total, currencyCode: currency },
      ...(details?.email ? { customerEmail: details.email } : {}),
      shippingMethod: { id: option.id, name: option.name, description: option.description, price: { centAmount: option.pricePence } },
    },
  };
}

export async function saveEmailAddress(db: Database, basketId: string, siteId: string, email: string): Promise<void> {
  await saveCheckoutDetails(db, basketId, siteId, { email: email.trim() });
}

export async function saveAddress(db: Database, basketId: string, siteId: string, kind: 'shipping' | 'billing', address: OrderAddress): Promise<void> {
  await saveCheckoutDetails(db, basketId, siteId, kind === 'shipping' ? { shippingAddress: address } : { billingAddress: address });
}
