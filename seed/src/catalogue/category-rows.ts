import type { categories } from '@storefront/db/schema/catalogue';
import { categoryTree, type CategoryNode } from './categories';

export type CategoryRow = typeof categories.$inferInsert & { breadcrumbs: { name: string; slug: string }[] };

export function categoryId(slug: string): string {
  return `cat-${slug.replace(/\//g, '--')}`;
}

/**
 * Every category as a row, parents before children. Breadcrumbs hold the path from the
 * department down to the category itself, each with its category slug (the page lives at
 * /categories/{slug}); the storefront adds its own Home crumb.
 */
export function categoryRows(brandsByCategory: ReadonlyMap<string, readonly string[]>): CategoryRow[] {
  const rows: CategoryRow[] = [];
  const visit = (
    node: CategoryNode,
    department: { id: string; name: string },
    parent: CategoryRow | undefined,
    position: number,
  ) => {
    const slug = parent ? `${parent.slug}/${node.segment}` : node.segment;
    const breadcrumbs = [...(parent?.breadcrumbs ?? []), { name: node.name, slug }];
    const brands = brandsByCategory.get(slug) ?? [];
    const brandText = brands.length ? ` from ${brands.slice(0, 3).join(', ').replace(/, ([^,]*)$/, ' and $1')}` : '';
    const row: CategoryRow = {
      id: categoryId(slug),
      slug,
      name: node.name,
      departmentId: department.id,
      parentId: parent?.id ?? null,
      depth: breadcrumbs.length - 1,
      position,
      breadcrumbs,
      metaTitle: node.metaTitle ?? metaTitle(breadcrumbs),
      metaDescription: `Shop ${node.blurb}${brandText}. Free returns within 28 days.`,
    };
    rows.push(row);
    (node.children ?? []).forEach((child, index) => visit(child, department, row, index));
  };
  categoryTree.forEach((root, index) => visit(root, { id: root.department, name: root.name }, undefined, index));
  return rows;
}

function metaTitle(crumbs: readonly { name: string }[]): string {
  return crumbs
    .map((crumb) => crumb.name)
    .reverse()
    .join(' | ');
}
