// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProduct } from '../../testing/products';
import { pageDataLayer, pushToDataLayer } from './data-layer';
import { colourEvent, productViewEvent, sizeEvent, trackColour, trackMobileZoom, trackProductClick, trackProductView, trackSize } from './product-events';

const model = {
  productKey: 'CST12345',
  productName: 'Satin Maxi Dress',
  variants: [
    { colour: 'black', size: '8', sku: 'CST12345-black-08' },
    { colour: 'black', size: '10', sku: 'CST12345-black-10' },
    { colour: 'red', size: '10', sku: 'CST12345-red-10' },
  ],
};

afterEach(() => {
  delete (window as { dataLayer?: unknown[] }).dataLayer;
});

describe('the data layer (P §7)', () => {
  it('is created when the tag manager has not loaded yet, and kept when it has', () => {
    pushToDataLayer({ event: 'first' });
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([{ event: 'first' }]);
    const existing = [{ event: 'gtm.js' }];
    (window as { dataLayer?: unknown[] }).dataLayer = existing;
    pushToDataLayer({ event: 'second' });
    expect(existing).toEqual([{ event: 'gtm.js' }, { event: 'second' }]);
    expect(pageDataLayer()).toBe(existing);
  });
});

describe('product page events (P §7)', () => {
  it('productView names the product, the colour shown and its price in pounds', () => {
    expect(productViewEvent({ productId: 'p1', productKey: 'CST12345', productName: 'Satin Maxi Dress', colour: 'black', price: '£1,049.50' })).toEqual({
      event: 'productView',
      productId: 'p1',
      productKey: 'CST12345',
      productName: 'Satin Maxi Dress',
      colour: 'black',
      ecommerce: { currency: 'GBP', value: 1049.5, items: [{ item_id: 'CST12345', item_name: 'Satin Maxi Dress', item_variant: 'black', price: 1049.5 }] },
    });
    // No price shown (nothing in stock to price): no value rather than a 0.
    expect(productViewEvent({ productId: 'p1', productKey: 'K', productName: 'N', colour: 'red', price: undefined }).ecommerce).toEqual({ currency: 'GBP', items: [{ item_id: 'K', item_name: 'N', item_variant: 'red' }] });
  });

  it('colour names the colour picked; size the size and the SKU it selects in the colour shown', () => {
    expect(colourEvent(model, 'red')).toEqual({ event: 'colour', productKey: 'CST12345', productName: 'Satin Maxi Dress', colour: 'red' });
    expect(sizeEvent(model, 'black', '10')).toEqual({ event: 'size', productKey: 'CST12345', productName: 'Satin Maxi Dress', colour: 'black', size: '10', sku: 'CST12345-black-10' });
    expect(sizeEvent(model, 'red', '8').sku).toBeUndefined();
  });

  it('pushes each to the page data layer in the order the shopper acts', () => {
    trackProductView({ productId: 'p1', productKey: 'CST12345', productName: 'Satin Maxi Dress', colour: 'black', price: '£45.00' });
    trackColour(model, 'red');
    trackSize(model, 'red', '10');
    trackMobileZoom({ productName: 'Satin Maxi Dress', colour: 'red', imagePosition: 2 });
    const layer = (window as unknown as { dataLayer: Array<{ event: string }> }).dataLayer;
    expect(layer.map((entry) => entry.event)).toEqual(['productView', 'colour', 'size', 'mobileZoom']);
    expect(layer[3]).toEqual({ event: 'mobileZoom', productName: 'Satin Maxi Dress', colour: 'red', imagePosition: 2 });
  });

  it('productClick carries the product and its position; a product without id only warns (P §8)', () => {
    const layer: Array<Record<string, unknown>> = [];
    const product = testProduct('CST00007');
    trackProductClick('/categories/women/dresses', product, 7, layer);
    expect(layer).toEqual([
      {
        event: 'productClick',
        ecommerce: { item_list_name: '/categories/women/dresses', items: [{ item_id: 'CST00007', item_name: product.name, item_brand: 'Coast', item_category: 'Dresses', price: 49, index: 7 }] },
      },
    ]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    trackProductClick('/categories/women/dresses', { ...product, id: '' }, 1, layer);
    trackProductClick('/categories/women/dresses', undefined, 1, layer);
    expect(layer).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
