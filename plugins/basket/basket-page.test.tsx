// @vitest-environment happy-dom
import { act, createElement, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShopperStore, ShopperContext, type ShopperContextValue } from '../shared/shopper/ShopperContext.client';
import { BasketPage } from './BasketPage';
import { LineControls } from './LineControls.client';
import type { BasketLineView, BasketView } from './model';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const line = (extra: Partial<BasketLineView> = {}): BasketLineView => ({
  sku: 'MNE35718-1-1',
  customisationKey: '[["initials","HV"]]',
  name: 'Waffle Cushion',
  brand: 'Maine',
  url: '/product/waffle-cushion?colour=sage',
  image: { src: '/_img/products/MNE35718/sage/1', alt: 'Waffle Cushion in Sage' },
  colour: 'Sage',
  size: undefined,
  customisation: [{ label: 'Initials', value: 'HV' }],
  unitPrice: '£25.00',
  lineTotal: '£50.00',
  quantity: 2,
  maxQuantity: 10,
  stock: { kind: 'in-stock' },
  lowered: undefined,
  gift: undefined,
  ...extra,
});

const view = (lines: BasketLineView[], extra: Partial<BasketView> = {}): BasketView => ({
  cartId: 'bsk-42',
  lines,
  summary: { itemCount: 2, subtotal: '£50.00', delivery: { name: 'Standard delivery', description: '3-5 working days', price: 'Free' }, deliveryNote: undefined, total: '£50.00' },
  totalPence: 5_000,
  payable: true,
  blocked: undefined,
  ...extra,
});

const router = { refresh: vi.fn(), push: vi.fn(), replace: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() } as unknown as AppRouterInstance;

function shopper(extra: Partial<ShopperContextValue> = {}): ShopperContextValue {
  return {
    viewer: { kind: 'guest' },
    ready: true,
    staffEditUrlPrefix: undefined,
    requestSignIn: async () => false,
    wishlist: null,
    wishlistHearts: null,
    quickAddInUse: undefined,
    setQuickAddInUse: () => {},
    bagCount: 2,
    setBagCount: vi.fn(),
    ...extra,
  };
}

const inApp = (element: ReactElement, context = shopper()) =>
  createElement(AppRouterContext.Provider, { value: router }, createElement(ShopperContext.Provider, { value: createShopperStore(context) }, element));

describe('the bag page as the server draws it', () => {
  it('draws each line: picture, brand, name linking to the product, colour, customisation, unit price, line total and stepper', () => {
    const html = renderToStaticMarkup(inApp(createElement(BasketPage, { view: view([line()]) })));
    expect(html).toContain('<h1');
    expect(html).toContain('Your bag');
    expect(html).toContain('2 items');
    expect(html).toContain('href="/product/waffle-cushion?colour=sage"');
    expect(html).toContain('/_img/products/MNE35718/sage/1?');
    expect(html).toMatch(/<dt>Colour<\/dt><dd[^>]*>Sage<\/dd>/);
    expect(html).toMatch(/<dt>Initials<\/dt><dd>HV<\/dd>/);
    expect(html).not.toContain('<dt>Size</dt>');
    expect(html).toContain('£25.00');
    expect(html).toContain('aria-label="Quantity of Waffle Cushion"');
    expect(html).toContain('Move to wishlist');
  });

  it('draws the totals with delivery and mounts the express wallet only when the bag can be paid for', () => {
    const wallet = (cartId: string) => createElement('button', { type: 'button' }, `Pay for ${cartId}`);
    const payable = renderToStaticMarkup(inApp(createElement(BasketPage, { view: view([line()]), expressWallet: wallet })));
    expect(payable).toMatch(/data-testid="basket-delivery">Free</);
    expect(payable).toContain('data-testid="basket-express-wallet" data-cart-id="bsk-42"><button type="button">Pay for bsk-42</button>');
    const blocked = renderToStaticMarkup(
      inApp(
        createElement(BasketPage, {
          view: view([line({ stock: { kind: 'out', message: 'Out of stock' }, maxQuantity: 0 })], { payable: false, blocked: 'Some items in your bag are out of stock.' }),
          expressWallet: wallet,
        }),
      ),
    );
    expect(blocked).not.toContain('basket-express-wallet');
    expect(blocked).toContain('Some items in your bag are out of stock.');
    expect(blocked).toMatch(/data-testid="basket-line-stock">Out of stock</);
    // An out-of-stock line can be removed or saved, not stepped.
    expect(blocked).not.toContain('Quantity of Waffle Cushion');
  });

  it('draws the gift that ships with a line in the gift box, and none on a line without one', () => {
    const html = renderToStaticMarkup(inApp(createElement(BasketPage, { view: view([line({ gift: { sku: 'GWP-MNE-01', description: 'Free linen spray' } }), line({ sku: 'MNE35718-1-2', customisationKey: '' })]) })));
    expect(html.match(/data-testid="gwp-box"/g)).toHaveLength(1);
    expect(html).toMatch(/<section[^>]*aria-label="Free gift included"[^>]*data-variant="basket"/);
    expect(html).toContain('Free linen spray');
    expect(html).toContain('Gift GWP-MNE-01');
  });

  it('says low stock and a lowered quantity on the line', () => {
    const html = renderToStaticMarkup(
      inApp(createElement(BasketPage, { view: view([line({ stock: { kind: 'low', message: 'Only 2 left in stock' }, lowered: 'We have changed the quantity from 5 to 2: that is all we have left.' })]) })),
    );
    expect(html).toContain('Only 2 left in stock');
    expect(html).toContain('We have changed the quantity from 5 to 2');
  });

  it('draws the empty bag with a way back to shopping, and the sign-in offered to guests', () => {
    const html = renderToStaticMarkup(
      inApp(createElement(BasketPage, { view: view([], { cartId: undefined, payable: false }), signIn: (className: string) => createElement('button', { className }, 'Sign in') })),
    );
    expect(html).toContain('Your bag is empty');
    expect(html).toContain('href="/"');
    expect(html).toContain('Sign in</button>');
    expect(html).not.toContain('basket-summary');
  });
});

describe('a line’s controls in the browser', () => {
  const roots: Root[] = [];
  afterEach(async () => {
    for (const root of roots.splice(0)) await act(async () => root.unmount());
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    vi.mocked(router.refresh).mockClear();
  });

  async function mount(element: ReactElement) {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    roots.push(root);
    await act(async () => root.render(element));
    return container;
  }

  const buttonNamed = (container: HTMLElement, name: RegExp) => [...container.querySelectorAll('button')].find((button) => name.test(button.getAttribute('aria-label') ?? button.textContent ?? ''))!;

  function stubServer(replies: Array<{ status: number; body: unknown }>) {
    const calls: Array<{ url: string; body: unknown; csrf: string | null }> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined, csrf: new Headers(init.headers).get('x-csrf-token') });
      const reply = replies.shift() ?? { status: 500, body: {} };
      return Response.json(reply.body, { status: reply.status });
    });
    return calls;
  }

  it('posts the new quantity with the CSRF token, updates the bag count and draws the page again', async () => {
    document.cookie = 'sf_csrf=token-1';
    const calls = stubServer([{ status: 200, body: { success: true, cart: { id: 'bsk-42', totalQuantity: 3 } } }]);
    const setBagCount = vi.fn();
    const container = await mount(inApp(createElement(LineControls, { line: { sku: 'MNE35718-1-1', customisationKey: 'k' }, name: 'Cushion', quantity: 2, maxQuantity: 3 }), shopper({ setBagCount })));
    await act(async () => buttonNamed(container, /^Increase quantity$/).click());
    expect(calls).toEqual([{ url: '/_api/basket/updateQuantity', body: { sku: 'MNE35718-1-1', customisationKey: 'k', quantity: 3 }, csrf: 'token-1' }]);
    expect(setBagCount).toHaveBeenCalledWith(3);
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal under the line and draws nothing again', async () => {
    stubServer([{ status: 409, body: { success: false, message: 'Only 3 left in stock', errorSource: 'stock' } }]);
    const container = await mount(inApp(createElement(LineControls, { line: { sku: 'MNE35718-1-1', customisationKey: '' }, name: 'Cushion', quantity: 2, maxQuantity: 3 })));
    await act(async () => buttonNamed(container, /^Increase quantity$/).click());
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Only 3 left in stock');
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it('stops the stepper at the ceiling and at one', async () => {
    const container = await mount(inApp(createElement(LineControls, { line: { sku: 'A-1-1', customisationKey: '' }, name: 'Cushion', quantity: 1, maxQuantity: 1 })));
    expect(buttonNamed(container, /^Increase quantity$/).disabled).toBe(true);
    expect(buttonNamed(container, /^Decrease quantity$/).disabled).toBe(true);
  });

  it('asks a guest to sign in before moving a line to the wishlist, then moves it', async () => {
    const calls = stubServer([
      { status: 401, body: { success: false, message: 'Sign in to move items to your wishlist.', errorSource: 'guest' } },
      { status: 200, body: { success: true, cart: { id: 'bsk-42', totalQuantity: 0 } } },
    ]);
    const requestSignIn = vi.fn(async () => true);
    const container = await mount(inApp(createElement(LineControls, { line: { sku: 'A-1-1', customisationKey: '' }, name: 'Cushion', quantity: 1, maxQuantity: 4 }), shopper({ requestSignIn })));
    await act(async () => buttonNamed(container, /^Move to wishlist/).click());
    expect(requestSignIn).toHaveBeenCalledWith('Sign in to move items to your wishlist.');
    expect(calls.map((call) => call.url)).toEqual(['/_api/basket/moveToWishlist', '/_api/basket/moveToWishlist']);
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps the line when the guest does not sign in, and says why', async () => {
    stubServer([{ status: 401, body: { success: false, message: 'Sign in to move items to your wishlist.', errorSource: 'guest' } }]);
    const container = await mount(inApp(createElement(LineControls, { line: { sku: 'A-1-1', customisationKey: '' }, name: 'Cushion', quantity: 1, maxQuantity: 4 }), shopper({ requestSignIn: async () => false })));
    await act(async () => buttonNamed(container, /^Move to wishlist/).click());
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Sign in to move items to your wishlist.');
    expect(router.refresh).not.toHaveBeenCalled();
  });
});
