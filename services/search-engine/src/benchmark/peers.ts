// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient types must reach other packages that compile this file (scripts/src/bench)
/// <reference path="./itemsjs.d.ts" />
import { create, insertMultiple, search as oramaSearch, type AnyOrama, type SearchParams as OramaSearchParams } from '@orama/orama';
import itemsjs from 'itemsjs';
import type { ProductRecord } from '../testing/catalogue-records';
import type { ListingQuery, ListingSort } from './listing-queries';

/**
 * The benchmark's peers, each used idiomatically on the same records and queries: itemsjs
 * (bitset facets, lunr full text) and Orama (BM25 full text, typed filters and facets).
 */
export interface Peer {
  name: string;
  /** Runs a listing query; answers the hit count. */
  search(query: ListingQuery): Promise<number> | number;
  /** Builds what the peer builds lazily on first use (Orama's sort indices), so it counts as index build, not query time. */
  prepare?(): Promise<void>;
}

const sortFields: Record<Exclude<ListingSort, 'relevance'>, { field: string; order: 'asc' | 'desc' }> = {
  'price-asc': { field: 'price', order: 'asc' },
  'price-desc': { field: 'price', order: 'desc' },
  newness: { field: 'createdAt', order: 'desc' },
  'best-sellers': { field: 'bestSellerRank', order: 'asc' },
  'rating-desc': { field: 'rating', order: 'desc' },
};

type ItemsjsItem = ProductRecord & { isNextDayText: string };

export function buildItemsjs(records: readonly ProductRecord[], facets: readonly string[]): Peer {
  const items: ItemsjsItem[] = records.map((record) => ({ ...record, isNextDayText: String(record.isNextDay) }));
  const aggregations: Record<string, { title: string; size: number; conjunction: boolean }> = {};
  for (const facet of new Set([...facets, 'brand', 'colourFacets', 'sizes', 'gender', 'occasion', 'fabrication', 'styleTaxonomy', 'categorySlugs'])) {
    const field = facet === 'isNextDay' ? 'isNextDayText' : facet;
    aggregations[field] = { title: facet, size: 20, conjunction: false };
  }
  const engine = itemsjs(items, {
    aggregations,
    searchableFields: ['name', 'brand', 'categoryNames', 'styleTaxonomy', 'colours', 'description'],
    sortings: Object.fromEntries(Object.entries(sortFields).map(([key, value]) => [key, { field: value.field, order: value.order }])),
  });
  return {
    name: 'itemsjs',
    search(query) {
      const filters: Record<string, string[]> = {};
      for (const filter of query.facetFilters) filters[filter.attribute] = filter.values;
      const range = query.priceRange;
      const result = engine.search({
        query: query.text || undefined,
        filters,
        per_page: query.hitsPerPage,
        page: 1,
        sort: query.sort === 'relevance' ? undefined : query.sort,
        filter: range ? (item: ItemsjsItem) => item.price >= range[0] && item.price <= range[1] : undefined,
      });
      return result.pagination.total;
    },
  };
}

const oramaSchema = {
  objectID: 'string',
  name: 'string',
  brand: 'enum',
  brandText: 'string',
  styleText: 'string',
  categoryNames: 'string[]',
  styleTaxonomy: 'enum',
  colours: 'string[]',
  description: 'string',
  categorySlugs: 'enum[]',
  colourFacets: 'enum[]',
  sizes: 'enum[]',
  department: 'enum',
  gender: 'enum',
  occasion: 'enum',
  fabrication: 'enum',
  isNextDay: 'boolean',
  price: 'number',
  createdAt: 'number',
  bestSellerRank: 'number',
  rating: 'number',
} as const;

type OramaDb = AnyOrama;

export async function buildOrama(records: readonly ProductRecord[]): Promise<{ db: OramaDb; peer: Peer }> {
  const db: OramaDb = create({ schema: oramaSchema }) as unknown as OramaDb;
  const docs = records.map((record) => ({
    objectID: record.objectID,
    name: record.name,
    brand: record.brand,
    brandText: record.brand,
    styleText: record.styleTaxonomy,
    categoryNames: record.categoryNames,
    styleTaxonomy: record.styleTaxonomy,
    colours: record.colours,
    description: record.description,
    categorySlugs: record.categorySlugs,
    colourFacets: record.colourFacets,
    sizes: record.sizes,
    department: record.department,
    gender: record.gender,
    occasion: record.occasion ?? '',
    fabrication: record.fabrication ?? '',
    isNextDay: record.isNextDay,
    price: record.price,
    createdAt: record.createdAt,
    bestSellerRank: record.bestSellerRank,
    rating: record.rating ?? 0,
  }));
  await insertMultiple(db, docs, 1000);
  const arrayFields = new Set(['categorySlugs', 'colourFacets', 'sizes']);
  const peer: Peer = {
    name: 'orama',
    async search(query) {
      const conditions: Record<string, unknown>[] = query.facetFilters.map((filter) =>
        arrayFields.has(filter.attribute) ? { [filter.attribute]: { containsAny: filter.values } } : { [filter.attribute]: { in: filter.values } },
      );
      if (query.priceRange) conditions.push({ price: { between: query.priceRange } });
      const facets: Record<string, Record<string, unknown>> = {};
      for (const facet of query.facets) facets[facet] = facet === 'isNextDay' ? { true: true, false: true } : { limit: 20 };
      const sort = query.sort === 'relevance' ? undefined : sortFields[query.sort];
      // Full-text options only with a term: Orama given `properties` and an empty term scores every
      // token of those properties (seconds at this size), where a filter-only query needs none.
      const text = query.text
        ? { term: query.text, properties: ['name', 'brandText', 'categoryNames', 'styleText', 'colours', 'description'], tolerance: query.text.length >= 4 ? 1 : 0, threshold: 0 }
        : {};
      const params = {
        ...text,
        where: conditions.length > 0 ? { and: conditions } : undefined,
        facets,
        sortBy: sort ? { property: sort.field, order: sort.order === 'asc' ? 'ASC' : 'DESC' } : undefined,
        limit: query.hitsPerPage,
        offset: 0,
      } as unknown as OramaSearchParams<OramaDb>;
      const result = await oramaSearch(db, params);
      return result.count;
    },
    async prepare() {
      for (const sort of Object.values(sortFields)) {
        await oramaSearch(db, { term: '', limit: 1, sortBy: { property: sort.field, order: sort.order === 'asc' ? 'ASC' : 'DESC' } } as unknown as OramaSearchParams<OramaDb>);
      }
    },
  };
  return { db, peer };
}
