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

  // P §4: disabled 'while the card is clicked', so a press on the card does not open the modal.
  describe('while the shopper presses the card itself', () => {
    const inCard = () => (
      <article>
        <a href="#product" data-testid="card-link">
          Sage midi dress
        </a>
        <QuickAdd {...props} />
      </article>
    );
    const press = (element: Element) => act(async () => void element.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true })));
    const release = () => act(async () => void window.dispatchEvent(new MouseEvent('pointerup', { bubbles: true })));

    it('is disabled until the press ends, before its controller has loaded', async () => {
      const { container } = await mount(inCard());
      const button = quickAddButton(container);
      await press(container.querySelector('[data-testid="card-link"]')!);
      expect(button.disabled).toBe(true);
      await release();
      expect(button.disabled).toBe(false);
      expect(requested).toEqual([]);
    });

    it('is disabled by the quick-add machine once loaded, and a press on the button meanwhile opens nothing', async () => {
      const { container } = await mount(inCard());
      const button = quickAddButton(container);
      await act(async () => void button.dispatchEvent(new MouseEvent('pointerover', { bubbles: true })));
      await settle();
      expect(container.querySelector('dialog')).not.toBeNull();

      await press(container.querySelector('[data-testid="card-link"]')!);
      expect(button.disabled).toBe(true);
      await act(async () => button.click());
      await settle();
      expect(requested).toEqual([]);
      expect(container.querySelector('dialog')?.open).toBe(false);

      await release();
      expect(button.disabled).toBe(false);
      await act(async () => button.click());
      await settle();
      expect(requested).toEqual(['/_api/quickadd/prd-sage1']);
      expect(container.querySelector('dialog')?.open).toBe(true);
    });

    it('is not pressed by a press on the button itself', async () => {
      const { container } = await mount(inCard());
      const button = quickAddButton(container);
      await press(button);
      expect(button.disabled).toBe(false);
    });
  });
});
