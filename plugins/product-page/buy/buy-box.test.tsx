import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductSelectionProvider, requestedFromLink } from '../page/ProductSelection.client';
import { pageVariant, productFixture } from '../page/product-fixture';
import { BuyBox } from './BuyBox.client';
import { buyBoxModel, initialBuyBoxState, priceView } from './model';
import { showsStickyBar } from './StickyAddBar.client';

/** The buy box as the server draws it into the cached page (the default colour, no link read). */
function serverBuyBox(product = productFixture()) {
  return renderToStaticMarkup(
    createElement(ProductSelectionProvider, {
      defaultColour: product.defaultColour,
      colours: product.colours.map((colour) => colour.colour),
      children: createElement(BuyBox, { model: buyBoxModel(product), initial: initialBuyBoxState(buyBoxModel(product), Date.now()) }),
    }),
  );
}

describe('the buy box model', () => {
  it('carries only what the pickers, price and button read', () => {
    const model = buyBoxModel(productFixture());
    expect(model.family).toBe('clothing');
    expect(model.colours.map((colour) => colour.colour)).toEqual(['black', 'sage']);
    expect(model.variants[0]).toEqual({ sku: 'CST12345-black-8', colour: 'black', size: '8', isOnStock: true, availableQuantity: 12, price: '£49.00', wasPrice: undefined, saving: undefined });
    expect(model.lowStockThreshold).toBe(5);
  });

  it("prices the chosen size, or the colour's lead variant with the colour's saving ('Save X%' / 'Up to X% OFF')", () => {
    const model = buyBoxModel(productFixture());
    expect(priceView(model, 'black', undefined)).toEqual({ price: '£49.00', wasPrice: undefined, saving: undefined });
    expect(priceView(model, 'sage', '8')).toEqual({ price: '£39.00', wasPrice: '£49.00', saving: 'Save 20%' });
    const mixed = buyBoxModel(productFixture({ variants: [pageVariant('sage', '8', 5, 3900, 4900), pageVariant('sage', '10', 5, 4900)] }));
    expect(priceView(mixed, 'sage', undefined)?.saving).toBe('Up to 20% OFF');
    expect(priceView(mixed, 'sage', '10')?.saving).toBeUndefined();
    expect(priceView(model, 'mauve', undefined)).toBeUndefined();
  });
});

describe('the buy box in the server’s HTML', () => {
  it('shows the default colour chosen, its sizes with the sold-out one marked, the price and add to basket', () => {
    const html = serverBuyBox();
    expect(html).toContain('data-colour="black"');
    expect(html).toMatch(/aria-pressed="true" aria-label="Black"/);
    expect(html).toMatch(/data-sold-out="true"[^>]*>12<span class="visually-hidden"> \(out of stock\)/);
    expect(html).toContain('£49.00');
    expect(html).toMatch(/data-testid="add-to-basket"[^>]*>add to basket<\/button>/);
    // No size chosen yet, and no prompt before the shopper presses.
    expect(html).not.toContain('Please select a size');
    expect(html).toContain('data-size=""');
  });

  it('reads out of stock when the colour is sold out, pre-order now before a future date', () => {
    const soldOut = productFixture({ variants: [pageVariant('black', '8', 0), pageVariant('black', '10', 0)] });
    expect(serverBuyBox(soldOut)).toMatch(/data-testid="add-to-basket" disabled=""[^>]*>out of stock<\/button>/);
    const preorder = productFixture({ preorderUntil: new Date(Date.now() + 30 * 86_400_000).toISOString() });
    expect(serverBuyBox(preorder)).toMatch(/>pre-order now<\/button>/);
  });

  it('hides the size picker of a one-size product and has its size chosen', () => {
    const oneSize = productFixture({ variants: [pageVariant('black', 'ONE SIZE', 3), pageVariant('sage', 'ONE SIZE', 2)] });
    const html = serverBuyBox(oneSize);
    expect(html).not.toContain('<legend>Size</legend>');
    expect(html).toContain('data-size="ONE SIZE"');
    expect(html).toMatch(/>add to basket<\/button>/);
  });
});

describe('the link’s colour and size (P §2)', () => {
  it('takes a colour of the product and falls back for any other; keeps the size asked for', () => {
    expect(requestedFromLink('?colour=sage&size=10', ['black', 'sage'])).toEqual({ colour: 'sage', size: '10' });
    expect(requestedFromLink('?colour=mauve', ['black', 'sage'])).toEqual({ colour: undefined, size: undefined });
    expect(requestedFromLink('', ['black'])).toEqual({ colour: undefined, size: undefined });
  });
});

describe('the sticky add-to-basket bar (P §4, §9)', () => {
  it('shows past 850 px of scroll only while the main button is out of view', () => {
    expect(showsStickyBar(851, 850, false)).toBe(true);
    expect(showsStickyBar(850, 850, false)).toBe(false);
    expect(showsStickyBar(2000, 850, true)).toBe(false);
  });
});
