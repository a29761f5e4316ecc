import type { Database } from '@storefront/db/client';
import type { ProductSummary } from '../types';
import { normaliseKeys, productsByKeys } from './products-by-keys';
import { searchProducts, searchTerms } from './search-products';

export interface CatalogueReader {
  productsByKeys(keys: readonly string[], options: { fascia: string }): Promise<ProductSummary[]>;
  searchProducts(query: string, options: { fascia: string; limit: number }): Promise<ProductSummary[]>;
}

/** A reader whose answers can be dropped at once (the catalogue changed). */
export interface ForgettingCatalogueReader extends CatalogueReader {
  forget(): void;
}

export interface ReaderOptions {
  /** How long an answer is reused; stock and prices change, so keep it short. */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * The catalogue as blocks read it, with a short-lived cache per (query, fascia): a page with
 * several carousels, or many shoppers loading the same page, costs one query per block.
 */
export function createCatalogueReader(db: Database, options: ReaderOptions = {}): ForgettingCatalogueReader {
  const ttl = options.ttlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { at: number; value: Promise<ProductSummary[]> }>();

  function cached(key: string, load: () => Promise<ProductSummary[]>): Promise<ProductSummary[]> {
    const hit = cache.get(key);
    const time = now();
    if (hit && time - hit.at < ttl) return hit.value;
    const value = load();
    // Failures are not cached: the next request tries again.
    value.catch(() => {
      if (cache.get(key)?.value === value) cache.delete(key);
    });
    cache.delete(key);
    cache.set(key, { at: time, value });
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
    return value;
  }

  return {
    forget: () => cache.clear(),
    productsByKeys(keys, { fascia }) {
      const normalised = normaliseKeys(keys);
      return cached(`keys\u0000${fascia}\u0000${normalised.join(',')}`, () => productsByKeys(db, normalised, { fascia }));
    },
    searchProducts(query, { fascia, limit }) {
      return cached(`search\u0000${fascia}\u0000${limit}\u0000${searchTerms(query).join(' ')}`, () => searchProducts(db, query, { fascia, limit }));
    },
  };
}
