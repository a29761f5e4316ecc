import { z } from 'zod';

/**
 * What the catalogue tables' triggers notify (services/db/migrations/0007_catalogue_change_notifications.sql):
 * one message per statement that changed products, variants, colours, categories or brands.
 */
export const CATALOGUE_CHANNEL = 'catalogue_changes';

export interface CatalogueNotification {
  table: string;
  /** Products the statement touched; null when too many to list (every product may have changed). */
  productIds: string[] | null;
  /** Slugs of categories the statement changed itself (before and after). */
  categorySlugs: string[];
  /** Ids of brands the statement changed itself. */
  brandIds: string[];
}

const notification = z.object({
  table: z.string(),
  products: z.array(z.string()).nullable(),
  categories: z.array(z.string()).optional(),
  brands: z.array(z.string()).optional(),
});

/** The notification in a payload, or undefined when it is not one (logged by the caller). */
export function parseCatalogueNotification(payload: string): CatalogueNotification | undefined {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const parsed = notification.safeParse(json);
  if (!parsed.success) return undefined;
  return { table: parsed.data.table, productIds: parsed.data.products, categorySlugs: parsed.data.categories ?? [], brandIds: parsed.data.brands ?? [] };
}
