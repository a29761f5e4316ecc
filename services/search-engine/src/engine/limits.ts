import { badRequest } from './errors';

/**
 * What one request may ask of the engine, after Algolia's service limits
 * (https://www.algolia.com/doc/guides/scaling/algolia-service-limits) and API reference: past
 * them a request is refused with a 400 (hitsPerPage is answered with 1,000 hits, as Algolia
 * does), so no single request can hold the engine for long or exhaust its stack or memory.
 */
export const searchLimits = {
  /** Queries in one multi-query request ("up to 50 queries in a multiple queries request"). */
  maxQueriesPerRequest: 50,
  /** Hits per page: a larger hitsPerPage answers this many. */
  maxHitsPerPage: 1000,
  /** Characters of `query` ("a hard limit of 512 characters per query"). */
  maxQueryChars: 512,
  /** Conditions in one filter parameter ("Number of filters: 1,000"). */
  maxFilters: 1000,
  /** Characters of one filter parameter (the `filters` string, or the text of a filter array). */
  maxFilterChars: 16 * 1024,
  /** Nesting of filter arrays, and of parentheses and NOT in `filters`. */
  maxFilterDepth: 32,
  /** Nesting of any JSON value a request carries ("maximum nesting depth is 256 levels"). */
  maxJsonDepth: 256,
} as const;

/**
 * Whether a JSON value nests deeper than `limit` (a scalar is depth 0, `[]` depth 1), walked
 * without recursion so a pathological value cannot overflow the stack while it is measured.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (child !== null && typeof child === 'object') pending.push([child, depth + 1]);
    }
  }
  return false;
}

/** Refuses a JSON value nested deeper than Algolia accepts. */
export function checkJsonDepth(value: unknown, what: string): void {
  if (nestsDeeperThan(value, searchLimits.maxJsonDepth)) throw badRequest(`${what} is nested more than ${searchLimits.maxJsonDepth} levels deep`);
}

/**
 * Refuses a filter array (facetFilters, numericFilters, tagFilters, optionalFilters) that nests
 * too deeply, holds too many conditions or too much text; measured iteratively, before anything
 * recursive (validation, parsing, evaluation) walks it.
 */
export function checkFilterArray(parameter: string, value: unknown): void {
  if (typeof value === 'string') {
    if (value.length > searchLimits.maxFilterChars) throw badRequest(`${parameter} is longer than ${searchLimits.maxFilterChars} characters`);
    return;
  }
  if (!Array.isArray(value)) return;
  let conditions = 0;
  let chars = 0;
  const pending: Array<[unknown, number]> = [[value, 1]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current === 'string') {
      conditions++;
      chars += current.length;
      continue;
    }
    if (!Array.isArray(current)) continue;
    if (depth > searchLimits.maxFilterDepth) throw badRequest(`${parameter} nests arrays more than ${searchLimits.maxFilterDepth} levels deep`);
    for (const item of current) pending.push([item, depth + 1]);
  }
  if (conditions > searchLimits.maxFilters) throw badRequest(`${parameter} has ${conditions} filters; at most ${searchLimits.maxFilters} are allowed`);
  if (chars > searchLimits.maxFilterChars) throw badRequest(`${parameter} is longer than ${searchLimits.maxFilterChars} characters`);
}
