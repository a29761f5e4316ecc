import type { Database } from '@storefront/db/client';
import { sql } from 'drizzle-orm';

/** Product types with a 3D model at the 3D viewer (objects that turn on a table: lamps, vases, scents). */
export const MODELLED_PRODUCT_TYPES = ['table-lamp', 'floor-lamp', 'vase', 'planter', 'candle', 'diffuser', 'perfume'] as const;
/** Brands whose garments are measured by the fit service (the others have no fit advice). */
export const TRUEFIT_BRANDS = ['coast', 'oasis', 'warehouse', 'wallis', 'burton', 'nastygal', 'dorothy-perkins'] as const;

/** A variant's 3D model id as the product information system writes it: one model per product colour. */
export function voxeloModelId(productKey: string, colour: string): string {
  return `vx-${productKey.toLowerCase()}-${colour.toLowerCase()}`;
}

/**
 * What the product page's third-party features read from the catalogue (P §3 voxeloID and
 * sizingService): a 3D model id on every variant of the modelled product types, and the truefit
 * sizing service on sized women's and men's garments of the measured brands. Runs after the
 * product page's seed (it writes product_page_details rows); does nothing when done unless `force`.
 */
export async function seedThirdParty(db: Database, options: { force?: boolean } = {}): Promise<{ seeded: boolean; models: number; fitted: number }> {
  return db.transaction(async (tx) => {
    const [done] = ((await tx.execute(sql`select exists(select 1 from product_page_details where sizing_service is not null) as done`)) as unknown as { rows: Array<{ done: boolean }> }).rows;
    if (done?.done && !options.force) return { seeded: false, models: 0, fitted: 0 };
    const types = sql.join(MODELLED_PRODUCT_TYPES.map((type) => sql`${type}`), sql`, `);
    await tx.execute(sql`
      update variants set voxelo_id = 'vx-' || lower(p.key) || '-' || lower(variants.colour)
      from products p where p.id = variants.product_id and p.product_type in (${types})`);
    const brandList = sql.join(TRUEFIT_BRANDS.map((brand) => sql`${brand}`), sql`, `);
    await tx.execute(sql`
      update product_page_details d set sizing_service = 'truefit'
      from products p
      where p.id = d.product_id and p.department_id in ('women', 'men') and p.brand_id in (${brandList})
        and (select count(distinct v.size) from variants v where v.product_id = p.id) > 1`);
    const counted = (await tx.execute(
      sql`select (select count(*)::int from variants where voxelo_id is not null) as models, (select count(*)::int from product_page_details where sizing_service is not null) as fitted`,
    )) as unknown as { rows: Array<{ models: number; fitted: number }> };
    const [counts] = counted.rows;
    return { seeded: true, models: counts?.models ?? 0, fitted: counts?.fitted ?? 0 };
  });
}
