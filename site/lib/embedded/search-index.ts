/**
 * The embedded search index of every site, built from the catalogue and kept in step with it.
 * Not marked server-only: `pnpm search:index` runs it outside Next.js to write the snapshot, and
 * the search worker (search-worker.ts) runs it off the main thread. It never touches the
 * database itself: a catalogue feed reads it (./search-index-database.ts), in the same thread or,
 * for the worker, on the main thread that holds the database.
 *
 * - Start: loaded from the snapshot file when it describes the current catalogue and settings,
 *   else built from the database (and the snapshot rewritten in the background).
 * - Staying in step: `syncIfDue()` (called on searches) checks the catalogue version at most
 *   every few seconds, in the background. When it changed, per-product fingerprints say which
 *   products moved; only their records are rebuilt, and only those that differ are written to
 *   the engine, as one batch per site. A change to categories or brands rebuilds every record.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { changedProducts, type CatalogueFingerprints } from '@storefront/catalogue/search/catalogue-fingerprints';
import { indexSettings, productsIndexName } from '@storefront/catalogue/search/index-settings';
import { searchRules } from '@storefront/catalogue/search/search-rules';
import type { JsonRecord } from '@storefront/search-engine/engine/attributes';
import { createSearchEngine, type SearchEngine } from '@storefront/search-engine/engine/engine';
import type { IndexSettings } from '@storefront/search-engine/engine/parameters';
import type { BatchOperation } from '@storefront/search-engine/engine/writes';
import { fascias } from '@storefront/sites/fascias';

/** Bump when the snapshot layout or the shape of listing records changes. */
const SNAPSHOT_FORMAT = 2;
const DEFAULT_CHECK_INTERVAL_MS = 5_000;

export interface SiteIndex {
  fascia: string;
  /** Index prefix: <prefix>_products and its sort replicas. */
  prefix: string;
}

export type SearchLog = (event: string, fields: Record<string, unknown>) => void;

/** What the index is built from: the catalogue, as whoever holds the database reads it. */
export interface CatalogueFeed {
  /** A fingerprint of the whole catalogue, cheap enough to ask every few seconds. */
  version(): Promise<string>;
  fingerprints(): Promise<CatalogueFingerprints>;
  /** A site's listing records: all of them, or those of some products. */
  records(fascia: string, productIds?: readonly string[]): Promise<JsonRecord[]>;
}

export interface EmbeddedIndexOptions {
  feed: CatalogueFeed;
  /** Default: every site, prefixed with its searchIndexPrefix. */
  sites?: readonly SiteIndex[];
  /** Where the snapshot lives; none when undefined. */
  snapshotFile?: string | undefined;
  /** Least time between two catalogue checks (default 5 s, or SEARCH_SYNC_INTERVAL_MS). */
  checkIntervalMs?: number;
  log?: SearchLog;
}

export interface IndexSummary {
  fascia: string;
  indexName: string;
  records: number;
  rules: number;
  replicas: string[];
}

/** What a sync changed in the index: the products whose records were written or deleted, with their categories and brands before and after. */
export interface SyncTouched {
  productIds: string[];
  /** Their product keys (the records' objectIDs, as cards and product pages name them). */
  productKeys: string[];
  /** Category paths (each with its ancestors) of those records, old and new. */
  categorySlugs: string[];
  brandIds: string[];
}

export interface SyncResult {
  /** Whether the catalogue version had moved. */
  changed: boolean;
  /** Records written (added or replaced) and deleted, over every site. */
  updated: number;
  deleted: number;
  touched: SyncTouched;
  ms: number;
}

/** Adds what a listing record is about (its product, categories and brand) to `touched`. */
function noteTouched(record: JsonRecord | null | undefined, touched: { productIds: Set<string>; productKeys: Set<string>; categorySlugs: Set<string>; brandIds: Set<string> }): void {
  if (!record) return;
  if (typeof record.objectID === 'string') touched.productKeys.add(record.objectID);
  const card = record.card as { id?: unknown; brand?: { id?: unknown } } | undefined;
  if (typeof card?.id === 'string') touched.productIds.add(card.id);
  if (typeof card?.brand?.id === 'string') touched.brandIds.add(card.brand.id);
  if (Array.isArray(record.categorySlugs)) for (const slug of record.categorySlugs) if (typeof slug === 'string') touched.categorySlugs.add(slug);
}

interface Snapshot {
  format: number;
  settings: string;
  catalogueVersion: string;
  builtAt: string;
  /** Per site: its records, and the query rules of its primary index (forwarded to the sort replicas). */
  sites: Array<{ fascia: string; prefix: string; records: JsonRecord[]; rules: JsonRecord[] }>;
}

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

export function defaultSites(): SiteIndex[] {
  return fascias.map((fascia) => ({ fascia: fascia.id, prefix: fascia.searchIndexPrefix }));
}

const hashOf = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64url');

function settingsHash(sites: readonly SiteIndex[]): string {
  return hashOf({ format: SNAPSHOT_FORMAT, sites: sites.map((site) => ({ ...site, indices: indexSettings(site.prefix), rules: searchRules(site.fascia) })) });
}

function isRecordList(value: unknown): value is JsonRecord[] {
  return Array.isArray(value) && value.every((record) => typeof record === 'object' && record !== null && typeof (record as JsonRecord).objectID === 'string');
}

async function readSnapshot(file: string, expected: { settings: string; sites: readonly SiteIndex[] }, log: SearchLog): Promise<Snapshot | undefined> {
  let bytes: Buffer;
  try {
    bytes = await readFile(/*turbopackIgnore: true*/ file);
  } catch {
    return undefined;
  }
  try {
    const snapshot = JSON.parse((await gunzipAsync(bytes)).toString('utf8')) as Partial<Snapshot>;
    const sites = snapshot.sites;
    const matches =
      snapshot.format === SNAPSHOT_FORMAT &&
      snapshot.settings === expected.settings &&
      typeof snapshot.catalogueVersion === 'string' &&
      Array.isArray(sites) &&
      sites.length === expected.sites.length &&
      sites.every(
        (site, position) =>
          site.fascia === expected.sites[position]!.fascia && site.prefix === expected.sites[position]!.prefix && isRecordList(site.records) && Array.isArray(site.rules),
      );
    return matches ? (snapshot as Snapshot) : undefined;
  } catch (error) {
    log('search.snapshot.unreadable', { file, error: String(error) });
    return undefined;
  }
}

export class EmbeddedSearchIndex {
  readonly engine: SearchEngine = createSearchEngine();
  readonly sites: readonly SiteIndex[];
  /** Where the index came from when opened. */
  source: 'snapshot' | 'database' = 'database';
  private readonly feed: CatalogueFeed;
  private readonly snapshotFile: string | undefined;
  private readonly checkIntervalMs: number;
  private readonly log: SearchLog;
  private readonly settings: string;
  private version = '';
  private fingerprints: CatalogueFingerprints | undefined;
  /** Per site: objectID → hash of the record the engine holds. */
  private hashes = new Map<string, Map<string, string>>();
  private lastCheckAt = 0;
  private syncing: Promise<SyncResult> | undefined;
  private syncingAfter: Promise<SyncResult> | undefined;
  private writing: Promise<void> | undefined;
  private writeAgain = false;

  private constructor(options: EmbeddedIndexOptions) {
    this.feed = options.feed;
    this.sites = options.sites ?? defaultSites();
    this.snapshotFile = options.snapshotFile;
    const interval = options.checkIntervalMs ?? Number(process.env.SEARCH_SYNC_INTERVAL_MS || DEFAULT_CHECK_INTERVAL_MS);
    this.checkIntervalMs = Number.isFinite(interval) && interval >= 0 ? interval : DEFAULT_CHECK_INTERVAL_MS;
    this.log = options.log ?? (() => undefined);
    this.settings = settingsHash(this.sites);
  }

  /** The index from a fresh snapshot if there is one, else from the database. */
  static async open(options: EmbeddedIndexOptions): Promise<EmbeddedSearchIndex> {
    const index = new EmbeddedSearchIndex(options);
    const started = performance.now();
    const version = await index.feed.version();
    const snapshot = index.snapshotFile ? await readSnapshot(index.snapshotFile, { settings: index.settings, sites: index.sites }, index.log) : undefined;
    if (snapshot && snapshot.catalogueVersion === version) {
      index.source = 'snapshot';
      for (const site of snapshot.sites) index.load(site, site.records, site.rules);
    } else {
      index.source = 'database';
      for (const site of index.sites) index.load(site, await index.feed.records(site.fascia), searchRules(site.fascia));
    }
    index.version = version;
    index.fingerprints = await index.feed.fingerprints();
    index.lastCheckAt = Date.now();
    index.log('search.index.opened', { source: index.source, ms: Math.round(performance.now() - started), indices: index.summary().map(({ indexName, records }) => ({ indexName, records })) });
    return index;
  }

  /** Settings (primary and sort replicas), query rules and every record of one site, then the search structures. */
  private load(site: SiteIndex, records: JsonRecord[], rules: readonly object[]): void {
    for (const { indexName, settings } of indexSettings(site.prefix)) this.engine.setSettings(indexName, settings as IndexSettings);
    const primary = productsIndexName(site.prefix);
    // Sorted listings query the replicas: each carries the same rules, as on Algolia.
    this.engine.saveRules(primary, rules, { forwardToReplicas: true, clearExistingRules: true });
    this.engine.replaceAllObjects(primary, records);
    this.engine.warm(primary);
    this.hashes.set(site.fascia, new Map(records.map((record) => [record.objectID as string, hashOf(record)])));
  }

  summary(): IndexSummary[] {
    const listing = new Map(this.engine.listIndices().items.map((item) => [item.name, item]));
    return this.sites.map((site) => {
      const indexName = productsIndexName(site.prefix);
      const item = listing.get(indexName);
      return { fascia: site.fascia, indexName, records: item?.entries ?? 0, rules: item ? this.engine.rulesOf(indexName).length : 0, replicas: item?.replicas ?? [] };
    });
  }

  /**
   * Brings the index in step with the catalogue now: when the version moved, rebuilds each
   * site's records and writes the ones that changed (and deletes the ones gone) in one batch.
   * One sync at a time; a call during a sync shares it.
   */
  sync(): Promise<SyncResult> {
    this.syncing ??= this.runSync().finally(() => {
      this.syncing = undefined;
    });
    return this.syncing;
  }

  /**
   * A sync that starts after this call: the catalogue was just changed, and a sync under way may
   * have read it before. Waits for that one, then syncs again (calls meanwhile share the second).
   */
  syncAfterChange(): Promise<SyncResult> {
    if (!this.syncing) return this.sync();
    this.syncingAfter ??= this.syncing
      .catch(() => undefined)
      .then(() => {
        this.syncingAfter = undefined;
        return this.sync();
      });
    return this.syncingAfter;
  }

  /** Starts a sync in the background when the last check is older than the interval. */
  syncIfDue(now = Date.now()): void {
    if (this.syncing || now - this.lastCheckAt < this.checkIntervalMs) return;
    this.sync().catch((error: unknown) => this.log('search.sync.failed', { error: String(error) }));
  }

  private async runSync(): Promise<SyncResult> {
    const started = performance.now();
    this.lastCheckAt = Date.now();
    const version = await this.feed.version();
    if (version === this.version) return { changed: false, updated: 0, deleted: 0, touched: { productIds: [], productKeys: [], categorySlugs: [], brandIds: [] }, ms: performance.now() - started };
    const fingerprints = await this.feed.fingerprints();
    const changed = changedProducts(this.fingerprints, fingerprints);
    // Keys of the changed products before and after: a removed product's record goes by its old key.
    const changedKeys = changed ? new Set(changed.flatMap((id) => [this.fingerprints?.keys.get(id), fingerprints.keys.get(id)]).filter((key): key is string => key !== undefined)) : undefined;
    let updated = 0;
    let deleted = 0;
    const touched = { productIds: new Set<string>(), productKeys: new Set<string>(), categorySlugs: new Set<string>(), brandIds: new Set<string>() };
    for (const site of this.sites) {
      const records = await this.feed.records(site.fascia, changed);
      const held = this.hashes.get(site.fascia) ?? new Map<string, string>();
      const next = changedKeys ? new Map([...held].filter(([objectID]) => !changedKeys.has(objectID))) : new Map<string, string>();
      const writes: BatchOperation[] = [];
      const deletes: BatchOperation[] = [];
      for (const record of records) {
        const objectID = record.objectID as string;
        const hash = hashOf(record);
        next.set(objectID, hash);
        if (held.get(objectID) !== hash) writes.push({ action: 'updateObject', body: record });
      }
      for (const objectID of held.keys()) if (!next.has(objectID)) deletes.push({ action: 'deleteObject', body: { objectID } });
      const indexName = productsIndexName(site.prefix);
      // What the records were about before and after: a product moved to another category leaves both stale.
      const replaced = [...writes, ...deletes].map(({ body }) => body?.objectID as string).filter((objectID) => held.has(objectID));
      for (const old of this.engine.getObjects(replaced.map((objectID) => ({ indexName, objectID }))).results) noteTouched(old, touched);
      for (const { body } of writes) noteTouched(body, touched);
      // One batch: all of a site's changes appear to searches at once. The structures searches
      // need are built now, as the catalogue is followed: otherwise the next shopper's search
      // would build them, and could run out of its time budget doing so (a 400 Algolia never gives).
      if (writes.length + deletes.length > 0) {
        this.engine.batch(indexName, [...writes, ...deletes]);
        this.engine.warm(indexName);
      }
      this.hashes.set(site.fascia, next);
      updated += writes.length;
      deleted += deletes.length;
    }
    this.version = version;
    this.fingerprints = fingerprints;
    const result = {
      changed: true,
      updated,
      deleted,
      touched: { productIds: [...touched.productIds], productKeys: [...touched.productKeys], categorySlugs: [...touched.categorySlugs], brandIds: [...touched.brandIds] },
      ms: performance.now() - started,
    };
    this.log('search.index.synced', { updated, deleted, ms: Math.round(result.ms) });
    if (updated + deleted > 0) this.saveSnapshotInBackground();
    return result;
  }

  /** The records the engine holds for a site, in index order. */
  private records(site: SiteIndex): JsonRecord[] {
    const indexName = productsIndexName(site.prefix);
    const ids = [...(this.hashes.get(site.fascia)?.keys() ?? [])];
    return this.engine.getObjects(ids.map((objectID) => ({ indexName, objectID }))).results.filter((record): record is JsonRecord => record !== null);
  }

  /** Writes the snapshot now (atomically: a temporary file renamed over the old one). */
  async writeSnapshot(file = this.snapshotFile): Promise<{ file: string; bytes: number } | undefined> {
    if (!file) return undefined;
    const snapshot: Snapshot = {
      format: SNAPSHOT_FORMAT,
      settings: this.settings,
      catalogueVersion: this.version,
      builtAt: new Date().toISOString(),
      sites: this.sites.map((site) => ({ ...site, records: this.records(site), rules: this.engine.rulesOf(productsIndexName(site.prefix)) as unknown as JsonRecord[] })),
    };
    const bytes = await gzipAsync(JSON.stringify(snapshot));
    await mkdir(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    try {
      await writeFile(/*turbopackIgnore: true*/ temporary, bytes);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { file, bytes: bytes.length };
  }

  /** After a build from the database or a sync: the next start loads this state. */
  saveSnapshotInBackground(): void {
    if (!this.snapshotFile) return;
    if (this.writing) {
      this.writeAgain = true;
      return;
    }
    this.writing = this.writeSnapshot()
      .then((written) => this.log('search.snapshot.written', { ...written }))
      .catch((error: unknown) => this.log('search.snapshot.failed', { error: String(error) }))
      .finally(() => {
        this.writing = undefined;
        if (this.writeAgain) {
          this.writeAgain = false;
          this.saveSnapshotInBackground();
        }
      });
  }

  /** Resolves once no snapshot write is under way (tests, and scripts before they exit). */
  async settled(): Promise<void> {
    while (this.writing || this.syncing) await (this.writing ?? this.syncing);
  }
}
