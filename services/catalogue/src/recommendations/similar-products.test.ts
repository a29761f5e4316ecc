import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '@storefront/seed/catalogue/generate';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import { ENGINE_NAME, similarProducts } from './similar-products';

let handle: DatabaseHandle;
const catalogue = generateCatalogue();
const byKey = new Map(catalogue.products.map((product) => [product.key, product]));
const stockOf = new Map<string, number>();
const coloursOf = new Map<string, Set<string>>();
for (const variant of catalogue.variants) stockOf.set(variant.productId, (stockOf.get(variant.productId) ?? 0) + variant.stock);
for (const colour of catalogue.productColours) coloursOf.set(colour.productId, (coloursOf.get(colour.productId) ?? new Set()).add(colour.colourFacet));
const dress = catalogue.products.find((product) => product.availableFascias.includes('coast') && product.departmentId === 'women' && (stockOf.get(product.id) ?? 0) > 0)!;

beforeAll(async () => {
  handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
});
afterAll(async () => {
  await handle?.close();
});

describe('similar products (embedded engine)', () => {
  it('picks products of the same category or style and department, sold on the site and in stock, never the product itself', async () => {
    const picks = await similarProducts(handle.db, dress.key, { fascia: 'coast', limit: 10 });
    expect(picks).toHaveLength(10);
    for (const pick of picks) {
      const product = byKey.get(pick.item_id)!;
      expect(product.key).not.toBe(dress.key);
      expect(product.availableFascias).toContain('coast');
      expect(stockOf.get(product.id)).toBeGreaterThan(0);
      expect(product.departmentId).toBe(dress.departmentId);
      expect(product.categoryId === dress.categoryId || product.styleTaxonomy === dress.styleTaxonomy).toBe(true);
      expect(pick).toMatchObject({ engine_name: ENGINE_NAME, local_currency: 'GBP', active_coast: true, recommendation_id: `similar:${dress.key}` });
    }
    expect(new Set(picks.map((pick) => pick.item_id)).size).toBe(picks.length);
  });

  it('ranks the same category, style and colour family first', async () => {
    const picks = await similarProducts(handle.db, dress.key, { fascia: 'coast', limit: 10 });
    const first = byKey.get(picks[0]!.item_id)!;
    expect(first.categoryId).toBe(dress.categoryId);
    expect(first.styleTaxonomy).toBe(dress.styleTaxonomy);
    const sharesColour = (id: string) => [...(coloursOf.get(id) ?? [])].some((facet) => coloursOf.get(dress.id)?.has(facet));
    const strength = (pick: (typeof picks)[number]) => {
      const product = byKey.get(pick.item_id)!;
      return (product.categoryId === dress.categoryId ? 4 : 0) + (product.styleTaxonomy === dress.styleTaxonomy ? 3 : 0) + (product.classification === dress.classification ? 2 : 0) + (sharesColour(product.id) ? 2 : 0);
    };
    // Without the price band (±1.5), scores can only fall by more than that band down the list.
    const strengths = picks.map(strength);
    strengths.forEach((value, index) => {
      if (index > 0) expect(value).toBeLessThanOrEqual(strengths[index - 1]! + 1.5);
    });
  });

  it('answers the same picks every time', async () => {
    const once = await similarProducts(handle.db, dress.key, { fascia: 'coast', limit: 10 });
    const again = await similarProducts(handle.db, dress.key.toLowerCase(), { fascia: 'coast', limit: 10 });
    expect(again.map((pick) => pick.item_id)).toEqual(once.map((pick) => pick.item_id));
  });

  it('answers nothing for an unknown or malformed key, a product the site does not sell, or an unknown site', async () => {
    const notOnCoast = catalogue.products.find((product) => !product.availableFascias.includes('coast'))!;
    expect(await similarProducts(handle.db, 'ZZZ99999', { fascia: 'coast', limit: 10 })).toEqual([]);
    expect(await similarProducts(handle.db, "x' or 1=1", { fascia: 'coast', limit: 10 })).toEqual([]);
    expect(await similarProducts(handle.db, notOnCoast.key, { fascia: 'coast', limit: 10 })).toEqual([]);
    expect(await similarProducts(handle.db, dress.key, { fascia: 'nowhere', limit: 10 })).toEqual([]);
  });

  it('maps prices to whole units with the reduction', async () => {
    const [pick] = await similarProducts(handle.db, dress.key, { fascia: 'coast', limit: 1 });
    expect(pick!.price).toBeLessThanOrEqual(pick!.original_price);
    expect(pick!.on_sale).toBe(pick!.original_price > pick!.price);
    expect(pick!.url).toMatch(/^\/(product|premier)\//);
  });
});
