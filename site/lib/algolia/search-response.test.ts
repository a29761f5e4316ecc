import { describe, expect, it } from 'vitest';
import type { ResultPage } from '@storefront/machines/listingPages.paging';
import type { SearchResponseContext } from '@storefront/plugins/listing/rules/search-results';
import { mapSearchResponse } from './search-response';

const context: SearchResponseContext = { filters: {}, reviewsEnabled: true, pageSize: 40 };

/** A search record as the hosted index holds it (L §3 listing product card fields). */
function record(id: string, overrides: Record<string, unknown> = {}) {
  return {
    objectID: id,
    id,
    productKey: id,
    slug: `satin-midi-dress-${id.toLowerCase()}`,
    name: 'Satin Cowl Neck Midi Dress',
    brand: 'Dorothy Perkins',
    breadcrumbs: [
      { name: 'Women', slug: 'women' },
      { name: 'Dresses', slug: 'women/dresses' },
    ],
    classification: 'Own Brand',
    description: 'A bias-cut satin midi.',
    price: '£49.00',
    wasPrice: '£70.00',
    percentageSaving: 30,
    imagesResponsive: [`/_img/products/${id}/black/1`, `/_img/products/${id}/black/2`],
    colour: 'black',
    size: ['12', '8', '10', '6'],
    gender: 'Women',
    department: 'women',
    styleTaxonomy: 'Midi Dresses',
    categoryTaxonomy: 'Dresses',
    occasion: 'Party',
    categoryNames: ['Dresses', 'Party'],
    categorySlugs: ['women/dresses', 'occasion/party'],
    colourVariants: [
      { colour: 'black', colourFacet: 'Black', swatchImage: '#111111', sku: `${id}-001-08`, imageResponsive: [`/_img/products/${id}/black/1`, `/_img/products/${id}/black/2`], sizesInStock: ['10', '8'] },
      { colour: 'dusty-rose', colourFacet: 'Pink', swatchImage: 'https://img.example/swatch/rose.jpg', sku: `${id}-002-08`, imageResponsive: [`/_img/products/${id}/dusty-rose/1`], sizesInStock: [] },
    ],
    productType: 'clothing',
    priceVariants: [
      { colour: 'black', size: '8', price: '£49.00', wasPrice: '£70.00' },
      { colour: 'dusty-rose', size: '8', price: '£55.00', wasPrice: '£55.00' },
    ],
    isPremier: false,
    hasGiftWithPurchase: false,
    isOnStock: true,
    averageRating: 4.4,
    totalReviewCount: 128,
    ratingGroup: '4',
    variantSkus: [`${id}-001-08`, `${id}-002-08`],
    ...overrides,
  };
}

function response(overrides: Record<string, unknown> = {}) {
  return {
    hits: [record('CST10001'), record('CST10002', { colour: 'dusty-rose', isPremier: true })],
    nbHits: 95,
    page: 1,
    nbPages: 3,
    hitsPerPage: 40,
    facets: {
      brand: { 'Dorothy Perkins': 60, Coast: 35 },
      sizes: { '10': 50, '8': 60, '6': 20, XS: 3 },
      colourFacets: { Black: 40, Pink: 55 },
      isNextDay: { true: 30 },
      categorySlugs: { 'women/dresses': 95 },
      'aiattributes.Fabric_Weight': { Light: 4, Heavy: 2 },
      unknownAttribute: { x: 1 },
    },
    facets_stats: { priceRange: { min: 12.5, max: 180, avg: 50, sum: 5000 } },
    queryID: 'q-123',
    abTestVariantID: 2,
    abTestID: 77,
    ...overrides,
  };
}

describe('hosted search response mapping (L §3)', () => {
  it('maps totals, paging and analytics ids', () => {
    const { response: mapped, warnings } = mapSearchResponse(response(), context);
    expect(warnings).toEqual([]);
    expect(mapped.total).toBe(95);
    expect(mapped.pageInfo).toEqual({ hasNextPage: true, hasNext: true, hasPrevious: true, endCursor: '42', length: 2, offset: 40 });
    expect(mapped.edges.map((edge) => edge.cursor)).toEqual(['41', '42']);
    expect(mapped.queryId).toBe('q-123');
    expect(mapped.abTestVariantID).toBe('2');
    expect(mapped.abTestID).toBe('77');
    expect(mapped.redirect).toBeUndefined();
  });

  it('is the page response the listingPages machine takes', () => {
    const page: ResultPage = mapSearchResponse(response(), context).response;
    expect(page.edges.map((edge) => edge.node.id)).toEqual(['CST10001', 'CST10002']);
  });

  it('says when the last page is reached', () => {
    const { response: mapped } = mapSearchResponse(response({ page: 2 }), context);
    expect(mapped.pageInfo).toMatchObject({ hasNextPage: false, hasNext: false, hasPrevious: true, offset: 80 });
    const first = mapSearchResponse(response({ page: 0, nbPages: 1 }), context).response;
    expect(first.pageInfo).toMatchObject({ hasNextPage: false, hasPrevious: false, offset: 0 });
  });

  it('maps a hit to the product card the listing draws', () => {
    const node = mapSearchResponse(response(), context).response.edges[0]!.node;
    expect(node).toMatchObject({
      id: 'CST10001',
      key: 'CST10001',
      recordId: 'CST10001',
      position: 41,
      slug: 'satin-midi-dress-cst10001',
      name: 'Satin Cowl Neck Midi Dress',
      brand: { id: 'dorothy-perkins', name: 'Dorothy Perkins' },
      department: 'women',
      category: { slug: 'women/dresses', name: 'Dresses' },
      url: '/product/satin-midi-dress-cst10001?colour=black',
      defaultColour: 'black',
      price: { pence: 4900, formatted: '£49.00' },
      wasPrice: { pence: 7000, formatted: '£70.00' },
      percentageSaving: 30,
      isOnStock: true,
      isPremier: false,
      averageRating: 4.4,
      reviewCount: 128,
      sizes: ['6', '8', '10', '12'],
      categorySlugs: ['women/dresses', 'occasion/party'],
      classification: 'Own Brand',
      variantSkus: ['CST10001-001-08', 'CST10001-002-08'],
    });
    expect(node.colourVariants).toEqual([
      {
        sku: 'CST10001-001-08',
        colour: 'black',
        colourLabel: 'Black',
        colourFacet: 'Black',
        swatchHex: '#111111',
        swatchImage: undefined,
        image: { src: '/_img/products/CST10001/black/1', alt: 'Satin Cowl Neck Midi Dress in Black', aspectRatio: 2 / 3 },
        hoverImage: { src: '/_img/products/CST10001/black/2', alt: 'Satin Cowl Neck Midi Dress in Black', aspectRatio: 2 / 3 },
        sizesInStock: ['8', '10'],
        isOnStock: true,
        price: { pence: 4900, formatted: '£49.00' },
        wasPrice: { pence: 7000, formatted: '£70.00' },
        percentageSaving: 30,
      },
      expect.objectContaining({
        colour: 'dusty-rose',
        colourLabel: 'Dusty Rose',
        swatchHex: '#d29a9a',
        swatchImage: 'https://img.example/swatch/rose.jpg',
        isOnStock: false,
        price: { pence: 5500, formatted: '£55.00' },
        wasPrice: undefined,
        percentageSaving: undefined,
        hoverImage: undefined,
      }),
    ]);
  });

  it('links premier products to /premier and adds the size when exactly one is selected', () => {
    const mapped = mapSearchResponse(response(), { ...context, filters: { sizes: ['10'] } }).response;
    expect(mapped.edges[0]!.node.url).toBe('/product/satin-midi-dress-cst10001?colour=black&size=10');
    expect(mapped.edges[1]!.node.url).toBe('/premier/satin-midi-dress-cst10002');
    const two = mapSearchResponse(response(), { ...context, filters: { sizes: ['10', '12'] } }).response;
    expect(two.edges[0]!.node.url).toBe('/product/satin-midi-dress-cst10001?colour=black');
  });

  it('maps facets: known keys only, labelled, typed, ordered, with selections marked', () => {
    const mapped = mapSearchResponse(response(), { ...context, filters: { brand: ['Coast'], sizes: ['14'], priceRange: ['20-50'] } }).response;
    expect(mapped.facets.map((facet) => facet.key)).toEqual(['isNextDay', 'sizes', 'colourFacets', 'brand', 'priceRange', 'aiattributes.Fabric_Weight']);
    expect(mapped.facets.find((facet) => facet.key === 'sizes')).toEqual({
      key: 'sizes',
      label: 'Size',
      facetType: 'terms',
      dataType: 'text',
      terms: [
        { term: '6', label: '6', count: 20 },
        { term: '8', label: '8', count: 60 },
        { term: '10', label: '10', count: 50 },
        { term: '14', label: '14', count: 0 },
        { term: 'XS', label: 'XS', count: 3 },
      ],
      selected: true,
      selectedCount: 1,
    });
    expect(mapped.facets.find((facet) => facet.key === 'brand')).toMatchObject({
      label: 'Brands',
      terms: [
        { term: 'Dorothy Perkins', count: 60 },
        { term: 'Coast', count: 35 },
      ],
      selected: true,
      selectedCount: 1,
    });
    expect(mapped.facets.find((facet) => facet.key === 'priceRange')).toEqual({
      key: 'priceRange',
      label: 'Price Range',
      facetType: 'range',
      dataType: 'number',
      terms: [{ term: '20-50', label: '£20 - £50', count: 0 }],
      selected: true,
      selectedCount: 1,
      range: { min: 12.5, max: 180 },
    });
    expect(mapped.facets.find((facet) => facet.key === 'aiattributes.Fabric_Weight')?.label).toBe('Fabric Weight');
    expect(mapped.selectedFacets).toEqual([
      { key: 'sizes', label: 'Size', term: '14', termLabel: '14', facetType: 'terms' },
      { key: 'brand', label: 'Brands', term: 'Coast', termLabel: 'Coast', facetType: 'terms' },
      { key: 'priceRange', label: 'Price Range', term: '20-50', termLabel: '£20 - £50', facetType: 'range' },
    ]);
  });

  it('drops productKey facets and selections in visual search', () => {
    const raw = response({ facets: { productKey: { CST1: 1, CST2: 1 }, brand: { Coast: 2 } } });
    const mapped = mapSearchResponse(raw, { ...context, visualSearch: true, filters: { productKey: ['CST1'], brand: ['Coast'] } }).response;
    expect(mapped.facets.map((facet) => facet.key)).toEqual(['brand', 'priceRange']);
    expect(mapped.selectedFacets.map((tag) => tag.key)).toEqual(['brand']);
  });

  it('offers the sort options, rating only when reviews are enabled', () => {
    expect(mapSearchResponse(response(), context).response.sortOptions.map((option) => option.key)).toContain('rating-desc');
    expect(mapSearchResponse(response(), { ...context, reviewsEnabled: false }).response.sortOptions.map((option) => option.key)).not.toContain('rating-desc');
  });

  it('reads redirects from rendering content or user data, only to safe URLs', () => {
    expect(mapSearchResponse(response({ renderingContent: { redirect: { url: '/pages/sale' } } }), context).response.redirect).toBe('/pages/sale');
    const fromUserData = mapSearchResponse(response({ userData: [{ redirect: 'https://www.coast.com/category/dresses', redirectMobile: '/m/dresses' }] }), context).response;
    expect(fromUserData).toMatchObject({ redirect: 'https://www.coast.com/category/dresses', redirectMobile: '/m/dresses' });
    expect(mapSearchResponse(response({ userData: [{ redirect: 'javascript:alert(1)' }, 'x', null] }), context).response.redirect).toBeUndefined();
    expect(mapSearchResponse(response({ renderingContent: { redirect: { url: '//evil.example' } } }), context).response.redirect).toBeUndefined();
  });
});

describe('bad hits and bad responses never throw', () => {
  it('leaves out hits that cannot make a card, and says why', () => {
    const raw = response({
      hits: [
        record('CST1'),
        { objectID: 'CST2', name: 'No slug' },
        record('CST3', { price: 'TBC', priceVariants: [] }),
        record('CST4', { imagesResponsive: ['javascript:alert(1)'], colourVariants: [] }),
        'not a record',
        record('CST5'),
      ],
    });
    const { response: mapped, warnings } = mapSearchResponse(raw, context);
    expect(mapped.edges.map((edge) => edge.node.id)).toEqual(['CST1', 'CST5']);
    expect(mapped.edges.map((edge) => edge.node.position)).toEqual([41, 46]);
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toMatch(/^hit 42: slug/);
    expect(warnings[1]).toBe('hit 43 (CST3): no price');
    expect(warnings[2]).toBe('hit 44 (CST4): no image');
  });

  it('treats odd field types as missing rather than failing the hit', () => {
    const raw = response({
      hits: [
        record('CST1', {
          brand: { name: 'Coast' },
          averageRating: 'excellent',
          totalReviewCount: '12',
          isOnStock: 'true',
          categorySlugs: 'women/dresses',
          size: null,
          breadcrumbs: [{ name: 'Women', slug: 'women' }, { slug: 'no-name' }],
          colourVariants: [{ colour: '' }, record('x').colourVariants[0]],
          wasPrice: '£10.00',
        }),
      ],
    });
    const { response: mapped, warnings } = mapSearchResponse(raw, context);
    expect(warnings).toEqual([]);
    expect(mapped.edges[0]!.node).toMatchObject({
      brand: { id: 'coast', name: 'Coast' },
      averageRating: undefined,
      reviewCount: 12,
      isOnStock: true,
      categorySlugs: ['women/dresses'],
      category: { slug: 'women', name: 'Women' },
      wasPrice: undefined,
      percentageSaving: undefined,
      sizes: ['8', '10'],
    });
    expect(mapped.edges[0]!.node.colourVariants).toHaveLength(1);
  });

  it('makes one colour variant from the record when it lists none', () => {
    const node = mapSearchResponse(response({ hits: [record('CST1', { colourVariants: [], priceVariants: [] })] }), context).response.edges[0]!.node;
    expect(node.colourVariants).toHaveLength(1);
    expect(node.colourVariants[0]).toMatchObject({ colour: 'black', sku: 'CST1-001-08', image: { src: '/_img/products/CST1/black/1' }, isOnStock: true });
  });

  it('gives an empty response for something that is not a search response', () => {
    for (const raw of [null, undefined, 'error', 42, [], { hits: 'nope', nbHits: -1 }]) {
      const { response: mapped } = mapSearchResponse(raw, context);
      expect(mapped.total, String(raw)).toBe(0);
      expect(mapped.edges).toEqual([]);
      expect(mapped.pageInfo).toEqual({ hasNextPage: false, hasNext: false, hasPrevious: false, endCursor: undefined, length: 0, offset: 0 });
      expect(mapped.sortOptions.length).toBeGreaterThan(0);
    }
  });

  it('ignores malformed facet counts and stats', () => {
    const raw = response({ facets: { brand: { Coast: 'many', Oasis: 3, '': 2 }, sizes: 'x' }, facets_stats: { priceRange: { min: 'a' }, discountRange: { min: 10, max: 5 } } });
    const mapped = mapSearchResponse(raw, context).response;
    expect(mapped.facets).toEqual([{ key: 'brand', label: 'Brands', facetType: 'terms', dataType: 'text', terms: [{ term: 'Oasis', label: 'Oasis', count: 3 }], selected: false, selectedCount: 0 }]);
  });
});
