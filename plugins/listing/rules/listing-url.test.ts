import { describe, expect, it } from 'vitest';
import { knownFacetKeys } from './facet-keys';
import {
  buildListingUrl,
  categorySlugOf,
  decodeSegment,
  encodeSegment,
  listingBasePath,
  normaliseListingState,
  parseListingUrl,
  searchUrl,
  toListingRequest,
  withFacetTermToggled,
  withFilters,
  withNextDay,
  withoutFilters,
  withoutScrollTo,
  withPage,
  withScrollTo,
  withSort,
  type ListingUrlState,
  type ListingUrlStateInput,
} from './listing-url';
import { sortKeys } from './sorting';

const settings = { reviewsEnabled: true };

describe('listing URL shape (L §2)', () => {
  it('reads the category path, the facet section and the query string', () => {
    expect(parseListingUrl('/category/women/dresses/facet/brand/coast~oasis/sizes/10?sort=price-asc&page=2')).toEqual({
      kind: 'category',
      path: '/category/women/dresses',
      query: '',
      filters: { sizes: ['10'], brand: ['coast', 'oasis'] },
      nextDay: false,
      sort: 'price-asc',
      page: 2,
      scrollTo: undefined,
      refresh: false,
      extraParams: [],
    } satisfies ListingUrlState);
  });

  it('writes facets as /facet/{key}/{value1}~{value2}/{nextKey}/{value}', () => {
    expect(buildListingUrl({ path: '/category/women/dresses', filters: { brand: ['oasis', 'coast'], sizes: ['10'] } })).toBe(
      '/category/women/dresses/facet/sizes/10/brand/coast~oasis',
    );
  });

  it('writes slashes inside keys or values as :s: and reads them back', () => {
    const url = buildListingUrl({ path: '/category/women', filters: { styleTaxonomy: ['tops/t-shirts'] } });
    expect(url).toBe('/category/women/facet/styleTaxonomy/tops:s:t-shirts');
    expect(parseListingUrl(url).filters).toEqual({ styleTaxonomy: ['tops/t-shirts'] });
    expect(encodeSegment('a/b/c')).toBe('a:s:b:s:c');
    expect(decodeSegment('a:s:b')).toBe('a/b');
  });

  it('URL-encodes values, including the ~ that separates them and a literal :s:', () => {
    const filters = { brand: ['Marks & Spencer', 'a~b', '50% off?', 'x:s:y', 'Café #1'] };
    const url = buildListingUrl({ path: '/category/sale', filters });
    expect(url).toBe('/category/sale/facet/brand/50%25%20off%3F~Caf%C3%A9%20%231~Marks%20%26%20Spencer~a%7Eb~x%3As%3Ay');
    expect(parseListingUrl(url).filters.brand).toEqual([...filters.brand].sort());
  });

  it('gives one state one URL: facet and value order do not matter', () => {
    const a = buildListingUrl({ path: '/category/dresses', filters: { colourFacets: ['Red', 'Black'], brand: ['coast'] } });
    const b = buildListingUrl({ path: '/category/dresses', filters: { brand: ['coast'], colourFacets: ['Black', 'Red', 'Black'] } });
    expect(a).toBe(b);
    expect(a).toBe('/category/dresses/facet/colourFacets/Black~Red/brand/coast');
  });

  it('reads facets in any order and repeated keys into one canonical state', () => {
    const state = parseListingUrl('/category/dresses/facet/brand/oasis/colourFacets/Red/brand/coast');
    expect(state.filters).toEqual({ colourFacets: ['Red'], brand: ['coast', 'oasis'] });
    expect(buildListingUrl(state)).toBe('/category/dresses/facet/colourFacets/Red/brand/coast~oasis');
  });

  it('keeps aiattributes.* facets', () => {
    const state = parseListingUrl('/category/beauty/facet/aiattributes.Skin_Type/Dry~Oily');
    expect(state.filters).toEqual({ 'aiattributes.Skin_Type': ['Dry', 'Oily'] });
  });

  it('puts the query parameters in a fixed order and keeps other parameters', () => {
    const state = parseListingUrl('/category/dresses?utm_source=mail&refresh=1&scrollTo=CST123&page=3&sort=newness&chatbot=true');
    expect(state).toMatchObject({ sort: 'newness', page: 3, scrollTo: 'CST123', refresh: true, extraParams: [['utm_source', 'mail'], ['chatbot', 'true']] });
    expect(buildListingUrl(state)).toBe('/category/dresses?sort=newness&page=3&scrollTo=CST123&refresh=true&utm_source=mail&chatbot=true');
  });

  it('reads absolute URLs and ignores the fragment', () => {
    expect(buildListingUrl(parseListingUrl('https://www.coast.com/category/dresses/facet/brand/coast?page=2#top'))).toBe(
      '/category/dresses/facet/brand/coast?page=2',
    );
  });
});

describe('base path (L §2)', () => {
  it('strips /facet… and /product… and the trailing slash', () => {
    expect(listingBasePath('/category/women/dresses/')).toBe('/category/women/dresses');
    expect(listingBasePath('/category/women/dresses/facet/brand/coast')).toBe('/category/women/dresses');
    expect(listingBasePath('/category/women/dresses/product/satin-midi-dress')).toBe('/category/women/dresses');
    expect(listingBasePath('/category/women/dresses/?page=2')).toBe('/category/women/dresses');
  });

  it('turns a /collection/ prefix into /category/', () => {
    expect(listingBasePath('/collection/summer-edit/')).toBe('/category/summer-edit');
    expect(parseListingUrl('/collection/summer-edit/facet/brand/coast').path).toBe('/category/summer-edit');
    expect(listingBasePath('/category/collection/x')).toBe('/category/collection/x');
  });

  it('drops empty and dot segments and gives / at worst', () => {
    expect(listingBasePath('//category///dresses//')).toBe('/category/dresses');
    expect(listingBasePath('/category/../../etc/passwd')).toBe('/category/etc/passwd');
    expect(listingBasePath('/%2e%2e/category')).toBe('/category');
    expect(listingBasePath('')).toBe('/');
    expect(listingBasePath('/facet/brand/coast')).toBe('/');
  });

  it('never builds a protocol-relative or scripted URL', () => {
    expect(buildListingUrl(parseListingUrl('//evil.example/x'))).toBe('/evil.example/x');
    expect(buildListingUrl(parseListingUrl('javascript:alert(1)'))).toBe('/javascript%3Aalert(1)');
  });
});

describe('category slug', () => {
  it('is the base path without its category prefix', () => {
    expect(categorySlugOf('/category/women/dresses/facet/brand/coast')).toBe('women/dresses');
    expect(categorySlugOf('/categories/women')).toBe('women');
    expect(categorySlugOf('/collection/summer-edit/')).toBe('summer-edit');
    expect(categorySlugOf('/category/caf%C3%A9')).toBe('café');
    expect(categorySlugOf('/search')).toBe('search');
    expect(categorySlugOf('/')).toBe('');
  });
});

describe('next-day toggle (L §2, §4)', () => {
  it('is set by an /isNextDay/true segment, in the path or the facet section', () => {
    expect(parseListingUrl('/category/dresses/isNextDay/true').nextDay).toBe(true);
    expect(parseListingUrl('/category/dresses/isNextDay/true').path).toBe('/category/dresses');
    expect(parseListingUrl('/category/dresses/facet/isNextDay/true/brand/coast')).toMatchObject({ nextDay: true, filters: { brand: ['coast'] } });
  });

  it('is cleared by /isNextDay/false', () => {
    expect(parseListingUrl('/category/dresses/isNextDay/false')).toMatchObject({ nextDay: false, path: '/category/dresses' });
    expect(parseListingUrl('/category/dresses/facet/isNextDay/false').nextDay).toBe(false);
  });

  it('is written first in the facet section, and only when on', () => {
    const state = parseListingUrl('/category/dresses/facet/brand/coast');
    expect(buildListingUrl(withNextDay(state, true))).toBe('/category/dresses/facet/isNextDay/true/brand/coast');
    expect(buildListingUrl(withNextDay(withNextDay(state, true), false))).toBe('/category/dresses/facet/brand/coast');
  });

  it('toggles like a facet term and drops the page', () => {
    const state = parseListingUrl('/category/dresses?page=4');
    expect(withFacetTermToggled(state, 'isNextDay', 'true')).toMatchObject({ nextDay: true, page: undefined });
  });

  it('travels to the search as the isNextDay facet', () => {
    expect(toListingRequest(parseListingUrl('/category/dresses/isNextDay/true/facet/brand/coast?page=2'))).toEqual({
      query: '/category/dresses',
      filters: { isNextDay: ['true'], brand: ['coast'] },
      sort: undefined,
      page: 2,
    });
  });
});

describe('changes (L §2, §4)', () => {
  const start = parseListingUrl('/category/dresses/facet/brand/coast?sort=newness&page=3&scrollTo=CST1');

  it('drops the page (and scroll target) whenever a filter changes', () => {
    const added = withFacetTermToggled(start, 'sizes', '10');
    expect(buildListingUrl(added)).toBe('/category/dresses/facet/sizes/10/brand/coast?sort=newness');
    const removed = withFacetTermToggled(start, 'brand', 'coast');
    expect(buildListingUrl(removed)).toBe('/category/dresses?sort=newness');
    expect(buildListingUrl(withFilters(start, { colourFacets: ['Red'] }))).toBe('/category/dresses/facet/colourFacets/Red?sort=newness');
    expect(buildListingUrl(withoutFilters(withNextDay(start, true)))).toBe('/category/dresses?sort=newness');
  });

  it('drops the page on a sort change and leaves the default sort out (L §4)', () => {
    expect(buildListingUrl(withSort(start, 'price-asc', settings))).toBe('/category/dresses/facet/brand/coast?sort=price-asc&scrollTo=CST1'.replace('&scrollTo=CST1', ''));
    expect(buildListingUrl(withSort(start, 'relevance', settings))).toBe('/category/dresses/facet/brand/coast');
    expect(buildListingUrl(withSort(start, 'rating-desc', { reviewsEnabled: false }))).toBe('/category/dresses/facet/brand/coast');
  });

  it('sets the page, with page 1 as no page at all', () => {
    expect(buildListingUrl(withPage(start, 5))).toContain('page=5');
    expect(withPage(start, 1).page).toBeUndefined();
    expect(withPage(start, -2).page).toBeUndefined();
    expect(withPage(start, 2.5).page).toBeUndefined();
  });

  it('puts scrollTo in the URL on product click and removes it after scrolling', () => {
    expect(buildListingUrl(withScrollTo(withoutScrollTo(start), 'CST999'))).toContain('scrollTo=CST999');
    expect(buildListingUrl(withoutScrollTo(start))).not.toContain('scrollTo');
    expect(withScrollTo(start, '"><script>').scrollTo).toBeUndefined();
  });
});

describe('text search (L §2)', () => {
  it('lives at /search?q=', () => {
    expect(searchUrl('red dress')).toBe('/search?q=red+dress');
    expect(parseListingUrl('/search?q=red+dress')).toMatchObject({ kind: 'search', path: '/search', query: 'red dress' });
    expect(parseListingUrl('/search?q=%20%20midi%20%0A%20dress%20')).toMatchObject({ query: 'midi dress' });
    expect(parseListingUrl('/search/facet/brand/coast?q=dress&page=2')).toMatchObject({ kind: 'search', filters: { brand: ['coast'] }, page: 2 });
  });

  it('keeps q only on searches and caps its length', () => {
    expect(parseListingUrl('/category/dresses?q=ignored').query).toBe('');
    expect(buildListingUrl(parseListingUrl('/category/dresses?q=ignored'))).toBe('/category/dresses');
    expect(parseListingUrl(`/search?q=${'a'.repeat(5_000)}`).query).toHaveLength(200);
    expect(searchUrl('')).toBe('/search');
  });

  it('searches with the text as the query', () => {
    expect(toListingRequest(parseListingUrl('/search?q=linen&sort=price-desc'))).toEqual({ query: 'linen', filters: {}, sort: 'price-desc', page: 1 });
  });
});

describe('malformed URLs give a safe state', () => {
  it('drops a key left without values (odd segments)', () => {
    expect(parseListingUrl('/category/dresses/facet/brand').filters).toEqual({});
    expect(parseListingUrl('/category/dresses/facet/brand/coast/sizes').filters).toEqual({ brand: ['coast'] });
  });

  it('drops unknown facets and empty values', () => {
    expect(parseListingUrl('/category/dresses/facet/objectID/x/brand/coast').filters).toEqual({ brand: ['coast'] });
    expect(parseListingUrl('/category/dresses/facet/brand/~~/sizes/~10~').filters).toEqual({ sizes: ['10'] });
    expect(parseListingUrl('/category/dresses/facet/__proto__/x/constructor/y').filters).toEqual({});
  });

  it('drops values that are not valid percent-encoding, and dot values', () => {
    expect(parseListingUrl('/category/dresses/facet/brand/%E0%A4%A~coast/sizes/..').filters).toEqual({ brand: ['coast'] });
    expect(parseListingUrl('/category/%E0%A4%A/dresses').path).toBe('/category/dresses');
    expect(parseListingUrl('/category/dresses/facet/brand/../sizes/10').filters).toEqual({ sizes: ['10'] });
    expect(parseListingUrl('/category/dresses/facet/../x/brand/coast').filters).toEqual({ brand: ['coast'] });
  });

  it('ignores range filters that are not numeric', () => {
    expect(parseListingUrl('/category/dresses/facet/priceRange/cheap/discountRange/10-max').filters).toEqual({ discountRange: ['10-max'] });
    expect(parseListingUrl('/category/dresses/facet/priceRange/50-10').filters).toEqual({ priceRange: ['10-50'] });
  });

  it('ignores bad query values', () => {
    expect(parseListingUrl('/category/dresses?page=abc&sort=cheapest&scrollTo=<x>')).toMatchObject({ page: undefined, sort: undefined, scrollTo: undefined });
    expect(parseListingUrl('/category/dresses?page=0').page).toBeUndefined();
    expect(parseListingUrl('/category/dresses?page=99999999').page).toBeUndefined();
    expect(parseListingUrl('/category/dresses?page=%ZZ&%%=1').page).toBeUndefined();
  });

  it('stays bounded for very long URLs', () => {
    const values = Array.from({ length: 5_000 }, (_, index) => `v${index}`).join('~');
    const state = parseListingUrl(`/category/${'deep/'.repeat(2_000)}facet/brand/${values}?${'x=1&'.repeat(5_000)}`);
    expect(state.path.split('/').length).toBeLessThanOrEqual(13);
    expect(state.filters.brand?.length ?? 0).toBeLessThanOrEqual(100);
    expect(state.extraParams.length).toBeLessThanOrEqual(20);
    expect(buildListingUrl(state).length).toBeLessThan(10_000);
    const longPath = parseListingUrl(`/category/dresses/facet/brand/${'x'.repeat(100_000)}`);
    expect(longPath.path).toBe('/category/dresses');
  });

  it('gives the home state for nonsense', () => {
    for (const url of ['', '?', '#', '///', '/..', 'http://', '%%%']) {
      const state = parseListingUrl(url);
      expect(state.filters, url).toEqual({});
      expect(buildListingUrl(state).startsWith('/'), url).toBe(true);
    }
  });
});

/** Deterministic pseudo-random numbers (mulberry32), so a failure can be replayed from its seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const awkward = ['a', 'B', ' ', '/', '~', ':s:', ':', '%', '%2F', '?', '#', '&', '=', '+', '.', '..', 'é', '😀', '\uD800', '\n', '-', 'max', '10', 'facet', 'product', 'isNextDay', 'true', '<', '"', "'"];

function randomText(next: () => number, maxParts: number): string {
  const parts = Math.floor(next() * maxParts);
  let text = '';
  for (let index = 0; index < parts; index += 1) text += awkward[Math.floor(next() * awkward.length)]!;
  return text;
}

function randomState(next: () => number): ListingUrlStateInput {
  const filters: Record<string, string[]> = {};
  const facetCount = Math.floor(next() * 5);
  for (let index = 0; index < facetCount; index += 1) {
    const key = next() < 0.15 ? `aiattributes.${['Fit', 'Skin_Type', 'Material'][Math.floor(next() * 3)]}` : knownFacetKeys[Math.floor(next() * knownFacetKeys.length)]!;
    const values = Array.from({ length: 1 + Math.floor(next() * 4) }, () =>
      key === 'priceRange' || key === 'discountRange' ? `${Math.floor(next() * 100)}-${next() < 0.3 ? 'max' : Math.floor(next() * 200)}` : randomText(next, 6),
    );
    filters[key] = values;
  }
  const pathSegments = Array.from({ length: Math.floor(next() * 4) }, () => (next() < 0.6 ? ['category', 'women', 'dresses', 'collection', 'search'][Math.floor(next() * 5)]! : randomText(next, 4)));
  return {
    path: `/${pathSegments.join('/')}`,
    query: randomText(next, 8),
    filters,
    nextDay: next() < 0.3,
    sort: next() < 0.5 ? sortKeys[Math.floor(next() * sortKeys.length)] : undefined,
    page: next() < 0.5 ? Math.floor(next() * 30) - 5 : undefined,
    scrollTo: next() < 0.3 ? (next() < 0.5 ? `CST${Math.floor(next() * 99999)}` : randomText(next, 3)) : undefined,
    refresh: next() < 0.2,
    extraParams: next() < 0.3 ? [[randomText(next, 3) || 'x', randomText(next, 4)]] : [],
  };
}

describe('round trip over random states', () => {
  it('parse(build(state)) is the state in canonical form, and its URL is stable', () => {
    for (let seed = 1; seed <= 1_000; seed += 1) {
      const input = randomState(random(seed));
      const canonical = normaliseListingState(input, settings);
      const url = buildListingUrl(input, settings);
      const parsed = parseListingUrl(url, settings);
      expect(parsed, `seed ${seed}: ${url}`).toEqual(canonical);
      expect(buildListingUrl(parsed, settings), `seed ${seed}`).toBe(url);
      expect(parseListingUrl(buildListingUrl(canonical, settings), settings), `seed ${seed}`).toEqual(canonical);
    }
  });

  it('never throws on random garbage', () => {
    const next = random(42);
    for (let run = 0; run < 1_000; run += 1) {
      const url = Array.from({ length: Math.floor(next() * 12) }, () => (next() < 0.3 ? '/' : randomText(next, 3))).join('');
      expect(() => buildListingUrl(parseListingUrl(url))).not.toThrow();
    }
  });
});
