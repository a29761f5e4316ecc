// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expressWallet as spec } from '@storefront/machines/spec';
import * as api from './wallet-api';

/**
 * The express wallet's calls against a stand-in server (the real endpoints are exercised in
 * tests/e2e/express-wallet.spec.ts): the URL, the CSRF header, the body, and what the flow gets
 * back from each kind of answer.
 */
type Sent = { url: string; method: string; headers: Record<string, string>; body: unknown };
let sent: Sent[];
let answer: () => Response;

const json = (status: number, body: unknown, statusText = '') => new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sent = [];
  document.cookie = 'sf_csrf=token-123';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, method: init.method ?? 'GET', headers: init.headers as Record<string, string>, body: init.body ? JSON.parse(init.body as string) : undefined });
      return answer();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const cart = { id: 'bsk-1', total: { centAmount: 4900 }, lineItems: [{ variant: { sku: 'HV1-black-10' } }] };

describe('the express wallet’s calls', () => {
  it('posts each step as JSON to the cart named in the query, with the CSRF token from the cookie', async () => {
    answer = () => json(200, { success: true });
    const address = { firstName: 'Ada', lastName: 'Lovelace', streetName: '1 Road', additionalStreetInfo: '', city: 'London', region: 'London', postalCode: 'SW1Y 4JH', country: 'GB', phone: '' };
    await api.addEmailAddress({ cartId: 'bsk 1', emailAddress: 'ada@example.com' });
    await api.addShippingAddress({ cartId: 'bsk-1', shippingAddress: address });
    await api.addBillingAddress({ cartId: 'bsk-1', billingAddress: address });
    expect(sent.map(({ url, method, body }) => [method, url, body])).toEqual([
      ['POST', '/_api/cart/addEmailAddress?cartID=bsk%201', { emailAddress: 'ada@example.com' }],
      ['POST', '/_api/cart/addShippingAddress?cartID=bsk-1', { shippingAddress: address }],
      ['POST', '/_api/cart/addBillingAddress?cartID=bsk-1', { billingAddress: address }],
    ]);
    for (const request of sent) expect(request.headers).toMatchObject({ 'content-type': 'application/json', 'x-csrf-token': 'token-123' });
  });

  it('creates the product page’s ephemeral cart, and passes on why one could not be made', async () => {
    answer = () => json(200, { success: true, cart });
    expect(await api.createEphemeralCart({ ephemeral: true, items: [{ sku: 'HV1-black-10', quantity: 1 }] })).toEqual(cart);
    expect(sent[0]).toMatchObject({ url: '/_api/basket/addToCart', method: 'POST', body: { ephemeral: true, items: [{ sku: 'HV1-black-10', quantity: 1 }] } });
    answer = () => json(409, { success: false, message: 'Only 2 left in stock', errorSource: 'stock' });
    await expect(api.createEphemeralCart({ ephemeral: true, items: [{ sku: 'HV1-black-10', quantity: 3 }] })).rejects.toThrow(/^Only 2 left in stock$/);
  });

  it('reads the basket the basket page pays for (GET, no body), none when the shopper has none', async () => {
    answer = () => json(200, { cart });
    expect(await api.loadBasketCart()).toEqual(cart);
    expect(sent[0]).toMatchObject({ url: '/_api/basket/current', method: 'GET', body: undefined });
    answer = () => json(200, { cart: null });
    expect(await api.loadBasketCart()).toBeUndefined();
  });

  it('loads the payment data, refusing an answer without countries or methods', async () => {
    answer = () => json(200, { countries: [{ countryCode: 'GB' }], paymentMethods: [{ psp: 'adyen', adyenConfigKey: 'hartley' }] });
    expect(await api.loadPaymentData({ cartId: 'bsk-1' })).toEqual({ countries: [{ countryCode: 'GB' }], paymentMethods: [{ psp: 'adyen', adyenConfigKey: 'hartley' }] });
    expect(sent[0]).toMatchObject({ url: '/_api/cart/pdpPaymentData?cartID=bsk-1', method: 'GET' });
    answer = () => json(404, { success: false, message: 'Cart not found' });
    await expect(api.loadPaymentData({ cartId: 'bsk-1' })).rejects.toThrow(`${spec.messages.paymentDataFailed}: 404 - Cart not found`);
    answer = () => json(200, { countries: [] });
    await expect(api.loadPaymentData({ cartId: 'bsk-1' })).rejects.toThrow(spec.messages.paymentDataFailed);
  });

  it('fails merchant validation with "Payment initialization failed: {status} - {text}" from what the server answered', async () => {
    answer = () => json(200, { sessionData: { merchantSessionIdentifier: 'm-1' } });
    const input = { cartId: 'bsk-1', method: 'applepay' as const, validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession', isExpress: true as const, psp: 'adyen' };
    expect(await api.initialisePayment(input)).toEqual({ sessionData: { merchantSessionIdentifier: 'm-1' } });
    expect(sent[0]!.body).toEqual({ method: 'applepay', validationURL: input.validationURL, isExpress: true, psp: 'adyen' });
    answer = () => json(502, { success: false, message: 'The payment provider did not answer' }, 'Bad Gateway');
    await expect(api.initialisePayment(input)).rejects.toThrow('Payment initialization failed: 502 - The payment provider did not answer');
    answer = () => new Response('<html>upstream down</html>', { status: 503, statusText: 'Service Unavailable' });
    await expect(api.initialisePayment(input)).rejects.toThrow('Payment initialization failed: 503 - Service Unavailable');
  });

  it('asks for the shipping methods of the contact’s postal code and country, and applies one, answering the cart', async () => {
    const methods = [{ id: 'standard', name: 'Standard delivery', description: '3-5 working days', price: { centAmount: 399 } }];
    answer = () => json(200, methods);
    expect(await api.getShippingMethods({ cartId: 'bsk-1', postalCode: 'D02 XE80', countryCode: 'IE' })).toEqual(methods);
    expect(sent[0]!.body).toEqual({ postalCode: 'D02 XE80', countryCode: 'IE' });
    answer = () => json(200, { ...cart, total: { centAmount: 5299 } });
    expect((await api.addShippingMethod({ cartId: 'bsk-1', methodId: 'standard' })).total.centAmount).toBe(5299);
    answer = () => json(200, { success: true, cart: { ...cart, total: { centAmount: 5599 } } });
    expect((await api.addShippingMethod({ cartId: 'bsk-1', methodId: 'next-day' })).total.centAmount).toBe(5599);
    answer = () => json(400, { success: false, message: 'Unknown shipping method' });
    await expect(api.addShippingMethod({ cartId: 'bsk-1', methodId: 'teleport' })).rejects.toThrow(`${spec.messages.addShippingMethodFailed}: 400 - Unknown shipping method`);
    await expect(api.getShippingMethods({ cartId: 'bsk-1', postalCode: '', countryCode: 'GB' })).rejects.toThrow(`${spec.messages.shippingMethodsFailed}: 400 - Unknown shipping method`);
  });

  it('rejects a refused save with the step’s message and the server’s reason', async () => {
    answer = () => json(400, { success: false, message: 'Please provide a valid city for your billing address' });
    const address = { firstName: 'A', lastName: 'T', streetName: '1', additionalStreetInfo: '', city: '', region: '', postalCode: 'SK9 1AA', country: 'GB', phone: '' };
    await expect(api.addBillingAddress({ cartId: 'bsk-1', billingAddress: address })).rejects.toThrow(`${spec.messages.billingAddressFailed}: 400 - Please provide a valid city for your billing address`);
    await expect(api.addEmailAddress({ cartId: 'bsk-1', emailAddress: 'x' })).rejects.toThrow(spec.messages.emailFailed);
    await expect(api.addShippingAddress({ cartId: 'bsk-1', shippingAddress: address })).rejects.toThrow(spec.messages.shippingAddressFailed);
  });

  it('reads the submit’s outcome from a success and from a refusal (declined, total changed), and fails on an answer without one', async () => {
    const input = { cartId: 'bsk-1', token: 'dG9rZW4=', adyenConfigKey: 'hartley', quickBuy: true };
    answer = () => json(200, { ok: true, redirect: '/order-confirmation/ord-9' });
    expect(await api.submitApplePay(input)).toEqual({ ok: true, redirect: '/order-confirmation/ord-9' });
    expect(sent[0]).toMatchObject({ url: '/_api/payments/submitApplePay?cartID=bsk-1', body: { token: 'dG9rZW4=', adyenConfigKey: 'hartley', quickBuy: true } });
    answer = () => json(402, { ok: false, error: 'Your payment was declined. No money was taken.' });
    expect(await api.submitApplePay(input)).toEqual({ ok: false, error: 'Your payment was declined. No money was taken.' });
    answer = () => json(409, { ok: false, message: 'The total has updated: please check your order' });
    expect(await api.submitApplePay(input)).toEqual({ ok: false, error: 'The total has updated: please check your order' });
    answer = () => json(500, { success: false, message: 'Internal error' });
    await expect(api.submitApplePay(input)).rejects.toThrow('500 - Internal error');
  });
});
