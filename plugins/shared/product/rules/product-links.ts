/**
 * Product links (L §2, P §2): product links with the chosen colour and size, premier links, brand
 * pages, and category links on brand pages that apply the brand's collection filter.
 */
import { brands, type BrandId } from '@storefront/sites/brands';
import { decodeText, encodeText } from '../../url-text';

export interface ProductLinkInput {
  slug: string;
  colour?: string;
  /** The sizes selected in the listing's size filter. */
  selectedSizes?: readonly string[];
  isPremier?: boolean;
}

function encodeSlug(slug: string): string {
  return slug
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .map((segment) => encodeText(decodeText(segment) ?? segment))
    .join('/');
}

/**
 * /product/{slug}?colour={colour}, plus &size={size} only when exactly one size is selected;
 * premier products link to /premier/{slug} (L §2, P §2).
 */
export function productUrl({ slug, colour, selectedSizes = [], isPremier = false }: ProductLinkInput): string {
  const path = encodeSlug(slug);
  if (isPremier) return `/premier/${path}`;
  const params = new URLSearchParams();
  if (colour && colour.trim() !== '') params.set('colour', colour.trim());
  const sizes = [...new Set(selectedSizes.map((size) => size.trim()).filter((size) => size !== ''))];
  if (sizes.length === 1) params.set('size', sizes[0]!);
  const query = params.toString().replace(/\+/g, '%20');
  return `/product/${path}${query ? `?${query}` : ''}`;
}

/** The brands that have brand pages (L §2, P §2): every brand sold. */
export const knownBrandPageBrands: readonly BrandId[] = brands.map((brand) => brand.id);

/** The known brand whose page a path is (/pages/brands/{brand}, deeper pages included). */
export function brandOfPage(path: string): BrandId | undefined {
  const match = /^\/pages\/brands\/([^/?#]+)/i.exec(path);
  const brand = match?.[1]?.toLowerCase();
  return knownBrandPageBrands.find((id) => id === brand);
}

const categoryLinkPattern = /^\/(?:category|categories|collection)(?:\/|$)/i;

/**
 * A category link on a brand page (L §2, P §2): on a known brand's page and only when the link has
 * the auto-apply flag, it gets /facet/collection/{brand}, hyphens in the brand written as %20.
 * A link that already filters by facets gets the collection added to its facet section; one that
 * already filters by collection, and every other link, is left as it is.
 */
export function brandCategoryLink(href: string, context: { pagePath: string; autoApply: boolean }): string {
  const brand = brandOfPage(context.pagePath);
  if (!brand || !context.autoApply) return href;
  const origin = /^https?:\/\/[^/?#]+/i.exec(href)?.[0] ?? '';
  const rest = href.slice(origin.length);
  const cut = rest.search(/[?#]/);
  const path = (cut >= 0 ? rest.slice(0, cut) : rest).replace(/\/+$/, '');
  const tail = cut >= 0 ? rest.slice(cut) : '';
  if (!categoryLinkPattern.test(path)) return href;
  const value = brand.replace(/-/g, '%20');
  const facetAt = path.indexOf('/facet/');
  if (facetAt < 0) return `${origin}${path}/facet/collection/${value}${tail}`;
  const facetSegments = path.slice(facetAt + '/facet/'.length).split('/');
  if (facetSegments.some((segment, index) => index % 2 === 0 && segment === 'collection')) return href;
  return `${origin}${path}/collection/${value}${tail}`;
}

/** A brand's page: /pages/brands/{brand} (L §2). */
export function brandPageUrl(brandSlug: string): string {
  return `/pages/brands/${encodeText(brandSlug.trim().toLowerCase())}`;
}

/** The default size guide link, opened in a new tab (L §2). */
export function sizeGuideLink(brandSlug: string): { href: string; target: '_blank'; rel: 'noopener noreferrer' } {
  return { href: `${brandPageUrl(brandSlug)}/informational/size-guide`, target: '_blank', rel: 'noopener noreferrer' };
}
