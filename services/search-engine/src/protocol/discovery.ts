import type { JsonRecord } from '../engine/attributes';
import type { SearchEngine } from '../engine/engine';
import { badRequest } from '../engine/errors';
import type { FacetStats, SearchResponse } from '../engine/search';
import type { SortKey } from '../engine/settings';
import { errorResponse, fromError, json, parseUrl, type SearchHttpResponse, type SearchRequest } from './http';

/**
 * The discovery provider's search protocol (L §7, Bloomreach-Discovery-like) answered from an
 * engine index:
 *
 *   GET /api/v1/core/?request_type=search&search_type=keyword|category&q=…&fl=pid,title
 *       &start=0&rows=40&fq=brand:"Coast" OR brand:"Oasis"&fq=price:[10 TO 50]&sort=price asc
 *       &facet.version=3.0&account_id=…&domain_key=…&request_id=…&_br_uid_2=…&url=…&user_agent=…
 *   GET /api/v1/suggest/?request_type=suggest&q=dre&account_id=…
 *
 * Mapping: `q` is the text query (`*` or empty: everything); with search_type=category it is a
 * category slug, filtered on `categoryAttribute`. Each `fq` is ANDed; inside one, `attr:"value"`
 * terms join with OR/AND/NOT (or a leading "-"), `attr:"a" OR "b"` repeats the attribute, and
 * `attr:[low TO high]` (either bound may be `*`; `{`/`}` leave a bound out) is a numeric range. `sort` is a comma list of
 * `field asc|desc`, applied before relevance. Field names are doc fields, mapped to record
 * attributes through `fields` (pid → objectID, title → name by default). `start`/`rows` page
 * (rows at most `maxRows`). Facets answer in the 3.0 shape (`facet_counts.facets[]`: text facets
 * with `value: [{ name, count }]`, numeric ones as `number_stats` `{ start, end }`), or the 2.0
 * shape (`facet_counts.facet_fields`) without facet.version=3.0. Numeric facets given `ranges`
 * answer as `number_range` buckets `{ start, end, count }` instead. A keyword search that an index
 * query rule redirects (renderingContent.redirect.url, with `ruleContexts`), or a `q` listed in
 * `redirects`, adds `keywordRedirect`.
 */
export interface DiscoveryOptions {
  index: string;
  /** When set, account_id must equal it. */
  accountId?: string;
  /** When set, domain_key must equal it. */
  domainKey?: string;
  /** Record → discovery doc. Default: the record plus pid (objectID) and title (name). */
  toDoc?: (record: JsonRecord) => JsonRecord;
  /** Doc field → record attribute for fq, sort and facets. Default: pid → objectID, title → name, others unchanged. */
  fields?: Record<string, string>;
  /** Attribute a category search filters on (default categorySlugs). */
  categoryAttribute?: string;
  /** Facets returned (record attributes; default: every facet of the index that is not filterOnly). */
  facets?: string[];
  /** Keyword (lower case) → redirect URL. */
  redirects?: Record<string, string>;
  /** Rule contexts a keyword search runs with, so the index's query rules (redirects) apply to it. */
  ruleContexts?: string[];
  /**
   * Sort fields that are not a record attribute in the same direction: `total_revenue` →
   * `{ attribute: 'bestSellerRank', reversed: true }` sorts best sellers first for "desc".
   */
  sortFields?: Record<string, { attribute: string; reversed?: boolean }>;
  /** Numeric facets (record attributes) answered as buckets, start ≤ value < end; `end: '*'` is open-ended. */
  ranges?: Record<string, ReadonlyArray<{ start: number; end: number | '*' }>>;
  /** Searchable facets whose values become query suggestions (default: every searchable facet). */
  suggestAttributes?: string[];
  maxRows?: number;
}

const defaultFields: Record<string, string> = { pid: 'objectID', title: 'name' };

function defaultDoc(record: JsonRecord): JsonRecord {
  return { pid: record.objectID, title: record.name, ...record };
}

/** Translates fq syntax into the engine's `filters` syntax. */
export function fqToFilters(fq: string, field: (name: string) => string): string {
  const out: string[] = [];
  let i = 0;
  let lastAttribute: string | undefined;
  const quote = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  const readValue = (): string => {
    if (fq[i] === '"') {
      let text = '';
      i++;
      while (i < fq.length && fq[i] !== '"') {
        if (fq[i] === '\\' && i + 1 < fq.length) i++;
        text += fq[i++];
      }
      if (i >= fq.length) throw badRequest(`fq: unterminated quote in ${fq}`);
      i++;
      return text;
    }
    let text = '';
    while (i < fq.length && !/[\s()]/.test(fq[i]!)) text += fq[i++];
    return text;
  };
  while (i < fq.length) {
    const char = fq[i]!;
    if (/\s/.test(char)) {
      i++;
      continue;
    }
    if (char === '(' || char === ')') {
      out.push(char);
      i++;
      continue;
    }
    const rest = fq.slice(i);
    const keyword = /^(AND|OR|NOT)\b/.exec(rest);
    if (keyword) {
      out.push(keyword[1]!);
      i += keyword[1]!.length;
      continue;
    }
    let negated = false;
    if (char === '-') {
      negated = true;
      i++;
    }
    // A bare quoted value continues the previous attribute: brand:"a" OR "b".
    if (fq[i] === '"' && lastAttribute) {
      out.push(`${negated ? 'NOT ' : ''}${lastAttribute}:${quote(readValue())}`);
      continue;
    }
    const name = /^[^\s:()"]+/.exec(fq.slice(i));
    if (!name || fq[i + name[0].length] !== ':') throw badRequest(`fq: expected field:value at "${fq.slice(i, i + 20)}"`);
    i += name[0].length + 1;
    const attribute = field(name[0]);
    lastAttribute = attribute;
    if (fq[i] === '[' || fq[i] === '{') {
      // Solr ranges: [ ] include the bound, { } leave it out ("[25 TO 50}" is 25 ≤ x < 50).
      const close = /[\]}]/.exec(fq.slice(i));
      if (!close) throw badRequest(`fq: unterminated range in ${fq}`);
      const end = i + close.index;
      const range = /^\s*(\*|-?[\d.]+)\s+TO\s+(\*|-?[\d.]+)\s*$/.exec(fq.slice(i + 1, end));
      if (!range) throw badRequest(`fq: invalid range ${fq.slice(i, end + 1)}`);
      const [low, high] = [range[1]!, range[2]!];
      const bounds = [
        ...(low === '*' ? [] : [{ op: fq[i] === '[' ? '>=' : '>', value: low }]),
        ...(high === '*' ? [] : [{ op: fq[end] === ']' ? '<=' : '<', value: high }]),
      ];
      i = end + 1;
      if (bounds.length === 0) {
        out.push(negated ? `NOT ${attribute} >= ${-Number.MAX_VALUE}` : `${attribute} >= ${-Number.MAX_VALUE}`);
        continue;
      }
      const opposite: Record<string, string> = { '>=': '<', '>': '<=', '<=': '>', '<': '>=' };
      const clause = negated
        ? `(${bounds.map((bound) => `${attribute} ${opposite[bound.op]} ${bound.value}`).join(' OR ')})`
        : `(${bounds.map((bound) => `${attribute} ${bound.op} ${bound.value}`).join(' AND ')})`;
      out.push(clause);
      continue;
    }
    out.push(`${negated ? 'NOT ' : ''}${attribute}:${quote(readValue())}`);
  }
  // Juxtaposed clauses (Solr's default operator) are ANDed.
  const joined: string[] = [];
  out.forEach((token, index) => {
    const previous = out[index - 1];
    const needsAnd = index > 0 && previous !== undefined && !['AND', 'OR', 'NOT', '('].includes(previous) && !['AND', 'OR', ')'].includes(token);
    if (needsAnd) joined.push('AND');
    joined.push(token);
  });
  return joined.join(' ');
}

function parseSort(sort: string, field: (name: string) => string, sortFields: DiscoveryOptions['sortFields'] = {}): SortKey[] {
  return sort
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^(\S+)\s+(asc|desc)$/i.exec(part);
      if (!match) throw badRequest(`sort: expected "field asc|desc" but got "${part}"`);
      const direction = match[2]!.toLowerCase() as 'asc' | 'desc';
      const special = Object.prototype.hasOwnProperty.call(sortFields, match[1]!) ? sortFields[match[1]!] : undefined;
      if (special) return { attribute: special.attribute, direction: special.reversed ? (direction === 'asc' ? 'desc' : 'asc') : direction };
      return { attribute: field(match[1]!), direction };
    });
}

function intParam(url: URL, name: string, fallback: number, max: number): number {
  const text = url.searchParams.get(name);
  if (text === null || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > max) throw badRequest(`${name} must be an integer between 0 and ${max}`);
  return value;
}

export async function handleDiscovery(engine: SearchEngine, options: DiscoveryOptions, request: SearchRequest): Promise<SearchHttpResponse> {
  try {
    if (request.method.toUpperCase() !== 'GET') return errorResponse(405, 'Only GET is supported');
    const url = parseUrl(request.url);
    const path = url.pathname.replace(/\/+$/, '');
    const requestType = url.searchParams.get('request_type') ?? '';
    if (options.accountId !== undefined && url.searchParams.get('account_id') !== options.accountId) return errorResponse(403, 'Invalid account_id');
    if (options.domainKey !== undefined && url.searchParams.get('domain_key') !== options.domainKey) return errorResponse(403, 'Invalid domain_key');
    if (path.endsWith('/api/v1/suggest') || requestType === 'suggest') return json(200, suggest(engine, options, url));
    if (!path.endsWith('/api/v1/core')) return errorResponse(404, 'Not found');
    if (requestType !== 'search') return errorResponse(400, 'request_type must be search or suggest');
    return json(200, search(engine, options, url));
  } catch (error) {
    return fromError(error, `discovery ${request.url}`);
  }
}

function fieldMapper(options: DiscoveryOptions): (name: string) => string {
  const fields = { ...defaultFields, ...options.fields };
  return (name) => fields[name] ?? name;
}

function search(engine: SearchEngine, options: DiscoveryOptions, url: URL): unknown {
  const field = fieldMapper(options);
  const searchType = url.searchParams.get('search_type') ?? 'keyword';
  if (searchType !== 'keyword' && searchType !== 'category') throw badRequest('search_type must be keyword or category');
  const q = url.searchParams.get('q');
  if (q === null) throw badRequest('q is required');
  const start = intParam(url, 'start', 0, 100_000);
  const rows = intParam(url, 'rows', 10, options.maxRows ?? 200);
  const filters = url.searchParams.getAll('fq').filter((fq) => fq.trim() !== '').map((fq) => `(${fqToFilters(fq, field)})`);
  let query = q === '*' ? '' : q;
  if (searchType === 'category') {
    filters.push(`${options.categoryAttribute ?? 'categorySlugs'}:"${q.replace(/"/g, '\\"')}"`);
    query = '';
  }
  const sort = url.searchParams.get('sort');
  const settings = engine.getSettings(options.index);
  const facetAttributes = (settings.attributesForFaceting ?? []).filter((entry) => !entry.startsWith('filterOnly(')).map((entry) => entry.replace(/^(afterDistinct\()?(searchable\()?/, '').replace(/\)+$/, ''));
  const requested = url.searchParams.getAll('facet.field').map(field);
  const facets = requested.length > 0 ? requested : (options.facets ?? facetAttributes);
  const ranges = options.ranges ?? {};
  const filterText = filters.join(' AND ') || undefined;
  const result: SearchResponse = engine.search(
    options.index,
    {
      query,
      filters: filterText,
      offset: start,
      length: rows,
      facets: facets.filter((name) => !ranges[name]),
      attributesToHighlight: [],
      attributesToSnippet: [],
      maxValuesPerFacet: 1000,
      ...(searchType === 'keyword' && options.ruleContexts ? { ruleContexts: options.ruleContexts } : { enableRules: false }),
    },
    { sortBy: sort ? parseSort(sort, field, options.sortFields) : undefined },
  );
  // Each bucket is counted with its own filter, over the same query and filters.
  const bucketCount = (attribute: string, bucket: { start: number; end: number | '*' }) => {
    // Half-open, as the band filter asks for it ([start TO end}): a price on a boundary counts once.
    const range = bucket.end === '*' ? `${attribute} >= ${bucket.start}` : `${attribute} >= ${bucket.start} AND ${attribute} < ${bucket.end}`;
    return engine.search(options.index, { query, filters: filterText ? `${filterText} AND ${range}` : range, hitsPerPage: 0, attributesToHighlight: [], enableRules: false }).nbHits;
  };
  const buckets = Object.fromEntries(
    facets
      .filter((name) => ranges[name])
      .map((name) => [name, ranges[name]!.map((bucket) => ({ count: bucketCount(name, bucket), start: bucket.start, end: bucket.end })).filter((bucket) => bucket.count > 0)]),
  );
  const toDoc = options.toDoc ?? defaultDoc;
  const fl = (url.searchParams.get('fl') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const docs = result.hits.map((hit) => {
    const doc = toDoc(hit);
    if (fl.length === 0) return doc;
    return Object.fromEntries(fl.filter((name) => name in doc).map((name) => [name, doc[name]]));
  });
  const stats: Record<string, FacetStats> = result.facets_stats ?? {};
  const version3 = url.searchParams.get('facet.version') === '3.0';
  const counts = result.facets ?? {};
  const facetCounts = version3
    ? {
        facets: facets.map((name) =>
          buckets[name]
            ? { name, type: 'number_range', value: buckets[name] }
            : stats[name]
              ? { name, type: 'number_stats', value: { start: stats[name].min, end: stats[name].max } }
              : { name, type: 'text', value: Object.entries(counts[name] ?? {}).map(([value, count]) => ({ count, name: value })) },
        ),
      }
    : {
        facet_fields: Object.fromEntries(facets.filter((name) => !stats[name] && !buckets[name]).map((name) => [name, Object.entries(counts[name] ?? {}).map(([value, count]) => ({ count, name: value }))])),
        facet_ranges: Object.fromEntries([
          ...facets.filter((name) => buckets[name]).map((name) => [name, buckets[name]]),
          ...facets.filter((name) => stats[name] && !buckets[name]).map((name) => [name, [{ start: stats[name]!.min, end: stats[name]!.max, count: result.nbHits }]]),
        ]),
        facet_queries: {},
      };
  const answer: Record<string, unknown> = { response: { numFound: result.nbHits, start, docs }, facet_counts: facetCounts };
  const ruleRedirect = (result.renderingContent as { redirect?: { url?: unknown } } | undefined)?.redirect?.url;
  const redirect = (q && options.redirects?.[q.trim().toLowerCase()]) || (typeof ruleRedirect === 'string' && ruleRedirect !== '' ? ruleRedirect : undefined);
  if (redirect) answer.keywordRedirect = { 'original query': q, 'redirected query': q, 'redirected url': redirect };
  return answer;
}

function suggest(engine: SearchEngine, options: DiscoveryOptions, url: URL): unknown {
  const q = url.searchParams.get('q') ?? '';
  if (q.trim() === '') throw badRequest('q is required');
  const settings = engine.getSettings(options.index);
  const searchable = (settings.attributesForFaceting ?? [])
    .map((entry) => /searchable\(([^)]+)\)/.exec(entry)?.[1])
    .filter((name): name is string => name !== undefined);
  const attributes = options.suggestAttributes ?? searchable;
  const seen = new Set<string>();
  const suggestions = attributes
    .flatMap((attribute) => engine.searchForFacetValues(options.index, attribute, { facetQuery: q, maxFacetHits: 10 }).facetHits)
    .sort((a, b) => b.count - a.count)
    .filter((hit) => {
      const key = hit.value.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, 8);
  const toDoc = options.toDoc ?? defaultDoc;
  const products = engine.search(options.index, { query: q, hitsPerPage: 4, attributesToHighlight: [], attributesToSnippet: [] }).hits.map((hit) => toDoc(hit));
  return {
    response: { q, numFound: suggestions.length, suggestions: suggestions.map((hit) => ({ q: hit.value.toLowerCase(), dq: hit.value })), products },
    suggestionGroups: [
      {
        catalogName: options.index,
        view: 'default',
        querySuggestions: suggestions.map((hit) => ({ query: hit.value.toLowerCase(), displayText: hit.value })),
        searchSuggestions: products,
      },
    ],
  };
}

/** The discovery protocol alone, as a handler (mount it where the discovery endpoint is configured). */
export function createDiscoveryHandler(engine: SearchEngine, options: DiscoveryOptions): { handle: (request: SearchRequest) => Promise<SearchHttpResponse> } {
  return { handle: (request) => handleDiscovery(engine, options, request) };
}
