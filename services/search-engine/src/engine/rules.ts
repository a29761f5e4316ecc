import { z } from 'zod';
import { badRequest } from './errors';
import { parseFilters } from './filters/parse-filters';
import type { SearchParams } from './parameters';
import { arePluralEquivalent } from './text/plurals';
import { words } from './text/tokenize';

/**
 * Algolia query rules: stored per index, matched against each search's query and rule contexts,
 * and applied before the search runs. What the engine applies (anything else is refused when the
 * rule is saved, so a stored rule never silently does less than it says):
 *   - conditions: `pattern` + `anchoring` (is, startsWith, endsWith, contains; optionally with
 *     `alternatives`, plural forms), and/or `context` (one of the request's `ruleContexts`);
 *     a rule triggers when any condition matches, and always when it has none;
 *   - `enabled: false` and `validity` time ranges switch a rule off;
 *   - consequences: `params.renderingContent` (merged into the response's renderingContent, e.g.
 *     `redirect.url`), `params.query` (replace the query, or remove/replace words),
 *     `params.filters` (ANDed with the request's) and `userData` (appended to the response's
 *     `userData` array). Matched rules are listed in `appliedRules`.
 * Patterns and queries are compared word by word after Algolia's normalisation: case, accents,
 * punctuation and spacing do not matter ("  Next-Day  DELIVERY!" is "next day delivery").
 */

const anchorings = ['is', 'startsWith', 'endsWith', 'contains'] as const;
export type Anchoring = (typeof anchorings)[number];

const contextPattern = /^[A-Za-z0-9_-]+$/;

const conditionSchema = z
  .object({
    pattern: z.string().max(1000).optional(),
    anchoring: z.enum(anchorings).optional(),
    alternatives: z.boolean().optional(),
    context: z.string().regex(contextPattern, 'a rule context may only contain letters, digits, "_" and "-"').optional(),
    filters: z.string().optional(),
  })
  .strict();

const editSchema = z.object({ type: z.enum(['remove', 'replace']), delete: z.string().min(1), insert: z.string().optional() }).strict();
const consequenceQuerySchema = z.union([z.string(), z.object({ remove: z.array(z.string()).optional(), edits: z.array(editSchema).optional() }).strict()]);

const consequenceParamsSchema = z
  .object({
    query: consequenceQuerySchema.optional(),
    filters: z.string().optional(),
    renderingContent: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

const consequenceSchema = z
  .object({
    params: consequenceParamsSchema.optional(),
    userData: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

const timeRangeSchema = z.object({ from: z.number().optional(), until: z.number().optional() }).strict();

const ruleSchema = z
  .object({
    objectID: z.string().min(1).max(512),
    conditions: z.array(conditionSchema).max(25).optional(),
    condition: conditionSchema.optional(),
    consequence: consequenceSchema,
    description: z.string().max(1000).optional(),
    enabled: z.boolean().optional(),
    validity: z.array(timeRangeSchema).optional(),
    tags: z.array(z.string()).optional(),
    scope: z.string().optional(),
  })
  .strict();

export type RuleCondition = z.output<typeof conditionSchema>;
export type QueryRule = z.output<typeof ruleSchema>;

/** Consequences Algolia has that the engine does not apply: refused with the list of what is applied. */
const unsupportedHint = 'the embedded engine applies params.query, params.filters, params.renderingContent and userData';

function describe(issue: z.core.$ZodIssue, where: string): string {
  const path = issue.path.join('.');
  if (issue.code === 'unrecognized_keys') {
    const inConsequence = path.startsWith('consequence') || issue.keys.some((key) => ['promote', 'hide', 'redirect', 'filterPromotes'].includes(key));
    return `Unsupported rule ${path ? `${path} ` : ''}field${issue.keys.length > 1 ? 's' : ''}${where}: ${issue.keys.join(', ')}${inConsequence ? ` (${unsupportedHint})` : ''}`;
  }
  return `Invalid rule${where}${path ? ` at ${path}` : ''}: ${issue.message}`;
}

function checkCondition(condition: RuleCondition, where: string): void {
  if (condition.filters !== undefined) throw badRequest(`Rule conditions on filters are not supported${where}: use pattern and/or context`);
  const hasPattern = condition.pattern !== undefined;
  if (hasPattern !== (condition.anchoring !== undefined)) throw badRequest(`A rule condition needs both pattern and anchoring, or neither${where}`);
  if (hasPattern && /\{facet:[^}]*\}/.test(condition.pattern!)) throw badRequest(`Facet patterns ({facet:…}) are not supported${where}`);
  if (hasPattern && words(condition.pattern!).length === 0 && condition.anchoring !== 'is') throw badRequest(`An empty pattern is only allowed with anchoring "is"${where}`);
  if (!hasPattern && condition.context === undefined) throw badRequest(`A rule condition needs a pattern or a context${where}`);
}

/** A rule as the API receives it, checked; `where` locates it in error messages. */
export function validateRule(input: unknown, where = ''): QueryRule {
  // Keys Algolia adds to rules it answers with (_highlightResult, _metadata) are not part of a rule.
  const body = input !== null && typeof input === 'object' && !Array.isArray(input) ? Object.fromEntries(Object.entries(input).filter(([key]) => !key.startsWith('_'))) : input;
  const parsed = ruleSchema.safeParse(body);
  if (!parsed.success) throw badRequest(describe(parsed.error.issues[0]!, where));
  const rule = parsed.data;
  for (const condition of conditionsOf(rule)) checkCondition(condition, where);
  const filters = rule.consequence.params?.filters;
  if (filters !== undefined && filters.trim() !== '') parseFilters(filters);
  const userData = rule.consequence.userData;
  if (userData !== undefined && JSON.stringify(userData).length > 1024) throw badRequest(`userData is limited to 1 kB of JSON${where}`);
  return rule;
}

/** A list of rules (the batch endpoint's body). */
export function validateRules(input: unknown): QueryRule[] {
  if (!Array.isArray(input)) throw badRequest('The body must be an array of rules');
  const rules = input.map((rule, position) => validateRule(rule, ` at position ${position}`));
  const seen = new Set<string>();
  for (const rule of rules) {
    if (seen.has(rule.objectID)) throw badRequest(`Duplicate rule objectID: ${rule.objectID}`);
    seen.add(rule.objectID);
  }
  return rules;
}

function conditionsOf(rule: QueryRule): RuleCondition[] {
  return rule.conditions ?? (rule.condition ? [rule.condition] : []);
}

// ---- Searching the stored rules (POST …/rules/search) --------------------------------------

export interface RuleSearchParams {
  query: string;
  anchoring: Anchoring | undefined;
  context: string | undefined;
  page: number;
  hitsPerPage: number;
  enabled: boolean | null | undefined;
}

const searchRulesSchema = z
  .object({
    query: z.string().optional(),
    anchoring: z.enum(anchorings).optional(),
    context: z.string().optional(),
    page: z.number().int().min(0).optional(),
    hitsPerPage: z.number().int().min(1).max(1000).optional(),
    enabled: z.boolean().nullable().optional(),
  })
  .strict();

export function parseRuleSearch(input: unknown): RuleSearchParams {
  const parsed = searchRulesSchema.safeParse(input ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(issue.code === 'unrecognized_keys' ? `Unknown parameter: ${issue.keys.join(', ')}` : `Invalid rule search${issue.path.length ? ` at ${issue.path.join('.')}` : ''}: ${issue.message}`);
  }
  const { query = '', anchoring, context, page = 0, hitsPerPage = 20, enabled } = parsed.data;
  return { query, anchoring, context, page, hitsPerPage, enabled };
}

export interface RuleSearchResponse {
  hits: QueryRule[];
  nbHits: number;
  page: number;
  nbPages: number;
}

/** Rules whose id, description, patterns, contexts or tags contain the query's text, a page at a time. */
export function searchRules(rules: Iterable<QueryRule>, params: RuleSearchParams): RuleSearchResponse {
  const needle = words(params.query).join(' ');
  const matching = [...rules].filter((rule) => {
    const conditions = conditionsOf(rule);
    if (params.enabled === true && rule.enabled === false) return false;
    if (params.enabled === false && rule.enabled !== false) return false;
    if (params.anchoring && !conditions.some((condition) => condition.anchoring === params.anchoring)) return false;
    if (params.context && !conditions.some((condition) => condition.context === params.context)) return false;
    if (needle === '') return true;
    const text = [rule.objectID, rule.description ?? '', ...(rule.tags ?? []), ...conditions.flatMap((condition) => [condition.pattern ?? '', condition.context ?? ''])];
    return text.some((field) => words(field).join(' ').includes(needle));
  });
  const start = params.page * params.hitsPerPage;
  return {
    hits: matching.slice(start, start + params.hitsPerPage).map((rule) => structuredClone(rule)),
    nbHits: matching.length,
    page: params.page,
    nbPages: Math.ceil(matching.length / params.hitsPerPage),
  };
}

// ---- Applying rules to a search -------------------------------------------------------------

export interface RuleOutcome {
  /** The search parameters after the rules' query and filters consequences. */
  params: SearchParams;
  /** The query as sent: the response's `query` stays the shopper's text whatever a rule rewrote. */
  originalQuery: string;
  applied: Array<{ objectID: string }>;
  /** Merged from the applied rules, the first applied rule winning per key. */
  renderingContent: Record<string, unknown> | undefined;
  userData: Array<Record<string, unknown>>;
}

function sameWord(a: string, b: string, alternatives: boolean): boolean {
  return a === b || (alternatives && arePluralEquivalent(a, b));
}

function matchesAt(query: readonly string[], pattern: readonly string[], at: number, alternatives: boolean): boolean {
  if (at < 0 || at + pattern.length > query.length) return false;
  return pattern.every((word, offset) => sameWord(query[at + offset]!, word, alternatives));
}

/** Whether the query's words match the pattern's words under the anchoring. */
export function patternMatches(queryWords: readonly string[], pattern: string, anchoring: Anchoring, alternatives = false): boolean {
  const wanted = words(pattern);
  switch (anchoring) {
    case 'is':
      return wanted.length === queryWords.length && matchesAt(queryWords, wanted, 0, alternatives);
    case 'startsWith':
      return wanted.length > 0 && matchesAt(queryWords, wanted, 0, alternatives);
    case 'endsWith':
      return wanted.length > 0 && matchesAt(queryWords, wanted, queryWords.length - wanted.length, alternatives);
    case 'contains':
      for (let at = 0; at + wanted.length <= queryWords.length; at++) if (wanted.length > 0 && matchesAt(queryWords, wanted, at, alternatives)) return true;
      return false;
  }
}

function isActive(rule: QueryRule, nowSeconds: number): boolean {
  if (rule.enabled === false) return false;
  if (!rule.validity || rule.validity.length === 0) return true;
  return rule.validity.some((range) => (range.from === undefined || nowSeconds >= range.from) && (range.until === undefined || nowSeconds <= range.until));
}

/** The best matching condition's precedence (lower wins): `is` first, then longer patterns; -1 when none matches. */
function matchRank(rule: QueryRule, queryWords: readonly string[], contexts: ReadonlySet<string>): number {
  const conditions = conditionsOf(rule);
  if (conditions.length === 0) return 10_000;
  let best = -1;
  for (const condition of conditions) {
    if (condition.context !== undefined && !contexts.has(condition.context)) continue;
    let rank: number;
    if (condition.pattern !== undefined && condition.anchoring !== undefined) {
      if (!patternMatches(queryWords, condition.pattern, condition.anchoring, condition.alternatives === true)) continue;
      rank = (condition.anchoring === 'is' ? 0 : condition.anchoring === 'contains' ? 2_000 : 1_000) + (1_000 - Math.min(999, words(condition.pattern).length));
    } else rank = 5_000;
    if (best < 0 || rank < best) best = rank;
  }
  return best;
}

function editedQuery(query: string, consequence: NonNullable<z.output<typeof consequenceParamsSchema>['query']>): string {
  if (typeof consequence === 'string') return consequence;
  let current = words(query);
  const removeSequence = (text: string, insert: string[] = []) => {
    const target = words(text);
    if (target.length === 0) return;
    const next: string[] = [];
    for (let i = 0; i < current.length; ) {
      if (matchesAt(current, target, i, false)) {
        next.push(...insert);
        i += target.length;
      } else next.push(current[i++]!);
    }
    current = next;
  };
  for (const word of consequence.remove ?? []) removeSequence(word);
  for (const edit of consequence.edits ?? []) removeSequence(edit.delete, edit.type === 'replace' ? words(edit.insert ?? '') : []);
  return current.join(' ');
}

function mergeRendering(into: Record<string, unknown>, from: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(from)) if (!(key in into)) into[key] = structuredClone(value);
}

/**
 * The rules that apply to a search and their effect on its parameters. Rules are matched against
 * the original query (a query consequence does not re-trigger matching) and applied in
 * precedence order: `is` conditions, then startsWith/endsWith, then contains (longer patterns
 * first within each), then context-only and unconditional rules; ties keep the stored order.
 */
export function applyRules(rules: Iterable<QueryRule>, params: SearchParams, now = Date.now()): RuleOutcome {
  const query = typeof params.query === 'string' ? params.query : '';
  const none: RuleOutcome = { params, originalQuery: query, applied: [], renderingContent: undefined, userData: [] };
  if (params.enableRules === false) return none;
  const queryWords = words(query);
  const contexts = new Set(Array.isArray(params.ruleContexts) ? params.ruleContexts : []);
  const nowSeconds = Math.floor(now / 1000);
  const matched: Array<{ rule: QueryRule; rank: number; order: number }> = [];
  let order = 0;
  for (const rule of rules) {
    order++;
    if (!isActive(rule, nowSeconds)) continue;
    const rank = matchRank(rule, queryWords, contexts);
    if (rank >= 0) matched.push({ rule, rank, order });
  }
  if (matched.length === 0) return none;
  matched.sort((a, b) => a.rank - b.rank || a.order - b.order);

  const next: SearchParams = { ...params };
  let renderingContent: Record<string, unknown> | undefined;
  const userData: Array<Record<string, unknown>> = [];
  let queryEdited = false;
  for (const { rule } of matched) {
    const consequence = rule.consequence;
    const ruleParams = consequence.params;
    // The highest-precedence rule's query change wins, as Algolia keeps one query rewrite.
    if (ruleParams?.query !== undefined && !queryEdited) {
      next.query = editedQuery(query, ruleParams.query);
      queryEdited = true;
    }
    const filters = ruleParams?.filters?.trim();
    if (filters) next.filters = typeof next.filters === 'string' && next.filters.trim() !== '' ? `(${next.filters}) AND (${filters})` : filters;
    if (ruleParams?.renderingContent) mergeRendering((renderingContent ??= {}), ruleParams.renderingContent);
    if (consequence.userData) userData.push(structuredClone(consequence.userData));
  }
  return { params: next, originalQuery: query, applied: matched.map(({ rule }) => ({ objectID: rule.objectID })), renderingContent, userData };
}
