import type { ListingRecord } from '@storefront/catalogue/search/listing-record';
import { describe, expect, it } from 'vitest';
import { testProduct } from '@storefront/plugins/testing/products';
import { mapSearchResponse } from './search-response';
import { searchFilters } from './search-request';

/** A record as the site's own index holds it (services/catalogue listing records): fields plus the card. */
function indexRecord(key: string): ListingRecord {
  const card = { ...testProduct(key), brand: { id: 'dorothy-perkins', name: 'Dorothy Perkins' }, category: { slug: 'women/dresses', name: 'Dresses' } };
  return {
    objectID: key,
    productKey: key,
    slug: card.slug,
    name: card.name,
    description: 'A bias-cut satin midi.',
    brand: card.brand.name,
    collection: card.brand.id,
    department: 'women',
    gender: 'Women',
    classification: 'Own Brand',
    styleTaxonomy: 'Midi Dresses',
    categoryTaxonomy: 'Dresses',
    categorySlugs: ['women', 'women/dresses'],
    categoryNames: ['Women', 'Dresses'],
    occasion: 'Party',
    fabrication: 'Satin',
    neckline: null,
    sleeveLength: null,
    design: null,
    colourFacets: ['Black', 'Ivory'],
    sizes: ['8', '10'],
    price: 49,
    wasPrice: 70,
    discountPercentage: 30,
    priceBands: '£25 - £50',
    discountBands: '20% - 40%',
    averageRating: 4.4,
    totalReviewCount: 128,
    ratingGroup: '4 & up',
    isNextDay: true,
    isOnStock: true,
    isPremier: false,
    hasGiftWithPurchase: false,
    createdAt: 1_700_000_000,
    bestSellerRank: 1,
    'aiattributes.Material': 'Satin',
    'aiattributes.Fit': null,
    'aiattributes.Skin_Type': null,
    'aiattributes.Hair_Type': null,
    'aiattributes.Heel_Height': null,
    'aiattributes.Closure': null,
    'aiattributes.Pattern': null,
    card,
  };
}

describe("the site's own index records", () => {
  const raw = {
    hits: [indexRecord('CST10001'), indexRecord('CST10002')],
    nbHits: 2,
    page: 0,
    nbPages: 1,
    hitsPerPage: 40,
    facets: { priceBands: { '£25 - £50': 2, '£0 - £25': 1 }, price: { '49': 2 }, 'aiattributes.Material': { Satin: 2 } },
    facets_stats: { price: { min: 12, max: 240, avg: 60, sum: 120 }, discountPercentage: { min: 0, max: 60, avg: 10, sum: 20 } },
  };

  it('maps the embedded card to the same card the catalogue gives, with the listing fields added', () => {
    const { response, warnings } = mapSearchResponse(raw, { filters: { sizes: ['10'] }, reviewsEnabled: true, pageSize: 40 });
    expect(warnings).toEqual([]);
    const node = response.edges[0]!.node;
    const card = indexRecord('CST10001').card;
    expect(node).toMatchObject({
      id: card.id,
      key: card.key,
      slug: card.slug,
      brand: { id: 'dorothy-perkins', name: 'Dorothy Perkins' },
      category: { slug: 'women/dresses', name: 'Dresses' },
      defaultColour: 'black',
      price: card.price,
      wasPrice: card.wasPrice,
      percentageSaving: 30,
      averageRating: 4.4,
      reviewCount: 128,
      url: `/product/${card.slug}?colour=black&size=10`,
      categorySlugs: ['women', 'women/dresses'],
      styleTaxonomy: 'Midi Dresses',
      ratingGroup: '4 & up',
    });
    expect(node.colourVariants.map((variant) => [variant.colour, variant.colourLabel, variant.swatchHex, variant.image.src, variant.hoverImage?.src, variant.price.pence, variant.sizesInStock])).toEqual(
      card.colourVariants.map((variant) => [variant.colour, variant.colourLabel, variant.swatchHex, variant.image.src, variant.hoverImage?.src, variant.price.pence, variant.sizesInStock]),
    );
    expect(node.variantSkus).toEqual(card.colourVariants.map((variant) => variant.sku));
  });

  it('takes range facet bounds from the price and discountPercentage stats, and orders the labelled bands', () => {
    const { response } = mapSearchResponse(raw, { filters: {}, reviewsEnabled: true, pageSize: 40 });
    expect(response.facets.map((facet) => facet.key)).toEqual(['priceBands', 'priceRange', 'discountRange', 'aiattributes.Material']);
    expect(response.facets.find((facet) => facet.key === 'priceRange')?.range).toEqual({ min: 12, max: 240 });
    expect(response.facets.find((facet) => facet.key === 'discountRange')?.range).toEqual({ min: 0, max: 60 });
    expect(response.facets.find((facet) => facet.key === 'priceBands')?.terms.map((term) => term.label)).toEqual(['£0 - £25', '£25 - £50']);
  });

  it('filters ranges on the numeric attributes the index facets', () => {
    expect(searchFilters({ priceRange: ['20-60'] }).numericFilters).toEqual(['price >= 20', 'price <= 60']);
  });
});
