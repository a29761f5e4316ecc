import { badRequest } from './errors';
import type { SearchParams } from './parameters';
import { prepareQuery } from './query-plan';
import type { IndexView } from './search';
import { selectTop } from './ranking';
import { defaults, mergeParams, pluralsEnabled } from './settings';
import { typoDistance } from './text/distance';
import { arePluralEquivalent } from './text/plurals';
import { scanTokens, words as splitWords } from './text/tokenize';

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

export interface FacetSearchResponse {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: boolean;
  processingTimeMS: number;
}

/**
 * Searching for facet values (POST /1/indexes/{index}/facets/{facet}/query and `type: "facet"`
 * queries): the values of a searchable facet whose words match `facetQuery` (the last word as a
 * prefix, typos as in record search), counted over the records matching the other parameters.
 */
export function searchFacetValues(view: IndexView, facetName: string, params: SearchParams & { facetQuery?: string; maxFacetHits?: number }): FacetSearchResponse {
  const started = performance.now();
  const facet = view.facetAttributes.find((entry) => entry.attribute === facetName);
  if (!facet || !facet.searchable) {
    throw badRequest(`Cannot search in \`${facetName}\` attribute, you need to add \`searchable(${facetName})\` to attributesForFaceting.`);
  }
  const merged = mergeParams(view.settings, params);
  const maxFacetHits = merged.maxFacetHits ?? defaults.maxFacetHits;
  if (!Number.isInteger(maxFacetHits) || maxFacetHits < 1 || maxFacetHits > 100) throw badRequest('maxFacetHits must be an integer between 1 and 100');
  const prepared = prepareQuery(view.snapshot, merged, view.facetAttributes);
  const column = view.snapshot.facet(facetName);
  const counts = new Int32Array(column.values.length);
  column.count(prepared.candidates, prepared.count, counts);

  const queryWords = splitWords(merged.facetQuery ?? '');
  const endsWithSpace = /\s$/.test(merged.facetQuery ?? '');
  const minOne = merged.minWordSizefor1Typo ?? defaults.minWordSizefor1Typo;
  const minTwo = merged.minWordSizefor2Typos ?? defaults.minWordSizefor2Typos;
  const typos = merged.typoTolerance === false || merged.typoTolerance === 'false';
  const plurals = pluralsEnabled(merged.ignorePlurals);
  const allowed = (word: string) => (typos ? 0 : word.length >= minTwo ? 2 : word.length >= minOne ? 1 : 0);
  const preTag = typeof merged.highlightPreTag === 'string' ? merged.highlightPreTag : defaults.highlightPreTag;
  const postTag = typeof merged.highlightPostTag === 'string' ? merged.highlightPostTag : defaults.highlightPostTag;

  /** How a value word matches a query word: the length to highlight, or -1. */
  const matchLength = (queryWord: string, valueWord: string, prefix: boolean): number => {
    if (valueWord === queryWord || (plurals && arePluralEquivalent(queryWord, valueWord))) return valueWord.length;
    if (prefix && valueWord.startsWith(queryWord)) return queryWord.length;
    const limit = allowed(queryWord);
    if (limit === 0) return -1;
    return typoDistance(queryWord, valueWord, prefix) <= limit ? (prefix ? Math.min(valueWord.length, queryWord.length) : valueWord.length) : -1;
  };

  const matching: number[] = [];
  for (let id = 0; id < counts.length; id++) {
    if (counts[id] === 0) continue;
    if (queryWords.length === 0) {
      matching.push(id);
      continue;
    }
    const valueWords = column.wordsOf(id);
    const ok = queryWords.every((queryWord, index) => {
      const prefix = index === queryWords.length - 1 && !endsWithSpace;
      return valueWords.some((valueWord) => matchLength(queryWord, valueWord, prefix) >= 0);
    });
    if (ok) matching.push(id);
  }
  const values = column.values;
  const compare =
    merged.sortFacetValuesBy === 'alpha'
      ? (a: number, b: number) => (values[matching[a]!]! < values[matching[b]!]! ? -1 : 1)
      : (a: number, b: number) => counts[matching[b]!]! - counts[matching[a]!]! || (values[matching[a]!]! < values[matching[b]!]! ? -1 : 1);
  const top = selectTop(matching.length, maxFacetHits, compare);
  const facetHits = Array.from(top, (i) => {
    const id = matching[i]!;
    const value = values[id]!;
    return { value, highlighted: highlightValue(value), count: counts[id]! };
  });
  return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: Math.round(performance.now() - started) };

  function highlightValue(value: string): string {
    if (queryWords.length === 0) return value;
    let out = '';
    let at = 0;
    scanTokens(value, (norm, start, end, compound) => {
      if (compound || start < at) return;
      let best = -1;
      queryWords.forEach((queryWord, index) => {
        best = Math.max(best, matchLength(queryWord, norm, index === queryWords.length - 1 && !endsWithSpace));
      });
      if (best < 0) return;
      const stop = best >= norm.length ? end : start + best;
      out += value.slice(at, start) + preTag + value.slice(start, stop) + postTag;
      at = stop;
    });
    return out + value.slice(at);
  }
}
