import { describe, expect, it } from 'vitest';
import { DiscoveryFetchError, discoveryFilterQueries, discoverySearchUrl, discoverySort, mapDiscoveryResponse, requireDiscoveryConfig } from './protocol';

const context = { filters: {}, reviewsEnabled: true };

function doc(pid: string, overrides: Record<string, unknown> = {}) {
  return {
    pid,
    title: 'Linen Wide Leg Trousers',
    brand: 'Nasty Gal',
    url: `https://www.nastygal.com/product/linen-trousers-${pid.toLowerCase()}?colour=sage`,
    price: 45,
    sale_price: 30,
    price_range: [30, 45],
    discountPercentage: 33,
    thumb_image: `https://img.example/${pid}/sage.jpg`,
    description: 'Relaxed linen trousers.',
    skuid: [`${pid}-01`, `${pid}-02`],
    colour: 'sage',
    colourFacet: 'Green',
    colourFacets: ['Green', 'Black'],
    swatchImage: 'https://img.example/swatch/sage.jpg',
    averageRating: 4.1,
    totalReviewCount: 9,
    categorySlugs: ['women/trousers'],
    classification: 'Own Brand',
    department: 'women',
    giftWithPurchase: false,
    ratingGroup: '4',
    variants: [
      { colour: 'sage', colourFacet: 'Green', skuid: `${pid}-01`, sku_thumb_images: [`https://img.example/${pid}/sage.jpg`], sku_price: 45, sku_sale_price: 30 },
      { colour: 'sage', colourFacet: 'Green', skuid: `${pid}-01b`, sku_price: 45, sku_sale_price: 28 },
      { colour: 'black', colourFacet: 'Black', skuid: `${pid}-02`, sku_thumb_images: `https://img.example/${pid}/black.jpg`, sku_price: 45 },
    ],
    ...overrides,
  };
}

function discoveryResponse(overrides: Record<string, unknown> = {}) {
  return {
    response: { numFound: 130, start: 40, docs: [doc('NG1'), doc('NG2', { url: '/premier/premier-delivery' })] },
    facet_counts: {
      facets: [
        { name: 'brand', type: 'text', value: [{ count: 80, name: 'Nasty Gal' }, { count: 50, name: 'Coast' }] },
        { name: 'price', type: 'number_range', value: [{ count: 20, start: 0, end: 25 }, { count: 60, start: 25, end: 50 }, { count: 5, start: 100, end: '*' }] },
        { name: 'colourFacets', type: 'text', value: [{ count: 70, name: 'Green' }, { count: 30, name: 'Black' }] },
        { name: 'internal_field', type: 'text', value: [{ count: 1, name: 'x' }] },
      ],
    },
    ...overrides,
  };
}

describe('discovery configuration (L §5)', () => {
  it('throws when the site is not configured for discovery', () => {
    expect(() => requireDiscoveryConfig(undefined, 'coast')).toThrow('Discovery search is not configured for site coast');
    expect(() => requireDiscoveryConfig({ accountId: '123', domainKey: ' ' }, 'coast')).toThrow();
  });

  it('gives the configuration with the default endpoint', () => {
    expect(requireDiscoveryConfig({ accountId: '123', domainKey: 'coast_uk' }, 'coast')).toEqual({
      accountId: '123',
      domainKey: 'coast_uk',
      endpoint: 'https://core.dxpapi.com/api/v1/core/',
    });
  });
});

describe('discovery request (L §5, §7, §9)', () => {
  const config = requireDiscoveryConfig({ accountId: '123', domainKey: 'coast_uk' }, 'coast');

  it('always asks for in-stock items, with facets OR-ed within and ranges as [a TO b]', () => {
    expect(discoveryFilterQueries({ brand: ['Coast', 'Nasty "Gal"'], priceRange: ['10-50'], discountBands: ['20-max'], sizes: [] })).toEqual([
      'isOnStock:"true"',
      'brand:"Coast" OR "Nasty \\"Gal\\""',
      'discountPercentage:[20 TO *]',
      'price:[10 TO 50]',
    ]);
    expect(discoveryFilterQueries({})).toEqual(['isOnStock:"true"']);
    // A band is a range bucket: its end is left out, so a price on a boundary is in one band only.
    expect(discoveryFilterQueries({ priceBands: ['0-25', '150-max'] })).toEqual(['isOnStock:"true"', 'price:[0 TO 25} OR price:[150 TO *]']);
    expect(discoveryFilterQueries({ priceRange: ['cheap'] })).toEqual(['isOnStock:"true"']);
  });

  it('pages by 40 and maps the sort', () => {
    const url = new URL(
      discoverySearchUrl(
        config,
        { query: 'linen', searchType: 'keyword', filters: { brand: ['Coast'] }, sort: 'best-sellers', page: 3, requestId: 'r1', url: 'https://www.coast.com/search?q=linen', userIdCookie: 'uid=1' },
        { reviewsEnabled: true },
      ),
    );
    expect(url.origin + url.pathname).toBe('https://core.dxpapi.com/api/v1/core/');
    expect(Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'fq' && name !== 'fl'))).toEqual({
      q: 'linen',
      account_id: '123',
      domain_key: 'coast_uk',
      start: '80',
      rows: '40',
      request_id: 'r1',
      'facet.version': '3.0',
      request_type: 'search',
      search_type: 'keyword',
      url: 'https://www.coast.com/search?q=linen',
      sort: 'total_revenue desc',
      _br_uid_2: 'uid=1',
    });
    expect(url.searchParams.getAll('fq')).toEqual(['isOnStock:"true"', 'brand:"Coast"']);
    expect(url.searchParams.get('fl')?.split(',')).toContain('variants');
  });

  it('sends no sort for relevance and starts at 0 for a bad page', () => {
    const url = new URL(discoverySearchUrl(config, { query: 'dresses', searchType: 'category', filters: {}, page: -1, requestId: 'r2', url: 'https://x.example/' }, { reviewsEnabled: false }));
    expect(url.searchParams.get('sort')).toBeNull();
    expect(url.searchParams.get('start')).toBe('0');
    expect(url.searchParams.get('search_type')).toBe('category');
  });

  it('maps sorts to the discovery provider (L §9)', () => {
    const withReviews = { reviewsEnabled: true };
    const withoutReviews = { reviewsEnabled: false };
    expect(discoverySort('best-sellers', withReviews)).toBe('total_revenue desc');
    expect(discoverySort('newness', withReviews)).toBe('published_timestamp desc');
    expect(discoverySort('price-asc', withReviews)).toBe('price asc');
    expect(discoverySort('price-desc', withReviews)).toBe('price desc');
    expect(discoverySort('rating-desc', withReviews)).toBe('averageRating desc');
    expect(discoverySort('rating-desc', withoutReviews)).toBeUndefined();
    expect(discoverySort('relevance', withReviews)).toBeUndefined();
  });
});

describe('discovery response mapping (L §3)', () => {
  it('maps totals and paging from numFound and start', () => {
    const { response, warnings } = mapDiscoveryResponse(discoveryResponse(), context);
    expect(warnings).toEqual([]);
    expect(response.total).toBe(130);
    expect(response.pageInfo).toEqual({ hasNextPage: true, hasNext: true, hasPrevious: true, endCursor: '42', length: 2, offset: 40 });
    const last = mapDiscoveryResponse(discoveryResponse({ response: { numFound: 42, start: 40, docs: [doc('NG1'), doc('NG2')] } }), context).response;
    expect(last.pageInfo).toMatchObject({ hasNextPage: false, hasPrevious: true });
  });

  it('maps a discovery product to the listing card, always in stock', () => {
    const node = mapDiscoveryResponse(discoveryResponse(), context).response.edges[0]!.node;
    expect(node).toMatchObject({
      id: 'NG1',
      key: 'NG1',
      slug: 'linen-trousers-ng1',
      name: 'Linen Wide Leg Trousers',
      brand: { id: 'nastygal', name: 'Nasty Gal' },
      url: '/product/linen-trousers-ng1?colour=sage',
      price: { pence: 3000, formatted: '£30.00' },
      wasPrice: { pence: 4500, formatted: '£45.00' },
      percentageSaving: 33,
      isOnStock: true,
      averageRating: 4.1,
      reviewCount: 9,
      categorySlugs: ['women/trousers'],
      variantSkus: ['NG1-01', 'NG1-02'],
    });
    expect(node.colourVariants.map((variant) => [variant.colour, variant.sku, variant.price.formatted, variant.wasPrice?.formatted, variant.isOnStock])).toEqual([
      ['sage', 'NG1-01', '£28.00', '£45.00', true],
      ['black', 'NG1-02', '£45.00', undefined, true],
    ]);
    expect(node.colourVariants[1]!.image.src).toBe('https://img.example/NG1/black.jpg');
  });

  it('links premier products to /premier', () => {
    expect(mapDiscoveryResponse(discoveryResponse(), context).response.edges[1]!.node).toMatchObject({ slug: 'premier-delivery', isPremier: true, url: '/premier/premier-delivery' });
  });

  it('maps facet counts: known keys, price buckets as price bands', () => {
    const response = mapDiscoveryResponse(discoveryResponse(), { ...context, filters: { priceBands: ['25-50'] } }).response;
    expect(response.facets.map((facet) => facet.key)).toEqual(['colourFacets', 'brand', 'priceBands']);
    expect(response.facets.find((facet) => facet.key === 'priceBands')).toMatchObject({
      terms: [
        { term: '0-25', label: '£0 - £25', count: 20 },
        { term: '25-50', label: '£25 - £50', count: 60 },
        { term: '100-max', label: '£100+', count: 5 },
      ],
      selected: true,
      selectedCount: 1,
    });
    expect(response.selectedFacets).toEqual([{ key: 'priceBands', label: 'Price', term: '25-50', termLabel: '£25 - £50', facetType: 'terms' }]);
  });

  it('reads the older facet_fields shape too', () => {
    const response = mapDiscoveryResponse(discoveryResponse({ facet_counts: { facet_fields: { brand: [{ name: 'Coast', count: 3 }, { name: 'Oasis', count: 2 }] } } }), context).response;
    expect(response.facets).toMatchObject([{ key: 'brand', terms: [{ term: 'Coast', count: 3 }, { term: 'Oasis', count: 2 }] }]);
  });

  it('follows a keyword redirect to a safe URL', () => {
    expect(mapDiscoveryResponse(discoveryResponse({ keywordRedirect: { 'original query': 'sale', 'redirected url': '/pages/sale' } }), context).response.redirect).toBe('/pages/sale');
    expect(mapDiscoveryResponse(discoveryResponse({ keywordRedirect: { 'redirected url': 'javascript:alert(1)' } }), context).response.redirect).toBeUndefined();
  });

  it('leaves out docs without a URL or a price, and never throws', () => {
    const raw = discoveryResponse({ response: { numFound: 3, start: 0, docs: [doc('A', { url: undefined }), doc('B', { price: 'n/a', sale_price: null, price_range: null, variants: [] }), { pid: 'C' }, doc('D')] } });
    const { response, warnings } = mapDiscoveryResponse(raw, context);
    expect(response.edges.map((edge) => edge.node.id)).toEqual(['D']);
    expect(warnings).toEqual(['hit 1: A: no product URL', 'hit 2 (B): no price', 'hit 3: title: Invalid input: expected string, received undefined']);
    for (const bad of [null, 'x', { response: 'nope' }]) {
      expect(mapDiscoveryResponse(bad, context).response).toMatchObject({ total: 0, edges: [] });
    }
  });
});

describe('discovery fetch failure (L §8)', () => {
  it('names the status, its text, the URL and the body', () => {
    const error = new DiscoveryFetchError(503, 'Service Unavailable', 'https://core.dxpapi.com/api/v1/core/?q=dress', '{"error":"overloaded"}');
    expect(error.message).toBe('Discovery search failed: 503 Service Unavailable for https://core.dxpapi.com/api/v1/core/?q=dress: {"error":"overloaded"}');
    expect(error).toMatchObject({ status: 503, url: 'https://core.dxpapi.com/api/v1/core/?q=dress', body: '{"error":"overloaded"}' });
  });

  it('keeps only the start of a long body', () => {
    const error = new DiscoveryFetchError(500, '', '/x', 'e'.repeat(2000));
    expect(error.body).toHaveLength(501);
    expect(error.message.startsWith('Discovery search failed: 500 Error for /x: eee')).toBe(true);
  });

  it('marks the response as the discovery provider’s', () => {
    expect(mapDiscoveryResponse(discoveryResponse(), context).response.provider).toBe('discovery');
  });
});
