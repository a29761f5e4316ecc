import { describe, expect, it } from 'vitest';
import type { CartLineItem } from '@storefront/shopper/basket/cart-lines';
import type { Cart } from '@storefront/shopper/basket/service';
import { basketView } from './basket-view';

function line(sku: string, quantity: number, pricePence: number, stock: number, extra: Partial<CartLineItem> = {}): CartLineItem {
  return {
    variant: { sku },
    quantity,
    name: `Item ${sku}`,
    unitPrice: { centAmount: pricePence },
    customFields: [],
    customisationKey: '',
    availableQuantity: stock,
    productKey: sku.slice(0, 8),
    brand: 'Coast',
    colour: 'black',
    colourLabel: 'Black',
    size: '10',
    url: `/product/item-${sku}?colour=black&size=10`,
    image: { src: `/_img/products/${sku.slice(0, 8)}/black/1`, alt: `Item ${sku} in Black` },
    isBulky: false,
    gift: undefined,
    ...extra,
  };
}

function cart(lineItems: CartLineItem[]): Cart {
  const subTotal = lineItems.reduce((sum, item) => sum + item.unitPrice.centAmount * item.quantity, 0);
  return { id: 'bsk-1', lineItems, subTotal: { centAmount: subTotal }, total: { centAmount: subTotal }, totalQuantity: lineItems.reduce((sum, item) => sum + item.quantity, 0) };
}

describe('the basket page view', () => {
  it('totals the lines with standard delivery under the threshold, and says how to get it free', () => {
    const view = basketView(cart([line('CST00001-1-1', 2, 1500, 20)]), [], 'hartley');
    expect(view.summary).toEqual({
      itemCount: 2,
      subtotal: '£30.00',
      delivery: { name: 'Standard delivery', description: '3-5 working days', price: '£3.99' },
      deliveryNote: 'Free standard delivery on orders over £50',
      total: '£33.99',
    });
    expect(view.lines[0]).toMatchObject({ unitPrice: '£15.00', lineTotal: '£30.00', quantity: 2, maxQuantity: 10, stock: { kind: 'in-stock' }, colour: 'Black', size: '10', lowered: undefined });
    expect(view).toMatchObject({ cartId: 'bsk-1', payable: true, blocked: undefined });
  });

  it('hands the gift a line ships with to the page, and none to a line without one', () => {
    const gift = { sku: 'GWP-CST00001', description: 'Free travel miniature' };
    const view = basketView(cart([line('CST00001-1-1', 1, 1500, 20, { gift }), line('CST00002-1-1', 1, 1500, 20)]), [], 'hartley');
    expect(view.lines.map((entry) => entry.gift)).toEqual([gift, undefined]);
  });

  it("shows delivery as 'Free' over the threshold, and the two-person charge for a bulky item", () => {
    expect(basketView(cart([line('CST00001-1-1', 1, 6000, 20)]), [], 'hartley').summary).toMatchObject({
      delivery: { price: 'Free' },
      deliveryNote: undefined,
      total: '£60.00',
    });
    const bulky = basketView(cart([line('CST00001-1-1', 1, 6000, 20), line('MNE00002-1-1', 1, 30000, 5, { isBulky: true })]), [], 'hartley');
    expect(bulky.summary).toMatchObject({
      delivery: { name: 'Two-person delivery', price: '£19.99' },
      deliveryNote: 'Delivered by our two-person team: a £19.99 delivery charge applies',
      total: '£379.99',
    });
  });

  it('keeps an out-of-stock line on the page, outside the totals, and blocks paying with a reason', () => {
    const view = basketView(cart([line('CST00001-1-1', 1, 6000, 20), line('CST00003-1-1', 2, 2500, 0)]), [], 'hartley');
    expect(view.lines.map((item) => item.stock)).toEqual([{ kind: 'in-stock' }, { kind: 'out', message: 'Out of stock' }]);
    expect(view.lines[1]).toMatchObject({ maxQuantity: 0, lineTotal: '£50.00' });
    expect(view.summary).toMatchObject({ itemCount: 1, subtotal: '£60.00', total: '£60.00' });
    expect(view.payable).toBe(false);
    expect(view.blocked).toBe('Some items in your bag are out of stock. Remove them or move them to your wishlist to check out.');
  });

  it("says 'Only {n} left in stock' under the low-stock threshold, stops the stepper there, and tells a lowered line what changed", () => {
    const view = basketView(cart([line('CST00001-1-1', 2, 1000, 2)]), [{ sku: 'CST00001-1-1', customisationKey: '', name: 'Item', from: 5, to: 2 }], 'hartley');
    expect(view.lines[0]).toMatchObject({
      stock: { kind: 'low', message: 'Only 2 left in stock' },
      maxQuantity: 2,
      lowered: 'We have changed the quantity from 5 to 2: that is all we have left.',
    });
    expect(view.payable).toBe(true);
  });

  it('shares a variant’s stock between its customised lines, and draws customisation values and one-size items', () => {
    const monogram = [{ displayName: 'Initials', apiName: 'initials', value: 'HV' }, { displayName: 'Thread colour', apiName: 'threadColour', value: '' }];
    const view = basketView(
      cart([line('MNE00001-1-1', 3, 2000, 4, { customFields: monogram, customisationKey: '[["initials","HV"]]', size: 'ONE SIZE' }), line('MNE00001-1-1', 2, 2000, 4)]),
      [],
      'hartley',
    );
    expect(view.lines[0]).toMatchObject({ customisation: [{ label: 'Initials', value: 'HV' }], size: undefined, maxQuantity: 4 });
    expect(view.lines[1]).toMatchObject({ maxQuantity: 1, stock: { kind: 'low', message: 'Only 1 left in stock' } });
  });

  it('is the empty bag without a cart or lines', () => {
    expect(basketView(undefined, [], 'hartley')).toMatchObject({ cartId: undefined, lines: [], payable: false, summary: { total: '£0.00', delivery: undefined } });
    expect(basketView(cart([]), [], 'hartley')).toMatchObject({ cartId: 'bsk-1', lines: [], payable: false });
  });
});
