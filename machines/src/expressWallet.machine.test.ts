import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { WalletContact, WalletPayment } from './express-wallet-address';
import type { Cart, PaymentData, ShippingMethod, SubmitResult } from './express-wallet-payment';
import type { ApplePaySessionCommand, ApplePaySessionInput } from './express-wallet-session';
import { itTakesEveryTransition } from './testing/paths';
import { expressWalletMachine, expressWalletSelectors, type ExpressWalletInput } from './expressWallet.machine';
import { expressWallet as spec } from './spec';

const item = { sku: 'CZZ12345-105-18', quantity: 1 };
const cart: Cart = { id: 'cart-1', total: { centAmount: 4500 } };
/** The shopper's basket, as the basket page's button pays for it. */
const basketCart: Cart = { id: 'basket-7', total: { centAmount: 12900 }, lineItems: [{ variant: { sku: 'CZZ12345-105-18' } }, { variant: { sku: 'CZZ55555-001-10' } }] };
const paymentData: PaymentData = { countries: [{ countryCode: 'GB' }, { countryCode: ' ie ' }], paymentMethods: [{ psp: 'adyen', adyenConfigKey: 'coast-uk' }] };
const methods: ShippingMethod[] = [
  { id: 'std', name: 'Standard', description: '3–5 working days', price: { centAmount: 399 } },
  { id: 'nd', name: 'Next day', price: { centAmount: 699 } },
];
const withMethod = (methodId: string): Cart => ({ ...cart, total: { centAmount: 4500 + methods.find((m) => m.id === methodId)!.price.centAmount } });
const shippingContact: WalletContact = {
  givenName: 'Ada',
  familyName: 'Lovelace',
  emailAddress: 'ada@example.com',
  phoneNumber: '07700 900123',
  addressLines: ['12 St James’s Square'],
  locality: 'London',
  postalCode: 'SW1Y 4JH',
  countryCode: 'GB',
};
const billingContact: WalletContact = { ...shippingContact, emailAddress: undefined, phoneNumber: undefined };
const paymentData64 = { version: 'EC_v1', data: 'ZW5jcnlwdGVk' };
const payment: WalletPayment = { token: { paymentData: paymentData64 }, shippingContact, billingContact };

type Fakes = {
  addToCart: (input: unknown) => Promise<Cart | undefined>;
  loadCart: (input: unknown) => Promise<Cart | undefined>;
  loadPaymentData: (input: unknown) => Promise<PaymentData>;
  initialisePayment: (input: unknown) => Promise<{ sessionData?: unknown }>;
  getShippingMethods: (input: unknown) => Promise<ShippingMethod[]>;
  addShippingMethod: (input: { cartId: string; methodId: string }) => Promise<Cart>;
  addEmailAddress: (input: unknown) => Promise<unknown>;
  addShippingAddress: (input: unknown) => Promise<unknown>;
  addBillingAddress: (input: unknown) => Promise<unknown>;
  submitApplePay: (input: unknown) => Promise<SubmitResult>;
};

const working: Fakes = {
  addToCart: async () => cart,
  loadCart: async () => basketCart,
  loadPaymentData: async () => paymentData,
  initialisePayment: async () => ({ sessionData: { merchantSessionIdentifier: 'ms-1' } }),
  getShippingMethods: async () => methods,
  addShippingMethod: async ({ cartId, methodId }) => ({ ...withMethod(methodId), id: cartId }),
  addEmailAddress: async () => undefined,
  addShippingAddress: async () => undefined,
  addBillingAddress: async () => undefined,
  submitApplePay: async () => ({ ok: true, redirect: '/checkout/confirmation?order=42' }),
};

/** The machine with fake cart endpoints and a fake sheet that records what it is told. */
function run(options: { fakes?: Partial<Fakes>; input?: Partial<ExpressWalletInput>; sheetFails?: boolean } = {}) {
  const calls: Array<[string, unknown]> = [];
  const commands: ApplePaySessionCommand[] = [];
  const sheet = { input: undefined as ApplePaySessionInput | undefined, open: false };
  const redirects: Array<string | undefined> = [];
  let revalidations = 0;
  const fakes = { ...working, ...options.fakes };
  const actors = Object.fromEntries(
    Object.entries(fakes).map(([name, fake]) => [
      name,
      fromPromise(async ({ input }: { input: never }) => {
        calls.push([name, input]);
        return (fake as (input: unknown) => Promise<unknown>)(input);
      }),
    ]),
  );
  const applePaySession = fromCallback<ApplePaySessionCommand, ApplePaySessionInput>(({ input, receive }) => {
    if (options.sheetFails) throw new Error('Must create a new ApplePaySession from a user gesture handler.');
    sheet.input = input;
    sheet.open = true;
    receive((command) => commands.push(command));
    return () => {
      sheet.open = false;
    };
  });
  const machine = expressWalletMachine.provide({
    actors: { ...actors, applePaySession } as never,
    actions: { redirect: (_, params) => void redirects.push(params.url), revalidatePageData: () => void (revalidations += 1) },
  });
  const actor = createActor(machine, { input: { merchantName: 'Coast', ...options.input }, clock: new SimulatedClock() });
  actor.start();
  const called = (name: keyof Fakes) => calls.filter(([n]) => n === name).map(([, input]) => input);
  const settled = () => waitFor(actor, (s) => s.matches('idle') || s.matches('failed') || s.matches('succeeded'));
  const shopping = () => waitFor(actor, (s) => s.matches({ session: 'shopping' }) || s.matches('failed'));
  return { actor, calls, called, commands, sheet, redirects, revalidations: () => revalidations, settled, shopping };
}

/** Tap the button and let the sheet validate the merchant. */
async function openSheet(options: Parameters<typeof run>[0] = {}) {
  const flow = run(options);
  flow.actor.send({ type: 'wallet.start', item });
  await waitFor(flow.actor, (s) => s.matches({ session: 'opening' }));
  flow.actor.send({ type: 'applePay.validateMerchant', validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' });
  await flow.shopping();
  return flow;
}

const canStart = (flow: ReturnType<typeof run>) => flow.actor.getSnapshot().can({ type: 'wallet.start', item });

describe('express wallet machine', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates an ephemeral cart for the variant and opens a version 3 sheet for its total in units, GB and GBP by default', async () => {
    const flow = run();
    expect(canStart(flow)).toBe(true);
    flow.actor.send({ type: 'wallet.start', item });
    expect(expressWalletSelectors.isBusy(flow.actor.getSnapshot())).toBe(true);
    expect(canStart(flow)).toBe(false);
    await waitFor(flow.actor, expressWalletSelectors.isSheetOpen);
    expect(flow.called('addToCart')).toEqual([{ ephemeral: true, items: [item] }]);
    expect(flow.called('loadPaymentData')).toEqual([{ cartId: 'cart-1' }]);
    expect(flow.sheet.input).toEqual({
      version: 3,
      request: expect.objectContaining({
        countryCode: 'GB',
        currencyCode: 'GBP',
        supportedNetworks: ['amex', 'visa', 'masterCard'],
        merchantCapabilities: ['supports3DS'],
        total: { label: 'Coast', amount: '45.00', type: 'final' },
      }),
    });
  });

  it('uses the configured country and the cart’s currency', async () => {
    const flow = run({ input: { countryCode: 'IE', currencyCode: 'EUR' }, fakes: { addToCart: async () => ({ id: 'c', total: { centAmount: 100, currencyCode: 'USD' } }) } });
    flow.actor.send({ type: 'wallet.start', item });
    await waitFor(flow.actor, expressWalletSelectors.isSheetOpen);
    expect(flow.sheet.input!.request).toMatchObject({ countryCode: 'IE', currencyCode: 'USD', total: { amount: '1.00' } });
  });

  it('takes the shopper from tap to order confirmation', async () => {
    const flow = await openSheet();
    expect(flow.called('initialisePayment')).toEqual([
      { cartId: 'cart-1', method: 'applepay', validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession', isExpress: true, psp: 'adyen' },
    ]);
    expect(flow.commands).toEqual([{ type: 'completeMerchantValidation', merchantSession: { merchantSessionIdentifier: 'ms-1' } }]);

    flow.actor.send({ type: 'applePay.selectShippingContact', contact: { countryCode: 'gb', postalCode: 'SW1Y 4' } });
    await waitFor(flow.actor, () => flow.commands.length === 2);
    expect(flow.called('getShippingMethods')).toEqual([{ cartId: 'cart-1', postalCode: 'SW1Y 4', countryCode: 'GB' }]);
    expect(flow.called('addShippingMethod')).toEqual([{ cartId: 'cart-1', methodId: 'std' }]);
    expect(flow.commands[1]).toEqual({
      type: 'completeShippingContactSelection',
      update: {
        newTotal: { label: 'Coast', amount: '48.99', type: 'final' },
        newShippingMethods: [
          { identifier: 'std', label: 'Standard', detail: '3–5 working days', amount: '3.99' },
          { identifier: 'nd', label: 'Next day', detail: '', amount: '6.99' },
        ],
      },
    });

    flow.actor.send({ type: 'applePay.selectShippingMethod', method: { identifier: 'nd' } });
    await waitFor(flow.actor, () => flow.commands.length === 3);
    expect(flow.commands[2]).toEqual({ type: 'completeShippingMethodSelection', update: { newTotal: { label: 'Coast', amount: '51.99', type: 'final' } } });

    flow.actor.send({ type: 'applePay.authorisePayment', payment });
    await waitFor(flow.actor, expressWalletSelectors.hasPaid);
    expect(flow.calls.slice(-4).map(([name]) => name)).toEqual(['addEmailAddress', 'addShippingAddress', 'addBillingAddress', 'submitApplePay']);
    expect(flow.called('addEmailAddress')).toEqual([{ cartId: 'cart-1', emailAddress: 'ada@example.com' }]);
    expect(flow.called('addShippingAddress')).toEqual([{ cartId: 'cart-1', shippingAddress: expect.objectContaining({ firstName: 'Ada', postalCode: 'SW1Y 4JH', country: 'GB' }) }]);
    expect(flow.called('addBillingAddress')).toEqual([{ cartId: 'cart-1', billingAddress: expect.objectContaining({ phone: '07700 900123', region: 'London' }) }]);
    const [submitted] = flow.called('submitApplePay') as Array<{ token: string }>;
    expect(submitted).toEqual({ cartId: 'cart-1', token: expect.any(String), adyenConfigKey: 'coast-uk', quickBuy: true });
    expect(JSON.parse(atob(submitted!.token))).toEqual(paymentData64);
    expect(flow.commands.at(-1)).toEqual({ type: 'completePayment', result: { status: 'success' } });
    expect(flow.redirects).toEqual(['/checkout/confirmation?order=42']);
    expect(flow.sheet.open).toBe(false);
    expect(canStart(flow)).toBe(false);
  });

  it.each([
    ['no cart comes back', { addToCart: async (): Promise<undefined> => undefined }, spec.messages.cartNotAvailable, spec.messages.cartNotAvailable],
    ['the cart cannot be created', { addToCart: async () => Promise.reject(new Error('Out of stock')) }, spec.messages.cartNotAvailable, 'Out of stock'],
    ['payment data fails', { loadPaymentData: async () => Promise.reject(new Error('')) }, spec.messages.paymentDataFailed, spec.messages.paymentDataFailed],
    ['no payment method is configured', { loadPaymentData: async () => ({ countries: [], paymentMethods: [] }) }, spec.messages.paymentDataFailed, 'No payment method for Apple Pay'],
  ] as const)('shows a message under the button when %s, and the shopper can tap again', async (_, fakes, message, detail) => {
    const flow = run({ fakes: fakes as Partial<Fakes> });
    flow.actor.send({ type: 'wallet.start', item });
    await flow.settled();
    expect(expressWalletSelectors.failure(flow.actor.getSnapshot())).toEqual({ message, detail });
    expect(flow.sheet.input).toBeUndefined();
    expect(canStart(flow)).toBe(true);
  });

  it('shows "Could not initialise Apple Pay payment" when the sheet cannot open', async () => {
    const flow = run({ sheetFails: true });
    flow.actor.send({ type: 'wallet.start', item });
    await flow.settled();
    expect(expressWalletSelectors.failure(flow.actor.getSnapshot())).toEqual({
      message: spec.messages.couldNotInitialise,
      detail: 'Must create a new ApplePaySession from a user gesture handler.',
    });
  });

  it.each([
    ['initialisation fails', async () => Promise.reject(new Error(spec.messages.initialisationFailed(502, 'Bad Gateway'))), 'Payment initialization failed: 502 - Bad Gateway'],
    ['no session data comes back', async () => ({ sessionData: '' }), spec.messages.noSessionData],
  ])('aborts the sheet and shows "Could not initialise Apple Pay payment" when merchant %s', async (_, initialisePayment, detail) => {
    const flow = await openSheet({ fakes: { initialisePayment } });
    expect(flow.commands).toEqual([{ type: 'abort' }]);
    expect(expressWalletSelectors.failure(flow.actor.getSnapshot())).toEqual({ message: spec.messages.couldNotInitialise, detail });
    expect(flow.sheet.open).toBe(false);
  });

  it('tells the shopper on the sheet when their country is not shipped to, a blank country counting as GB', async () => {
    const flow = await openSheet();
    flow.actor.send({ type: 'applePay.selectShippingContact', contact: { countryCode: 'US', postalCode: '10001' } });
    expect(flow.commands.at(-1)).toEqual({
      type: 'completeShippingContactSelection',
      update: {
        newTotal: { label: 'Coast', amount: '45.00', type: 'final' },
        errors: [{ code: 'shippingContactInvalid', contactField: 'countryCode', message: 'Unfortunately, we do not ship to this country.' }],
      },
    });
    expect(flow.called('getShippingMethods')).toEqual([]);
    expect(expressWalletSelectors.isSheetOpen(flow.actor.getSnapshot())).toBe(true);
    flow.actor.send({ type: 'applePay.selectShippingContact', contact: { postalCode: 'M1 1' } });
    await waitFor(flow.actor, () => flow.commands.length === 3);
    expect(flow.called('getShippingMethods')).toEqual([{ cartId: 'cart-1', postalCode: 'M1 1', countryCode: 'GB' }]);
    flow.actor.send({ type: 'applePay.selectShippingContact', contact: { countryCode: 'GB' } });
    await waitFor(flow.actor, () => flow.commands.length === 4);
    expect(flow.called('getShippingMethods')[1]).toEqual({ cartId: 'cart-1', postalCode: '', countryCode: 'GB' });
  });

  it.each([
    ['shipping methods fail to load', { getShippingMethods: async () => Promise.reject(new Error(spec.messages.shippingMethodsFailed)) }, { code: 'unknown', message: spec.messages.couldNotSelectShippingContact }],
    ['the first method cannot be applied', { addShippingMethod: async () => Promise.reject(new Error('500')) }, { code: 'unknown', message: spec.messages.couldNotSelectShippingContact }],
    ['nothing delivers to the postal code', { getShippingMethods: async () => [] }, { code: 'addressUnserviceable', contactField: 'postalAddress', message: spec.messages.doNotShip }],
  ] as const)('keeps the sheet open with an error on the contact when %s', async (_, fakes, error) => {
    const flow = await openSheet({ fakes: fakes as Partial<Fakes> });
    flow.actor.send({ type: 'applePay.selectShippingContact', contact: { countryCode: 'ie', postalCode: 'D02' } });
    await waitFor(flow.actor, () => flow.commands.length === 2);
    // The methods depend on the country as well as the postal code (an Irish address: international delivery).
    expect(flow.called('getShippingMethods')).toEqual([{ cartId: 'cart-1', postalCode: 'D02', countryCode: 'IE' }]);
    expect(flow.commands[1]).toEqual({ type: 'completeShippingContactSelection', update: { newTotal: { label: 'Coast', amount: '45.00', type: 'final' }, errors: [error] } });
    expect(flow.actor.getSnapshot().matches({ session: 'shopping' })).toBe(true);
  });

  it('aborts the sheet with "Could not select shipping method" when the method cannot be added', async () => {
    const flow = await openSheet({ fakes: { addShippingMethod: async () => Promise.reject(new Error('409')) } });
    flow.actor.send({ type: 'applePay.selectShippingMethod', method: { identifier: 'nd' } });
    await flow.settled();
    expect(flow.called('addShippingMethod')).toEqual([{ cartId: 'cart-1', methodId: 'nd' }]);
    expect(flow.commands.at(-1)).toEqual({ type: 'abort' });
    expect(expressWalletSelectors.failure(flow.actor.getSnapshot())).toEqual({ message: spec.messages.couldNotSelectShippingMethod, detail: spec.messages.addShippingMethodFailed });
  });

  it('shows an invalid address on the sheet, saves nothing, and lets the shopper correct it and pay', async () => {
    const flow = await openSheet();
    flow.actor.send({ type: 'applePay.authorisePayment', payment: { ...payment, billingContact: { ...billingContact, locality: ' ' } } });
    expect(flow.commands.at(-1)).toEqual({
      type: 'completePayment',
      result: { status: 'failure', errors: [{ code: 'billingContactInvalid', contactField: 'locality', message: 'Please provide a valid city for your billing address' }] },
    });
    expect(flow.called('addEmailAddress')).toEqual([]);
    expect(expressWalletSelectors.isSheetOpen(flow.actor.getSnapshot())).toBe(true);
    flow.actor.send({ type: 'applePay.authorisePayment', payment });
    await waitFor(flow.actor, expressWalletSelectors.hasPaid);
    expect(flow.called('submitApplePay')).toHaveLength(1);
  });

  it('checks addresses with the per-country schema when configured', async () => {
    const flow = await openSheet({ input: { addressReading: 'countrySchema' } });
    flow.actor.send({ type: 'applePay.authorisePayment', payment: { ...payment, shippingContact: { ...shippingContact, postalCode: '12345' } } });
    expect(flow.commands.at(-1)).toEqual({
      type: 'completePayment',
      result: { status: 'failure', errors: [{ code: 'shippingContactInvalid', contactField: 'postalCode', message: 'Please enter a valid UK postcode' }] },
    });
  });

  it.each([
    ['the email', { addEmailAddress: async () => Promise.reject(new Error('x')) }, spec.messages.emailFailed, 1],
    ['the shipping address', { addShippingAddress: async () => Promise.reject(new Error('x')) }, spec.messages.shippingAddressFailed, 2],
    ['the billing address', { addBillingAddress: async () => Promise.reject(new Error('x')) }, spec.messages.billingAddressFailed, 3],
    ['the payment (declined)', { submitApplePay: async () => ({ ok: false, error: 'Refused' }) }, 'Refused', 4],
    ['the payment (no reason)', { submitApplePay: async () => ({ ok: false }) }, spec.messages.couldNotFinalise, 4],
    ['the payment (request failed)', { submitApplePay: async () => Promise.reject(new Error('Gateway timeout')) }, 'Gateway timeout', 4],
    ['the payment (thrown without message)', { submitApplePay: async () => Promise.reject('boom') }, spec.messages.couldNotFinalise, 4],
  ] as const)('completes the payment as failed with "Could not finalise Apple Pay payment" when saving %s fails', async (_, fakes, detail, callsMade) => {
    const flow = await openSheet({ fakes: fakes as Partial<Fakes> });
    const before = flow.calls.length;
    flow.actor.send({ type: 'applePay.authorisePayment', payment });
    await flow.settled();
    expect(flow.calls.length - before).toBe(callsMade);
    expect(flow.commands.at(-1)).toEqual({ type: 'completePayment', result: { status: 'failure' } });
    expect(expressWalletSelectors.failure(flow.actor.getSnapshot())).toEqual({ message: spec.messages.couldNotFinalise, detail });
    expect(flow.redirects).toEqual([]);
    expect(flow.revalidations()).toBe(0);
    expect(canStart(flow)).toBe(true);
  });

  it.each([
    ['answers', async () => ({ ok: false, error: 'Basket total has updated, please review your order' })],
    ['fails', async () => Promise.reject(new Error('Total has updated'))],
  ])('revalidates the page when the submit %s with "total has updated"', async (_, submitApplePay) => {
    const flow = await openSheet({ fakes: { submitApplePay: submitApplePay as Fakes['submitApplePay'] } });
    flow.actor.send({ type: 'applePay.authorisePayment', payment });
    await flow.settled();
    expect(flow.revalidations()).toBe(1);
    expect(expressWalletSelectors.failure(flow.actor.getSnapshot())?.message).toBe(spec.messages.couldNotFinalise);
  });

  it('ends the session without a message when the shopper cancels the sheet, and can start afresh', async () => {
    const flow = await openSheet();
    flow.actor.send({ type: 'applePay.cancel' });
    expect(flow.actor.getSnapshot().value).toBe('idle');
    expect(expressWalletSelectors.isBusy(flow.actor.getSnapshot())).toBe(false);
    expect(expressWalletSelectors.failure(flow.actor.getSnapshot())).toBeUndefined();
    expect(flow.sheet.open).toBe(false);
    flow.actor.send({ type: 'wallet.start', item });
    await waitFor(flow.actor, expressWalletSelectors.isSheetOpen);
    expect(flow.called('addToCart')).toHaveLength(2);
  });

  it('awaits a submitted payment even if the sheet is cancelled meanwhile', async () => {
    let pay!: (result: SubmitResult) => void;
    const flow = await openSheet({ fakes: { submitApplePay: () => new Promise((resolve) => (pay = resolve)) } });
    flow.actor.send({ type: 'applePay.authorisePayment', payment });
    await waitFor(flow.actor, (s) => s.matches({ session: { paying: 'submitting' } }));
    flow.actor.send({ type: 'applePay.cancel' });
    expect(expressWalletSelectors.isBusy(flow.actor.getSnapshot())).toBe(true);
    pay({ ok: true, redirect: '/checkout/confirmation?order=7' });
    await waitFor(flow.actor, expressWalletSelectors.hasPaid);
    expect(flow.redirects).toEqual(['/checkout/confirmation?order=7']);
  });

  it('clears an earlier failure when the shopper taps again', async () => {
    let attempts = 0;
    const flow = run({ fakes: { addToCart: async (): Promise<Cart | undefined> => (++attempts === 1 ? undefined : cart) } });
    flow.actor.send({ type: 'wallet.start', item });
    await flow.settled();
    flow.actor.send({ type: 'wallet.start', item: { ...item, quantity: 2 } });
    expect(expressWalletSelectors.failure(flow.actor.getSnapshot())).toBeUndefined();
    await waitFor(flow.actor, expressWalletSelectors.isSheetOpen);
    expect(flow.called('addToCart')[1]).toEqual({ ephemeral: true, items: [{ ...item, quantity: 2 }] });
  });

  describe('on the basket page', () => {
    const startWithCart = { type: 'wallet.startWithCart', cartId: 'basket-7' } as const;

    it('pays for the shopper’s basket itself: no ephemeral cart, the basket’s total on the sheet, not a quick buy', async () => {
      const flow = run();
      expect(flow.actor.getSnapshot().can(startWithCart)).toBe(true);
      flow.actor.send(startWithCart);
      expect(expressWalletSelectors.isBusy(flow.actor.getSnapshot())).toBe(true);
      expect(canStart(flow)).toBe(false);
      await waitFor(flow.actor, expressWalletSelectors.isSheetOpen);
      expect(flow.called('addToCart')).toEqual([]);
      expect(flow.called('loadCart')).toEqual([{ cartId: 'basket-7' }]);
      expect(flow.called('loadPaymentData')).toEqual([{ cartId: 'basket-7' }]);
      expect(flow.sheet.input!.request).toMatchObject({ countryCode: 'GB', currencyCode: 'GBP', total: { label: 'Coast', amount: '129.00', type: 'final' } });

      flow.actor.send({ type: 'applePay.validateMerchant', validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' });
      await flow.shopping();
      expect(flow.called('initialisePayment')).toEqual([expect.objectContaining({ cartId: 'basket-7', isExpress: true })]);
      flow.actor.send({ type: 'applePay.selectShippingContact', contact: { countryCode: 'GB', postalCode: 'M1 1' } });
      await waitFor(flow.actor, () => flow.commands.length === 2);
      expect(flow.called('addShippingMethod')).toEqual([{ cartId: 'basket-7', methodId: 'std' }]);
      flow.actor.send({ type: 'applePay.authorisePayment', payment });
      await waitFor(flow.actor, expressWalletSelectors.hasPaid);
      expect(flow.called('addEmailAddress')).toEqual([{ cartId: 'basket-7', emailAddress: 'ada@example.com' }]);
      expect(flow.called('submitApplePay')).toEqual([{ cartId: 'basket-7', token: expect.any(String), adyenConfigKey: 'coast-uk', quickBuy: false }]);
      expect(flow.redirects).toEqual(['/checkout/confirmation?order=42']);
    });

    it.each([
      ['the shopper has no basket any more', { loadCart: async (): Promise<undefined> => undefined }, 'The basket has changed or is empty'],
      ['the basket is now another cart (signed in meanwhile)', { loadCart: async () => ({ ...basketCart, id: 'basket-8' }) }, 'The basket has changed or is empty'],
      ['the basket was emptied in another tab', { loadCart: async () => ({ ...basketCart, lineItems: [] }) }, 'The basket has changed or is empty'],
      ['the basket cannot be read', { loadCart: async () => Promise.reject(new Error('Failed to read the basket: 503')) }, 'Failed to read the basket: 503'],
    ] as const)('shows "Cart is not available for Apple Pay" when %s, opens no sheet, and the shopper can tap again', async (_, fakes, detail) => {
      const flow = run({ fakes: fakes as Partial<Fakes> });
      flow.actor.send(startWithCart);
      await flow.settled();
      expect(expressWalletSelectors.failure(flow.actor.getSnapshot())).toEqual({ message: spec.messages.cartNotAvailable, detail });
      expect(flow.called('loadPaymentData')).toEqual([]);
      expect(flow.sheet.input).toBeUndefined();
      expect(flow.actor.getSnapshot().can(startWithCart)).toBe(true);
    });

    it('starts afresh from the product page after a basket attempt, as a quick buy of the variant', async () => {
      const flow = run({ fakes: { loadCart: async () => undefined } });
      flow.actor.send(startWithCart);
      await flow.settled();
      flow.actor.send({ type: 'wallet.start', item });
      expect(expressWalletSelectors.failure(flow.actor.getSnapshot())).toBeUndefined();
      await waitFor(flow.actor, expressWalletSelectors.isSheetOpen);
      flow.actor.send({ type: 'applePay.validateMerchant', validationURL: 'https://apple-pay-gateway.apple.com/x' });
      await flow.shopping();
      flow.actor.send({ type: 'applePay.authorisePayment', payment });
      await waitFor(flow.actor, expressWalletSelectors.hasPaid);
      expect(flow.called('submitApplePay')).toEqual([expect.objectContaining({ cartId: 'cart-1', quickBuy: true })]);
    });
  });

  it('fails loudly when the page has not provided the cart endpoints', async () => {
    const actor = createActor(expressWalletMachine, { input: { merchantName: 'Coast' } }).start();
    actor.send({ type: 'wallet.start', item });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(expressWalletSelectors.failure(actor.getSnapshot())).toEqual({ message: spec.messages.cartNotAvailable, detail: 'expressWallet: the addToCart actor is not provided' });
  });

  it('by default leaves for the redirect, stays put without one, and reloads the page to revalidate it', () => {
    const location = { assign: vi.fn(), reload: vi.fn() };
    vi.stubGlobal('location', location);
    const { redirect, revalidatePageData } = expressWalletMachine.implementations.actions as unknown as Record<string, (args: unknown, params?: unknown) => void>;
    redirect!({}, { url: '/checkout/confirmation?order=1' });
    redirect!({}, { url: undefined });
    revalidatePageData!({});
    expect(location.assign.mock.calls).toEqual([['/checkout/confirmation?order=1']]);
    expect(location.reload).toHaveBeenCalledTimes(1);
  });
});

describe('express wallet machine paths', () => {
  type Snapshot = Parameters<typeof expressWalletSelectors.isBusy>[0];
  const button = (snapshot: Snapshot, { busy, failure }: { busy: boolean; failure?: string }) => {
    expect(expressWalletSelectors.isBusy(snapshot)).toBe(busy);
    expect(snapshot.can({ type: 'wallet.start', item })).toBe(!busy && !expressWalletSelectors.hasPaid(snapshot));
    expect(expressWalletSelectors.failure(snapshot)?.message).toBe(failure);
  };
  const preparing = (snapshot: Snapshot) => {
    button(snapshot, { busy: true });
    expect(expressWalletSelectors.isSheetOpen(snapshot)).toBe(false);
  };
  const sheetOpen = (snapshot: Snapshot) => {
    button(snapshot, { busy: true });
    expect(expressWalletSelectors.isSheetOpen(snapshot)).toBe(true);
  };
  const failureMessages = [
    spec.messages.cartNotAvailable,
    spec.messages.paymentDataFailed,
    spec.messages.couldNotInitialise,
    spec.messages.couldNotSelectShippingMethod,
    spec.messages.couldNotFinalise,
  ];

  itTakesEveryTransition({
    machine: expressWalletMachine.provide({ actions: { redirect: () => {}, revalidatePageData: () => {} } }),
    input: { merchantName: 'Coast' },
    limit: 12000,
    events: [
      { type: 'wallet.start', item },
      { type: 'wallet.startWithCart', cartId: 'basket-7' },
      { type: 'xstate.done.actor.loadCart', output: basketCart },
      { type: 'xstate.done.actor.loadCart', output: { ...basketCart, lineItems: [] } },
      { type: 'xstate.error.actor.loadCart', error: new Error('x') },
      { type: 'xstate.done.actor.addToCart', output: cart },
      { type: 'xstate.done.actor.addToCart', output: undefined },
      { type: 'xstate.error.actor.addToCart', error: new Error('x') },
      { type: 'xstate.done.actor.loadPaymentData', output: paymentData },
      { type: 'xstate.done.actor.loadPaymentData', output: { countries: [], paymentMethods: [] } },
      { type: 'xstate.error.actor.loadPaymentData', error: new Error('x') },
      { type: 'xstate.error.actor.applePaySession', error: new Error('x') },
      { type: 'applePay.validateMerchant', validationURL: 'https://apple-pay-gateway.apple.com/x' },
      { type: 'xstate.done.actor.initialisePayment', output: { sessionData: 'session' } },
      { type: 'xstate.done.actor.initialisePayment', output: {} },
      { type: 'xstate.error.actor.initialisePayment', error: new Error('x') },
      { type: 'applePay.selectShippingContact', contact: { countryCode: 'GB', postalCode: 'SW1Y 4' } },
      { type: 'applePay.selectShippingContact', contact: { countryCode: 'US', postalCode: '10001' } },
      { type: 'xstate.done.actor.getShippingMethods', output: methods },
      { type: 'xstate.done.actor.getShippingMethods', output: [] },
      { type: 'xstate.error.actor.getShippingMethods', error: new Error('x') },
      { type: 'xstate.done.actor.addShippingMethod', output: withMethod('std') },
      { type: 'xstate.error.actor.addShippingMethod', error: new Error('x') },
      { type: 'applePay.selectShippingMethod', method: { identifier: 'nd' } },
      { type: 'applePay.authorisePayment', payment },
      { type: 'applePay.authorisePayment', payment: { ...payment, shippingContact: undefined } },
      { type: 'xstate.done.actor.addEmailAddress', output: undefined },
      { type: 'xstate.error.actor.addEmailAddress', error: new Error('x') },
      { type: 'xstate.done.actor.addShippingAddress', output: undefined },
      { type: 'xstate.error.actor.addShippingAddress', error: new Error('x') },
      { type: 'xstate.done.actor.addBillingAddress', output: undefined },
      { type: 'xstate.error.actor.addBillingAddress', error: new Error('x') },
      { type: 'xstate.done.actor.submitApplePay', output: { ok: true, redirect: '/checkout/confirmation' } },
      { type: 'xstate.done.actor.submitApplePay', output: { ok: false, error: 'The total has updated' } },
      { type: 'xstate.done.actor.submitApplePay', output: { ok: false, error: 'Refused' } },
      { type: 'xstate.error.actor.submitApplePay', error: new Error('total has updated') },
      { type: 'xstate.error.actor.submitApplePay', error: new Error('x') },
      { type: 'applePay.cancel' },
    ] as never,
    expectations: {
      idle: (snapshot) => button(snapshot, { busy: false }),
      'starting.creatingCart': preparing,
      'starting.loadingCart': preparing,
      'starting.loadingPaymentData': preparing,
      'session.opening': sheetOpen,
      'session.validatingMerchant': sheetOpen,
      'session.shopping': sheetOpen,
      'session.loadingShippingMethods': sheetOpen,
      'session.applyingFirstMethod': sheetOpen,
      'session.addingShippingMethod': sheetOpen,
      'session.paying.savingEmail': sheetOpen,
      'session.paying.savingShippingAddress': sheetOpen,
      'session.paying.savingBillingAddress': sheetOpen,
      'session.paying.submitting': sheetOpen,
      failed: (snapshot) => {
        expect(expressWalletSelectors.isBusy(snapshot)).toBe(false);
        expect(snapshot.can({ type: 'wallet.start', item })).toBe(true);
        expect(failureMessages).toContain(expressWalletSelectors.failure(snapshot)?.message);
      },
      succeeded: (snapshot) => {
        expect(expressWalletSelectors.hasPaid(snapshot)).toBe(true);
        button(snapshot, { busy: false });
      },
    },
  });
});
