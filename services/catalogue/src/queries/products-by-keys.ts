import type { Database } from '@storefront/db/client';
import { products } from '@storefront/db/schema/catalogue';
import { and, inArray } from 'drizzle-orm';
import type { ProductSummary } from '../types';
import { availableOn } from './fascia-scope';
import { loadSummaries } from './summary';

const KEY = /^[A-Z]{3}\d{5}$/;
/** Editors pick a handful of products per block; anything beyond this is a mistake or abuse. */
export const MAX_KEYS = 200;

/** Normalised, de-duplicated product keys in their original order ("cst12345 " → "CST12345"). */
export function normaliseKeys(keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of keys) {
    const key = raw.trim().toUpperCase();
    if (!KEY.test(key) || seen.has(key)) continue;
    seen.add(key);
    out.push(key);
    if (out.length >= MAX_KEYS) break;
  }
  return out;
}

/**
 * Summaries for product keys, in the order of `keys`. Keys that are malformed, unknown or not
 * sold on the fascia are skipped.
 */
export async function productsByKeys(db: Database, keys: readonly string[], options: { fascia: string }): Promise<ProductSummary[]> {
  const wanted = normaliseKeys(keys);
  const scope = availableOn(options.fascia);
  if (wanted.length === 0 || !scope) return [];
  const rows = await db.select({ id: products.id, key: products.key }).from(products).where(and(inArray(products.key, wanted), scope));
  const idByKey = new Map(rows.map((row) => [row.key, row.id]));
  return loadSummaries(
    db,
    wanted.flatMap((key) => idByKey.get(key) ?? []),
  );
}
