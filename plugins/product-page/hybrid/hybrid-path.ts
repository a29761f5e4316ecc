/**
 * The hybrid variant of the product page (P §2): a compact summary of one product above the
 * listing of its parent category. Its address is the category's listing URL with the product
 * named after it, `/categories/{category…}/product/{slug}` — the listing URL grammar (L §2)
 * already strips `/product…` to find the listing's base path, so the listing below is the
 * category's own.
 */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface HybridAddress {
  /** The category path of the listing, e.g. 'women/dresses'. */
  categorySlug: string;
  productSlug: string;
}

/** The hybrid address in a category route's path segments (after /categories/), or undefined for a plain listing. */
export function hybridAddressOf(segments: readonly string[]): HybridAddress | undefined {
  const at = segments.indexOf('product');
  if (at < 1 || at !== segments.length - 2) return undefined;
  const productSlug = segments[at + 1]!;
  if (!SLUG.test(productSlug)) return undefined;
  const category = segments.slice(0, at);
  // Only a plain category path: a filtered listing (/facet/…) has no hybrid page.
  if (!category.every((segment) => SLUG.test(segment) && segment !== 'facet')) return undefined;
  return { categorySlug: category.join('/'), productSlug };
}

/** The hybrid page of a product under its parent category (the product's own category). */
export function hybridPath(categorySlug: string, productSlug: string): string {
  return `/categories/${categorySlug}/product/${productSlug}`;
}
