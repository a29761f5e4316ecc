import { describe, expect, it, vi } from 'vitest';
import { fixtureEntry } from '../shared/fixture-nodes';
import { parseFixture, renderFixture } from '../testing/render';
import { testProduct } from '../testing/products';
import { productGridManifest } from './manifest';
import { productGridRenderer } from './renderer';

const grid = (fields: Record<string, unknown>) => fixtureEntry('g', 'productGrid', { internalName: 'g', ...fields });

describe('product grid', () => {
  it('loads products by key, in the editor’s order, for the current site', async () => {
    const productsByKeys = vi.fn(async (keys: readonly string[]) => keys.map((key) => testProduct(key)));
    const catalogue = { productsByKeys, searchProducts: vi.fn() };
    const { html } = await renderFixture(productGridRenderer, grid({ source: 'productKeys', productKeys: ['BBB22222', 'AAA11111', 'BBB22222'] }), { catalogue });
    expect(productsByKeys).toHaveBeenCalledWith(['BBB22222', 'AAA11111'], { fascia: 'hartley' });
    expect([...html.matchAll(/data-product-key="(\w+)"/g)].map((m) => m[1])).toEqual(['BBB22222', 'AAA11111']);
    expect(catalogue.searchProducts).not.toHaveBeenCalled();
  });

  it('searches with the query and the limit', async () => {
    const searchProducts = vi.fn(async (_q: string, { limit }: { limit: number }) =>
      Array.from({ length: limit + 3 }, (_, i) => testProduct(`TST0000${i}`)),
    );
    const { html } = await renderFixture(productGridRenderer, grid({ source: 'searchQuery', searchQuery: ' satin dress ', limit: 4 }), {
      catalogue: { productsByKeys: vi.fn(), searchProducts },
    });
    expect(searchProducts).toHaveBeenCalledWith('satin dress', { fascia: 'hartley', limit: 4 });
    expect(html.match(/data-testid="product-card"/g)).toHaveLength(4);
  });

  it('shows the site’s carousel badges its products qualify for', async () => {
    const badges = async () => [
      { id: 'new', placement: 'CAROUSEL-topLeft_productImage', productKeys: ['AAA11111'], text1: 'New In', icon: undefined },
      { id: 'listing-only', placement: 'PLP-topLeft_productImage', productKeys: [], text1: 'Listing only', icon: undefined },
      { id: 'dresses', placement: 'CAROUSEL_promo', categorySlug: 'women/dresses', productKeys: [], text1: 'Extra 20% off dresses', discount: 20, icon: undefined },
      { id: 'tops', placement: 'CAROUSEL_promo', categorySlug: 'women/tops', productKeys: [], text1: 'Tops promo', icon: undefined },
    ];
    const { html } = await renderFixture(productGridRenderer, grid({ source: 'productKeys', productKeys: ['AAA11111', 'BBB22222'] }), {
      catalogue: { productsByKeys: async (keys) => keys.map((k) => testProduct(k)), searchProducts: vi.fn() },
      badges,
    });
    expect(html.match(/data-testid="image-badge"[^>]*>New In</g)).toHaveLength(1);
    expect(html).not.toContain('Listing only');
    expect(html.match(/Extra 20% off dresses/g)).toHaveLength(2);
    expect(html).toContain('£39.20 with this offer');
    expect(html).not.toContain('Tops promo');
  });

  it('shows price, was-price, saving, swatches fitted with +N and rating on each card', async () => {
    const { html } = await renderFixture(productGridRenderer, grid({ source: 'productKeys', productKeys: ['AAA11111'] }), {
      catalogue: { productsByKeys: async (keys) => keys.map((k) => testProduct(k)), searchProducts: vi.fn() },
    });
    expect(html).toContain('£49.00');
    expect(html).toMatch(/<s[^>]*>.*£70\.00<\/s>/);
    expect(html).toContain('-30%');
    expect(html).toContain('+2');
    expect(html).toContain('Rated 4.4 out of 5 from 128 reviews');
    expect(html).toContain('href="/product/satin-midi-dress-aaa11111?colour=black"');
  });

  it('renders nothing for shoppers when no product is found, and says so in preview', async () => {
    const empty = { productsByKeys: async () => [], searchProducts: async () => [] };
    const shopper = await renderFixture(productGridRenderer, grid({ source: 'searchQuery', searchQuery: 'zzz', heading: 'Picks' }), { catalogue: empty });
    const editor = await renderFixture(productGridRenderer, grid({ source: 'searchQuery', searchQuery: 'zzz', heading: 'Picks' }), {
      catalogue: empty,
      context: { preview: true },
    });
    expect(shopper.html).toBe('');
    expect(editor.html).toContain('found no products');
  });

  it('requires a query for search grids and keys for key grids', () => {
    expect(parseFixture(productGridManifest, grid({ source: 'searchQuery', searchQuery: '  ' })).result.success).toBe(false);
    expect(parseFixture(productGridManifest, grid({ source: 'productKeys' })).result.success).toBe(false);
    expect(parseFixture(productGridManifest, grid({ source: 'productKeys', productKeys: ['bad key!'] })).result.success).toBe(false);
    expect(parseFixture(productGridManifest, grid({ source: 'searchQuery', searchQuery: 'dress', ctaLabel: 'Shop' })).result.success).toBe(false);
  });
});
