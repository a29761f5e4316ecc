import { projectRecord, type JsonRecord } from './attributes';
import { badRequest } from './errors';
import { searchLimits } from './limits';
import { highlightRecord, QueryHighlighter, snippetRecord, type HighlightOptions } from './highlight';
import { serializeParams, type IndexSettings, type SearchParams } from './parameters';
import { candidateDocs, prepareQuery, type PreparedQuery } from './query-plan';
import type { RuleOutcome } from './rules';
import { bitsFor, PackedKeys, selectTop } from './ranking';
import { defaults, mergeParams, parseSortKey, type EffectiveParams, type FacetAttribute, type RankingCriterion, type SortKey } from './settings';
import type { Snapshot } from './snapshot';
import { countFacetColumns } from './columns/facet-column';

/** What a search runs against: an index (or replica) name, its records and its effective settings. */
export interface IndexView {
  name: string;
  snapshot: Snapshot;
  settings: IndexSettings;
  ranking: RankingCriterion[];
  facetAttributes: FacetAttribute[];
  /** Set for virtual replicas: their sort comes from customRanking, ahead of relevance. */
  virtual: boolean;
}

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface SearchResponse {
  hits: JsonRecord[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, FacetStats>;
  exhaustiveFacetsCount: boolean;
  exhaustiveNbHits: boolean;
  exhaustiveTypo: boolean;
  exhaustive: { facetsCount: boolean; nbHits: boolean; typo: boolean };
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  serverTimeMS: number;
  queryID?: string;
  offset?: number;
  length?: number;
  nbSortedHits?: number;
  appliedRelevancyStrictness?: number;
  queryAfterRemoval?: string;
  parsedQuery?: string;
  renderingContent: unknown;
  /** The query rules that applied (present only when one did). */
  appliedRules?: Array<{ objectID: string }>;
  /** The applied rules' userData, in precedence order (present only when one had some). */
  userData?: Array<Record<string, unknown>>;
  cursor?: string;
  [name: string]: unknown;
}

/** Internal options beyond Algolia's parameters (the discovery protocol sorts at query time). */
export interface SearchOptions {
  sortBy?: readonly SortKey[];
  /** Parameters echoed in `params` (defaults to the parameters given). */
  echo?: Record<string, unknown>;
  /** The query rules that applied to these parameters (see ./rules): their effects on the response. */
  rules?: RuleOutcome;
}

function renderingContentOf(merged: EffectiveParams, rules: RuleOutcome | undefined): unknown {
  const base = merged.renderingContent ?? {};
  if (!rules?.renderingContent) return base;
  // A rule's renderingContent (a redirect, facet ordering) wins over the index's, key by key.
  return { ...(typeof base === 'object' && base !== null && !Array.isArray(base) ? base : {}), ...rules.renderingContent };
}

function intParam(params: EffectiveParams, name: string, fallback: number, min: number, max: number): number {
  const value = params[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw badRequest(`${name} must be an integer between ${min} and ${max}`);
  }
  return value;
}

function queryId(): string {
  let out = '';
  for (let i = 0; i < 32; i++) out += Math.floor(Math.random() * 16).toString(16);
  return out;
}

/** The ranking a search applies: query-time sort keys first, then the index's (or virtual replica's) formula. */
function effectiveRanking(view: IndexView, params: EffectiveParams, options: SearchOptions): RankingCriterion[] {
  let ranking = view.ranking;
  if (params.ranking !== undefined && params.ranking !== view.settings.ranking) {
    ranking = (params.ranking as string[]).map((entry) => {
      if (['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'].includes(entry)) return { kind: entry } as RankingCriterion;
      return { kind: 'sort', ...parseSortKey(entry, 'ranking') };
    });
  }
  if (options.sortBy && options.sortBy.length > 0) ranking = [...options.sortBy.map((key) => ({ kind: 'sort' as const, ...key })), ...ranking];
  return ranking;
}

function customKeys(params: EffectiveParams): SortKey[] {
  return (params.customRanking ?? []).map((entry) => parseSortKey(entry, 'customRanking'));
}

/** Ordered candidate record numbers, best first: the top `limit`, respecting distinct. */
function orderHits(
  view: IndexView,
  prepared: PreparedQuery,
  ranking: readonly RankingCriterion[],
  custom: readonly SortKey[],
  limit: number,
  distinct: { groups: Int32Array; perGroup: number } | null,
): number[] {
  const snapshot = view.snapshot;
  const { text, count } = prepared;
  if (limit <= 0 || count === 0) return [];
  // Keys that do not depend on the query, in ranking order: asc/desc criteria and customRanking.
  const staticKeys: SortKey[] = [];
  for (const criterion of ranking) {
    if (criterion.kind === 'sort') staticKeys.push({ attribute: criterion.attribute, direction: criterion.direction });
    else if (criterion.kind === 'custom') staticKeys.push(...custom);
  }
  const textual = text !== null || prepared.optionalScores !== null;

  const take = (ordered: Iterable<number>): number[] => {
    const out: number[] = [];
    const used = distinct ? new Map<number, number>() : undefined;
    for (const doc of ordered) {
      if (distinct && used) {
        const group = distinct.groups[doc]!;
        if (group >= 0) {
          const seen = used.get(group) ?? 0;
          if (seen >= distinct.perGroup) continue;
          used.set(group, seen + 1);
        }
      }
      out.push(doc);
      if (out.length >= limit) break;
    }
    return out;
  };

  if (!textual) {
    const { order, position } = snapshot.order(staticKeys);
    const candidates = prepared.candidates;
    if (count * 16 >= snapshot.size || distinct) {
      // Walk the precomputed order, keeping candidates.
      return take(
        (function* () {
          for (let i = 0; i < order.length; i++) {
            const doc = order[i]!;
            if ((candidates[doc >>> 5]! & (1 << (doc & 31))) !== 0) yield doc;
          }
        })(),
      );
    }
    const docs = candidateDocs(prepared);
    const top = selectTop(docs.length, limit, (a, b) => position[docs[a]!]! - position[docs[b]!]!);
    return Array.from(top, (i) => docs[i]!);
  }

  const docs = candidateDocs(prepared);
  const keys = new PackedKeys(count);
  const positions = prepared.textPositions;
  const column = (values: ArrayLike<number>, max: number) => keys.add({ bits: bitsFor(max), values });
  const fromText = (source: ArrayLike<number>, transform: (value: number) => number, max: number) => {
    const values = new Int32Array(count);
    for (let i = 0; i < count; i++) values[i] = transform(source[positions![i]!]!);
    column(values, max);
  };
  const wordCount = text?.wordCount ?? 0;
  for (const criterion of ranking) {
    switch (criterion.kind) {
      case 'typo':
        if (text) fromText(text.typos, (value) => value, 31);
        break;
      case 'words':
        if (text) fromText(text.words, (value) => wordCount - value, 15);
        break;
      case 'proximity':
        if (text) fromText(text.proximity, (value) => value, 127);
        break;
      case 'attribute':
        if (text) fromText(text.attribute, (value) => (Math.min(value >>> 16, 255) << 10) | Math.min(value & 0xffff, 1023), (255 << 10) | 1023);
        break;
      case 'exact':
        if (text) fromText(text.exact, (value) => wordCount - value, 15);
        break;
      case 'filters':
        if (prepared.optionalScores) {
          const scores = prepared.optionalScores;
          const values = new Int32Array(count);
          for (let i = 0; i < count; i++) values[i] = prepared.optionalCount - scores[i]!;
          column(values, prepared.optionalCount);
        }
        break;
      case 'geo':
        break;
      case 'custom':
      case 'sort': {
        const sortKeys: readonly SortKey[] = criterion.kind === 'sort' ? [{ attribute: criterion.attribute, direction: criterion.direction }] : custom;
        if (sortKeys.length === 0) break;
        const { position } = snapshot.order(sortKeys);
        const values = new Int32Array(count);
        for (let i = 0; i < count; i++) values[i] = position[docs[i]!]!;
        column(values, snapshot.size);
        break;
      }
    }
  }
  const compare = (a: number, b: number) => keys.compare(a, b);
  if (!distinct) return Array.from(selectTop(count, limit, compare), (i) => docs[i]!);
  // With distinct, take more than the page until enough groups are seen.
  let wanted = Math.min(count, limit * distinct.perGroup * 2);
  for (;;) {
    const top = selectTop(count, wanted, compare);
    const out = take(Array.from(top, (i) => docs[i]!));
    if (out.length >= limit || wanted >= count) return out;
    wanted = Math.min(count, wanted * 4);
  }
}

function distinctCount(prepared: PreparedQuery, groups: Int32Array, perGroup: number): number {
  const docs = candidateDocs(prepared);
  const seen = new Map<number, number>();
  let total = 0;
  for (let i = 0; i < docs.length; i++) {
    const group = groups[docs[i]!]!;
    if (group < 0) {
      total++;
      continue;
    }
    const n = seen.get(group) ?? 0;
    if (n < perGroup) {
      total++;
      seen.set(group, n + 1);
    }
  }
  return total;
}

function facetCounts(
  view: IndexView,
  prepared: PreparedQuery,
  requested: readonly string[],
  maxValues: number,
  sortBy: 'count' | 'alpha',
): { facets: Record<string, Record<string, number>>; stats: Record<string, FacetStats> } {
  const facets: Record<string, Record<string, number>> = {};
  const stats: Record<string, FacetStats> = {};
  const declared = new Map(view.facetAttributes.map((facet) => [facet.attribute, facet]));
  const names = requested.includes('*') ? view.facetAttributes.filter((facet) => !facet.filterOnly).map((facet) => facet.attribute) : requested;
  const counted = [...new Set(names)].filter((name) => {
    const facet = declared.get(name);
    return facet !== undefined && !facet.filterOnly;
  });
  const columns = counted.map((name) => view.snapshot.facet(name));
  const allCounts = countFacetColumns(columns, prepared.candidates, prepared.count);
  for (let index = 0; index < counted.length; index++) {
    const name = counted[index]!;
    const column = columns[index]!;
    const counts = allCounts[index]!;
    const nonZero: number[] = [];
    for (let id = 0; id < counts.length; id++) if (counts[id]! > 0) nonZero.push(id);
    if (nonZero.length === 0) continue;
    const values = column.values;
    const compare =
      sortBy === 'alpha'
        ? (a: number, b: number) => (values[nonZero[a]!]! < values[nonZero[b]!]! ? -1 : values[nonZero[a]!]! > values[nonZero[b]!]! ? 1 : 0)
        : (a: number, b: number) => counts[nonZero[b]!]! - counts[nonZero[a]!]! || (values[nonZero[a]!]! < values[nonZero[b]!]! ? -1 : 1);
    const top = selectTop(nonZero.length, maxValues, compare);
    const out: Record<string, number> = {};
    for (const i of top) out[values[nonZero[i]!]!] = counts[nonZero[i]!]!;
    facets[name] = out;
    if (column.numeric) {
      const numeric = view.snapshot.numeric(name);
      let min = Infinity;
      let max = -Infinity;
      let sum = 0;
      let n = 0;
      const candidates = prepared.candidates;
      const { docStart, docNumbers } = numeric;
      for (let i = 0; i < candidates.length; i++) {
        let word = candidates[i]!;
        while (word !== 0) {
          const lowest = word & -word;
          const doc = (i << 5) | (31 - Math.clz32(lowest));
          word ^= lowest;
          for (let k = docStart[doc]!; k < docStart[doc + 1]!; k++) {
            const value = docNumbers[k]!;
            if (value < min) min = value;
            if (value > max) max = value;
            sum += value;
            n++;
          }
        }
      }
      if (n > 0) stats[name] = { min, max, avg: sum / n, sum };
    }
  }
  return { facets, stats };
}

export function runSearch(view: IndexView, params: SearchParams, options: SearchOptions = {}): SearchResponse {
  const started = performance.now();
  const merged = mergeParams(view.settings, params);
  // Past the maximum Algolia answers the maximum, not an error.
  const hitsPerPage = Math.min(intParam(merged, 'hitsPerPage', defaults.hitsPerPage, 0, Number.MAX_SAFE_INTEGER), searchLimits.maxHitsPerPage);
  const page = intParam(merged, 'page', 0, 0, Number.MAX_SAFE_INTEGER);
  const offset = merged.offset === undefined ? undefined : intParam(merged, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
  const length = merged.length === undefined ? undefined : intParam(merged, 'length', hitsPerPage, 0, 1000);
  const maxValuesPerFacet = intParam(merged, 'maxValuesPerFacet', defaults.maxValuesPerFacet, 0, 1000);
  const paginationLimitedTo = intParam(merged, 'paginationLimitedTo', defaults.paginationLimitedTo, 0, 20000);
  const sortFacetValuesBy = merged.sortFacetValuesBy === 'alpha' ? 'alpha' : 'count';
  if (merged.sortFacetValuesBy !== undefined && merged.sortFacetValuesBy !== 'alpha' && merged.sortFacetValuesBy !== 'count') {
    throw badRequest('sortFacetValuesBy must be "count" or "alpha"');
  }
  const distinctSetting = merged.distinct === true ? 1 : merged.distinct === false || merged.distinct === undefined ? 0 : Number(merged.distinct);
  const distinctAttribute = typeof merged.attributeForDistinct === 'string' && merged.attributeForDistinct !== '' ? merged.attributeForDistinct : undefined;

  const prepared = prepareQuery(view.snapshot, merged, view.facetAttributes);
  const ranking = effectiveRanking(view, merged, options);
  const custom = customKeys(merged);
  const distinct = distinctSetting > 0 && distinctAttribute ? { groups: view.snapshot.distinctGroups(distinctAttribute), perGroup: distinctSetting } : null;
  const nbHits = distinct ? distinctCount(prepared, distinct.groups, distinct.perGroup) : prepared.count;

  const first = offset ?? page * hitsPerPage;
  const size = length ?? hitsPerPage;
  const end = Math.min(first + size, paginationLimitedTo);
  const ordered = end > first ? orderHits(view, prepared, ranking, custom, end, distinct) : [];
  const pageDocs = ordered.slice(first, end);

  const highlighter = new QueryHighlighter(prepared.text, prepared.textIndex.vocabulary);
  const highlightOptions: HighlightOptions = {
    preTag: typeof merged.highlightPreTag === 'string' ? merged.highlightPreTag : defaults.highlightPreTag,
    postTag: typeof merged.highlightPostTag === 'string' ? merged.highlightPostTag : defaults.highlightPostTag,
    ellipsis: typeof merged.snippetEllipsisText === 'string' ? merged.snippetEllipsisText : defaults.snippetEllipsisText,
    restrictArrays: merged.restrictHighlightAndSnippetArrays === true,
  };
  const toHighlight = merged.attributesToHighlight ?? (merged.searchableAttributes || merged.attributesToIndex ? prepared.textIndex.slots.map((slot) => slot.path) : ['*']);
  const toSnippet = merged.attributesToSnippet ?? [];
  const textPositionOf = (doc: number): number | undefined => {
    const ids = prepared.text?.ids;
    if (!ids) return undefined;
    let lo = 0;
    let hi = ids.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (ids[mid]! < doc) lo = mid + 1;
      else hi = mid;
    }
    return ids[lo] === doc ? lo : undefined;
  };
  const customOrder = custom.length > 0 ? view.snapshot.order(custom).position : undefined;

  const hits = pageDocs.map((doc) => {
    const record = view.snapshot.docs[doc]!;
    const hit = projectRecord(record, merged.attributesToRetrieve, merged.unretrievableAttributes ?? undefined);
    if (toHighlight.length > 0) hit._highlightResult = highlightRecord(record, toHighlight, highlighter, highlightOptions);
    if (toSnippet.length > 0) hit._snippetResult = snippetRecord(record, toSnippet, highlighter, highlightOptions);
    if (merged.getRankingInfo === true) {
      const t = textPositionOf(doc);
      const text = prepared.text;
      hit._rankingInfo = {
        nbTypos: text && t !== undefined ? text.typos[t] : 0,
        firstMatchedWord: text && t !== undefined ? text.attribute[t]! >>> 16 : 0,
        proximityDistance: text && t !== undefined ? text.proximity[t] : 0,
        userScore: customOrder ? view.snapshot.size - customOrder[doc]! : 0,
        geoDistance: 0,
        geoPrecision: 1,
        nbExactWords: text && t !== undefined ? text.exact[t] : 0,
        words: text && t !== undefined ? text.words[t] : 0,
        filters: 0,
        promoted: false,
      };
    }
    return hit;
  });

  const facetNames = merged.facets ?? [];
  const { facets, stats } = facetNames.length > 0 ? facetCounts(view, prepared, facetNames, maxValuesPerFacet, sortFacetValuesBy) : { facets: undefined, stats: {} };
  const nbPages = hitsPerPage > 0 ? Math.min(Math.ceil(nbHits / hitsPerPage), Math.ceil(paginationLimitedTo / hitsPerPage)) : 0;
  const elapsed = performance.now() - started;
  const response: SearchResponse = {
    hits,
    nbHits,
    page: offset !== undefined && size > 0 ? Math.floor(first / size) : page,
    nbPages,
    hitsPerPage: length ?? hitsPerPage,
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    exhaustive: { facetsCount: true, nbHits: true, typo: true },
    query: options.rules ? options.rules.originalQuery : typeof merged.query === 'string' ? merged.query : '',
    params: serializeParams(options.echo ?? params),
    index: view.name,
    processingTimeMS: Math.round(elapsed),
    serverTimeMS: Math.max(1, Math.round(elapsed)),
    renderingContent: renderingContentOf(merged, options.rules),
  };
  if (options.rules && options.rules.applied.length > 0) response.appliedRules = options.rules.applied;
  if (options.rules && options.rules.userData.length > 0) response.userData = options.rules.userData;
  if (facets) response.facets = facets;
  if (Object.keys(stats).length > 0) response.facets_stats = stats;
  if (offset !== undefined || length !== undefined) {
    response.offset = first;
    response.length = size;
  }
  if (view.virtual) {
    response.nbSortedHits = nbHits;
    response.appliedRelevancyStrictness = typeof merged.relevancyStrictness === 'number' ? merged.relevancyStrictness : defaults.relevancyStrictness;
  }
  if (prepared.queryAfterRemoval !== undefined) response.queryAfterRemoval = prepared.queryAfterRemoval;
  if (merged.getRankingInfo === true) response.parsedQuery = prepared.words.map((word) => word.text).join(' ');
  if (merged.clickAnalytics === true) response.queryID = queryId();
  const fields = merged.responseFields;
  if (Array.isArray(fields) && fields.length > 0 && !fields.includes('*')) {
    for (const key of Object.keys(response)) if (!fields.includes(key)) delete response[key];
  }
  return response;
}
