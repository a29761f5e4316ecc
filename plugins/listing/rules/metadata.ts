/**
 * Listing page metadata (L §2): title, canonical link, rel next / prev, robots, and the JSON-LD
 * ItemList of product URLs and BreadcrumbList.
 */
import { decodeText, encodeText } from '../../shared/url-text';
import { buildListingPath, hasFacets, type ListingUrlState } from './listing-url';

export interface TitleInput {
  metaTitle?: string | null;
  pageTitle: string;
  siteLabel: string;
}

/** The CMS meta title, else the page title plus the site label (L §2). */
export function listingTitle({ metaTitle, pageTitle, siteLabel }: TitleInput): string {
  const meta = metaTitle?.trim();
  if (meta) return meta;
  const title = pageTitle.trim();
  const label = siteLabel.trim();
  return title && label ? `${title} | ${label}` : title || label;
}

/**
 * The site origin from a host ('www.coast.com', 'coast.localhost:3000') or an origin with its
 * scheme; https unless http is given. Anything else is not a host and gives ''.
 */
export function siteOrigin(host: string): string {
  const match = /^(?:(https?):\/\/)?([a-z0-9.-]+(?::\d{1,5})?)\/?$/i.exec(host.trim());
  if (!match) return '';
  return `${(match[1] ?? 'https').toLowerCase()}://${match[2]!.toLowerCase()}`;
}

function withPageParam(state: ListingUrlState, page: number | undefined): string {
  const params = new URLSearchParams();
  if (state.kind === 'search' && state.query !== '') params.set('q', state.query);
  if (page !== undefined && page > 1) params.set('page', String(page));
  const query = params.toString();
  return `${buildListingPath(state)}${query ? `?${query}` : ''}`;
}

/**
 * The canonical URL (L §2): host, path (facets included, in canonical order), and page when
 * present. A search keeps its q, or every search would claim the same canonical page.
 */
export function canonicalUrl(host: string, state: ListingUrlState): string {
  return `${siteOrigin(host)}${withPageParam(state, state.page)}`;
}

/** rel prev and next: the neighbouring pages that exist (page 1 carries no page parameter). */
export function pageLinks(host: string, state: ListingUrlState, paging: { total: number; pageSize: number }): { prev?: string; next?: string } {
  const page = state.page ?? 1;
  const lastPage = paging.pageSize > 0 && paging.total > 0 ? Math.ceil(paging.total / paging.pageSize) : 0;
  const links: { prev?: string; next?: string } = {};
  if (page > 1) links.prev = `${siteOrigin(host)}${withPageParam(state, Math.min(page - 1, Math.max(lastPage, 1)))}`;
  if (page < lastPage) links.next = `${siteOrigin(host)}${withPageParam(state, page + 1)}`;
  return links;
}

/**
 * Robots (L §2): noindex,nofollow for refresh URLs; else the CMS value; else noindex for facet or
 * sort URLs; else index,follow.
 */
export function listingRobots(state: ListingUrlState, cmsRobots?: string | null): string {
  if (state.refresh) return 'noindex,nofollow';
  const cms = cmsRobots?.trim();
  if (cms) return cms;
  if (hasFacets(state) || state.sort !== undefined) return 'noindex';
  return 'index,follow';
}

export interface Breadcrumb {
  name: string;
  slug: string;
}

export interface BreadcrumbLink {
  label: string;
  href: string;
}

function crumbHref(slug: string): string {
  const segments = slug
    .split('/')
    .map((segment) => (decodeText(segment) ?? '').trim())
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
  if (segments.length === 0 || (segments.length === 1 && segments[0]!.toLowerCase() === 'home')) return '/';
  return `/${segments.map(encodeText).join('/')}`;
}

/**
 * The breadcrumb trail (L §2): each crumb links to / or /{slug}; the crumb named home shows the
 * (translated) Home label and links to /. Crumbs without a name are skipped.
 */
export function breadcrumbTrail(crumbs: readonly Breadcrumb[], homeLabel = 'Home'): BreadcrumbLink[] {
  return crumbs
    .filter((crumb) => typeof crumb.name === 'string' && crumb.name.trim() !== '')
    .map((crumb) => {
      const isHome = crumb.name.trim().toLowerCase() === 'home';
      return { label: isHome ? homeLabel : crumb.name.trim(), href: isHome ? '/' : crumbHref(typeof crumb.slug === 'string' ? crumb.slug : '') };
    });
}

function absolute(origin: string, href: string): string {
  return /^https?:\/\//i.test(href) ? href : `${origin}${href.startsWith('/') ? href : `/${href}`}`;
}

/** JSON-LD ItemList of the listed products' URLs, in listing order. */
export function itemListJsonLd(host: string, productUrls: readonly string[]) {
  const origin = siteOrigin(host);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: productUrls.map((url, index) => ({ '@type': 'ListItem', position: index + 1, url: absolute(origin, url) })),
  };
}

/** JSON-LD BreadcrumbList of a breadcrumb trail. */
export function breadcrumbListJsonLd(host: string, trail: readonly BreadcrumbLink[]) {
  const origin = siteOrigin(host);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.label, item: absolute(origin, crumb.href) })),
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the script. */
export function serialiseJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
