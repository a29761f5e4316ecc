// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expressWallet as spec } from '@storefront/machines/spec';
import { click, mount, settle, unmountAll } from '../../product-page/delivery/dom.testing';
import { ExpressWalletButton, isOffered, type WalletPurchase } from './ExpressWalletButton.client';
import { openInGesture } from './gesture-session';
import type { ExpressWalletSettings } from './settings';

const settings: ExpressWalletSettings = {
  enabled: true,
  excludedProductKeys: ['gift-card'],
  testWallet: true,
  clientId: 'merchant.com.storefront.test',
  merchantName: 'Hartley & Vale',
  countryCode: 'GB',
  currencyCode: 'GBP',
  addressReading: 'fixedFields',
};

const product = (change: Partial<Extract<WalletPurchase, { kind: 'product' }>> = {}): Extract<WalletPurchase, { kind: 'product' }> => ({
  kind: 'product',
  productKey: 'satin-dress',
  item: { sku: 'HV1-black-10', quantity: 1 },
  variantInStock: true,
  hasOutOfStockColour: false,
  canBuy: true,
  pricePence: 4900,
  onNeedsSize: () => {},
  ...change,
});

/** Safari's Apple Pay JS, recording the sheets it opens and what they are told. */
class SafariSession {
  static STATUS_SUCCESS = 0;
  static STATUS_FAILURE = 1;
  static opened: SafariSession[] = [];
  static canMakePayments = vi.fn(() => true);
  calls: string[] = [];
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
  oncancel: (() => void) | null = null;
  onshippingcontactselected = null;
  onshippingmethodselected = null;
  onpaymentauthorized = null;
  constructor(
    readonly version: number,
    readonly request: { total: { amount: string } },
  ) {
    SafariSession.opened.push(this);
  }
  begin = () => this.calls.push('begin');
  abort = () => this.calls.push('abort');
  completeMerchantValidation = () => this.calls.push('completeMerchantValidation');
  completeShippingContactSelection = () => this.calls.push('completeShippingContactSelection');
  completeShippingMethodSelection = () => this.calls.push('completeShippingMethodSelection');
  completePayment = () => this.calls.push('completePayment');
}
class SafariError {
  constructor(readonly code: string) {}
}

const walletButton = () => document.querySelector<HTMLButtonElement>('[data-testid="express-wallet"] button');
const message = () => document.querySelector('[data-testid="express-wallet-message"]');

beforeEach(() => {
  SafariSession.opened = [];
  document.cookie = 'sf_csrf=token-1';
});
afterEach(async () => {
  await unmountAll();
  vi.unstubAllGlobals();
});

describe('the express wallet button', () => {
  it('is offered only when P §5’s conditions hold', () => {
    expect(isOffered(settings, product())).toBe(true);
    expect(isOffered({ ...settings, enabled: false }, product())).toBe(false);
    expect(isOffered(settings, product({ productKey: 'gift-card' }))).toBe(false);
    expect(isOffered(settings, product({ variantInStock: false }))).toBe(false);
    expect(isOffered(settings, product({ hasOutOfStockColour: true }))).toBe(false);
    // No Apple Pay and no test wallet (a live deployment in Chrome): nothing to pay with.
    expect(isOffered({ ...settings, testWallet: false }, product())).toBe(false);
    expect(isOffered({ ...settings, testWallet: false }, { kind: 'basket', cartId: 'bsk-1', totalPence: undefined })).toBe(false);
    expect(isOffered(settings, { kind: 'basket', cartId: 'bsk-1', totalPence: undefined })).toBe(true);
  });

  it('uses Safari’s Apple Pay where the device can pay, and not where it cannot', () => {
    vi.stubGlobal('ApplePaySession', SafariSession);
    expect(isOffered({ ...settings, testWallet: false }, product())).toBe(true);
    SafariSession.canMakePayments.mockReturnValueOnce(false);
    expect(isOffered({ ...settings, testWallet: false }, product())).toBe(false);
  });

  it('withdraws itself (its place folds away) when not offered', async () => {
    await mount(<ExpressWalletButton settings={settings} purchase={product({ variantInStock: false })} />);
    expect(walletButton()).toBeNull();
    expect(document.querySelector('[data-offered="false"]')).not.toBeNull();
  });

  it('asks for a size instead of opening the wallet when none is chosen, and is disabled while the buy box cannot buy', async () => {
    const onNeedsSize = vi.fn();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { rerender } = await mount(<ExpressWalletButton settings={settings} purchase={product({ item: undefined, onNeedsSize })} />);
    // Named by its own words (no aria-label that could differ from what is seen); the 'Test' tag is for the eye only.
    expect(walletButton()!.hasAttribute('aria-label')).toBe(false);
    const spoken = [...walletButton()!.querySelectorAll('span:not([aria-hidden])')].map((span) => span.textContent).join('');
    expect(spoken.replace(/\s+/g, ' ')).toBe('Buy withApple Pay(test wallet)');
    await click(walletButton());
    expect(onNeedsSize).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
    await rerender(<ExpressWalletButton settings={settings} purchase={product({ canBuy: false })} />);
    expect(walletButton()!.disabled).toBe(true);
  });

  it('tells the shopper under the button why the basket cannot be paid, and can be tapped again', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ cart: null }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    await mount(<ExpressWalletButton settings={settings} purchase={{ kind: 'basket', cartId: 'bsk-1', totalPence: 9800 }} />);
    await click(walletButton());
    await settle(6);
    expect(message()!.getAttribute('role')).toBe('alert');
    expect(message()!.textContent).toBe(`${spec.messages.cartNotAvailable}The basket has changed or is empty`);
    expect(fetch).toHaveBeenCalledWith('/_api/basket/current', expect.objectContaining({ method: 'GET' }));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(walletButton()!.disabled).toBe(false);
  });

  it('opens the test wallet’s sheet over the page from the tap, and gives focus back to the button when it is cancelled', async () => {
    const answers: Record<string, unknown> = {
      '/_api/basket/addToCart': { success: true, cart: { id: 'bsk-9', total: { centAmount: 4900 } } },
      '/_api/cart/pdpPaymentData': { countries: [{ countryCode: 'GB' }], paymentMethods: [{ psp: 'adyen', adyenConfigKey: 'hartley' }] },
      '/_api/payments/initialise': { sessionData: { merchantSessionIdentifier: 'embedded' } },
      '/_api/cart/getShippingMethods': [{ id: 'standard', name: 'Standard delivery', description: '3-5 working days', price: { centAmount: 399 } }],
      '/_api/cart/addShippingMethod': { id: 'bsk-9', total: { centAmount: 5299 } },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => new Response(JSON.stringify(answers[url.split('?')[0]!]), { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    await mount(<ExpressWalletButton settings={settings} purchase={product()} />);
    walletButton()!.focus();
    await click(walletButton());
    await settle(10);
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
    expect(dialog.querySelector('[data-testid="test-wallet-total"]')!.textContent).toBe('£52.99');
    expect(walletButton()!.getAttribute('aria-busy')).toBe('true');
    // Busy, not disabled (it keeps its focus for later); another tap starts nothing.
    expect(walletButton()!.getAttribute('aria-disabled')).toBe('true');
    await click(walletButton());
    await settle();
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    await click([...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Cancel'));
    await settle();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(walletButton());
    expect(walletButton()!.disabled).toBe(false);
    expect(message()).toBeNull();
  });

  it('shows the message of the attempt the page was reloaded after ("total has updated"), once', async () => {
    sessionStorage.setItem('storefront:express-wallet-failure', JSON.stringify({ page: `${location.pathname}${location.search}`, failure: { message: spec.messages.couldNotFinalise, detail: 'The total has updated.' } }));
    await mount(<ExpressWalletButton settings={settings} purchase={product()} />);
    expect(message()!.textContent).toBe(`${spec.messages.couldNotFinalise}The total has updated.`);
    expect(sessionStorage.getItem('storefront:express-wallet-failure')).toBeNull();
  });

  it('on Safari opens the sheet in the tap itself, with the page’s price, and closes it when the flow fails before using it', async () => {
    vi.stubGlobal('ApplePaySession', SafariSession);
    vi.stubGlobal('ApplePayError', SafariError);
    let answer!: (response: Response) => void;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    await mount(<ExpressWalletButton settings={{ ...settings, testWallet: false }} purchase={product()} />);
    expect(walletButton()!.getAttribute('aria-label')).toBe('Buy with Apple Pay');
    await click(walletButton());
    // Opened and begun during the click, before any code loaded or any call answered.
    expect(SafariSession.opened).toHaveLength(1);
    expect(SafariSession.opened[0]!.version).toBe(3);
    expect(SafariSession.opened[0]!.request.total.amount).toBe('49.00');
    expect(SafariSession.opened[0]!.calls).toEqual(['begin']);
    await settle(6);
    answer(new Response(JSON.stringify({ success: false, message: 'Out of stock' }), { status: 409 }));
    await settle(6);
    expect(message()!.textContent).toBe(`${spec.messages.cartNotAvailable}Out of stock`);
    expect(SafariSession.opened[0]!.calls).toEqual(['begin', 'abort']);
  });
});

describe('a sheet Safari opened in the tap', () => {
  const request = { countryCode: 'GB', currencyCode: 'GBP', supportedNetworks: ['visa'], merchantCapabilities: ['supports3DS'], total: { label: 'Coast', amount: '49.00', type: 'final' as const }, requiredShippingContactFields: [], requiredBillingContactFields: [] };

  it('holds what Safari says until the machine adopts it, then hands it over in order and passes the machine’s calls on', async () => {
    const opened = openInGesture({ ApplePaySession: SafariSession, ApplePayError: SafariError }, 3, request);
    const real = SafariSession.opened[0]!;
    real.onvalidatemerchant!({ validationURL: 'https://apple-pay-gateway.apple.com/x' });
    const adopted = new opened.api.ApplePaySession!(3, request);
    const heard: string[] = [];
    adopted.onvalidatemerchant = (event) => heard.push(`validate ${event.validationURL}`);
    adopted.oncancel = () => heard.push('cancel');
    adopted.begin();
    expect(heard).toEqual([]);
    await Promise.resolve();
    expect(heard).toEqual(['validate https://apple-pay-gateway.apple.com/x']);
    real.oncancel!();
    expect(heard).toEqual(['validate https://apple-pay-gateway.apple.com/x', 'cancel']);
    adopted.completeMerchantValidation({});
    expect(real.calls).toEqual(['begin', 'completeMerchantValidation']);
    expect(opened.api.ApplePaySession!.STATUS_FAILURE).toBe(1);
    // Adopted: the flow owns it now, and releasing it does nothing.
    opened.release();
    expect(real.calls).not.toContain('abort');
    expect(() => new opened.api.ApplePaySession!(3, request)).toThrow('already');
  });

  it('is closed when released before any flow adopted it, unless the shopper had cancelled it', () => {
    openInGesture({ ApplePaySession: SafariSession, ApplePayError: SafariError }, 3, request).release();
    expect(SafariSession.opened[0]!.calls).toEqual(['begin', 'abort']);
    const cancelled = openInGesture({ ApplePaySession: SafariSession, ApplePayError: SafariError }, 3, request);
    SafariSession.opened[1]!.oncancel!();
    cancelled.release();
    expect(SafariSession.opened[1]!.calls).toEqual(['begin']);
  });
});
