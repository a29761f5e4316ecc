// @vitest-environment jsdom
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount, settle, unmountAll } from '../delivery/dom.testing';
import { productFixture } from '../page/product-fixture';
import { ProductSelectionProvider } from '../page/ProductSelection.client';
import { BuyBox } from './BuyBox.client';
import { buyBoxModel, initialBuyBoxState } from './model';

describe('the buy box when the variant machine takes over', () => {
  let posted: unknown[];
  beforeEach(() => {
    posted = [];
    // jsdom has no IntersectionObserver (the sticky bar watches the main button with one).
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (String(url) === '/_api/basket/addToCart') posted.push(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify({ cartId: 'cart-1', totalQuantity: 1 }), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
  });
  afterEach(async () => {
    await unmountAll();
    vi.unstubAllGlobals();
  });

  async function mountBuyBox() {
    const product = productFixture();
    const model = buyBoxModel(product);
    const { container } = await mount(
      createElement(ProductSelectionProvider, {
        defaultColour: product.defaultColour,
        colours: product.colours.map((colour) => colour.colour),
        children: createElement(BuyBox, { model, initial: initialBuyBoxState(model) }),
      }),
    );
    return container;
  }
  const sizeButton = (container: HTMLElement, size: string) => [...container.querySelectorAll<HTMLButtonElement>('fieldset button')].find((button) => button.textContent?.startsWith(size))!;

  // A box swapped for another as the machine arrives would lose a press that starts on the old
  // button and ends on the new one (the CI trace of 'on a phone the name follows the pictures').
  it('keeps the same elements, so a press that spans the takeover lands', async () => {
    const container = await mountBuyBox();
    const box = container.querySelector('[data-testid="buy-box"]');
    const addButton = container.querySelector('[data-testid="add-to-basket"]');
    const size10 = sizeButton(container, '10');
    expect(box?.getAttribute('data-ready')).toBe('false');

    await settle(6);
    expect(container.querySelector('[data-testid="buy-box"]')?.getAttribute('data-ready')).toBe('true');
    expect(container.querySelector('[data-testid="buy-box"]')).toBe(box);
    expect(container.querySelector('[data-testid="add-to-basket"]')).toBe(addButton);
    expect(sizeButton(container, '10')).toBe(size10);

    await act(async () => size10.click());
    expect(container.querySelector('[data-testid="buy-box"]')?.getAttribute('data-size')).toBe('10');
    await act(async () => (addButton as HTMLButtonElement).click());
    await settle();
    expect(posted).toEqual([{ items: [{ sku: 'CST12345-black-10', quantity: 1 }] }]);
  });

  it('replays the presses made before the machine arrived', async () => {
    const container = await mountBuyBox();
    await act(async () => sizeButton(container, '10').click());
    await settle(6);
    expect(container.querySelector('[data-testid="buy-box"]')?.getAttribute('data-ready')).toBe('true');
    expect(container.querySelector('[data-testid="buy-box"]')?.getAttribute('data-size')).toBe('10');
  });
});
