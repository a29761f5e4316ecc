import type { Database } from '@storefront/db/client';
import { sql } from 'drizzle-orm';

/**
 * Products of the seeded catalogue that show each third-party feature's cases (for tests): a
 * lipstick (try-on available), an eyeshadow palette (unavailable), a 3D model id, a truefit
 * garment with its sizes and a women's product without fit advice, a beauty and a fashion EAN.
 */
export interface ThirdPartyPicks {
  lipstickKey: string;
  paletteKey: string;
  modelId: string;
  truefit: { key: string; sizes: string[] };
  notFittedKey: string;
  beautyEan: string;
  fashionEan: string;
}

async function one<T>(db: Database, query: ReturnType<typeof sql>): Promise<T> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  if (!result.rows[0]) throw new Error('the seeded catalogue has no such product');
  return result.rows[0];
}

export async function thirdPartyPicks(db: Database): Promise<ThirdPartyPicks> {
  const keyOfType = (type: string) => one<{ key: string }>(db, sql`select key from products where product_type = ${type} order by key limit 1`);
  const eanOf = (department: string) =>
    one<{ ean: string }>(db, sql`select v.ean_barcode as ean from variants v join products p on p.id = v.product_id where p.department_id = ${department} and v.ean_barcode is not null order by v.sku limit 1`);
  const truefit = await one<{ key: string; id: string }>(db, sql`select p.key, p.id from products p join product_page_details d on d.product_id = p.id where d.sizing_service = 'truefit' order by p.key limit 1`);
  const sizes = ((await db.execute(sql`select size from variants where product_id = ${truefit.id} group by size order by min(size_position)`)) as unknown as { rows: Array<{ size: string }> }).rows.map((row) => row.size);
  return {
    lipstickKey: (await keyOfType('lipstick')).key,
    paletteKey: (await keyOfType('eyeshadow-palette')).key,
    modelId: (await one<{ id: string }>(db, sql`select voxelo_id as id from variants where voxelo_id is not null order by sku limit 1`)).id,
    truefit: { key: truefit.key, sizes },
    notFittedKey: (await one<{ key: string }>(db, sql`select p.key from products p join product_page_details d on d.product_id = p.id where d.sizing_service is null and p.department_id = 'women' order by p.key limit 1`)).key,
    beautyEan: (await eanOf('beauty')).ean,
    fashionEan: (await eanOf('women')).ean,
  };
}

/** Which product types carry 3D models and which brands the fit service measures, as seeded. */
export async function thirdPartySeedShape(db: Database): Promise<{ modelledTypes: string[]; fittedBrands: string[] }> {
  const types = (await db.execute(sql`select distinct p.product_type as value from variants v join products p on p.id = v.product_id where v.voxelo_id is not null order by 1`)) as unknown as { rows: Array<{ value: string }> };
  const brands = (await db.execute(sql`select distinct p.brand_id as value from product_page_details d join products p on p.id = d.product_id where d.sizing_service = 'truefit' order by 1`)) as unknown as { rows: Array<{ value: string }> };
  return { modelledTypes: types.rows.map((row) => row.value), fittedBrands: brands.rows.map((row) => row.value) };
}
