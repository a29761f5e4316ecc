// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount, settle, unmountAll } from '../../../product-page/delivery/dom.testing';
import { QuickAdd } from './QuickAdd.client';

const props = {
  productId: 'prd-sage1',
  productName: 'Sage midi dress',
  colour: 'sage',
  colours: [{ colour: 'sage', colourLabel: 'Sage', swatchHex: '#9caf88' }],
  familyOf: { department: 'women', categorySlug: 'women/dresses' },
};

const quickAddAnswer = {
  product: {
    id: 'prd-sage1',
    name: 'Sage midi dress',
    defaultColour: 'sage',
    variants: [
      { sku: 'SAGE-8', colour: 'sage', size: '8', isOnStock: true, availableQuantity: 5 },
      { sku: 'SAGE-10', colour: 'sage', size: '10', isOnStock: true, availableQuantity: 5 },
    ],
  },
};

const quickAddButton = (container: HTMLElement) => container.querySelector<HTMLButtonElement>('[data-testid="quick-add"]')!;

describe('the card’s quick add button', () => {
  let requested: string[];
  beforeEach(() => {
    requested = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requested.push(String(url));
        return new Response(JSON.stringify(quickAddAnswer), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    // jsdom has the element but not the modal behaviour.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.open = false;
    };
  });
  afterEach(async () => {
    await unmountAll();
    vi.unstubAllGlobals();
  });

  // The pointer's arrival starts loading the controller, which often lands before the release: a
  // new button then would never get the click (issue 14's flaky hybrid-page test).
  it('stays the same element when its controller loads between press and release, and the press opens the modal', async () => {
    const { container } = await mount(<QuickAdd {...props} />);
    const pressed = quickAddButton(container);
    expect(pressed.disabled).toBe(false);
    await act(async () => {
      pressed.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
      pressed.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    });
    await settle();
    expect(container.querySelector('dialog')).not.toBeNull();
    expect(quickAddButton(container)).toBe(pressed);

    await act(async () => {
      pressed.dispatchEvent(new MouseEvent('pointerup', { bubbles: true }));
      pressed.click();
    });
    await settle();
    expect(requested).toEqual(['/_api/quickadd/prd-sage1']);
    expect(container.querySelector('dialog')?.open).toBe(true);
    expect(container.querySelector('dialog')?.textContent).toContain('Sage midi dress');
  });

  it('opens the modal once the controller is there when pressed before it loaded', async () => {
    const { container } = await mount(<QuickAdd {...props} />);
    const button = quickAddButton(container);
    await act(async () => button.click());
    await settle();
    expect(quickAddButton(container)).toBe(button);
    expect(requested).toEqual(['/_api/quickadd/prd-sage1']);
    expect(container.querySelector('dialog')?.open).toBe(true);
  });
});
