import type { Database } from '@storefront/db/client';
import { brands, categories, departments, productColours, products, variants } from '@storefront/db/schema/catalogue';
import { sql } from 'drizzle-orm';
import { bulkInsert } from './bulk-insert';
import { generateCatalogue, type GenerateOptions, type GeneratedCatalogue } from './generate';

export interface SeedOptions extends GenerateOptions {
  /** Replace the catalogue even when products already exist. */
  force?: boolean;
}

export interface SeedResult {
  seeded: boolean;
  products: number;
  variants: number;
  durationMs: number;
}

/**
 * Loads the generated catalogue. Does nothing when products already exist unless `force`,
 * in which case products (with their colours and variants) and categories are replaced.
 * Runs in one transaction under an advisory lock, so two processes starting together seed once.
 */
export async function seedCatalogue(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  let catalogue: GeneratedCatalogue | undefined;
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(8301757)`);
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(products);
    if ((existing?.count ?? 0) > 0 && !options.force) return false;

    catalogue = generateCatalogue(options);
    await tx.delete(products);
    await tx.delete(categories);
    for (const brand of catalogue.brands) {
      await tx.insert(brands).values(brand).onConflictDoUpdate({ target: brands.id, set: { name: brand.name, description: brand.description } });
    }
    for (const department of catalogue.departments) {
      await tx
        .insert(departments)
        .values(department)
        .onConflictDoUpdate({ target: departments.id, set: { name: department.name, position: department.position } });
    }
    await bulkInsert(tx, categories, catalogue.categories);
    await bulkInsert(tx, products, catalogue.products);
    await bulkInsert(tx, productColours, catalogue.productColours);
    await bulkInsert(tx, variants, catalogue.variants);
    return true;
  });
  return {
    seeded,
    products: catalogue?.products.length ?? 0,
    variants: catalogue?.variants.length ?? 0,
    durationMs: Math.round(performance.now() - started),
  };
}
