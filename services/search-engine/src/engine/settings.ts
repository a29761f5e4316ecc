import { badRequest } from './errors';
import type { IndexSettings, SearchParams } from './parameters';

/** One entry of searchableAttributes: the attributes sharing a priority, and whether word position counts. */
export interface SearchableRank {
  attributes: string[];
  ordered: boolean;
}

export interface FacetAttribute {
  attribute: string;
  searchable: boolean;
  filterOnly: boolean;
  afterDistinct: boolean;
}

export type TextualCriterion = 'typo' | 'geo' | 'words' | 'filters' | 'proximity' | 'attribute' | 'exact' | 'custom';
export type RankingCriterion = { kind: TextualCriterion } | { kind: 'sort'; attribute: string; direction: 'asc' | 'desc' };
export interface SortKey {
  attribute: string;
  direction: 'asc' | 'desc';
}

export const DEFAULT_RANKING: readonly TextualCriterion[] = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];
const textualCriteria = new Set<string>(DEFAULT_RANKING);

export const defaults = {
  hitsPerPage: 20,
  maxValuesPerFacet: 100,
  paginationLimitedTo: 1000,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  highlightPreTag: '<em>',
  highlightPostTag: '</em>',
  snippetEllipsisText: '…',
  maxFacetHits: 10,
  relevancyStrictness: 100,
  minProximity: 1,
} as const;

/** What getSettings answers for settings never set (Algolia answers its defaults too). */
export function settingsWithDefaults(settings: IndexSettings): IndexSettings {
  return {
    minWordSizefor1Typo: defaults.minWordSizefor1Typo,
    minWordSizefor2Typos: defaults.minWordSizefor2Typos,
    hitsPerPage: defaults.hitsPerPage,
    maxValuesPerFacet: defaults.maxValuesPerFacet,
    paginationLimitedTo: defaults.paginationLimitedTo,
    searchableAttributes: null,
    attributesForFaceting: null,
    attributesToRetrieve: null,
    unretrievableAttributes: null,
    attributesToHighlight: null,
    attributesToSnippet: null,
    ranking: [...DEFAULT_RANKING],
    customRanking: null,
    exactOnSingleWordQuery: 'attribute',
    queryType: 'prefixLast',
    removeWordsIfNoResults: 'none',
    highlightPreTag: defaults.highlightPreTag,
    highlightPostTag: defaults.highlightPostTag,
    snippetEllipsisText: defaults.snippetEllipsisText,
    typoTolerance: true,
    ignorePlurals: false,
    removeStopWords: false,
    distinct: 0,
    attributeForDistinct: null,
    maxFacetHits: defaults.maxFacetHits,
    sortFacetValuesBy: 'count',
    relevancyStrictness: defaults.relevancyStrictness,
    ...Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined && value !== null)),
  };
}

function unwrap(entry: string, modifier: string): string | undefined {
  const prefix = `${modifier}(`;
  return entry.startsWith(prefix) && entry.endsWith(')') ? entry.slice(prefix.length, -1) : undefined;
}

export function parseSearchableAttributes(entries: readonly string[]): SearchableRank[] {
  return entries.map((entry) => {
    let ordered = true;
    const attributes = entry.split(',').map((part) => {
      const name = part.trim();
      const inner = unwrap(name, 'unordered') ?? unwrap(name, 'ordered');
      if (unwrap(name, 'unordered') !== undefined) ordered = false;
      const attribute = (inner ?? name).trim();
      if (attribute === '') throw badRequest(`Invalid searchable attribute: "${entry}"`);
      return attribute;
    });
    return { attributes, ordered };
  });
}

export function parseFacetAttributes(entries: readonly string[]): FacetAttribute[] {
  return entries.map((entry) => {
    let rest = entry.trim();
    let afterDistinct = false;
    let searchable = false;
    let filterOnly = false;
    for (;;) {
      const distinctInner = unwrap(rest, 'afterDistinct');
      if (distinctInner !== undefined) {
        afterDistinct = true;
        rest = distinctInner;
        continue;
      }
      const searchableInner = unwrap(rest, 'searchable');
      if (searchableInner !== undefined) {
        searchable = true;
        rest = searchableInner;
        continue;
      }
      const filterInner = unwrap(rest, 'filterOnly');
      if (filterInner !== undefined) {
        filterOnly = true;
        rest = filterInner;
        continue;
      }
      break;
    }
    if (rest === '' || /[()]/.test(rest)) throw badRequest(`Invalid attributesForFaceting entry: "${entry}"`);
    if (searchable && filterOnly) throw badRequest(`"${entry}": filterOnly and searchable cannot be combined`);
    return { attribute: rest, searchable, filterOnly, afterDistinct };
  });
}

export function parseSortKey(entry: string, setting: string): SortKey {
  const asc = unwrap(entry.trim(), 'asc');
  const desc = unwrap(entry.trim(), 'desc');
  const attribute = asc ?? desc;
  if (!attribute) throw badRequest(`Invalid ${setting} entry: "${entry}" (expected asc(attribute) or desc(attribute))`);
  return { attribute, direction: asc !== undefined ? 'asc' : 'desc' };
}

export function parseRanking(entries: readonly string[]): RankingCriterion[] {
  return entries.map((entry) => {
    if (textualCriteria.has(entry)) return { kind: entry as TextualCriterion };
    const key = parseSortKey(entry, 'ranking');
    return { kind: 'sort', ...key };
  });
}

/** Replica names, and whether each is virtual ("virtual(products_price_asc)"). */
export function parseReplicas(entries: readonly string[]): { name: string; virtual: boolean }[] {
  return entries.map((entry) => {
    const inner = unwrap(entry.trim(), 'virtual');
    const name = (inner ?? entry).trim();
    if (name === '') throw badRequest(`Invalid replica: "${entry}"`);
    return { name, virtual: inner !== undefined };
  });
}

export type TypoMode = 'true' | 'false' | 'min' | 'strict';

export function typoMode(value: IndexSettings['typoTolerance']): TypoMode {
  if (value === undefined || value === null || value === true) return 'true';
  if (value === false) return 'false';
  return value;
}

/** English plurals apply when ignorePlurals is true or lists "en". */
export function pluralsEnabled(value: boolean | string[] | undefined | null): boolean {
  if (Array.isArray(value)) return value.includes('en');
  return value === true;
}

/** Settings merged with a query's parameters: the query wins where it sets a value. */
export type EffectiveParams = SearchParams & IndexSettings;

export function mergeParams(settings: IndexSettings, params: SearchParams): EffectiveParams {
  const merged: EffectiveParams = {};
  for (const [name, value] of Object.entries(settings)) if (value !== null && value !== undefined) merged[name] = value;
  for (const [name, value] of Object.entries(params)) if (value !== undefined) merged[name] = value;
  return merged;
}
