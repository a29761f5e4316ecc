import type { Database } from '@storefront/db/client';
import { products, productVideos } from '@storefront/db/schema/catalogue';
import { and, eq } from 'drizzle-orm';
import type { FilmPurpose } from './films';

/** What the video endpoint needs of one catalogued film: what it is for. */
export interface ProductFilmRecord {
  purpose: FilmPurpose;
}

export interface ProductFilmSource {
  /** The film the catalogue lists at this path (as stored, e.g. /_video/products/CST12345/black/1.mp4). */
  findFilm(key: string, src: string): Promise<ProductFilmRecord | undefined>;
}

/**
 * Reads films from the catalogue's video table. Lookups are remembered briefly: a browser asks
 * one film for several ranges as it plays and seeks, which should cost one query.
 */
export function createDatabaseFilmSource(db: Database, options: { ttlMs?: number; maxEntries?: number } = {}): ProductFilmSource {
  const ttl = options.ttlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 2_000;
  const memo = new Map<string, { at: number; value: Promise<ProductFilmRecord | undefined> }>();
  return {
    findFilm(key, src) {
      const now = Date.now();
      const hit = memo.get(src);
      if (hit && now - hit.at < ttl) return hit.value;
      const value = db
        .select({ purpose: productVideos.purpose })
        .from(productVideos)
        .innerJoin(products, eq(products.id, productVideos.productId))
        .where(and(eq(products.key, key), eq(productVideos.src, src)))
        .limit(1)
        .then(([row]) => (row ? { purpose: row.purpose === 'social' ? ('social' as const) : ('gallery' as const) } : undefined));
      // A failed lookup is not remembered, so the next request retries.
      value.catch(() => memo.delete(src));
      if (memo.size >= maxEntries) memo.delete(memo.keys().next().value!);
      memo.set(src, { at: now, value });
      return value;
    },
  };
}
