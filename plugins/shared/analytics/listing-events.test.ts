// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProduct } from '../../testing/products';
import { IMPRESSION_BATCH, viewItemListEvents } from './impressions';
import { listingListName, trackListingClick, trackListingShown, trackSponsoredClick } from './listing-events';

type ListEvent = { event: string; ecommerce: { item_list_name: string; items: Array<{ item_id: string; index: number }> } };

const listed = (count: number, from = 1) => Array.from({ length: count }, (_, offset) => ({ ...testProduct(`DRS${String(from + offset).padStart(5, '0')}`), position: from + offset }));
const layer = () => (window as unknown as { dataLayer?: ListEvent[] }).dataLayer ?? [];

afterEach(() => {
  delete (window as { dataLayer?: unknown[] }).dataLayer;
});

describe('view_item_list impressions (P §7: batched in groups of 10)', () => {
  it('splits a list into batches of 10 with the remainder last', () => {
    expect(IMPRESSION_BATCH).toBe(10);
    const events = viewItemListEvents('Product_Recs', listed(25));
    expect(events.map((entry) => entry.ecommerce.items.length)).toEqual([10, 10, 5]);
    expect(events.map((entry) => entry.ecommerce.items[0]!.index)).toEqual([1, 11, 21]);
    expect(viewItemListEvents('Product_Recs', [])).toEqual([]);
  });

  it('a listing pushes its page in batches of 10 at the products’ result positions, and each product once', () => {
    const name = listingListName({ kind: 'category', path: '/categories/women/dresses', query: '' });
    const page1 = listed(40);
    trackListingShown(name, page1);
    expect(layer()).toHaveLength(4);
    expect(layer().every((entry) => entry.event === 'view_item_list' && entry.ecommerce.item_list_name === '/categories/women/dresses')).toBe(true);
    expect(layer().map((entry) => entry.ecommerce.items.map((item) => item.index))).toEqual([0, 1, 2, 3].map((batch) => Array.from({ length: 10 }, (_, i) => batch * 10 + i + 1)));

    // The same products drawn again: nothing new. A further page: only its products.
    trackListingShown(name, page1);
    expect(layer()).toHaveLength(4);
    trackListingShown(name, [...page1, ...listed(15, 41)]);
    expect(layer()).toHaveLength(6);
    expect(layer()[4]!.ecommerce.items.map((item) => item.item_id)).toEqual(listed(10, 41).map((product) => product.key));
    expect(layer()[5]!.ecommerce.items.map((item) => item.index)).toEqual([51, 52, 53, 54, 55]);
  });

  it('another list starts over, and so does coming back to one', () => {
    trackListingShown('/categories/women/tops', listed(3));
    trackListingShown(listingListName({ kind: 'search', path: '/search', query: 'red dress' }), listed(3));
    trackListingShown('/categories/women/tops', listed(3));
    expect(layer().map((entry) => entry.ecommerce.item_list_name)).toEqual(['/categories/women/tops', 'search: red dress', '/categories/women/tops']);
    expect(layer().every((entry) => entry.ecommerce.items[0]!.index === 1)).toBe(true);
  });

  it('the sponsored cards on screen are Sponsored_Recs impressions at their places, once however often the grid draws', () => {
    const name = '/categories/women/dresses';
    const ads = listed(5, 900).map(({ position: _position, ...product }) => product);
    trackListingShown(name, listed(12), ads.slice(0, 4));
    trackListingShown(name, listed(12), ads.slice(0, 4));
    const sponsored = layer().filter((entry) => entry.ecommerce.item_list_name === 'Sponsored_Recs');
    expect(sponsored).toHaveLength(1);
    expect(sponsored[0]!.ecommerce.items.map((item) => [item.item_id, item.index])).toEqual(ads.slice(0, 4).map((product, index) => [product.key, index + 1]));
    // The organic list is counted on its own: 12 products, 2 batches.
    expect(layer().filter((entry) => entry.ecommerce.item_list_name === name)).toHaveLength(2);
  });

  it('a card click is a productClick at the result position; a sponsored card’s is Sponsored_Recs at its place', () => {
    const [product] = listed(1, 17);
    trackListingClick('/categories/women/dresses', product, 3);
    const { position: _position, ...sponsored } = listed(1, 2)[0]!;
    trackSponsoredClick(sponsored, 2);
    expect(layer().map((entry) => [entry.event, entry.ecommerce.item_list_name, entry.ecommerce.items[0]!.index])).toEqual([
      ['productClick', '/categories/women/dresses', 17],
      ['productClick', 'Sponsored_Recs', 2],
    ]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    trackListingClick('/categories/women/dresses', undefined, 1);
    expect(layer()).toHaveLength(2);
    warn.mockRestore();
  });
});
