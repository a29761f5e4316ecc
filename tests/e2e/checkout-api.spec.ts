import type { APIResponse } from '@playwright/test';
import { STOREFRONT_PORT } from '../support/ports';
import { expect, test } from './fixtures';
import { CheckoutApi, londonAddress, variantsInStock, walletToken } from './pages/checkout-api';

const ORIGIN = `http://localhost:${STOREFRONT_PORT}`;
const APPLE_VALIDATION_URL = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';
const pounds = (pence: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);

/**
 * The express wallet's eight cart and payment calls (P §7) over HTTP, against the embedded
 * payment provider: bad input gets a 4xx with a message and changes nothing; a payment makes
 * one order, its confirmation (for its owner only) and its line on /account; a decline, a
 * sell-out and a changed total each say so and take no money.
 */
test.describe('cart and payment API', { tag: '@desktop' }, () => {
  test('every endpoint refuses bad input with a 4xx and a message, and nothing changes', async ({ request, playwright }) => {
    const shopper = await new CheckoutApi(request).open();
    const [variant] = await variantsInStock(request, '/categories/men', { min: 5, max: 10_000 }, 1);
    const cart = await shopper.addToBag(variant!.sku);
    const stockBefore = await shopper.stock(variant!.productKey, variant!.sku);
    const strangerContext = await playwright.request.newContext({ baseURL: ORIGIN });
    const stranger = await new CheckoutApi(strangerContext).open();
    const strangersCart = await stranger.addToBag(variant!.sku);
    const paymentData = await (await shopper.paymentData(cart.id)).json();
    const adyenConfigKey = paymentData.paymentMethods[0].adyenConfigKey as string;

    const address = londonAddress();
    const cases: Array<[string, () => Promise<APIResponse>, number, RegExp]> = [
      ['pdpPaymentData without a cart', () => request.get('/_api/cart/pdpPaymentData'), 400, /cartID is required/],
      ['pdpPaymentData of a malformed id', () => request.get('/_api/cart/pdpPaymentData?cartID=nope'), 400, /cartID is not a cart id/],
      ['pdpPaymentData of no cart', () => request.get('/_api/cart/pdpPaymentData?cartID=bsk-00000000-0000-4000-8000-000000000000'), 404, /^Cart not found$/],
      ['pdpPaymentData of another shopper’s cart', () => shopper.paymentData(strangersCart.id), 404, /^Cart not found$/],
      ['a POST without the CSRF token', () => shopper.call('/_api/cart/addEmailAddress', cart.id, { emailAddress: 'a@example.com' }, { 'x-csrf-token': '' }), 403, /session has expired/],
      ['a POST from another site', () => shopper.call('/_api/cart/addEmailAddress', cart.id, { emailAddress: 'a@example.com' }, { origin: 'https://evil.example' }), 403, /Cross-site/],
      ['a POST on another shopper’s cart', () => shopper.call('/_api/cart/addEmailAddress', strangersCart.id, { emailAddress: 'a@example.com' }), 404, /^Cart not found$/],
      ['a body that is not JSON', () => shopper.call('/_api/cart/getShippingMethods', cart.id, 'postalCode=SW1'), 400, /must be JSON/],
      ['an oversized body', () => shopper.call('/_api/payments/submitApplePay', cart.id, 'x'.repeat(20_000)), 413, /too large/],
      ['getShippingMethods without a postal code', () => shopper.call('/_api/cart/getShippingMethods', cart.id, {}), 400, /postalCode/],
      ['getShippingMethods with markup', () => shopper.call('/_api/cart/getShippingMethods', cart.id, { postalCode: '<b>SW1</b>' }), 400, /postalCode may only hold/],
      ['getShippingMethods with a three-letter country', () => shopper.call('/_api/cart/getShippingMethods', cart.id, { postalCode: 'SW1Y 4JH', countryCode: 'GBR' }), 400, /two-letter country code/],
      ['addShippingMethod of a method nobody offers', () => shopper.call('/_api/cart/addShippingMethod', cart.id, { methodId: 'teleport' }), 400, /teleport is not available/],
      ['addShippingMethod of a malformed id', () => shopper.call('/_api/cart/addShippingMethod', cart.id, { methodId: 'Next Day!' }), 400, /methodId is not a shipping method id/],
      ['addEmailAddress of no email', () => shopper.call('/_api/cart/addEmailAddress', cart.id, { emailAddress: 'ada-at-example' }), 400, /^emailAddress: Please provide a valid email address$/],
      ['addShippingAddress without a town', () => shopper.call('/_api/cart/addShippingAddress', cart.id, { shippingAddress: { ...address, city: ' ' } }), 400, /^Please provide a valid city for your shipping address$/],
      ['addShippingAddress abroad', () => shopper.call('/_api/cart/addShippingAddress', cart.id, { shippingAddress: { ...address, country: 'US', postalCode: '10001' } }), 400, /^Unfortunately, we do not ship to this country\.$/],
      ['addShippingAddress without the address', () => shopper.call('/_api/cart/addShippingAddress', cart.id, { address }), 400, /shippingAddress/],
      ['addBillingAddress without a last name', () => shopper.call('/_api/cart/addBillingAddress', cart.id, { billingAddress: { ...address, lastName: '' } }), 400, /^Please provide a valid last name for your billing address$/],
      ['addBillingAddress with an over-long street', () => shopper.call('/_api/cart/addBillingAddress', cart.id, { billingAddress: { ...address, streetName: 'x'.repeat(201) } }), 400, /billingAddress\.streetName: at most 200 characters/],
      ['initialise another method', () => shopper.call('/_api/payments/initialise', cart.id, { method: 'card', validationURL: APPLE_VALIDATION_URL, isExpress: true, psp: 'adyen' }), 400, /method must be applepay/],
      ['initialise with a validation URL off apple.com', () => shopper.call('/_api/payments/initialise', cart.id, { method: 'applepay', validationURL: 'https://apple.com.evil.example/start', isExpress: true, psp: 'adyen' }), 400, /validationURL must be an https URL on apple\.com/],
      ['initialise another provider', () => shopper.call('/_api/payments/initialise', cart.id, { method: 'applepay', validationURL: APPLE_VALIDATION_URL, isExpress: true, psp: 'stripe' }), 400, /psp must be adyen/],
      ['submitApplePay with a token that is not base64', () => shopper.submit(cart.id, 'not base64!', adyenConfigKey), 400, /token must be base64/],
      ['submitApplePay without quickBuy', () => shopper.call('/_api/payments/submitApplePay', cart.id, { token: walletToken(), adyenConfigKey }), 400, /quickBuy/],
      ['submitApplePay with another shop’s configuration', () => shopper.submit(cart.id, walletToken(), 'applepay-elsewhere'), 400, /set up for another shop/],
      ['submitApplePay before the wallet gave any details', () => shopper.submit(cart.id, walletToken(), adyenConfigKey), 409, /^Please add your email address before paying\.$/],
    ];
    for (const [label, send, status, message] of cases) {
      const response = await send();
      expect(response.status(), label).toBe(status);
      expect((await response.json()).message, label).toMatch(message);
    }

    // Nothing the refused calls carried was kept: each detail is still missing, in turn.
    const submit = async () => (await (await shopper.submit(cart.id, walletToken(), adyenConfigKey)).json()).message;
    expect((await shopper.call('/_api/cart/addEmailAddress', cart.id, { emailAddress: 'ada@example.com' })).status()).toBe(200);
    expect(await submit()).toBe('Please add a delivery address before paying.');
    expect((await shopper.call('/_api/cart/addShippingAddress', cart.id, { shippingAddress: address })).status()).toBe(200);
    expect(await submit()).toBe('Please add a billing address before paying.');
    expect((await shopper.call('/_api/cart/addBillingAddress', cart.id, { billingAddress: address })).status()).toBe(200);
    expect(await submit()).toBe('Please choose a delivery method before paying.');
    expect(await shopper.basket()).toMatchObject({ id: cart.id, totalQuantity: 1 });
    expect(await stranger.basket()).toMatchObject({ id: strangersCart.id, totalQuantity: 1 });
    expect(await shopper.stock(variant!.productKey, variant!.sku)).toBe(stockBefore);
    await strangerContext.dispose();
  });

  test('pays through HTTP: one order for a payment sent twice, its confirmation for its owner only, listed on /account, stock taken', async ({ page, browser }) => {
    const shopper = await CheckoutApi.forPage(page).open();
    await shopper.signUp('Orders');
    const [first, second] = await variantsInStock(page.request, '/categories/women', { min: 5, max: 10_000 }, 2);
    const before = [await shopper.stock(first!.productKey, first!.sku), await shopper.stock(second!.productKey, second!.sku)];
    await shopper.addToBag(first!.sku, 2);
    const cart = await shopper.addToBag(second!.sku, 1);

    const paymentData = await (await shopper.paymentData(cart.id)).json();
    expect(paymentData.countries).toContainEqual({ countryCode: 'GB' });
    expect(paymentData.paymentMethods).toEqual([{ psp: 'adyen', adyenConfigKey: expect.any(String) }]);
    const initialised = await shopper.call('/_api/payments/initialise', cart.id, { method: 'applepay', validationURL: APPLE_VALIDATION_URL, isExpress: false, psp: 'adyen' });
    expect(initialised.status()).toBe(200);
    expect((await initialised.json()).sessionData).toMatchObject({ merchantSessionIdentifier: expect.any(String), domainName: 'localhost' });

    const methods = await (await shopper.call('/_api/cart/getShippingMethods', cart.id, { postalCode: 'SW1Y 4JH', countryCode: 'GB' })).json();
    expect(methods.map((method: { id: string }) => method.id)).toEqual(['standard', 'next-day']);
    const nextDay = methods[1] as { price: { centAmount: number } };
    const chosen = await (await shopper.call('/_api/cart/addShippingMethod', cart.id, { methodId: 'next-day' })).json();
    expect(chosen).toMatchObject({ id: cart.id, total: { centAmount: cart.subTotal.centAmount + nextDay.price.centAmount } });
    for (const [endpoint, body] of [
      ['/_api/cart/addEmailAddress', { emailAddress: 'ada@example.com' }],
      ['/_api/cart/addShippingAddress', { shippingAddress: londonAddress() }],
      ['/_api/cart/addBillingAddress', { billingAddress: { ...londonAddress(), streetName: '1 Bank Street', additionalStreetInfo: '', postalCode: 'E14 5JP' } }],
    ] as const) {
      expect((await shopper.call(endpoint, cart.id, body)).status(), endpoint).toBe(200);
    }

    const token = walletToken();
    const submitted = await shopper.submit(cart.id, token, paymentData.paymentMethods[0].adyenConfigKey);
    expect(submitted.status()).toBe(200);
    const { redirect } = await submitted.json();
    expect(redirect).toMatch(/^\/order-confirmation\/ord-[0-9a-f-]{36}$/);
    const again = await shopper.submit(cart.id, token, paymentData.paymentMethods[0].adyenConfigKey);
    expect(await again.json()).toMatchObject({ ok: true, redirect });
    expect((await shopper.basket())?.totalQuantity).toBe(0);
    expect([await shopper.stock(first!.productKey, first!.sku), await shopper.stock(second!.productKey, second!.sku)]).toEqual([before[0]! - 2, before[1]! - 1]);

    await page.goto(redirect);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    const number = (await page.getByTestId('order-number').textContent())!.trim();
    expect(number).toMatch(/^\d{6,}$/);
    await expect(page.getByTestId('order-line')).toHaveCount(2);
    await expect(page.getByTestId('order-total')).toHaveText(pounds(chosen.total.centAmount));
    await expect(page.getByTestId('order-shipping-method')).toContainText('Next day delivery');
    await expect(page.getByTestId('order-delivery-address')).toContainText('SW1Y 4JH');
    await expect(page.getByTestId('order-billing-address')).toContainText('E14 5JP');

    await page.goto('/account');
    const latest = page.getByTestId('account-order').first();
    await expect(latest).toHaveAttribute('data-order-number', number);
    await expect(latest).toContainText(pounds(chosen.total.centAmount));
    await latest.click();
    await expect(page).toHaveURL(new RegExp(`${redirect}$`));

    const strangerContext = await browser.newContext({ baseURL: ORIGIN });
    const stranger = await strangerContext.newPage();
    expect((await stranger.goto(redirect))?.status()).toBe(404);
    await expect(stranger.getByText('Thank you for your order')).toHaveCount(0);
    await strangerContext.close();
  });

  test('a decline, a changed total and a sell-out each say so and take no money', async ({ request, playwright }) => {
    const shopper = await new CheckoutApi(request).open();
    const [item, extra] = await variantsInStock(request, '/categories/kids', { min: 5, max: 10_000 }, 2);
    const cart = await shopper.addToBag(item!.sku);
    const key = (await (await shopper.paymentData(cart.id)).json()).paymentMethods[0].adyenConfigKey as string;
    await shopper.giveDetails(cart.id);
    const stock = () => shopper.stock(item!.productKey, item!.sku);
    const before = await stock();

    const declined = await shopper.submit(cart.id, walletToken('DECLINED'), key);
    expect(declined.status()).toBe(402);
    expect(await declined.json()).toMatchObject({ ok: false, error: 'Your payment was declined and no money has been taken. Please try another card.' });
    expect(await stock()).toBe(before);
    expect(await shopper.basket()).toMatchObject({ id: cart.id, totalQuantity: 1 });

    // The bag changes after the sheet showed its total: the submit refuses rather than charge another sum.
    const grown = await shopper.addToBag(extra!.sku);
    const changed = await shopper.submit(cart.id, walletToken(), key);
    expect(changed.status()).toBe(409);
    const { error } = await changed.json();
    expect(error.toLowerCase()).toContain('total has updated');
    const standard = (await (await shopper.call('/_api/cart/getShippingMethods', cart.id, { postalCode: 'SW1Y 4JH', countryCode: 'GB' })).json())[0] as { price: { centAmount: number } };
    expect(error).toContain(pounds(grown.subTotal.centAmount + standard.price.centAmount));
    expect(await stock()).toBe(before);

    // Someone else buys the last units between this shopper's bag and payment.
    const [scarce] = await variantsInStock(request, '/categories/women', { min: 1, max: 4 }, 1);
    const late = await new CheckoutApi(await playwright.request.newContext({ baseURL: ORIGIN })).open();
    const lateCart = await late.addToBag(scarce!.sku);
    await late.giveDetails(lateCart.id);
    const quick = await new CheckoutApi(await playwright.request.newContext({ baseURL: ORIGIN })).open();
    const quickCart = await quick.addToBag(scarce!.sku, scarce!.stock);
    await quick.giveDetails(quickCart.id);
    expect((await quick.submit(quickCart.id, walletToken(), key)).status()).toBe(200);
    const soldOut = await late.submit(lateCart.id, walletToken(), key);
    expect(soldOut.status()).toBe(409);
    expect((await soldOut.json()).error).toMatch(/^Sorry, .+ in size .+ has just sold out\. Your payment has not been taken\.$/);
    expect(await late.stock(scarce!.productKey, scarce!.sku)).toBe(0);
    expect(await late.basket()).toMatchObject({ id: lateCart.id, totalQuantity: 1 });
    await late.request.dispose();
    await quick.request.dispose();
  });
});
