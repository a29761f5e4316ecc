// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { expressWalletMachine, expressWalletSelectors } from '@storefront/machines/expressWallet.machine';
import { applePaySessionOver } from '@storefront/machines/express-wallet-session';
import type { Cart, PaymentData, ShippingMethod, SubmitResult } from '@storefront/machines/express-wallet-payment';
import { expressWallet as spec } from '@storefront/machines/spec';
import { SHEET_OUTCOME_MS, TEST_VALIDATION_URL, TEST_WALLET_SIGNATURE, type SheetMount } from './test-wallet-session';
import { testApplePay } from './test-apple-pay';
import { TestWalletSheet } from './TestWalletSheet.client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The sheet drawn in a root of its own (the button draws it in its tree). */
const mountSheet: SheetMount = (session) => {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(<TestWalletSheet session={session} />);
  return () => {
    root.unmount();
    container.remove();
  };
};
const applePay = testApplePay(mountSheet);
const TestApplePaySession = applePay.ApplePaySession;

const cart: Cart = { id: 'cart-1', total: { centAmount: 4500 } };
const paymentData: PaymentData = { countries: [{ countryCode: 'GB' }, { countryCode: 'IE' }], paymentMethods: [{ psp: 'adyen', adyenConfigKey: 'hartley-uk' }] };
const methods: ShippingMethod[] = [
  { id: 'standard', name: 'Standard delivery', description: '3-5 working days', price: { centAmount: 399 } },
  { id: 'next-day', name: 'Next day delivery', description: 'Order before 10pm', price: { centAmount: 699 } },
];

/** The real machine, its endpoints faked, its sheet the test wallet in the document. */
function payWithTestWallet(submit: (input: { token: string }) => Promise<SubmitResult> = async () => ({ ok: true, redirect: '/order-confirmation/ord-1' })) {
  const calls: Array<[string, unknown]> = [];
  const fake =
    <T,>(name: string, answer: (input: never) => T) =>
    () =>
      fromPromise(async ({ input }: { input: never }) => {
        calls.push([name, input]);
        return answer(input);
      });
  const redirects: Array<string | undefined> = [];
  const machine = expressWalletMachine.provide({
    actors: {
      addToCart: fake('addToCart', () => cart)(),
      loadPaymentData: fake('loadPaymentData', () => paymentData)(),
      initialisePayment: fake('initialisePayment', () => ({ sessionData: { merchantSessionIdentifier: 'embedded-1' } }))(),
      getShippingMethods: fake('getShippingMethods', (input: { countryCode: string }) => (input.countryCode === 'GB' ? methods : [{ id: 'international', name: 'International delivery', description: '5-8 working days', price: { centAmount: 999 } }]))(),
      addShippingMethod: fake('addShippingMethod', (input: { methodId: string }) => ({ ...cart, total: { centAmount: 4500 + (input.methodId === 'next-day' ? 699 : input.methodId === 'international' ? 999 : 399) } }))(),
      addEmailAddress: fake('addEmailAddress', () => undefined)(),
      addShippingAddress: fake('addShippingAddress', () => undefined)(),
      addBillingAddress: fake('addBillingAddress', () => undefined)(),
      submitApplePay: fromPromise(async ({ input }: { input: { token: string } }) => {
        calls.push(['submitApplePay', input]);
        return submit(input);
      }),
      applePaySession: applePaySessionOver(() => applePay),
    } as never,
    actions: { redirect: (_, params) => void redirects.push(params.url), revalidatePageData: () => {} },
  });
  const actor = createActor(machine, { input: { merchantName: 'Hartley & Vale' } }).start();
  const called = (name: string) => calls.filter(([n]) => n === name).map(([, input]) => input);
  return { actor, called, redirects };
}

const sheet = () => document.querySelector<HTMLElement>('[role="dialog"]');
const within = (selector: string) => sheet()!.querySelector<HTMLElement>(selector);
/** Roughly the accessible name: the label, or the text without what is hidden from assistive technology. */
function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label) return label;
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').trim();
}
const buttonNamed = (name: RegExp) => [...sheet()!.querySelectorAll('button')].find((button) => name.test(accessibleName(button)));
const radioNamed = (name: RegExp) => [...sheet()!.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((radio) => name.test(radio.closest('label')?.textContent ?? ''));
const ready = () => sheet()?.dataset.phase === 'ready';

async function settle() {
  await act(async () => {
    for (let round = 0; round < 5; round += 1) await Promise.resolve();
  });
}

async function until(condition: () => boolean) {
  for (let round = 0; round < 50 && !condition(); round += 1) await settle();
  expect(condition()).toBe(true);
}

async function click(element: Element | null | undefined) {
  if (!element) throw new Error('Nothing to click');
  await act(async () => (element as HTMLElement).click());
  await settle();
}

async function openSheet(flow: ReturnType<typeof payWithTestWallet>) {
  await act(async () => flow.actor.send({ type: 'wallet.start', item: { sku: 'HV10001-black-10', quantity: 1 } }));
  await until(ready);
}

afterEach(async () => {
  await act(async () => document.querySelectorAll('[role="dialog"]').forEach(() => undefined));
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('the test wallet sheet', () => {
  it('implements ApplePaySession’s interface: version 3 and up, the test cards on the request’s networks, payments always possible', () => {
    expect(TestApplePaySession.canMakePayments()).toBe(true);
    expect(TestApplePaySession.supportsVersion(3)).toBe(true);
    expect(TestApplePaySession.supportsVersion(99)).toBe(false);
    const request = { countryCode: 'GB', currencyCode: 'GBP', supportedNetworks: ['visa'], merchantCapabilities: ['supports3DS'], total: { label: 'Coast', amount: '10.00', type: 'final' as const }, requiredShippingContactFields: [], requiredBillingContactFields: [] };
    const session = new TestApplePaySession(3, request);
    expect(session.cards.map((card) => card.id)).toEqual(['visa', 'no-funds']);
    expect(() => new TestApplePaySession(3, { ...request, supportedNetworks: ['discover'] })).toThrow('No saved card');
    expect(() => new TestApplePaySession(3, { ...request, total: { ...request.total, amount: '10,00' } })).toThrow('valid amount');
    expect(() => new TestApplePaySession(99, request)).toThrow('not supported');
  });

  it('opens as a labelled modal dialog with the total, validates the merchant, and offers the first contact’s delivery methods', async () => {
    const flow = payWithTestWallet();
    await openSheet(flow);
    const dialog = sheet()!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Test Wallet');
    expect(document.activeElement).toBe(dialog);
    expect(flow.called('initialisePayment')).toEqual([expect.objectContaining({ validationURL: TEST_VALIDATION_URL })]);
    // Before the shopper pays, the merchant learns only where the parcel would go.
    expect(flow.called('getShippingMethods')).toEqual([{ cartId: 'cart-1', postalCode: 'SW1Y 4JH', countryCode: 'GB' }]);
    expect(within('[data-testid="test-wallet-total"]')!.textContent).toBe('£48.99');
    expect(dialog.textContent).toContain('Standard delivery');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toContain('Hartley & Vale');
  });

  it('pays with the chosen card and delivery: the payment data in the test token format, the full contacts, then Done', async () => {
    const flow = payWithTestWallet();
    await openSheet(flow);
    await click(buttonNamed(/^Delivery/));
    await click(radioNamed(/Next day delivery/));
    await until(ready);
    expect(within('[data-testid="test-wallet-total"]')!.textContent).toBe('£51.99');
    expect(flow.called('addShippingMethod').at(-1)).toEqual({ cartId: 'cart-1', methodId: 'next-day' });
    await click(buttonNamed(/^Card/));
    await click(radioNamed(/AmEx •••• 8431/));
    vi.useFakeTimers();
    await click(buttonNamed(/^Pay £51\.99$/));
    await until(() => expressWalletSelectors.hasPaid(flow.actor.getSnapshot()));
    expect(flow.called('addEmailAddress')).toEqual([{ cartId: 'cart-1', emailAddress: 'ada.lovelace@example.com' }]);
    expect(flow.called('addShippingAddress')).toEqual([{ cartId: 'cart-1', shippingAddress: expect.objectContaining({ firstName: 'Ada', lastName: 'Lovelace', streetName: '12 St James’s Square', city: 'London', postalCode: 'SW1Y 4JH', country: 'GB', phone: '07700 900123' }) }]);
    const [submitted] = flow.called('submitApplePay') as Array<{ token: string }>;
    const data = JSON.parse(atob(submitted!.token));
    expect(data).toEqual({ version: 'EC_v1', data: expect.any(String), signature: TEST_WALLET_SIGNATURE, header: { transactionId: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    expect(JSON.parse(atob(data.data))).toEqual({ network: 'AmEx', last4: '8431', holderName: 'A LOVELACE' });
    expect(sheet()!.dataset.phase).toBe('done');
    expect(sheet()!.textContent).toContain('Done');
    expect(flow.redirects).toEqual(['/order-confirmation/ord-1']);
    await act(async () => vi.advanceTimersByTime(SHEET_OUTCOME_MS));
    expect(sheet()).toBeNull();
  });

  it('sends the decline card’s holder name, shows Payment Not Completed and goes', async () => {
    const flow = payWithTestWallet(async () => ({ ok: false, error: 'Your payment was declined. No money was taken.' }));
    await openSheet(flow);
    await click(buttonNamed(/^Card/));
    await click(radioNamed(/Declines every payment/));
    vi.useFakeTimers();
    await click(buttonNamed(/^Pay /));
    await until(() => flow.actor.getSnapshot().matches('failed'));
    const [submitted] = flow.called('submitApplePay') as Array<{ token: string }>;
    expect(JSON.parse(atob(JSON.parse(atob(submitted!.token)).data))).toEqual({ network: 'MasterCard', last4: '0008', holderName: 'DECLINED' });
    expect(sheet()!.textContent).toContain('Payment Not Completed');
    expect(expressWalletSelectors.failure(flow.actor.getSnapshot())).toEqual({ message: spec.messages.couldNotFinalise, detail: 'Your payment was declined. No money was taken.' });
    await act(async () => vi.advanceTimersByTime(SHEET_OUTCOME_MS));
    expect(sheet()).toBeNull();
  });

  it('shows "we do not ship" on the contact and will not pay until a shipped-to contact is chosen', async () => {
    const flow = payWithTestWallet();
    await openSheet(flow);
    await click(buttonNamed(/^Ship to/));
    await click(radioNamed(/Grace Hopper/));
    await until(ready);
    const alert = within('[role="alert"]')!;
    expect(alert.textContent).toBe(spec.messages.doNotShip);
    // The choice closed its list and gave focus back to its row, inside the sheet.
    expect(document.activeElement).toBe(buttonNamed(/^Ship to/));
    expect(buttonNamed(/^Ship to/)!.getAttribute('aria-describedby')).toBe(alert.id);
    expect(buttonNamed(/^Pay /)!.disabled).toBe(true);
    expect(flow.called('getShippingMethods')).toHaveLength(1);
    await click(buttonNamed(/^Ship to/));
    await click(radioNamed(/Siobhán Byrne/));
    await until(ready);
    expect(within('[role="alert"]')).toBeNull();
    expect(flow.called('getShippingMethods').at(-1)).toEqual({ cartId: 'cart-1', postalCode: 'D02 XE80', countryCode: 'IE' });
    expect(sheet()!.textContent).toContain('International delivery');
    expect(buttonNamed(/^Pay £54\.99$/)!.disabled).toBe(false);
  });

  it('keeps the sheet open with the billing address error on the card, and pays once a valid one is chosen', async () => {
    const flow = payWithTestWallet();
    await openSheet(flow);
    await click(buttonNamed(/^Ship to/));
    await click(radioNamed(/Alan Turing/));
    await until(ready);
    await click(buttonNamed(/^Pay /));
    await until(ready);
    expect(within('[role="alert"]')!.textContent).toBe('Please provide a valid city for your billing address');
    expect(buttonNamed(/^Card/)!.getAttribute('aria-describedby')).toBe(within('[role="alert"]')!.id);
    expect(flow.called('addEmailAddress')).toEqual([]);
    await click(buttonNamed(/^Ship to/));
    await click(radioNamed(/Ada Lovelace/));
    await until(ready);
    expect(within('[role="alert"]')).toBeNull();
    await click(buttonNamed(/^Pay /));
    await until(() => expressWalletSelectors.hasPaid(flow.actor.getSnapshot()));
  });

  it('cancels on its button and on Escape, telling the page, and gives focus back', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const flow = payWithTestWallet();
    await openSheet(flow);
    await click(buttonNamed(/^Cancel$/));
    expect(sheet()).toBeNull();
    expect(flow.actor.getSnapshot().value).toBe('idle');
    expect(document.activeElement).toBe(opener);

    await openSheet(flow);
    // Wherever the focus is, Escape closes a modal sheet.
    await act(async () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    await settle();
    expect(sheet()).toBeNull();
    expect(flow.actor.getSnapshot().value).toBe('idle');
  });

  it('goes without a word when the page aborts it (merchant validation failed)', async () => {
    const flow = payWithTestWallet();
    const failing = flow.actor;
    failing.stop();
    const aborted = createActor(
      expressWalletMachine.provide({
        actors: {
          addToCart: fromPromise(async () => cart),
          loadPaymentData: fromPromise(async () => paymentData),
          initialisePayment: fromPromise(async () => Promise.reject(new Error(spec.messages.initialisationFailed(502, 'Bad Gateway')))),
          applePaySession: applePaySessionOver(() => applePay),
        } as never,
      }),
      { input: { merchantName: 'Coast' } },
    ).start();
    await act(async () => aborted.send({ type: 'wallet.start', item: { sku: 'X1', quantity: 1 } }));
    await waitFor(aborted, (snapshot) => snapshot.matches('failed'));
    await settle();
    expect(sheet()).toBeNull();
    expect(expressWalletSelectors.failure(aborted.getSnapshot())).toEqual({ message: spec.messages.couldNotInitialise, detail: 'Payment initialization failed: 502 - Bad Gateway' });
  });
});
