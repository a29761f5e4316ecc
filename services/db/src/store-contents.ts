import { count } from 'drizzle-orm';
import type { Database } from './client';
import { products } from './schema/catalogue';
import { contentEntries } from './schema/content';

/** What a store's database holds for shoppers: catalogue products and embedded content entries. */
export interface StoreContents {
  products: number;
  contentEntries: number;
}

/** Counts what the store has to show (two index-only counts; cheap enough for start-up and rare checks). */
export async function storeContents(db: Database): Promise<StoreContents> {
  const [[productRow], [entryRow]] = await Promise.all([db.select({ n: count() }).from(products), db.select({ n: count() }).from(contentEntries)]);
  return { products: productRow?.n ?? 0, contentEntries: entryRow?.n ?? 0 };
}

/**
 * Nothing to sell and nothing to show: a database opened for the first time. Nothing ever fills it
 * behind the operator's back; `pnpm seed` (or importing content) does.
 */
export function isEmptyStore(contents: StoreContents): boolean {
  return contents.products === 0 && contents.contentEntries === 0;
}

/** What to tell the operator of an empty store, in the log and on the home page. */
export const EMPTY_STORE_HINT = 'Run `pnpm seed` to fill it with the demo storefront, or import content with `pnpm --filter @storefront/scripts content:import <file>`.';
