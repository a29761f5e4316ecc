import type { CartAddress } from '@storefront/machines/express-wallet-address';
import type { Cart, CartItem, PaymentData, ShippingMethod, SubmitResult } from '@storefront/machines/express-wallet-payment';
import { expressWallet as spec } from '@storefront/machines/spec';
import { csrfTokenForMutation } from '../shopper/fetch-json';

/**
 * The express wallet's calls to the storefront (P §7), one thin function each: JSON in and out,
 * the CSRF header on every POST, and a rejection carrying the HTTP status and the server's text
 * for every answer the flow cannot use, so the machine's messages (P §8) say what happened.
 */

interface Answer {
  status: number;
  ok: boolean;
  data: Record<string, unknown>;
  /** The server's own words: its `message` (or `error`), else the status text. */
  text: string;
}

const cartUrl = (path: string, cartId: string) => `${path}?cartID=${encodeURIComponent(cartId)}`;

async function call(url: string, body?: unknown): Promise<Answer> {
  const post = body !== undefined;
  const response = await fetch(url, {
    method: post ? 'POST' : 'GET',
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { accept: 'application/json', ...(post ? { 'content-type': 'application/json', 'x-csrf-token': await csrfTokenForMutation() } : {}) },
    body: post ? JSON.stringify(body) : undefined,
  });
  const raw = await response.text();
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's error page): the status text says what happened.
  }
  const said = [data.message, data.error].find((value): value is string => typeof value === 'string' && value.trim() !== '');
  return { status: response.status, ok: response.ok, data, text: said ?? (response.statusText || raw.slice(0, 200) || 'No answer') };
}

/** `{failed}: {status} - {text}`: the flow's message for the step, and the server's reason. */
const refusal = (failed: string, answer: Answer) => new Error(`${failed}: ${answer.status} - ${answer.text}`);

const isCart = (value: unknown): value is Cart =>
  Boolean(value) && typeof (value as Cart).id === 'string' && typeof (value as Cart).total?.centAmount === 'number';

/** POST /_api/basket/addToCart { ephemeral: true, items }: the product page's own cart for the variant. */
export async function createEphemeralCart(input: { ephemeral: true; items: CartItem[] }): Promise<Cart | undefined> {
  const answer = await call('/_api/basket/addToCart', input);
  // 'Only 2 left in stock', 'Out of stock'…: the shopper should read why.
  if (!answer.ok) throw new Error(answer.text);
  return isCart(answer.data.cart) ? answer.data.cart : undefined;
}

/** GET /_api/basket/current: the shopper's basket, which the basket page's button pays for. */
export async function loadBasketCart(): Promise<Cart | undefined> {
  const answer = await call('/_api/basket/current');
  if (!answer.ok) throw refusal('Failed to read the basket', answer);
  return isCart(answer.data.cart) ? answer.data.cart : undefined;
}

/** GET /_api/cart/pdpPaymentData?cartID → the countries shipped to and the payment methods. */
export async function loadPaymentData({ cartId }: { cartId: string }): Promise<PaymentData> {
  const answer = await call(cartUrl('/_api/cart/pdpPaymentData', cartId));
  if (!answer.ok) throw refusal(spec.messages.paymentDataFailed, answer);
  const { countries, paymentMethods } = answer.data;
  if (!Array.isArray(countries) || !Array.isArray(paymentMethods)) throw new Error(`${spec.messages.paymentDataFailed}: the answer has no countries or payment methods`);
  return { countries, paymentMethods } as PaymentData;
}

/** POST /_api/payments/initialise?cartID → the merchant session for the sheet. */
export async function initialisePayment({ cartId, ...body }: { cartId: string; method: 'applepay'; validationURL: string; isExpress: true; psp: string }): Promise<{ sessionData?: unknown }> {
  const answer = await call(cartUrl('/_api/payments/initialise', cartId), body);
  if (!answer.ok) throw new Error(spec.messages.initialisationFailed(answer.status, answer.text));
  return { sessionData: answer.data.sessionData };
}

/** POST /_api/cart/getShippingMethods?cartID { postalCode, countryCode } → the methods that deliver there. */
export async function getShippingMethods({ cartId, ...body }: { cartId: string; postalCode: string; countryCode: string }): Promise<ShippingMethod[]> {
  const answer = await call(cartUrl('/_api/cart/getShippingMethods', cartId), body);
  if (!answer.ok) throw refusal(spec.messages.shippingMethodsFailed, answer);
  const methods = Array.isArray(answer.data) ? answer.data : answer.data.shippingMethods;
  if (!Array.isArray(methods)) throw new Error(`${spec.messages.shippingMethodsFailed}: the answer has no list`);
  return methods as ShippingMethod[];
}

/** POST /_api/cart/addShippingMethod?cartID { methodId } → the cart, its total now with delivery. */
export async function addShippingMethod({ cartId, methodId }: { cartId: string; methodId: string }): Promise<Cart> {
  const answer = await call(cartUrl('/_api/cart/addShippingMethod', cartId), { methodId });
  if (!answer.ok) throw refusal(spec.messages.addShippingMethodFailed, answer);
  const cart = isCart(answer.data.cart) ? answer.data.cart : answer.data;
  if (!isCart(cart)) throw new Error(`${spec.messages.addShippingMethodFailed}: the answer has no cart`);
  return cart;
}

async function save(path: string, cartId: string, body: unknown, failed: string): Promise<unknown> {
  const answer = await call(cartUrl(path, cartId), body);
  if (!answer.ok) throw refusal(failed, answer);
  return answer.data;
}

export const addEmailAddress = ({ cartId, emailAddress }: { cartId: string; emailAddress: string }) =>
  save('/_api/cart/addEmailAddress', cartId, { emailAddress }, spec.messages.emailFailed);

export const addShippingAddress = ({ cartId, shippingAddress }: { cartId: string; shippingAddress: CartAddress }) =>
  save('/_api/cart/addShippingAddress', cartId, { shippingAddress }, spec.messages.shippingAddressFailed);

export const addBillingAddress = ({ cartId, billingAddress }: { cartId: string; billingAddress: CartAddress }) =>
  save('/_api/cart/addBillingAddress', cartId, { billingAddress }, spec.messages.billingAddressFailed);

/**
 * POST /_api/payments/submitApplePay?cartID → { ok, redirect } or { ok: false, error } (declined,
 * sold out, 'total has updated'…, with a 4xx status): both are outcomes the machine reads.
 */
export async function submitApplePay({ cartId, ...body }: { cartId: string; token: string; adyenConfigKey: string; quickBuy: boolean }): Promise<SubmitResult> {
  const answer = await call(cartUrl('/_api/payments/submitApplePay', cartId), body);
  const { ok, redirect, error } = answer.data;
  if (typeof ok === 'boolean') {
    return { ok, ...(typeof redirect === 'string' ? { redirect } : {}), ...(typeof error === 'string' ? { error } : !ok ? { error: answer.text } : {}) };
  }
  throw new Error(`${answer.status} - ${answer.text}`);
}
