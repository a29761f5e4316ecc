import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { STOREFRONT_PORT } from '../../support/ports';

const ORIGIN = `http://localhost:${STOREFRONT_PORT}`;

export interface CartAddress {
  firstName: string;
  lastName: string;
  streetName: string;
  additionalStreetInfo: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  phone: string;
}

export const londonAddress = (firstName = 'Ada'): CartAddress => ({
  firstName,
  lastName: 'Lovelace',
  streetName: '12 St James’s Square',
  additionalStreetInfo: 'Flat 3',
  city: 'London',
  region: 'London',
  postalCode: 'SW1Y 4JH',
  country: 'GB',
  phone: '+44 7700 900123',
});

let transactions = 0;

/**
 * A payment token as the embedded wallet sheet makes it (services/payments/src/apple-pay/test-token.ts):
 * base64(JSON(paymentData)), its data base64(JSON { network, last4, holderName }).
 */
export function walletToken(holderName = 'Ada Lovelace'): string {
  transactions += 1;
  const data = Buffer.from(JSON.stringify({ network: 'visa', last4: '4242', holderName })).toString('base64');
  const paymentData = { version: 'EC_v1', data, signature: 'embedded-test-wallet', header: { transactionId: `checkout-api-${Date.now()}-${transactions}` } };
  return Buffer.from(JSON.stringify(paymentData)).toString('base64');
}

/** A shopper calling the cart and payment endpoints of P §7 as the wallet does: its own cookies, the CSRF header, JSON. */
export class CheckoutApi {
  private csrf = '';

  constructor(readonly request: APIRequestContext) {}

  static forPage(page: Page) {
    return new CheckoutApi(page.request);
  }

  /** The first API call issues the guest identity and CSRF cookies. */
  async open(): Promise<this> {
    await this.request.get('/_api/account/me');
    this.csrf = (await this.request.storageState()).cookies.find((cookie) => cookie.name === 'sf_csrf')?.value ?? '';
    return this;
  }

  post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<APIResponse> {
    const data = typeof body === 'string' ? body : JSON.stringify(body);
    return this.request.post(path, { data: Buffer.from(data), headers: { 'content-type': 'application/json', 'x-csrf-token': this.csrf, origin: ORIGIN, ...headers } });
  }

  async signUp(name: string): Promise<void> {
    const response = await this.post('/_api/account/signup', { email: `${name.toLowerCase()}-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.com`, name, password: 'password123' });
    if (response.status() !== 201) throw new Error(`sign-up answered ${response.status()}`);
    await this.open();
  }

  async addToBag(sku: string, quantity = 1, ephemeral = false): Promise<{ id: string; subTotal: { centAmount: number }; total: { centAmount: number } }> {
    const response = await this.post('/_api/basket/addToCart', { ephemeral, items: [{ sku, quantity }] });
    const body = await response.json();
    if (!response.ok()) throw new Error(`addToCart answered ${response.status()}: ${body.message}`);
    return body.cart;
  }

  paymentData(cartId: string) {
    return this.request.get(`/_api/cart/pdpPaymentData?cartID=${encodeURIComponent(cartId)}`);
  }

  call(endpoint: string, cartId: string, body: unknown, headers: Record<string, string> = {}) {
    return this.post(`${endpoint}?cartID=${encodeURIComponent(cartId)}`, body, headers);
  }

  /** Everything the wallet sends before the submit: delivery to London (standard), the email and both addresses. */
  async giveDetails(cartId: string, methodId = 'standard'): Promise<{ total: { centAmount: number } }> {
    const methods = await this.call('/_api/cart/getShippingMethods', cartId, { postalCode: 'SW1Y 4JH', countryCode: 'GB' });
    if (!methods.ok()) throw new Error(`getShippingMethods answered ${methods.status()}`);
    const chosen = await this.call('/_api/cart/addShippingMethod', cartId, { methodId });
    if (!chosen.ok()) throw new Error(`addShippingMethod answered ${chosen.status()}`);
    for (const [endpoint, body] of [
      ['/_api/cart/addEmailAddress', { emailAddress: 'ada@example.com' }],
      ['/_api/cart/addShippingAddress', { shippingAddress: londonAddress() }],
      ['/_api/cart/addBillingAddress', { billingAddress: londonAddress() }],
    ] as const) {
      const saved = await this.call(endpoint, cartId, body);
      if (!saved.ok()) throw new Error(`${endpoint} answered ${saved.status()}`);
    }
    return chosen.json();
  }

  submit(cartId: string, token: string, adyenConfigKey: string, quickBuy = false) {
    return this.call('/_api/payments/submitApplePay', cartId, { token, adyenConfigKey, quickBuy });
  }

  async basket(): Promise<{ id: string; totalQuantity: number } | null> {
    return (await (await this.request.get('/_api/basket/current')).json()).cart;
  }

  async stock(productKey: string, sku: string): Promise<number> {
    const answer = (await (await this.request.get(`/_api/stock/${productKey}`)).json()) as { variants: Array<{ id: string; availableQuantity: number }> };
    return answer.variants.find((variant) => variant.id === sku)!.availableQuantity;
  }
}

/**
 * Variants of products on a listing page with stock in a range, for tests that buy them: each
 * test takes variants of its own, so tests running side by side do not sell each other's units.
 */
export async function variantsInStock(request: APIRequestContext, listing: string, range: { min: number; max: number }, count: number): Promise<Array<{ productKey: string; sku: string; stock: number }>> {
  const html = await (await request.get(listing)).text();
  const keys = [...new Set([...html.matchAll(/data-product-key="([A-Z]{3}\d{5})"/g)].map((match) => match[1]!))];
  const found: Array<{ productKey: string; sku: string; stock: number }> = [];
  for (const productKey of keys) {
    const answer = (await (await request.get(`/_api/stock/${productKey}`)).json()) as { variants: Array<{ id: string; availableQuantity: number }> };
    const variant = answer.variants.find((candidate) => candidate.availableQuantity >= range.min && candidate.availableQuantity <= range.max);
    if (variant) found.push({ productKey, sku: variant.id, stock: variant.availableQuantity });
    if (found.length === count) return found;
  }
  throw new Error(`Only ${found.length} of ${count} products on ${listing} have a variant with ${range.min}-${range.max} units`);
}
