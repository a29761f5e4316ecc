import { projectRecord, type JsonRecord } from './attributes';
import { badRequest, indexNotFound, notFound, SearchEngineError } from './errors';
import { searchFacetValues, type FacetSearchResponse } from './facet-search';
import { searchLimits } from './limits';
import { applyPartialUpdate } from './partial-update';
import { isSearchParameter, parseParamsString, validateSearchParams, validateSettings, type IndexSettings, type SearchParams } from './parameters';
import { candidateDocs, facetAttributesOf, prepareQuery, searchableRanks } from './query-plan';
import { applyRules, parseRuleSearch, searchRules, validateRule, validateRules, type QueryRule, type RuleSearchResponse } from './rules';
import { runSearch, type SearchOptions, type SearchResponse } from './search';
import { SearchIndex } from './search-index';
import { mergeParams, parseReplicas, parseSortKey } from './settings';
import { generateObjectId, objectIdOf, parseBatch, validateOperation, validateRecord, type BatchOperation } from './writes';

export interface TaskResponse {
  taskID: number;
  updatedAt: string;
}

/** One query of a multi-query, in either the v5 form (parameters inline) or the legacy `params` string. */
export interface MultiQueryRequest {
  indexName: string;
  type?: 'default' | 'facet';
  facet?: string;
  params?: string;
  [name: string]: unknown;
}

export type MultiQueryResult = SearchResponse | FacetSearchResponse | (SearchResponse & { processed: false });

export interface IndexListing {
  name: string;
  createdAt: string;
  updatedAt: string;
  entries: number;
  dataSize: number;
  fileSize: number;
  lastBuildTimeS: number;
  numberOfPendingTasks: number;
  pendingTask: boolean;
  primary?: string;
  replicas?: string[];
  virtual?: boolean;
}

/** Keys of a multi-query request that are not search parameters. */
const requestKeys = new Set(['indexName', 'type', 'facet', 'params']);

/**
 * The embedded search engine: named indices of JSON records searched with Algolia's semantics.
 * Writes apply synchronously (every task is already published when its id is returned); the
 * structures a search needs are built on the first search after a change, or by `warm()`.
 */
export class SearchEngine {
  private readonly indices = new Map<string, SearchIndex>();
  private lastTaskId = 0;

  private nextTask(): number {
    return ++this.lastTaskId;
  }

  taskStatus(taskID: number): { status: 'published'; pendingTask: false } {
    if (!Number.isInteger(taskID) || taskID < 1 || taskID > this.lastTaskId) throw notFound('Task does not exist');
    return { status: 'published', pendingTask: false };
  }

  hasIndex(name: string): boolean {
    return this.indices.has(name);
  }

  private existing(name: string): SearchIndex {
    const index = this.indices.get(name);
    if (!index) throw indexNotFound();
    return index;
  }

  private ensure(name: string): SearchIndex {
    if (name === '' || name.length > 512) throw badRequest('Index name must be between 1 and 512 characters');
    let index = this.indices.get(name);
    if (!index) {
      index = new SearchIndex(name);
      this.indices.set(name, index);
    }
    return index;
  }

  private writable(name: string): SearchIndex {
    const index = this.ensure(name);
    if (index.primary) throw badRequest(`Cannot write records to replica index "${name}": write to its primary "${index.primary.name}"`);
    return index;
  }

  listIndices(): { items: IndexListing[]; nbPages: number } {
    const items = [...this.indices.values()].map((index) => {
      let dataSize = 0;
      for (const record of index.store.records.values()) dataSize += JSON.stringify(record).length;
      const listing: IndexListing = {
        name: index.name,
        createdAt: index.createdAt,
        updatedAt: index.updatedAt,
        entries: index.store.size,
        dataSize,
        fileSize: dataSize,
        lastBuildTimeS: Math.round(index.store.lastBuildMs / 1000),
        numberOfPendingTasks: 0,
        pendingTask: false,
      };
      if (index.primary) listing.primary = index.primary.name;
      if (index.settings.replicas && index.settings.replicas.length > 0) listing.replicas = [...index.settings.replicas];
      if (index.virtual) listing.virtual = true;
      return listing;
    });
    return { items, nbPages: 1 };
  }

  // ---- Settings -------------------------------------------------------------------------

  getSettings(indexName: string): IndexSettings {
    return this.existing(indexName).describeSettings();
  }

  /** Partial update of settings (null resets one to its default), like Algolia's setSettings. */
  setSettings(indexName: string, input: IndexSettings, options: { forwardToReplicas?: boolean } = {}): TaskResponse {
    const changes = validateSettings(input);
    if ('primary' in changes) throw badRequest('primary is read-only: set replicas on the primary index instead');
    // Parse what will be used, so a bad entry is refused before anything changes.
    const candidate = { ...this.indices.get(indexName)?.settings, ...changes };
    facetAttributesOf(candidate);
    searchableRanks(candidate);
    for (const entry of candidate.customRanking ?? []) parseSortKey(entry, 'customRanking');
    const replicas = changes.replicas ? parseReplicas(changes.replicas) : undefined;
    if (replicas) {
      for (const replica of replicas) {
        if (replica.name === indexName) throw badRequest('An index cannot be its own replica');
        const other = this.indices.get(replica.name);
        if (other?.primary && other.primary.name !== indexName) throw badRequest(`Index "${replica.name}" is already a replica of "${other.primary.name}"`);
        if (other && other.settings.replicas && other.settings.replicas.length > 0) throw badRequest(`Index "${replica.name}" has replicas and cannot become a replica`);
      }
    }
    const index = this.ensure(indexName);
    if (replicas && index.primary) throw badRequest(`Replica index "${indexName}" cannot have replicas`);
    index.setOwnSettings(applyChanges(index.settings, changes));
    if (replicas) this.linkReplicas(index, replicas);
    if (options.forwardToReplicas) {
      const forwarded = { ...changes };
      delete forwarded.replicas;
      for (const replica of this.replicasOf(index)) replica.setOwnSettings(applyChanges(replica.settings, forwarded));
    }
    return { taskID: this.nextTask(), updatedAt: index.updatedAt };
  }

  private replicasOf(index: SearchIndex): SearchIndex[] {
    return [...this.indices.values()].filter((candidate) => candidate.primary === index);
  }

  private linkReplicas(primary: SearchIndex, replicas: { name: string; virtual: boolean }[]): void {
    const wanted = new Map(replicas.map((replica) => [replica.name, replica.virtual]));
    for (const replica of this.replicasOf(primary)) {
      if (wanted.has(replica.name) && wanted.get(replica.name) === replica.virtual) continue;
      // Unlinked: the replica becomes an index of its own with a copy of the records.
      this.detach(replica);
    }
    for (const [name, virtual] of wanted) {
      let replica = this.indices.get(name);
      if (replica?.primary === primary && replica.virtual === virtual) continue;
      if (!replica) {
        replica = new SearchIndex(name, primary.store);
        this.indices.set(name, replica);
      }
      replica.store = primary.store;
      replica.primary = primary;
      replica.virtual = virtual;
      // A new standard replica starts from the primary's settings; a virtual one inherits them live.
      const inherited = { ...primary.settings };
      delete inherited.replicas;
      replica.setOwnSettings(virtual ? {} : inherited);
    }
  }

  private detach(replica: SearchIndex): void {
    const settings = replica.effectiveSettings();
    replica.store = replica.store.clone();
    replica.primary = undefined;
    replica.virtual = false;
    replica.setOwnSettings(settings);
  }

  // ---- Records --------------------------------------------------------------------------

  /** Applies operations to one index atomically: all are validated before any is applied. */
  batch(indexName: string, operations: readonly BatchOperation[]): { taskID: number; objectIDs: string[] } {
    operations.forEach((operation, index) => validateOperation(operation, index));
    const needsWrite = operations.some((operation) => operation.action !== 'delete');
    if (needsWrite) this.writable(indexName);
    const objectIDs = operations.map((operation) => this.apply(indexName, operation));
    return { taskID: this.nextTask(), objectIDs: objectIDs.filter((id): id is string => id !== undefined) };
  }

  /** POST /1/indexes/{index}/batch with the raw body. */
  batchFromBody(indexName: string, body: unknown): { taskID: number; objectIDs: string[] } {
    return this.batch(indexName, parseBatch(body, false));
  }

  /** POST /1/indexes/{star}/batch: operations across indices, each naming its index. */
  multipleBatch(body: unknown): { taskID: Record<string, number>; objectIDs: string[] } {
    const operations = parseBatch(body, true);
    for (const operation of operations) if (operation.action !== 'delete') this.writable(operation.indexName!);
    const objectIDs = operations.map((operation) => this.apply(operation.indexName!, operation));
    const taskID: Record<string, number> = {};
    const task = this.nextTask();
    for (const operation of operations) taskID[operation.indexName!] = task;
    return { taskID, objectIDs: objectIDs.filter((id): id is string => id !== undefined) };
  }

  private apply(indexName: string, operation: BatchOperation): string | undefined {
    switch (operation.action) {
      case 'delete':
        this.removeIndex(indexName);
        return undefined;
      case 'clear': {
        const index = this.writable(indexName);
        index.store.clear();
        index.touch();
        return undefined;
      }
      case 'addObject': {
        const body = operation.body!;
        const objectID = body.objectID === undefined ? generateObjectId() : objectIdOf(body.objectID, '');
        this.put(indexName, { ...clone(body), objectID });
        return objectID;
      }
      case 'updateObject': {
        const objectID = objectIdOf(operation.body!.objectID, '');
        this.put(indexName, { ...clone(operation.body!), objectID });
        return objectID;
      }
      case 'partialUpdateObject':
      case 'partialUpdateObjectNoCreate': {
        const objectID = objectIdOf(operation.body!.objectID, '');
        const index = this.writable(indexName);
        const current = index.store.get(objectID);
        if (!current && operation.action === 'partialUpdateObjectNoCreate') return objectID;
        const next = applyPartialUpdate(current ?? { objectID }, clone(operation.body!));
        if (next) this.put(indexName, { ...next, objectID });
        return objectID;
      }
      case 'deleteObject': {
        const objectID = objectIdOf(operation.body!.objectID, '');
        const index = this.writable(indexName);
        if (index.store.delete(objectID)) index.touch();
        return objectID;
      }
    }
  }

  private put(indexName: string, record: JsonRecord): void {
    const index = this.writable(indexName);
    index.store.put(record);
    index.touch();
  }

  /** Adds or replaces records (generating objectIDs where missing). */
  saveObjects(indexName: string, records: readonly JsonRecord[]): { taskID: number; objectIDs: string[] } {
    return this.batch(
      indexName,
      records.map((body, index) => ({ action: 'addObject' as const, body: validateRecord(body, ` at position ${index}`) })),
    );
  }

  /** POST /1/indexes/{index}: adds a record, generating its objectID when missing. */
  saveObject(indexName: string, record: JsonRecord): { createdAt: string; taskID: number; objectID: string } {
    const { taskID, objectIDs } = this.batch(indexName, [{ action: 'addObject', body: validateRecord(record, '') }]);
    return { createdAt: new Date().toISOString(), taskID, objectID: objectIDs[0]! };
  }

  /** PUT /1/indexes/{index}/{objectID}. */
  addOrUpdateObject(indexName: string, objectID: string, record: JsonRecord): { objectID: string; taskID: number; updatedAt: string } {
    const body = validateRecord(record, '');
    const { taskID } = this.batch(indexName, [{ action: 'updateObject', body: { ...body, objectID } }]);
    return { objectID, taskID, updatedAt: new Date().toISOString() };
  }

  partialUpdateObject(indexName: string, objectID: string, attributes: JsonRecord, createIfNotExists = true): { objectID: string; taskID: number; updatedAt: string } {
    const body = validateRecord(attributes, '');
    const { taskID } = this.batch(indexName, [{ action: createIfNotExists ? 'partialUpdateObject' : 'partialUpdateObjectNoCreate', body: { ...body, objectID } }]);
    return { objectID, taskID, updatedAt: new Date().toISOString() };
  }

  deleteObject(indexName: string, objectID: string): { taskID: number; deletedAt: string } {
    const { taskID } = this.batch(indexName, [{ action: 'deleteObject', body: { objectID } }]);
    return { taskID, deletedAt: new Date().toISOString() };
  }

  getObject(indexName: string, objectID: string, attributesToRetrieve?: readonly string[]): JsonRecord {
    const index = this.existing(indexName);
    const record = index.store.get(objectID);
    if (!record) throw notFound('ObjectID does not exist');
    return projectRecord(record, attributesToRetrieve, index.effectiveSettings().unretrievableAttributes ?? undefined);
  }

  getObjects(requests: readonly { indexName: string; objectID: string; attributesToRetrieve?: string[] }[]): { results: (JsonRecord | null)[] } {
    return {
      results: requests.map((request) => {
        const index = this.indices.get(request.indexName);
        const record = index?.store.get(request.objectID);
        return record ? projectRecord(record, request.attributesToRetrieve, index!.effectiveSettings().unretrievableAttributes ?? undefined) : null;
      }),
    };
  }

  clearObjects(indexName: string): TaskResponse {
    const index = this.writable(indexName);
    index.store.clear();
    index.touch();
    return { taskID: this.nextTask(), updatedAt: index.updatedAt };
  }

  deleteIndex(indexName: string): { taskID: number; deletedAt: string } {
    this.removeIndex(indexName);
    return { taskID: this.nextTask(), deletedAt: new Date().toISOString() };
  }

  private removeIndex(indexName: string): void {
    const index = this.indices.get(indexName);
    if (!index) return;
    for (const replica of this.replicasOf(index)) this.detach(replica);
    if (index.primary) {
      const primary = index.primary;
      const remaining = (primary.settings.replicas ?? []).filter((entry) => parseReplicas([entry])[0]!.name !== indexName);
      primary.setOwnSettings({ ...primary.settings, replicas: remaining });
    }
    this.indices.delete(indexName);
  }

  /** Replaces every record of an index at once (what the client's replaceAllObjects achieves). */
  replaceAllObjects(indexName: string, records: readonly JsonRecord[]): { taskID: number; objectIDs: string[] } {
    const prepared = records.map((record, position) => {
      const body = validateRecord(record, ` at position ${position}`);
      return { ...clone(body), objectID: body.objectID === undefined ? generateObjectId() : objectIdOf(body.objectID, ` at position ${position}`) };
    });
    const index = this.writable(indexName);
    index.store.replaceAll(prepared);
    index.touch();
    return { taskID: this.nextTask(), objectIDs: prepared.map((record) => record.objectID) };
  }

  /** POST /1/indexes/{index}/operation: copy or move an index (records and settings; replicas stay). */
  operationIndex(source: string, operation: { operation: 'copy' | 'move'; destination: string; scope?: string[] }): TaskResponse {
    const from = this.existing(source);
    if (operation.destination === source) throw badRequest('Source and destination indices must differ');
    const scope = new Set(operation.scope ?? ['settings', 'synonyms', 'rules', 'records']);
    for (const entry of scope) if (!['settings', 'synonyms', 'rules', 'records'].includes(entry)) throw badRequest(`Invalid scope: ${entry}`);
    if (operation.operation === 'move' && scope.size < 4) throw badRequest('scope can only be used with copy');
    const to = this.ensure(operation.destination);
    if (to.primary) throw badRequest(`Cannot overwrite replica index "${to.name}"`);
    if (scope.has('records')) {
      to.store.replaceAll(from.store.records.values());
    }
    if (scope.has('rules')) {
      to.rules.clear();
      for (const [objectID, rule] of from.rules) to.rules.set(objectID, structuredClone(rule));
    }
    if (scope.has('settings')) {
      const settings = { ...from.effectiveSettings() };
      delete settings.replicas;
      delete settings.primary;
      const keptReplicas = to.settings.replicas;
      to.setOwnSettings(keptReplicas ? { ...settings, replicas: keptReplicas } : settings);
    }
    to.touch();
    if (operation.operation === 'move') this.removeIndex(source);
    return { taskID: this.nextTask(), updatedAt: to.updatedAt };
  }

  // ---- Search ---------------------------------------------------------------------------

  search(indexName: string, params: SearchParams = {}, options: SearchOptions = {}): SearchResponse {
    const validated = validateSearchParams(params as Record<string, unknown>);
    const index = this.existing(indexName);
    const rules = applyRules(index.rules.values(), validated);
    return runSearch(index.view(), rules.params, { echo: params, ...options, rules });
  }

  searchForFacetValues(indexName: string, facetName: string, params: SearchParams & { facetQuery?: string; maxFacetHits?: number } = {}): FacetSearchResponse {
    const validated = validateSearchParams(params as Record<string, unknown>);
    return searchFacetValues(this.existing(indexName).view(), facetName, validated);
  }

  /**
   * POST /1/indexes/{star}/queries. Each request may carry its parameters inline (v5) and/or as
   * a URL-encoded `params` string (older clients); inline values win.
   */
  multipleQueries(requests: readonly MultiQueryRequest[], strategy: 'none' | 'stopIfEnoughMatches' = 'none'): { results: MultiQueryResult[] } {
    return { results: [...this.multipleQueryResults(requests, strategy)] };
  }

  /**
   * The results of a multi-query one at a time: every query is checked (and its index resolved)
   * now, and each runs when its result is asked for, so a caller can serialise the results as they
   * come and stop when a request has used its time.
   */
  multipleQueryResults(requests: readonly MultiQueryRequest[], strategy: 'none' | 'stopIfEnoughMatches' = 'none'): Iterable<MultiQueryResult> {
    if (strategy !== 'none' && strategy !== 'stopIfEnoughMatches') throw badRequest('strategy must be "none" or "stopIfEnoughMatches"');
    if (requests.length > searchLimits.maxQueriesPerRequest) {
      throw badRequest(`Too many queries in multi query request: ${requests.length} (at most ${searchLimits.maxQueriesPerRequest})`);
    }
    const parsed = requests.map((request, position) => {
      if (request === null || typeof request !== 'object') throw badRequest(`requests[${position}] must be an object`);
      if (typeof request.indexName !== 'string' || request.indexName === '') throw badRequest(`requests[${position}]: indexName is required`);
      const inline: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(request)) if (!requestKeys.has(name) && value !== undefined) inline[name] = value;
      for (const name of Object.keys(inline)) if (!isSearchParameter(name) && name !== 'maxFacetHits') throw badRequest(`Unknown parameter: ${name}`);
      const fromString = typeof request.params === 'string' ? parseParamsString(request.params) : {};
      const params = validateSearchParams({ ...fromString, ...inline });
      const type = request.type ?? 'default';
      if (type !== 'default' && type !== 'facet') throw badRequest(`requests[${position}]: type must be "default" or "facet"`);
      if (type === 'facet' && (typeof request.facet !== 'string' || request.facet === '')) throw badRequest(`requests[${position}]: facet is required for facet queries`);
      // Resolve the index now: a missing index fails the whole call, as Algolia does.
      const index = this.existing(request.indexName);
      return { request, params, type, index, echo: { ...fromString, ...inline } };
    });
    return (function* (): Generator<MultiQueryResult> {
      let enough = false;
      for (const { request, params, type, index, echo } of parsed) {
        if (type === 'facet') {
          yield searchFacetValues(index.view(), request.facet!, params);
          continue;
        }
        if (enough) {
          yield { ...runSearch(index.view(), { ...params, hitsPerPage: 0, facets: [] }, { echo }), hits: [], nbHits: 0, nbPages: 0, processed: false as const };
          continue;
        }
        const rules = applyRules(index.rules.values(), params);
        const response = runSearch(index.view(), rules.params, { echo, rules });
        if (strategy === 'stopIfEnoughMatches' && response.nbHits >= response.hitsPerPage) enough = true;
        yield response;
      }
    })();
  }

  /** POST /1/indexes/{index}/browse: every matching record, a page at a time (up to 1000), with a cursor. */
  browse(indexName: string, params: SearchParams = {}): SearchResponse {
    const validated = validateSearchParams(params as Record<string, unknown>);
    let page = validated.page ?? 0;
    let base: SearchParams = validated;
    if (typeof validated.cursor === 'string') {
      try {
        const decoded = JSON.parse(Buffer.from(validated.cursor, 'base64url').toString('utf8')) as { page: number; params: SearchParams };
        page = decoded.page;
        base = decoded.params;
      } catch {
        throw badRequest('Invalid cursor');
      }
    }
    const { cursor: _cursor, ...rest } = base;
    const hitsPerPage = Math.min(rest.hitsPerPage ?? searchLimits.maxHitsPerPage, searchLimits.maxHitsPerPage);
    const index = this.existing(indexName);
    const response = runSearch(index.view(), { ...rest, page, hitsPerPage, attributesToHighlight: [], attributesToSnippet: [] }, { echo: params });
    if ((page + 1) * hitsPerPage < response.nbHits) response.cursor = Buffer.from(JSON.stringify({ page: page + 1, params: rest })).toString('base64url');
    return response;
  }

  /** POST /1/indexes/{index}/deleteByQuery: deletes every record matching the filters (a query is refused, as in Algolia). */
  deleteBy(indexName: string, params: SearchParams): TaskResponse {
    const validated = validateSearchParams(params as Record<string, unknown>);
    if (typeof validated.query === 'string' && validated.query !== '') throw badRequest('deleteBy does not accept a query: use filters');
    const index = this.writable(indexName);
    const doomed: string[] = [];
    const view = index.view();
    const prepared = prepareQuery(view.snapshot, mergeParams(view.settings, validated), view.facetAttributes);
    for (const doc of candidateDocs(prepared)) doomed.push(view.snapshot.docs[doc]!.objectID as string);
    for (const objectID of doomed) index.store.delete(objectID);
    index.touch();
    return { taskID: this.nextTask(), updatedAt: index.updatedAt };
  }

  // ---- Query rules ----------------------------------------------------------------------

  /** The index and, with forwardToReplicas, its replicas: where a rule write goes. */
  private ruleTargets(indexName: string, forwardToReplicas: boolean | undefined, create: boolean): SearchIndex[] {
    const index = create ? this.ensure(indexName) : this.existing(indexName);
    return forwardToReplicas ? [index, ...this.replicasOf(index)] : [index];
  }

  /** PUT /1/indexes/{index}/rules/{objectID}: creates or replaces one rule. */
  saveRule(indexName: string, objectID: string, body: unknown, options: { forwardToReplicas?: boolean } = {}): { objectID: string; taskID: number; updatedAt: string } {
    const rule = validateRule(body);
    if (rule.objectID !== objectID) throw badRequest('The rule objectID must match the objectID in the URL');
    for (const index of this.ruleTargets(indexName, options.forwardToReplicas, true)) {
      index.rules.set(objectID, structuredClone(rule));
      index.touch();
    }
    return { objectID, taskID: this.nextTask(), updatedAt: new Date().toISOString() };
  }

  /** POST /1/indexes/{index}/rules/batch: creates or replaces rules, optionally replacing every existing one. */
  saveRules(indexName: string, body: unknown, options: { forwardToReplicas?: boolean; clearExistingRules?: boolean } = {}): TaskResponse {
    const rules = validateRules(body);
    const targets = this.ruleTargets(indexName, options.forwardToReplicas, true);
    for (const index of targets) {
      if (options.clearExistingRules) index.rules.clear();
      for (const rule of rules) index.rules.set(rule.objectID, structuredClone(rule));
      index.touch();
    }
    return { taskID: this.nextTask(), updatedAt: targets[0]!.updatedAt };
  }

  getRule(indexName: string, objectID: string): QueryRule {
    const rule = this.existing(indexName).rules.get(objectID);
    if (!rule) throw notFound('ObjectID does not exist');
    return structuredClone(rule);
  }

  deleteRule(indexName: string, objectID: string, options: { forwardToReplicas?: boolean } = {}): TaskResponse {
    const targets = this.ruleTargets(indexName, options.forwardToReplicas, false);
    if (!targets[0]!.rules.has(objectID)) throw notFound('ObjectID does not exist');
    for (const index of targets) if (index.rules.delete(objectID)) index.touch();
    return { taskID: this.nextTask(), updatedAt: targets[0]!.updatedAt };
  }

  /** POST /1/indexes/{index}/rules/clear. */
  clearRules(indexName: string, options: { forwardToReplicas?: boolean } = {}): TaskResponse {
    const targets = this.ruleTargets(indexName, options.forwardToReplicas, false);
    for (const index of targets) {
      index.rules.clear();
      index.touch();
    }
    return { taskID: this.nextTask(), updatedAt: targets[0]!.updatedAt };
  }

  /** POST /1/indexes/{index}/rules/search. */
  searchRules(indexName: string, body: unknown = {}): RuleSearchResponse {
    return searchRules(this.existing(indexName).rules.values(), parseRuleSearch(body));
  }

  /** Every rule of an index, in saved order (snapshots). */
  rulesOf(indexName: string): QueryRule[] {
    return [...this.existing(indexName).rules.values()].map((rule) => structuredClone(rule));
  }

  // ---- Building -------------------------------------------------------------------------

  /** Builds every structure the index's settings need now, instead of on the first search. */
  warm(indexName: string): { buildMs: number } {
    const started = performance.now();
    const index = this.existing(indexName);
    const views = [index, ...this.replicasOf(index)].map((entry) => entry.view());
    for (const view of views) {
      const snapshot = view.snapshot;
      const settings = view.settings;
      snapshot.textIndex(searchableRanks(settings));
      for (const facet of view.facetAttributes) {
        const column = snapshot.facet(facet.attribute);
        if (column.numeric) snapshot.numeric(facet.attribute);
      }
      const custom = (settings.customRanking ?? []).map((entry) => parseSortKey(entry, 'customRanking'));
      const staticKeys = view.ranking.flatMap((criterion) => (criterion.kind === 'sort' ? [{ attribute: criterion.attribute, direction: criterion.direction }] : criterion.kind === 'custom' ? custom : []));
      snapshot.order(staticKeys);
      if (custom.length > 0) snapshot.order(custom);
      for (const criterion of view.ranking) if (criterion.kind === 'sort') snapshot.order([{ attribute: criterion.attribute, direction: criterion.direction }]);
    }
    const buildMs = performance.now() - started;
    index.store.lastBuildMs = buildMs;
    return { buildMs };
  }
}

function applyChanges(current: IndexSettings, changes: IndexSettings): IndexSettings {
  const next: IndexSettings = { ...current };
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) delete next[name];
    else if (value !== undefined) next[name] = value;
  }
  return next;
}

function clone(record: JsonRecord): JsonRecord {
  return structuredClone(record);
}

export function createSearchEngine(): SearchEngine {
  return new SearchEngine();
}

export { SearchEngineError };
