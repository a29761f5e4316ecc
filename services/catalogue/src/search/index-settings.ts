/**
 * The search index of each site: settings and the sort replicas (L §7 "index chosen from the
 * source index plus a sort suffix"), the same for Algolia and the embedded engine.
 */
export const SORT_KEYS = ['relevance', 'best-sellers', 'price-asc', 'price-desc', 'newness', 'rating-desc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export function productsIndexName(prefix: string): string {
  return `${prefix}_products`;
}

/** The index a sort queries; relevance is the primary index. */
export function sortIndexName(prefix: string, sort: SortKey): string {
  return sort === 'relevance' ? productsIndexName(prefix) : `${productsIndexName(prefix)}_${sort.replace('-', '_')}`;
}

/** Facets the listing offers, in display order (the rules library labels them). */
export const LISTING_FACETS = [
  'categorySlugs',
  'styleTaxonomy',
  'brand',
  'collection',
  'colourFacets',
  'sizes',
  'priceBands',
  'discountBands',
  'ratingGroup',
  'occasion',
  'fabrication',
  'neckline',
  'sleeveLength',
  'design',
  'gender',
  'department',
  'isNextDay',
  'aiattributes.Material',
  'aiattributes.Fit',
  'aiattributes.Skin_Type',
  'aiattributes.Hair_Type',
  'aiattributes.Heel_Height',
  'aiattributes.Closure',
  'aiattributes.Pattern',
] as const;

const customRanking: Record<SortKey, string[]> = {
  relevance: ['asc(bestSellerRank)'],
  'best-sellers': ['asc(bestSellerRank)'],
  'price-asc': ['asc(price)', 'asc(bestSellerRank)'],
  'price-desc': ['desc(price)', 'asc(bestSellerRank)'],
  newness: ['desc(createdAt)', 'asc(bestSellerRank)'],
  'rating-desc': ['desc(averageRating)', 'desc(totalReviewCount)', 'asc(bestSellerRank)'],
};

const baseSettings = {
  searchableAttributes: ['name', 'brand', 'unordered(styleTaxonomy)', 'unordered(categoryNames)', 'unordered(colourFacets)', 'unordered(fabrication)', 'unordered(description)'],
  attributesForFaceting: [
    ...LISTING_FACETS.map((facet) => (facet === 'brand' || facet === 'styleTaxonomy' ? `searchable(${facet})` : facet)),
    'filterOnly(productKey)',
    'filterOnly(isOnStock)',
    'price',
    'discountPercentage',
  ],
  attributesToHighlight: ['name', 'brand'],
  attributesToRetrieve: ['*'],
  hitsPerPage: 40,
  maxValuesPerFacet: 100,
  paginationLimitedTo: 1000,
  typoTolerance: true,
  ignorePlurals: true,
};

/** Settings of the primary index and of each sort replica (standard replicas: a full ranking each). */
export function indexSettings(prefix: string): Array<{ indexName: string; settings: Record<string, unknown> }> {
  const replicas = SORT_KEYS.filter((sort) => sort !== 'relevance').map((sort) => sortIndexName(prefix, sort));
  return [
    { indexName: productsIndexName(prefix), settings: { ...baseSettings, customRanking: customRanking.relevance, replicas } },
    ...SORT_KEYS.filter((sort) => sort !== 'relevance').map((sort) => ({
      indexName: sortIndexName(prefix, sort),
      settings: {
        ...baseSettings,
        // Sorted replicas rank by the sort first, then relevance (Algolia's standard-replica recipe).
        ranking: ['custom', 'typo', 'words', 'proximity', 'attribute', 'exact'],
        customRanking: customRanking[sort],
      },
    })),
  ];
}
