import { z } from 'zod';
import { badRequest } from './errors';
import { checkFilterArray, checkJsonDepth, searchLimits } from './limits';

/**
 * Every Algolia search parameter and index setting the engine knows, with its type. One table
 * drives validation of JSON bodies, of the URL-encoded `params` string (whose values arrive as
 * text), and of settings. Unknown names are refused, as Algolia does.
 */

type Kind =
  | 'string'
  | 'int'
  | 'number'
  | 'bool'
  | 'stringList'
  | 'filter'
  | 'boolOrList'
  | 'typoTolerance'
  | 'distinct'
  | 'json'
  | 'stringOrList'
  | 'nullableString';

/** q: search parameter only; s: setting only; b: both. */
type Scope = 'q' | 's' | 'b';

const table: Record<string, readonly [Kind, Scope]> = {
  // Search-only parameters.
  query: ['string', 'q'],
  similarQuery: ['string', 'q'],
  filters: ['string', 'q'],
  facetFilters: ['filter', 'q'],
  optionalFilters: ['filter', 'q'],
  numericFilters: ['filter', 'q'],
  tagFilters: ['filter', 'q'],
  sumOrFiltersScores: ['bool', 'q'],
  restrictSearchableAttributes: ['stringList', 'q'],
  facets: ['stringList', 'q'],
  facetingAfterDistinct: ['bool', 'q'],
  page: ['int', 'q'],
  offset: ['int', 'q'],
  length: ['int', 'q'],
  aroundLatLng: ['string', 'q'],
  aroundLatLngViaIP: ['bool', 'q'],
  aroundRadius: ['json', 'q'],
  aroundPrecision: ['json', 'q'],
  minimumAroundRadius: ['int', 'q'],
  insideBoundingBox: ['json', 'q'],
  insidePolygon: ['json', 'q'],
  naturalLanguages: ['stringList', 'q'],
  ruleContexts: ['stringList', 'q'],
  personalizationImpact: ['int', 'q'],
  userToken: ['string', 'q'],
  getRankingInfo: ['bool', 'q'],
  explain: ['stringList', 'q'],
  synonyms: ['bool', 'q'],
  clickAnalytics: ['bool', 'q'],
  analytics: ['bool', 'q'],
  analyticsTags: ['stringList', 'q'],
  percentileComputation: ['bool', 'q'],
  enableABTest: ['bool', 'q'],
  personalization: ['bool', 'q'],
  facetQuery: ['string', 'q'],
  cursor: ['string', 'q'],
  // Settings that may also be sent with a query.
  attributesToRetrieve: ['stringList', 'b'],
  ranking: ['stringList', 'b'],
  customRanking: ['stringList', 'b'],
  relevancyStrictness: ['int', 'b'],
  attributesToHighlight: ['stringList', 'b'],
  attributesToSnippet: ['stringList', 'b'],
  highlightPreTag: ['string', 'b'],
  highlightPostTag: ['string', 'b'],
  snippetEllipsisText: ['string', 'b'],
  restrictHighlightAndSnippetArrays: ['bool', 'b'],
  hitsPerPage: ['int', 'b'],
  minWordSizefor1Typo: ['int', 'b'],
  minWordSizefor2Typos: ['int', 'b'],
  typoTolerance: ['typoTolerance', 'b'],
  allowTyposOnNumericTokens: ['bool', 'b'],
  disableTypoToleranceOnAttributes: ['stringList', 'b'],
  ignorePlurals: ['boolOrList', 'b'],
  removeStopWords: ['boolOrList', 'b'],
  queryLanguages: ['stringList', 'b'],
  decompoundQuery: ['bool', 'b'],
  enableRules: ['bool', 'b'],
  enablePersonalization: ['bool', 'b'],
  queryType: ['string', 'b'],
  removeWordsIfNoResults: ['string', 'b'],
  mode: ['string', 'b'],
  semanticSearch: ['json', 'b'],
  advancedSyntax: ['bool', 'b'],
  optionalWords: ['stringOrList', 'b'],
  disableExactOnAttributes: ['stringList', 'b'],
  exactOnSingleWordQuery: ['string', 'b'],
  alternativesAsExact: ['stringList', 'b'],
  advancedSyntaxFeatures: ['stringList', 'b'],
  distinct: ['distinct', 'b'],
  replaceSynonymsInHighlight: ['bool', 'b'],
  minProximity: ['int', 'b'],
  responseFields: ['stringList', 'b'],
  maxValuesPerFacet: ['int', 'b'],
  sortFacetValuesBy: ['string', 'b'],
  attributeCriteriaComputedByMinProximity: ['bool', 'b'],
  attributeCriteriaComputedBy: ['string', 'b'],
  renderingContent: ['json', 'b'],
  enableReRanking: ['bool', 'b'],
  reRankingApplyFilter: ['json', 'b'],
  maxFacetHits: ['int', 'b'],
  // Settings only.
  searchableAttributes: ['stringList', 's'],
  attributesToIndex: ['stringList', 's'],
  attributesForFaceting: ['stringList', 's'],
  unretrievableAttributes: ['stringList', 's'],
  replicas: ['stringList', 's'],
  primary: ['string', 's'],
  paginationLimitedTo: ['int', 's'],
  disableTypoToleranceOnWords: ['stringList', 's'],
  attributesToTransliterate: ['stringList', 's'],
  camelCaseAttributes: ['stringList', 's'],
  decompoundedAttributes: ['json', 's'],
  indexLanguages: ['stringList', 's'],
  disablePrefixOnAttributes: ['stringList', 's'],
  allowCompressionOfIntegerArray: ['bool', 's'],
  numericAttributesForFiltering: ['stringList', 's'],
  numericAttributesToIndex: ['stringList', 's'],
  separatorsToIndex: ['string', 's'],
  userData: ['json', 's'],
  customNormalization: ['json', 's'],
  attributeForDistinct: ['nullableString', 's'],
  keepDiacriticsOnCharacters: ['string', 's'],
  version: ['int', 's'],
};

type FilterValue = string | FilterValue[];
const filterValue: z.ZodType<FilterValue> = z.lazy(() => z.union([z.string(), z.array(filterValue)]));

const schemas: Record<Kind, z.ZodType> = {
  string: z.string(),
  nullableString: z.string().nullable(),
  int: z.number().int(),
  number: z.number(),
  bool: z.boolean(),
  stringList: z.array(z.string()),
  filter: filterValue,
  boolOrList: z.union([z.boolean(), z.array(z.string())]),
  typoTolerance: z.union([z.boolean(), z.enum(['true', 'false', 'min', 'strict'])]),
  distinct: z.union([z.boolean(), z.number().int().min(0).max(4)]),
  json: z.unknown(),
  stringOrList: z.union([z.string(), z.array(z.string())]),
};

const kindLabels: Record<Kind, string> = {
  string: 'a string',
  nullableString: 'a string',
  int: 'an integer',
  number: 'a number',
  bool: 'a boolean',
  stringList: 'an array of strings',
  filter: 'a string or an array of strings and arrays',
  boolOrList: 'a boolean or an array of strings',
  typoTolerance: 'a boolean, "min" or "strict"',
  distinct: 'a boolean or an integer between 0 and 4',
  json: 'a JSON value',
  stringOrList: 'a string or an array of strings',
};

/** Search parameters as the engine reads them (every member optional). */
export interface SearchParams {
  query?: string;
  similarQuery?: string;
  filters?: string;
  facetFilters?: FilterValue;
  optionalFilters?: FilterValue;
  numericFilters?: FilterValue;
  tagFilters?: FilterValue;
  sumOrFiltersScores?: boolean;
  restrictSearchableAttributes?: string[];
  facets?: string[];
  facetingAfterDistinct?: boolean;
  page?: number;
  offset?: number;
  length?: number;
  ruleContexts?: string[];
  userToken?: string;
  getRankingInfo?: boolean;
  clickAnalytics?: boolean;
  analytics?: boolean;
  analyticsTags?: string[];
  facetQuery?: string;
  cursor?: string;
  attributesToRetrieve?: string[];
  ranking?: string[];
  customRanking?: string[];
  relevancyStrictness?: number;
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  restrictHighlightAndSnippetArrays?: boolean;
  hitsPerPage?: number;
  minWordSizefor1Typo?: number;
  minWordSizefor2Typos?: number;
  typoTolerance?: boolean | 'true' | 'false' | 'min' | 'strict';
  allowTyposOnNumericTokens?: boolean;
  disableTypoToleranceOnAttributes?: string[];
  ignorePlurals?: boolean | string[];
  removeStopWords?: boolean | string[];
  queryType?: string;
  removeWordsIfNoResults?: string;
  mode?: string;
  advancedSyntax?: boolean;
  optionalWords?: string | string[];
  disableExactOnAttributes?: string[];
  exactOnSingleWordQuery?: string;
  distinct?: boolean | number;
  minProximity?: number;
  responseFields?: string[];
  maxValuesPerFacet?: number;
  sortFacetValuesBy?: string;
  renderingContent?: unknown;
  maxFacetHits?: number;
  aroundLatLng?: string;
  aroundLatLngViaIP?: boolean;
  insideBoundingBox?: unknown;
  insidePolygon?: unknown;
  [name: string]: unknown;
}

/** Index settings as stored and answered by getSettings. */
export interface IndexSettings {
  searchableAttributes?: string[] | null;
  attributesForFaceting?: string[] | null;
  unretrievableAttributes?: string[] | null;
  attributesToRetrieve?: string[] | null;
  ranking?: string[] | null;
  customRanking?: string[] | null;
  relevancyStrictness?: number | null;
  replicas?: string[] | null;
  primary?: string | null;
  paginationLimitedTo?: number | null;
  hitsPerPage?: number | null;
  maxValuesPerFacet?: number | null;
  sortFacetValuesBy?: string | null;
  attributesToHighlight?: string[] | null;
  attributesToSnippet?: string[] | null;
  highlightPreTag?: string | null;
  highlightPostTag?: string | null;
  snippetEllipsisText?: string | null;
  typoTolerance?: boolean | 'true' | 'false' | 'min' | 'strict' | null;
  minWordSizefor1Typo?: number | null;
  minWordSizefor2Typos?: number | null;
  ignorePlurals?: boolean | string[] | null;
  removeStopWords?: boolean | string[] | null;
  distinct?: boolean | number | null;
  attributeForDistinct?: string | null;
  maxFacetHits?: number | null;
  numericAttributesForFiltering?: string[] | null;
  [name: string]: unknown;
}

// A list search parameter may also come as one string: InstantSearch's disjunctive-facet queries
// send `facets: "brand"`, which Algolia reads as a one-item list (commas separate items, as in
// the params string).
const searchListSchema = z.union([schemas.stringList, z.string().transform((text) => (text.trim() === '' ? [] : text.split(',')))]);

const searchShape: Record<string, z.ZodType> = {};
const settingsShape: Record<string, z.ZodType> = {};
for (const [name, [kind, scope]] of Object.entries(table)) {
  if (scope !== 's') searchShape[name] = (kind === 'stringList' ? searchListSchema : schemas[kind]).optional();
  if (scope !== 'q') settingsShape[name] = schemas[kind].nullable().optional();
}
const searchSchema = z.object(searchShape).strict();
const settingsSchema = z.object(settingsShape).strict();

function describeIssue(issue: z.core.$ZodIssue, what: 'parameter' | 'setting'): string {
  if (issue.code === 'unrecognized_keys') return `Unknown ${what}: ${issue.keys.join(', ')}`;
  const name = String(issue.path[0] ?? '');
  const entry = table[name];
  return entry ? `Invalid value for "${name}": expected ${kindLabels[entry[0]]}` : `Invalid ${what}: ${issue.message}`;
}

const filterParameters = ['filters', 'facetFilters', 'optionalFilters', 'numericFilters', 'tagFilters'] as const;

/** Algolia's bounds on one search's size, checked before anything walks the parameters recursively. */
function checkSearchBounds(input: Record<string, unknown>): void {
  for (const name of filterParameters) if (input[name] !== undefined) checkFilterArray(name, input[name]);
  checkJsonDepth(input, 'Search parameters');
  if (typeof input.query === 'string' && input.query.length > searchLimits.maxQueryChars) throw badRequest(`query is longer than ${searchLimits.maxQueryChars} characters`);
}

/** Validates JSON search parameters; `extra` names (indexName, type, facet…) are allowed and dropped. */
export function validateSearchParams(input: Record<string, unknown>): SearchParams {
  checkSearchBounds(input);
  const result = searchSchema.safeParse(input);
  if (!result.success) throw badRequest(describeIssue(result.error.issues[0]!, 'parameter'));
  return result.data as SearchParams;
}

export function validateSettings(input: unknown): IndexSettings {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) throw badRequest('Settings must be a JSON object');
  const result = settingsSchema.safeParse(input);
  if (!result.success) throw badRequest(describeIssue(result.error.issues[0]!, 'setting'));
  return result.data as IndexSettings;
}

function parseJson(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`Invalid value for "${name}": malformed JSON`);
  }
}

function coerce(name: string, kind: Kind, text: string): unknown {
  const trimmed = text.trim();
  switch (kind) {
    case 'string':
    case 'nullableString':
      return text;
    case 'int':
    case 'number':
      return trimmed === '' || Number.isNaN(Number(trimmed)) ? text : Number(trimmed);
    case 'bool':
      return trimmed === 'true' || trimmed === '1' ? true : trimmed === 'false' || trimmed === '0' ? false : text;
    case 'stringList':
      if (trimmed.startsWith('[')) return parseJson(name, trimmed);
      return trimmed === '' ? [] : trimmed.split(',');
    case 'filter':
      return trimmed.startsWith('[') ? parseJson(name, trimmed) : text;
    case 'boolOrList':
      if (trimmed === 'true' || trimmed === 'false') return trimmed === 'true';
      if (trimmed.startsWith('[')) return parseJson(name, trimmed);
      return trimmed === '' ? [] : trimmed.split(',');
    case 'typoTolerance':
      return trimmed === 'true' ? true : trimmed === 'false' ? false : trimmed;
    case 'distinct':
      if (trimmed === 'true' || trimmed === 'false') return trimmed === 'true';
      return Number.isNaN(Number(trimmed)) || trimmed === '' ? text : Number(trimmed);
    case 'json':
      return trimmed.startsWith('{') || trimmed.startsWith('[') || trimmed.startsWith('"') ? parseJson(name, trimmed) : coerceScalar(trimmed);
    case 'stringOrList':
      return trimmed.startsWith('[') ? parseJson(name, trimmed) : text;
  }
}

function coerceScalar(text: string): unknown {
  if (text === 'true' || text === 'false') return text === 'true';
  if (text !== '' && !Number.isNaN(Number(text))) return Number(text);
  return text;
}

/**
 * Parses the URL-encoded `params` form ("query=dress&hitsPerPage=20&facets=%5B%22brand%22%5D"):
 * array values come as JSON or comma lists, numbers and booleans as text.
 */
export function parseParamsString(params: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(params)) {
    const entry = table[name];
    if (!entry || entry[1] === 's') throw badRequest(`Unknown parameter: ${name}`);
    out[name] = coerce(name, entry[0], value);
  }
  return out;
}

/** Serialises parameters the way Algolia echoes them in `params`. */
export function serializeParams(params: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(text)}`);
  }
  return parts.join('&');
}

export function isSearchParameter(name: string): boolean {
  const entry = table[name];
  return entry !== undefined && entry[1] !== 's';
}
