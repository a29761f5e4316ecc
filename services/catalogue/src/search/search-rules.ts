import { brands } from '@storefront/sites/brands';
import { fasciaById } from '@storefront/sites/fascias';

/**
 * The search redirects every site's index carries (L §4 "a search can return a redirect"), as
 * query rules in Algolia's format: the same rules go to Algolia (`pnpm search:index`) and to the
 * embedded engine. A search whose whole text is one of a redirect's keywords lands on its page:
 * `renderingContent.redirect.url`, and on a phone `userData.redirectMobile` when there is one.
 * Rules only fire in the `search` rule context, which text-search listings send (category
 * listings and content blocks that query by text are never redirected).
 */
export interface SearchRedirect {
  id: string;
  /** Whole search texts that redirect (case, accents and spacing do not matter). */
  keywords: readonly string[];
  url: string;
  /** Where a phone goes instead, when the page has a lighter equivalent. */
  mobileUrl?: string;
}

/** Customer-service and shop-wide searches, on every site: each target is a seeded page or listing. */
export const sharedSearchRedirects: readonly SearchRedirect[] = [
  { id: 'delivery', keywords: ['delivery', 'next day delivery', 'shipping', 'postage'], url: '/pages/informational/delivery' },
  { id: 'returns', keywords: ['returns', 'return', 'refund', 'refunds'], url: '/pages/informational/returns' },
  { id: 'contact', keywords: ['contact', 'contact us', 'customer service', 'help'], url: '/pages/informational/contact-us' },
  { id: 'sale', keywords: ['sale', 'clearance'], url: '/categories/sale' },
  { id: 'brands', keywords: ['brands', 'all brands'], url: '/pages/brands' },
];

/**
 * A brand search goes to the brand page (/pages/brands/{id}); on a phone, whose screen the
 * page's wide campaign banner does not suit, straight to the brand's products in its main
 * department (the collection facet, hyphens as %20: L §2).
 */
export function brandSearchRedirects(fasciaId: string): SearchRedirect[] {
  const fascia = fasciaById(fasciaId);
  if (!fascia) throw new Error(`Unknown site "${fasciaId}"`);
  return brands
    .filter((brand) => fascia.brands.includes(brand.id))
    .map((brand) => {
      const department = brand.mainDepartment;
      const keywords = [...new Set([brand.name.toLowerCase(), brand.id.replace(/-/g, ' ')])];
      return {
        id: `brand-${brand.id}`,
        keywords,
        url: `/pages/brands/${brand.id}`,
        ...(fascia.departments.includes(department) ? { mobileUrl: `/categories/${department}/facet/collection/${brand.id.replace(/-/g, '%20')}` } : {}),
      };
    });
}

/** One query rule in Algolia's format (a subset of algoliasearch's Rule). */
export interface SearchRule {
  objectID: string;
  description: string;
  conditions: Array<{ pattern: string; anchoring: 'is'; context: string }>;
  consequence: {
    params: { renderingContent: { redirect: { url: string } } };
    userData?: { redirectMobile: string };
  };
}

/** The listing's rule context for text searches (the site's Algolia adapter, site/lib/algolia/hosted-query, sends the list type). */
export const SEARCH_RULE_CONTEXT = 'search';

export function redirectRule(redirect: SearchRedirect): SearchRule {
  return {
    objectID: `redirect-${redirect.id}`,
    description: `Search redirect: ${redirect.keywords.join(', ')} → ${redirect.url}`,
    conditions: redirect.keywords.map((keyword) => ({ pattern: keyword, anchoring: 'is', context: SEARCH_RULE_CONTEXT })),
    consequence: {
      params: { renderingContent: { redirect: { url: redirect.url } } },
      ...(redirect.mobileUrl ? { userData: { redirectMobile: redirect.mobileUrl } } : {}),
    },
  };
}

/** Every query rule of a site's index (and its sort replicas). */
export function searchRules(fasciaId: string): SearchRule[] {
  return [...sharedSearchRedirects, ...brandSearchRedirects(fasciaId)].map(redirectRule);
}
