/**
 * Virtual try-on classification (P §5): skincare, haircare, foundation or makeup, derived from the
 * product's category names and slugs; try-on is offered for makeup and foundation only (P §4), never
 * for the excluded brands (a hair-tool brand among them).
 */
export type TryOnClassification = 'skincare' | 'haircare' | 'foundation' | 'makeup';

export const TRY_ON_EXCLUDED_BRANDS = ['ghd'] as const;
const ORDER: readonly TryOnClassification[] = ['foundation', 'makeup', 'skincare', 'haircare'];

export function tryOnClassification(categories: ReadonlyArray<{ name: string; slug: string }>): TryOnClassification | undefined {
  // "Make-up", "make up" and "makeup" are one word here; slugs and names split into words.
  const words = new Set(categories.flatMap((category) => `${category.name} ${category.slug}`.toLowerCase().replace(/make[\s-]+up/g, 'makeup').split(/[^a-z]+/)));
  return ORDER.find((kind) => words.has(kind) || words.has(`${kind}s`));
}

export function isTryOnEligible(product: { categories: ReadonlyArray<{ name: string; slug: string }>; brand: { id: string } }): boolean {
  if ((TRY_ON_EXCLUDED_BRANDS as readonly string[]).includes(product.brand.id.toLowerCase())) return false;
  const kind = tryOnClassification(product.categories);
  return kind === 'makeup' || kind === 'foundation';
}
