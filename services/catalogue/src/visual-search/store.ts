import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { visualSearches, type VisualSearchColour } from '@storefront/db/schema/visual-search';

/**
 * The visual searches shoppers started from a photo: what was found in it (the catalogue's
 * colours, a small thumbnail; never the photo itself) under a random id the listing URL carries.
 * Kept for a day, per site.
 */
export const VISUAL_SEARCH_TTL_MS = 24 * 60 * 60 * 1000;

export interface StoredVisualSearch {
  id: string;
  colours: VisualSearchColour[];
  /** The category the shopper searched in; null for everything. */
  categorySlug: string | null;
  thumbnail: Buffer;
}

const oldestLive = (now: Date) => new Date(now.getTime() - VISUAL_SEARCH_TTL_MS).toISOString();

/** Keeps a search and answers its new id (20 URL-safe characters). */
export async function saveVisualSearch(
  db: Database,
  search: { fascia: string; colours: VisualSearchColour[]; categorySlug: string | undefined; thumbnail: Buffer },
  now = new Date(),
): Promise<string> {
  const id = randomBytes(15).toString('base64url');
  // Each new search clears the expired ones, so the table stays small without a job.
  await db.delete(visualSearches).where(lt(visualSearches.createdAt, oldestLive(now)));
  await db.insert(visualSearches).values({
    id,
    fascia: search.fascia,
    colours: search.colours,
    categorySlug: search.categorySlug ?? null,
    thumbnail: search.thumbnail.toString('base64'),
    createdAt: now.toISOString(),
  });
  return id;
}

/** A live search of this site; undefined when unknown, of another site or expired. */
export async function findVisualSearch(db: Database, fascia: string, id: string, now = new Date()): Promise<StoredVisualSearch | undefined> {
  const [row] = await db
    .select()
    .from(visualSearches)
    .where(and(eq(visualSearches.id, id), eq(visualSearches.fascia, fascia), gt(visualSearches.createdAt, oldestLive(now))));
  if (!row) return undefined;
  return { id: row.id, colours: row.colours, categorySlug: row.categorySlug, thumbnail: Buffer.from(row.thumbnail, 'base64') };
}
