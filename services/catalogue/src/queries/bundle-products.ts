import { and, asc, inArray } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { products, variants } from '@storefront/db/schema/catalogue';
import type { ProductDetail } from '../types';
import { availableOn } from './fascia-scope';
import { variantDetail } from './product-detail';
import { normaliseKeys } from './products-by-keys';
import { loadSummaries } from './summary';

/**
 * The products a product page's bundles name (P §3 Product.related), with every variant, in the
 * order of `keys`: three queries however many there are. Keys unknown or not sold on the site are
 * skipped (a bundle then shows without them).
 */
export async function bundleProducts(db: Database, keys: readonly string[], options: { fascia: string }): Promise<ProductDetail[]> {
  const wanted = normaliseKeys(keys);
  const scope = availableOn(options.fascia);
  if (wanted.length === 0 || !scope) return [];
  const rows = await db.select({ id: products.id, key: products.key, description: products.description }).from(products).where(and(inArray(products.key, wanted), scope));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [summaries, variantRows] = await Promise.all([
    loadSummaries(db, ids),
    db.select().from(variants).where(inArray(variants.productId, ids)).orderBy(asc(variants.sizePosition)),
  ]);
  const byKey = new Map(summaries.map((summary) => [summary.key, summary]));
  return wanted.flatMap((key) => {
    const summary = byKey.get(key);
    const row = rows.find((entry) => entry.key === key);
    if (!summary || !row) return [];
    const colourOrder = new Map(summary.colourVariants.map((colour, index) => [colour.colour, index]));
    const own = variantRows.filter((variant) => variant.productId === row.id && colourOrder.has(variant.colour));
    own.sort((a, b) => colourOrder.get(a.colour)! - colourOrder.get(b.colour)! || a.sizePosition - b.sizePosition);
    return own.length ? [{ ...summary, description: row.description, variants: own.map(variantDetail) }] : [];
  });
}
