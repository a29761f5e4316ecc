import type { ProductRecord } from '../testing/catalogue-records';

/**
 * Representative listing queries for the benchmark, in a neutral form each engine translates to
 * its own idiom: optional text, a category, 2 to 3 facet filters (OR within a facet, AND
 * across), sometimes a price range, 10 facets to count and a sort.
 */
export type ListingSort = 'relevance' | 'price-asc' | 'price-desc' | 'newness' | 'best-sellers' | 'rating-desc';

export interface ListingQuery {
  text: string;
  facetFilters: { attribute: string; values: string[] }[];
  priceRange?: [number, number];
  sort: ListingSort;
  facets: string[];
  hitsPerPage: number;
}

export const listingFacets = ['brand', 'categorySlugs', 'colourFacets', 'sizes', 'department', 'gender', 'occasion', 'fabrication', 'styleTaxonomy', 'isNextDay'];

const searchTerms = [
  'dress', 'black dress', 'midi dress', 'satin', 'maxi', 'jeans', 'skinny jeans', 'coat', 'trench coat', 'jumper', 'knit',
  'boots', 'heels', 'trainers', 'shirt', 'linen shirt', 'blazer', 'skirt', 'pleated skirt', 'top', 'cami', 'jumpsuit',
  'wedding guest', 'party', 'sequin', 'floral', 'cardigan', 'hoodie', 'candle', 'cushion', 'lipstick', 'serum', 'perfume',
  'bag', 'clutch', 'suit', 'chinos', 'polo', 'denim jacket', 'velvet', 'lace', 'wrap dress', 'leopard print', 'trousers',
  'kids dress', 'baby', 'bedding', 'lamp', 'dres', 'jackt', 'trainer', 'skirts', 'jeens', 'flral dress',
];

function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` deterministic queries over the records' real facet values. */
export function listingQueries(records: readonly ProductRecord[], count = 200, seed = 42): ListingQuery[] {
  const random = prng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const sorts: ListingSort[] = ['relevance', 'relevance', 'price-asc', 'price-desc', 'newness', 'best-sellers', 'rating-desc'];
  const filterable = ['brand', 'colourFacets', 'sizes', 'gender', 'occasion', 'fabrication', 'styleTaxonomy'];
  const queries: ListingQuery[] = [];
  for (let n = 0; n < count; n++) {
    // Filters come from a real record, so most combinations have results, as shoppers' do.
    const anchor = pick(records);
    const withText = random() < 0.7;
    const facetFilters: ListingQuery['facetFilters'] = [];
    if (!withText || random() < 0.5) {
      const slugs = anchor.categorySlugs;
      facetFilters.push({ attribute: 'categorySlugs', values: [slugs[Math.min(slugs.length - 1, Math.floor(random() * slugs.length))]!] });
    }
    const wanted = 2 + Math.floor(random() * 2);
    const attributes = [...filterable].sort(() => random() - 0.5);
    for (const attribute of attributes) {
      if (facetFilters.length >= wanted) break;
      const own = anchor[attribute];
      const values = (Array.isArray(own) ? own : own === undefined ? [] : [own]).map(String);
      if (values.length === 0) continue;
      const chosen = new Set([pick(values)]);
      // Disjunctive refinements: sometimes a second value of the same facet.
      if (random() < 0.35) {
        const other = pick(records)[attribute];
        const more = (Array.isArray(other) ? other : other === undefined ? [] : [other]).map(String);
        if (more.length > 0) chosen.add(pick(more));
      }
      facetFilters.push({ attribute, values: [...chosen] });
    }
    const priceRange: [number, number] | undefined = random() < 0.3 ? [Math.floor(random() * 30), 40 + Math.floor(random() * 120)] : undefined;
    queries.push({ text: withText ? pick(searchTerms) : '', facetFilters, priceRange, sort: pick(sorts), facets: listingFacets, hitsPerPage: 40 });
  }
  return queries;
}
