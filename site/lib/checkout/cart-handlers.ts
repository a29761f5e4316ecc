import 'server-only';
import { NextResponse } from 'next/server';
import { checkCartAddress, type ContactKind } from '@storefront/machines/express-wallet-address';
import { expressWallet as spec } from '@storefront/machines/spec';
import { chooseShippingMethod, paymentCountries, quoteShippingMethods, saveAddress, saveEmailAddress } from '@storefront/shopper/checkout/cart-calls';
import { isShippedCountry } from '@storefront/sites/shipping-methods';
import { paymentGateway } from '../adyen/gateway';
import { errorResponse } from '../platform/http';
import { log } from '../platform/log';
import { cartCall, readCartCall } from './cart-request';
import { addressReading, adyenConfigKey } from './config';
import { billingAddressSchema, emailAddressSchema, shippingAddressSchema, shippingMethodChoiceSchema, shippingMethodsQuerySchema, type CartAddressInput } from './schemas';

/**
 * P §7's cart calls of the express wallet (/_api/cart/*): thin over the checkout service, each on
 * a cart the caller owns, answering 4xx `{ success: false, message }` on anything it refuses.
 */

const json = (body: unknown) => NextResponse.json(body, { headers: { 'Cache-Control': 'no-store' } });

/** GET /_api/cart/pdpPaymentData?cartID → the countries delivered to, and Apple Pay when the provider offers it. */
export async function pdpPaymentData(request: Request): Promise<NextResponse> {
  const found = await readCartCall(request);
  if (!found.ok) return found.response;
  const { db, cartId, site } = found.call;
  const countries = await paymentCountries(db, cartId, site.id);
  let applePay: unknown;
  try {
    applePay = await paymentGateway().applePayMerchant({ countryCode: spec.defaultCountry });
  } catch (error) {
    log.error('checkout.payment_methods.failed', { cartId, reason: error instanceof Error ? error.message : String(error) });
    return errorResponse(502, 'The payment provider could not be reached. Please try again.');
  }
  return json({
    countries: countries.map((countryCode) => ({ countryCode })),
    paymentMethods: applePay ? [{ psp: 'adyen', adyenConfigKey: adyenConfigKey(site) }] : [],
  });
}

/** POST /_api/cart/getShippingMethods?cartID { postalCode, countryCode? } → the methods delivering there (none: an empty list). */
export async function getShippingMethods(request: Request): Promise<NextResponse> {
  const found = await cartCall(request, shippingMethodsQuerySchema);
  if (!found.ok) return found.response;
  const { db, cartId, site, body } = found.call;
  const quoted = await quoteShippingMethods(db, cartId, site.id, { countryCode: body.countryCode ?? '', postalCode: body.postalCode });
  return quoted.ok ? json(quoted.value) : errorResponse(quoted.status, quoted.message);
}

/** POST /_api/cart/addShippingMethod?cartID { methodId } → the cart, its total with delivery (the total the wallet shows). */
export async function addShippingMethod(request: Request): Promise<NextResponse> {
  const found = await cartCall(request, shippingMethodChoiceSchema);
  if (!found.ok) return found.response;
  const { db, cartId, site, body } = found.call;
  const chosen = await chooseShippingMethod(db, cartId, site.id, site.currency, body.methodId);
  return chosen.ok ? json(chosen.value) : errorResponse(chosen.status, chosen.message);
}

/** POST /_api/cart/addEmailAddress?cartID { emailAddress }. */
export async function addEmailAddress(request: Request): Promise<NextResponse> {
  const found = await cartCall(request, emailAddressSchema);
  if (!found.ok) return found.response;
  const { db, cartId, site, body } = found.call;
  await saveEmailAddress(db, cartId, site.id, body.emailAddress);
  return json({ success: true });
}

/**
 * The address checked again by the wallet's own rules (P §5, in the reading the wallet uses), and a
 * delivery address in a country delivered to: 400 with the message the sheet would show.
 */
function addressProblem(address: CartAddressInput, kind: ContactKind): { message: string; contactField: string } | undefined {
  const error = checkCartAddress(address, kind, addressReading());
  if (error) return { message: error.message, contactField: error.contactField };
  if (kind === 'shipping' && !isShippedCountry(address.country)) return { message: spec.messages.doNotShip, contactField: 'countryCode' };
  return undefined;
}

async function addAddress(request: Request, kind: ContactKind): Promise<NextResponse> {
  const found = kind === 'shipping' ? await cartCall(request, shippingAddressSchema) : await cartCall(request, billingAddressSchema);
  if (!found.ok) return found.response;
  const { db, cartId, site, body } = found.call;
  const address = 'shippingAddress' in body ? body.shippingAddress : body.billingAddress;
  const problem = addressProblem(address, kind);
  if (problem) return errorResponse(400, problem.message, { contactField: problem.contactField });
  await saveAddress(db, cartId, site.id, kind, address);
  return json({ success: true });
}

/** POST /_api/cart/addShippingAddress?cartID { shippingAddress } (P §3 Address sent to cart). */
export const addShippingAddress = (request: Request) => addAddress(request, 'shipping');

/** POST /_api/cart/addBillingAddress?cartID { billingAddress }. */
export const addBillingAddress = (request: Request) => addAddress(request, 'billing');
