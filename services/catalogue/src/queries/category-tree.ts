import type { Database } from '@storefront/db/client';
import { categories, products, type Breadcrumb } from '@storefront/db/schema/catalogue';
import { fasciaById } from '@storefront/sites/fascias';
import { asc, count, eq } from 'drizzle-orm';
import { availableOn } from './fascia-scope';

export interface CategoryNode {
  id: string;
  slug: string;
  name: string;
  department: string;
  depth: number;
  breadcrumbs: Breadcrumb[];
  metaTitle: string;
  metaDescription: string;
  /** Products in this category and below (on the fascia, when one is given). */
  productCount: number;
  children: CategoryNode[];
}

/**
 * The category tree, departments first, children in merchandising order. With a fascia, only
 * that site's departments and categories that hold something it sells are kept.
 */
export async function getCategoryTree(db: Database, options: { fascia?: string } = {}): Promise<CategoryNode[]> {
  const fascia = options.fascia === undefined ? undefined : fasciaById(options.fascia);
  if (options.fascia !== undefined && !fascia) return [];
  const scope = options.fascia ? availableOn(options.fascia) : undefined;
  const [rows, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.depth), asc(categories.position)),
    db
      .select({ categoryId: products.categoryId, total: count() })
      .from(products)
      .where(scope)
      .groupBy(products.categoryId),
  ]);
  const direct = new Map(counts.map((row) => [row.categoryId, Number(row.total)]));
  const nodes = new Map<string, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node: CategoryNode = {
      id: row.id,
      slug: row.slug,
      name: row.name,
      department: row.departmentId,
      depth: row.depth,
      breadcrumbs: row.breadcrumbs,
      metaTitle: row.metaTitle,
      metaDescription: row.metaDescription,
      productCount: direct.get(row.id) ?? 0,
      children: [],
    };
    nodes.set(row.id, node);
    const parent = row.parentId ? nodes.get(row.parentId) : undefined;
    if (parent) parent.children.push(node);
    else if (!row.parentId) roots.push(node);
  }
  const total = (node: CategoryNode): number => {
    node.productCount += node.children.reduce((sum, child) => sum + total(child), 0);
    return node.productCount;
  };
  roots.forEach(total);
  if (!fascia) return roots;
  const prune = (list: CategoryNode[]): CategoryNode[] =>
    list.filter((node) => node.productCount > 0).map((node) => ({ ...node, children: prune(node.children) }));
  return prune(roots.filter((root) => fascia.departments.includes(root.department)));
}

export async function getCategoryBySlug(db: Database, slug: string) {
  const [row] = await db.select().from(categories).where(eq(categories.slug, slug)).limit(1);
  return row;
}
