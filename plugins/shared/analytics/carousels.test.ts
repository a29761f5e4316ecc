import { describe, expect, it, vi } from 'vitest';
import { testProduct } from '../../testing/products';
import { trackCarouselClick, trackCarouselShown } from './carousels';

const products = Array.from({ length: 23 }, (_, index) => testProduct(`CST${String(index).padStart(5, '0')}`));

describe('carousel analytics (P §7)', () => {
  it('pushes the carousel event, then view_item_list in batches of 10 with positions across batches', () => {
    const layer: Array<Record<string, unknown>> = [];
    trackCarouselShown('Product_Recs', products, layer);
    expect(layer[0]).toEqual({ event: 'Product_Recs', carouselAction: 'impression', itemCount: 23 });
    const lists = layer.slice(1) as Array<{ event: string; ecommerce: { item_list_name: string; items: Array<{ item_id: string; index: number; price: number }> } }>;
    expect(lists.map((entry) => entry.event)).toEqual(['view_item_list', 'view_item_list', 'view_item_list']);
    expect(lists.map((entry) => entry.ecommerce.items.length)).toEqual([10, 10, 3]);
    expect(lists[1]!.ecommerce.items[0]).toMatchObject({ item_id: 'CST00010', index: 11, price: 49 });
    expect(lists.every((entry) => entry.ecommerce.item_list_name === 'Product_Recs')).toBe(true);
  });

  it('pushes nothing for an empty carousel', () => {
    const layer: Array<Record<string, unknown>> = [];
    trackCarouselShown('Recently_Viewed', [], layer);
    expect(layer).toEqual([]);
  });

  it('tracks a click with the product and its position; a product without id only warns', () => {
    const layer: Array<Record<string, unknown>> = [];
    trackCarouselClick('Sponsored_Recs', products[2], 3, layer);
    expect(layer).toEqual([{ event: 'Sponsored_Recs', carouselAction: 'click', ecommerce: { item_list_name: 'Sponsored_Recs', items: [expect.objectContaining({ item_id: 'CST00002', index: 3 })] } }]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    trackCarouselClick('Sponsored_Recs', { ...products[0]!, id: '' }, 1, layer);
    expect(layer).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
