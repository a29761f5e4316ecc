import { sql } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';

/**
 * What tells an index built from listing records that the catalogue moved, and which products
 * did: a version of the whole catalogue, cheap enough to check every few seconds, and per
 * product a fingerprint of what its record is built from. Read here, beside the tables they
 * hash, so nothing outside the catalogue reads its tables.
 */

/**
 * A fingerprint of everything listing records are built from, read in one statement: row
 * counts and sums of row hashes of products, colours, categories and brands, and of the
 * variants' price and availability (stock > 0, not the quantity: a sale that leaves a size in
 * stock changes no record). Any insert, update or delete changes it; on PGlite it costs tens of
 * milliseconds for the seeded catalogue, so it is checked at most every few seconds.
 */
export async function catalogueVersion(db: Database): Promise<string> {
  const result = (await db.execute(sql`
    select concat_ws(':',
      (select count(*) from products),
      (select coalesce(sum(hashtext(p::text)::bigint), 0) from products p),
      (select count(*) from variants),
      (select coalesce(sum(hashtext(concat_ws(',', sku, product_id, colour, size, size_position, price_pence, was_price_pence, stock > 0))::bigint), 0) from variants),
      (select coalesce(sum(hashtext(c::text)::bigint), 0) from product_colours c),
      (select coalesce(sum(hashtext(c::text)::bigint), 0) from categories c),
      (select coalesce(sum(hashtext(b::text)::bigint), 0) from brands b)
    ) as version`)) as unknown as { rows: Array<{ version: string }> };
  const version = result.rows[0]?.version;
  if (!version) throw new Error('Could not read the catalogue version');
  return version;
}

/** What every record shares (categories and brands) and, per product, what its record is built from. */
export interface CatalogueFingerprints {
  shared: string;
  /** Product id → fingerprint. */
  products: Map<string, string>;
  /** Product id → product key (the record's objectID). */
  keys: Map<string, string>;
}

export async function catalogueFingerprints(db: Database): Promise<CatalogueFingerprints> {
  const rows = (await db.execute(sql`
    select p.id, p.key, concat_ws(':', hashtext(p::text), coalesce(v.h, 0), coalesce(c.h, 0)) as print
    from products p
    left join (
      select product_id, sum(hashtext(concat_ws(',', sku, colour, size, size_position, price_pence, was_price_pence, stock > 0))::bigint) as h
      from variants group by product_id
    ) v on v.product_id = p.id
    left join (select product_id, sum(hashtext(c::text)::bigint) as h from product_colours c group by product_id) c on c.product_id = p.id`)) as unknown as {
    rows: Array<{ id: string; key: string; print: string }>;
  };
  const shared = (await db.execute(sql`
    select concat_ws(':',
      (select coalesce(sum(hashtext(c::text)::bigint), 0) from categories c),
      (select coalesce(sum(hashtext(b::text)::bigint), 0) from brands b)
    ) as print`)) as unknown as { rows: Array<{ print: string }> };
  return {
    shared: shared.rows[0]?.print ?? '',
    products: new Map(rows.rows.map((row) => [row.id, row.print])),
    keys: new Map(rows.rows.map((row) => [row.id, row.key])),
  };
}

/** Products whose fingerprint differs, including new and removed ones; undefined when everything must be rebuilt. */
export function changedProducts(before: CatalogueFingerprints | undefined, after: CatalogueFingerprints): string[] | undefined {
  if (!before || before.shared !== after.shared) return undefined;
  const changed = new Set<string>();
  for (const [id, print] of after.products) if (before.products.get(id) !== print) changed.add(id);
  for (const id of before.products.keys()) if (!after.products.has(id)) changed.add(id);
  return [...changed];
}
