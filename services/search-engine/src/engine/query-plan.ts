import { and, type FilterNode } from './filters/ast';
import { evaluateFilter, type FilterContext } from './filters/evaluate';
import { parseFacetFilters, parseNumericFilters, parseOptionalFilters, parseTagFilters } from './filters/parse-arrays';
import { parseFilters } from './filters/parse-filters';
import { andInto, cardinality, createBitset, type Bitset } from './bitset';
import { badRequest } from './errors';
import type { IndexSettings } from './parameters';
import { defaults, parseFacetAttributes, parseSearchableAttributes, pluralsEnabled, typoMode, type EffectiveParams, type FacetAttribute, type SearchableRank } from './settings';
import type { Snapshot } from './snapshot';
import { englishStopWords } from './text/stop-words';
import type { MatchRestrictions, QueryWord, TextIndex, TextMatch } from './text/text-index';
import { words as splitWords } from './text/tokenize';

/**
 * The part of a search shared by hits, facet counts and facet-value search: reading the query
 * into words, matching them, evaluating the filters and intersecting both into the candidates.
 */

export interface PreparedQuery {
  text: TextMatch | null;
  textIndex: TextIndex;
  words: QueryWord[];
  /** Candidate records (read-only: it may be a cached filter bitset). */
  candidates: Bitset;
  count: number;
  /** For text queries: positions in `text` of the candidates, ascending. */
  textPositions: Int32Array | null;
  /** optionalFilters matched per candidate (in candidate order), when given. */
  optionalScores: Uint8Array | null;
  optionalCount: number;
  /** Markup of the query with removed words wrapped, when removeWordsIfNoResults dropped some. */
  queryAfterRemoval?: string;
  facetAttributes: FacetAttribute[];
}

export function searchableRanks(settings: IndexSettings): SearchableRank[] | null {
  const list = settings.searchableAttributes ?? (settings.attributesToIndex as string[] | null | undefined);
  return list && list.length > 0 ? parseSearchableAttributes(list) : null;
}

export function facetAttributesOf(settings: IndexSettings): FacetAttribute[] {
  return parseFacetAttributes(settings.attributesForFaceting ?? []);
}

function oneOf<T extends string>(name: string, value: unknown, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value === null) return fallback;
  if (!allowed.includes(value as T)) throw badRequest(`Invalid value for "${name}": expected one of ${allowed.join(', ')}`);
  return value as T;
}

export function queryWords(params: EffectiveParams, rawQuery: string): QueryWord[] {
  const queryType = oneOf('queryType', params.queryType, ['prefixLast', 'prefixAll', 'prefixNone'] as const, 'prefixLast');
  const removal = oneOf('removeWordsIfNoResults', params.removeWordsIfNoResults, ['none', 'lastWords', 'firstWords', 'allOptional'] as const, 'none');
  const mode = typoMode(params.typoTolerance);
  const minOne = params.minWordSizefor1Typo ?? defaults.minWordSizefor1Typo;
  const minTwo = params.minWordSizefor2Typos ?? defaults.minWordSizefor2Typos;
  const plurals = pluralsEnabled(params.ignorePlurals);
  const noTypoWords = new Set((params.disableTypoToleranceOnWords as string[] | undefined)?.flatMap((word) => splitWords(word)) ?? []);
  const optionalList = typeof params.optionalWords === 'string' ? [params.optionalWords] : (params.optionalWords ?? []);
  const optional = new Set(optionalList.flatMap((entry) => splitWords(entry)));
  const stopWordsOn = params.removeStopWords === true || (Array.isArray(params.removeStopWords) && params.removeStopWords.includes('en'));

  let query = rawQuery;
  let allOptional = removal === 'allOptional';
  if (query.trim() === '' && typeof params.similarQuery === 'string' && params.similarQuery.trim() !== '') {
    query = params.similarQuery;
    allOptional = true;
  }
  let texts = splitWords(query);
  if (stopWordsOn) {
    const kept = texts.filter((word) => !englishStopWords.has(word));
    if (kept.length > 0) texts = kept;
  }
  const endsWithSpace = /\s$/.test(query);
  return texts.map((text, index) => {
    const last = index === texts.length - 1;
    const prefix = queryType === 'prefixAll' || (queryType === 'prefixLast' && last && !endsWithSpace);
    let maxTypos = 0;
    const numeric = /^\d+$/.test(text);
    if (mode !== 'false' && !noTypoWords.has(text) && !(numeric && params.allowTyposOnNumericTokens === false)) {
      if (text.length >= minTwo) maxTypos = 2;
      else if (text.length >= minOne) maxTypos = 1;
    }
    return { text, prefix, maxTypos, plurals, optional: allOptional || optional.has(text) };
  });
}

export function restrictionsFor(params: EffectiveParams, textIndex: TextIndex): MatchRestrictions {
  const maskOf = (list: unknown) => (Array.isArray(list) && list.length > 0 ? textIndex.slotMask(list as string[]) : 0);
  const restrict = params.restrictSearchableAttributes;
  return {
    allowedMask: restrict && restrict.length > 0 ? textIndex.slotMask(restrict) : -1,
    noTypoMask: maskOf(params.disableTypoToleranceOnAttributes),
    noPrefixMask: maskOf(params.disablePrefixOnAttributes),
    noExactMask: maskOf(params.disableExactOnAttributes),
    exactOnSingleWordQuery: oneOf('exactOnSingleWordQuery', params.exactOnSingleWordQuery, ['attribute', 'word', 'none'] as const, 'attribute'),
  };
}

export function filterContext(snapshot: Snapshot, params: EffectiveParams, facetAttributes: readonly FacetAttribute[]): FilterContext {
  const facetable = new Set(facetAttributes.map((facet) => facet.attribute));
  facetable.add('_tags');
  const numericList = params.numericAttributesForFiltering;
  const numeric = numericList && numericList.length > 0 ? new Set(numericList.map((entry) => /^equalOnly\((.+)\)$/.exec(entry)?.[1] ?? entry)) : undefined;
  return {
    docCount: snapshot.size,
    all: snapshot.all,
    facet: (attribute) => snapshot.facet(attribute),
    numeric: (attribute) => snapshot.numeric(attribute),
    isFacetable: (attribute) => facetable.has(attribute),
    isNumericFilterable: (attribute) => !numeric || numeric.has(attribute),
    cache: snapshot.filterCache,
  };
}

export function filterNode(params: EffectiveParams): FilterNode | undefined {
  const nodes: FilterNode[] = [];
  if (typeof params.filters === 'string') {
    const node = parseFilters(params.filters);
    if (node) nodes.push(node);
  }
  if (params.facetFilters !== undefined) {
    const node = parseFacetFilters(params.facetFilters);
    if (node) nodes.push(node);
  }
  if (params.numericFilters !== undefined) {
    const node = parseNumericFilters(params.numericFilters);
    if (node) nodes.push(node);
  }
  if (params.tagFilters !== undefined) {
    const node = parseTagFilters(params.tagFilters);
    if (node) nodes.push(node);
  }
  return nodes.length === 0 ? undefined : and(nodes);
}

function rejectUnsupported(params: EffectiveParams): void {
  const geo = ['aroundLatLng', 'insideBoundingBox', 'insidePolygon'].find((name) => params[name] !== undefined && params[name] !== '' && !(Array.isArray(params[name]) && (params[name] as unknown[]).length === 0));
  if (geo || params.aroundLatLngViaIP === true) throw badRequest(`${geo ?? 'aroundLatLngViaIP'}: geo search is not supported by the embedded search engine`);
  if (params.mode !== undefined && params.mode !== 'keywordSearch') throw badRequest('mode: only keywordSearch is supported by the embedded search engine');
  if (params.advancedSyntax === true) throw badRequest('advancedSyntax: not supported by the embedded search engine');
}

export function prepareQuery(snapshot: Snapshot, params: EffectiveParams, facetAttributes: FacetAttribute[]): PreparedQuery {
  rejectUnsupported(params);
  const textIndex = snapshot.textIndex(searchableRanks(params));
  const rawQuery = typeof params.query === 'string' ? params.query : '';
  const words = queryWords(params, rawQuery);
  const restrictions = restrictionsFor(params, textIndex);
  const context = filterContext(snapshot, params, facetAttributes);
  const node = filterNode(params);
  const filtered = node ? evaluateFilter(node, context) : snapshot.all;

  const run = (active: QueryWord[]) => {
    const text = textIndex.match(active, restrictions);
    let candidates: Bitset;
    if (text) {
      candidates = text.bits.slice();
      if (node) andInto(candidates, filtered);
    } else candidates = filtered;
    return { text, candidates, count: cardinality(candidates) };
  };
  let active = words;
  let result = run(active);
  let queryAfterRemoval: string | undefined;
  const removal = params.removeWordsIfNoResults;
  if (result.count === 0 && words.length > 1 && (removal === 'lastWords' || removal === 'firstWords')) {
    for (let drop = 1; drop < words.length && result.count === 0; drop++) {
      active = removal === 'lastWords' ? words.slice(0, words.length - drop) : words.slice(drop);
      // The remaining words are now complete words, except a kept last word.
      active = active.map((word, index) => ({ ...word, prefix: word.prefix && index === active.length - 1 && removal === 'firstWords' }));
      result = run(active);
      const kept = new Set(active.map((word) => word.text));
      queryAfterRemoval = words.map((word) => (kept.has(word.text) ? word.text : `<em>${word.text}</em>`)).join(' ');
    }
  }

  const { text } = result;
  let { candidates, count } = result;
  let textPositions: Int32Array | null = null;
  if (text) {
    textPositions = new Int32Array(count);
    let n = 0;
    const ids = text.ids;
    for (let i = 0; i < ids.length; i++) {
      const doc = ids[i]!;
      if ((candidates[doc >>> 5]! & (1 << (doc & 31))) !== 0) textPositions[n++] = i;
    }
    const mode = typoMode(params.typoTolerance);
    if ((mode === 'min' || mode === 'strict') && count > 0) {
      let fewest = Infinity;
      for (const i of textPositions) fewest = Math.min(fewest, text.typos[i]!);
      const allowed = mode === 'min' ? fewest : fewest + 1;
      const kept = textPositions.filter((i) => text!.typos[i]! <= allowed);
      if (kept.length !== count) {
        candidates = createBitset(snapshot.size);
        for (const i of kept) {
          const doc = text.ids[i]!;
          candidates[doc >>> 5]! |= 1 << (doc & 31);
        }
        textPositions = kept;
        count = kept.length;
      }
    }
  }

  let optionalScores: Uint8Array | null = null;
  let optionalCount = 0;
  if (params.optionalFilters !== undefined) {
    const optional = parseOptionalFilters(params.optionalFilters);
    optionalCount = optional.length;
    if (optionalCount > 0) {
      optionalScores = new Uint8Array(count);
      const docs = candidateDocs({ text, candidates, count, textPositions });
      for (const optionalNode of optional) {
        const bits = evaluateFilter(optionalNode, context);
        for (let i = 0; i < count; i++) {
          const doc = docs[i]!;
          if ((bits[doc >>> 5]! & (1 << (doc & 31))) !== 0) optionalScores[i]!++;
        }
      }
    }
  }
  return { text, textIndex, words: active, candidates, count, textPositions, optionalScores, optionalCount, queryAfterRemoval, facetAttributes };
}

/** Candidate record numbers in ascending order. */
export function candidateDocs(prepared: Pick<PreparedQuery, 'text' | 'candidates' | 'count' | 'textPositions'>): Int32Array {
  if (prepared.text && prepared.textPositions) {
    const docs = new Int32Array(prepared.count);
    for (let i = 0; i < prepared.count; i++) docs[i] = prepared.text.ids[prepared.textPositions[i]!]!;
    return docs;
  }
  const docs = new Int32Array(prepared.count);
  let n = 0;
  const bits = prepared.candidates;
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i]!;
    while (word !== 0) {
      const lowest = word & -word;
      docs[n++] = (i << 5) | (31 - Math.clz32(lowest));
      word ^= lowest;
    }
  }
  return docs;
}
