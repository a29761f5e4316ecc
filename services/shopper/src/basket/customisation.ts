import { eq } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { productPageDetails, variants } from '@storefront/db/schema/catalogue';
import { acceptEntries, type CustomisationEntry } from '@storefront/catalogue/customisation/rules';
import { customisationGroup } from '@storefront/catalogue/queries/customisation-fields';

/**
 * The server's check of a basket line's customisation (P §5): the entries sent must be those of
 * the item's customisation group and pass its rules. A line sent without any (quick add posts
 * items only) is the item as it comes; an item without a group takes none.
 */
export async function acceptLineCustomisation(db: Database, sku: string, sent: readonly CustomisationEntry[]): Promise<{ ok: true; entries: CustomisationEntry[] } | { ok: false; message: string }> {
  if (sent.length === 0) return { ok: true, entries: [] };
  const [row] = await db
    .select({ groupName: productPageDetails.customisationGroupName })
    .from(variants)
    .leftJoin(productPageDetails, eq(productPageDetails.productId, variants.productId))
    .where(eq(variants.sku, sku))
    .limit(1);
  const fields = row?.groupName ? await customisationGroup(db, row.groupName) : [];
  return acceptEntries(fields, sent);
}

/** The entries in one canonical text (by field name), so equal customisations share a line. */
export function customisationKey(entries: readonly CustomisationEntry[]): string {
  if (entries.length === 0) return '';
  return JSON.stringify([...entries].sort((a, b) => a.apiName.localeCompare(b.apiName)).map((entry) => [entry.apiName, entry.value]));
}
