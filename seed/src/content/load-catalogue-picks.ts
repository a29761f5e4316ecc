import { asc, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { categories, products, variants } from '@storefront/db/schema/catalogue';
import { fascias } from '@storefront/sites/fascias';
import type { CataloguePicks } from './catalogue-picks';

type Ranked = { key: string; fascias: string[]; department: string; category: string; colour: string };

/**
 * Reads the seeded catalogue once (in-stock products with rank and age) so the content
 * builder can choose real product keys for its grids, deterministically.
 */
export async function loadCataloguePicks(db: Database): Promise<CataloguePicks> {
  // One in-stock colour per product (the first by name), which also limits picks to buyable products.
  const inStock = db
    .selectDistinctOn([variants.productId], { productId: variants.productId, colour: variants.colour })
    .from(variants)
    .where(gt(variants.stock, 0))
    .orderBy(variants.productId, asc(variants.colour))
    .as('in_stock');
  const select = { key: products.key, fascias: products.availableFascias, department: products.departmentId, category: categories.slug, colour: inStock.colour };
  const bestFirst: Ranked[] = await db
    .select(select)
    .from(products)
    .innerJoin(inStock, eq(inStock.productId, products.id))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(asc(products.bestSellerRank), asc(products.key));
  const newestFirst: Ranked[] = await db
    .select(select)
    .from(products)
    .innerJoin(inStock, eq(inStock.productId, products.id))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(desc(products.createdAt), asc(products.key));
  if (bestFirst.length === 0) throw new Error('The catalogue must be seeded before the content');

  const pick = (ranked: Ranked[]) => (fascia: string, count: number, department?: string) => {
    if (!fascias.some((site) => site.id === fascia)) throw new Error(`Unknown fascia ${fascia}`);
    const keys = ranked
      .filter((product) => product.fascias.includes(fascia) && (department === undefined || product.department === department))
      .slice(0, count)
      .map((product) => product.key);
    if (keys.length === 0) throw new Error(`No in-stock products for ${fascia}${department ? `/${department}` : ''}`);
    return keys;
  };
  const categoryImage = (fascia: string, categorySlug: string) => {
    const product = bestFirst.find((row) => row.fascias.includes(fascia) && (row.category === categorySlug || row.category.startsWith(`${categorySlug}/`)));
    return product ? { key: product.key, colour: product.colour } : undefined;
  };
  return { bestSellers: pick(bestFirst), newest: pick(newestFirst), categoryImage };
}
