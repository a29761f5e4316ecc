import { describe, expect, it } from 'vitest';
import { parseListingUrl } from './listing-url';
import {
  breadcrumbListJsonLd,
  breadcrumbTrail,
  canonicalUrl,
  itemListJsonLd,
  listingRobots,
  listingTitle,
  pageLinks,
  serialiseJsonLd,
  siteOrigin,
} from './metadata';

describe('title (L §2)', () => {
  it('is the CMS meta title when there is one', () => {
    expect(listingTitle({ metaTitle: 'Party Dresses | Free Delivery', pageTitle: 'Dresses', siteLabel: 'Coast' })).toBe('Party Dresses | Free Delivery');
  });

  it('is otherwise the page title plus the site label', () => {
    expect(listingTitle({ metaTitle: undefined, pageTitle: 'Dresses', siteLabel: 'Coast' })).toBe('Dresses | Coast');
    expect(listingTitle({ metaTitle: '   ', pageTitle: 'Dresses', siteLabel: 'Coast' })).toBe('Dresses | Coast');
    expect(listingTitle({ metaTitle: null, pageTitle: '', siteLabel: 'Coast' })).toBe('Coast');
  });
});

describe('canonical and paging links (L §2)', () => {
  it('is host and path, plus the page when present', () => {
    expect(canonicalUrl('www.coast.com', parseListingUrl('/category/dresses?sort=newness&scrollTo=X1&utm_source=a'))).toBe('https://www.coast.com/category/dresses');
    expect(canonicalUrl('www.coast.com', parseListingUrl('/category/dresses?page=3'))).toBe('https://www.coast.com/category/dresses?page=3');
    expect(canonicalUrl('www.coast.com', parseListingUrl('/category/dresses/facet/brand/coast'))).toBe('https://www.coast.com/category/dresses/facet/brand/coast');
  });

  it('keeps the search text of a search', () => {
    expect(canonicalUrl('www.coast.com', parseListingUrl('/search?q=red+dress&page=2'))).toBe('https://www.coast.com/search?q=red+dress&page=2');
  });

  it('takes the scheme of an origin, https by default, and refuses a non-host', () => {
    expect(siteOrigin('coast.localhost:3000')).toBe('https://coast.localhost:3000');
    expect(siteOrigin('http://coast.localhost:3000/')).toBe('http://coast.localhost:3000');
    expect(siteOrigin('WWW.Coast.com')).toBe('https://www.coast.com');
    expect(siteOrigin('evil.com/path?x')).toBe('');
    expect(siteOrigin('javascript:alert(1)')).toBe('');
  });

  it('links the previous and next pages that exist', () => {
    const paging = { total: 130, pageSize: 40 };
    expect(pageLinks('www.coast.com', parseListingUrl('/category/dresses'), paging)).toEqual({ next: 'https://www.coast.com/category/dresses?page=2' });
    expect(pageLinks('www.coast.com', parseListingUrl('/category/dresses?page=2'), paging)).toEqual({
      prev: 'https://www.coast.com/category/dresses',
      next: 'https://www.coast.com/category/dresses?page=3',
    });
    expect(pageLinks('www.coast.com', parseListingUrl('/category/dresses?page=4'), paging)).toEqual({ prev: 'https://www.coast.com/category/dresses?page=3' });
    expect(pageLinks('www.coast.com', parseListingUrl('/category/dresses?page=9'), paging)).toEqual({ prev: 'https://www.coast.com/category/dresses?page=4' });
    expect(pageLinks('www.coast.com', parseListingUrl('/category/dresses'), { total: 0, pageSize: 40 })).toEqual({});
  });
});

describe('robots (L §2)', () => {
  it('is noindex,nofollow for refresh URLs, whatever the CMS says', () => {
    expect(listingRobots(parseListingUrl('/category/dresses?refresh=1'), 'index,follow')).toBe('noindex,nofollow');
  });

  it('is the CMS value next', () => {
    expect(listingRobots(parseListingUrl('/category/dresses/facet/brand/coast'), 'index,nofollow')).toBe('index,nofollow');
  });

  it('is noindex for facet or sort URLs without a CMS value', () => {
    expect(listingRobots(parseListingUrl('/category/dresses/facet/brand/coast'))).toBe('noindex');
    expect(listingRobots(parseListingUrl('/category/dresses/isNextDay/true'))).toBe('noindex');
    expect(listingRobots(parseListingUrl('/category/dresses?sort=price-asc'), '  ')).toBe('noindex');
  });

  it('is index,follow otherwise, paged or not', () => {
    expect(listingRobots(parseListingUrl('/category/dresses'))).toBe('index,follow');
    expect(listingRobots(parseListingUrl('/category/dresses?page=2&sort=relevance'), null)).toBe('index,follow');
  });
});

describe('breadcrumbs (L §2)', () => {
  it('links each crumb to / or /{slug}, the crumb named home showing the Home label', () => {
    expect(
      breadcrumbTrail([
        { name: 'home', slug: '' },
        { name: 'Women', slug: 'category/women' },
        { name: 'Dresses', slug: '/category/women/dresses/' },
      ]),
    ).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Women', href: '/category/women' },
      { label: 'Dresses', href: '/category/women/dresses' },
    ]);
  });

  it('uses the translated Home label', () => {
    expect(breadcrumbTrail([{ name: 'Home', slug: 'home' }], 'Accueil')).toEqual([{ label: 'Accueil', href: '/' }]);
  });

  it('is safe with odd crumbs', () => {
    expect(
      breadcrumbTrail([
        { name: '', slug: 'x' },
        { name: 'Sale', slug: '' },
        { name: 'Evil', slug: '//evil.example/../x' },
        { name: 'Odd', slug: 'a b/%E0%A4%A' },
      ]),
    ).toEqual([
      { label: 'Sale', href: '/' },
      { label: 'Evil', href: '/evil.example/x' },
      { label: 'Odd', href: '/a%20b' },
    ]);
  });
});

describe('JSON-LD (L §2)', () => {
  it('holds an ItemList of product URLs', () => {
    expect(itemListJsonLd('www.coast.com', ['/product/a?colour=black', 'https://cdn.example/p/b'])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://www.coast.com/product/a?colour=black' },
        { '@type': 'ListItem', position: 2, url: 'https://cdn.example/p/b' },
      ],
    });
  });

  it('holds a BreadcrumbList', () => {
    expect(breadcrumbListJsonLd('www.coast.com', breadcrumbTrail([{ name: 'home', slug: '' }, { name: 'Dresses', slug: 'category/dresses' }]))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.coast.com/' },
        { '@type': 'ListItem', position: 2, name: 'Dresses', item: 'https://www.coast.com/category/dresses' },
      ],
    });
  });

  it('serialises so that no text can close the script element', () => {
    const json = serialiseJsonLd(itemListJsonLd('www.coast.com', ['/product/</script><script>alert(1)</script>']));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).itemListElement[0].url).toBe('https://www.coast.com/product/</script><script>alert(1)</script>');
  });
});
