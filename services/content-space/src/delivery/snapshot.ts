import type { LocalisedFields } from '@storefront/db/schema/content';
import type { ContentTypeField } from '../model/content-type';
import { assetFields, isHiddenFromDelivery } from '../model/content-type';

/**
 * Which view of the space a token opens: published content (CDA), latest drafts (CPA), or — for
 * the Management API's queries — latest drafts including archived documents.
 */
export type ApiMode = 'delivery' | 'preview' | 'management';

export interface SnapshotLocale {
  code: string;
  name: string;
  default: boolean;
  fallbackCode: string | null;
  sysId: string;
}

export interface SnapshotContentType {
  id: string;
  name: string;
  description: string | null;
  displayField: string | null;
  /** Definitions as stored (including omitted ones; deleted ones are dropped). */
  fields: ContentTypeField[];
  /** The fields the API delivers, in definition order. */
  deliveredFields: ContentTypeField[];
  fieldById: ReadonlyMap<string, ContentTypeField>;
  revision: number;
  createdAt: string;
  updatedAt: string;
}

export interface SnapshotDocument {
  kind: 'Entry' | 'Asset';
  id: string;
  /** Null for assets. */
  contentTypeId: string | null;
  /** The values this API serves (published or draft), all locales. */
  fields: LocalisedFields;
  tags: string[];
  createdAt: string;
  updatedAt: string;
  revision: number;
  /** Space sequence of the last change of the published state (orders sync). */
  changeSequence: number;
  /** Publishing bookkeeping the Management API can query on (management snapshots only). */
  management?: {
    version: number;
    publishedVersion: number | null;
    publishedAt: string | null;
    firstPublishedAt: string | null;
    archivedAt: string | null;
  };
}

export interface SnapshotDeletion {
  kind: 'Entry' | 'Asset';
  id: string;
  changeSequence: number;
  deletedAt: string;
}

export interface SnapshotData {
  space: { id: string; name: string };
  environmentId: string;
  mode: ApiMode;
  sequence: number;
  locales: SnapshotLocale[];
  contentTypes: SnapshotContentType[];
  entries: SnapshotDocument[];
  assets: SnapshotDocument[];
  deletions: SnapshotDeletion[];
}

/** At most this many rendered responses are kept per snapshot. */
const responseCacheLimit = 300;
const responseCacheBytes = 32 * 1024 * 1024;

/**
 * An immutable in-memory view of one space environment as one API sees it. Every query is answered
 * from it; it is replaced as a whole when the space's sequence moves on, so its caches never go stale.
 */
export class ContentSnapshot {
  readonly space: { id: string; name: string };
  readonly environmentId: string;
  readonly mode: ApiMode;
  readonly sequence: number;
  readonly locales: readonly SnapshotLocale[];
  readonly localeByCode: ReadonlyMap<string, SnapshotLocale>;
  readonly defaultLocale: string;
  readonly contentTypes: readonly SnapshotContentType[];
  readonly contentTypeById: ReadonlyMap<string, SnapshotContentType>;
  readonly entries: readonly SnapshotDocument[];
  readonly entryById: ReadonlyMap<string, SnapshotDocument>;
  readonly entriesByType: ReadonlyMap<string, readonly SnapshotDocument[]>;
  readonly assets: readonly SnapshotDocument[];
  readonly assetById: ReadonlyMap<string, SnapshotDocument>;
  readonly deletions: readonly SnapshotDeletion[];

  private readonly chains = new Map<string, string[]>();
  private readonly memo = new Map<string, unknown>();
  private readonly responses = new Map<string, string>();
  private responseBytes = 0;

  constructor(data: SnapshotData) {
    this.space = data.space;
    this.environmentId = data.environmentId;
    this.mode = data.mode;
    this.sequence = data.sequence;
    this.locales = data.locales;
    this.localeByCode = new Map(data.locales.map((locale) => [locale.code, locale]));
    this.defaultLocale = data.locales.find((locale) => locale.default)?.code ?? data.locales[0]?.code ?? 'en-US';
    this.contentTypes = data.contentTypes;
    this.contentTypeById = new Map(data.contentTypes.map((contentType) => [contentType.id, contentType]));
    this.entries = data.entries;
    this.entryById = new Map(data.entries.map((entry) => [entry.id, entry]));
    const byType = new Map<string, SnapshotDocument[]>();
    for (const entry of data.entries) {
      const list = byType.get(entry.contentTypeId ?? '') ?? [];
      list.push(entry);
      byType.set(entry.contentTypeId ?? '', list);
    }
    this.entriesByType = byType;
    this.assets = data.assets;
    this.assetById = new Map(data.assets.map((asset) => [asset.id, asset]));
    this.deletions = data.deletions;
  }

  /** The locale followed by its fallbacks, as far as the fallback chain goes. */
  localeChain(code: string): string[] {
    let chain = this.chains.get(code);
    if (!chain) {
      chain = [];
      for (let next: string | null = code; next && !chain.includes(next); next = this.localeByCode.get(next)?.fallbackCode ?? null) {
        chain.push(next);
      }
      this.chains.set(code, chain);
    }
    return chain;
  }

  /** The field model of a document: its content type's delivered fields, or the fixed asset fields. */
  modelOf(document: SnapshotDocument): readonly ContentTypeField[] | undefined {
    if (document.kind === 'Asset') return assetFields;
    return this.contentTypeById.get(document.contentTypeId ?? '')?.deliveredFields;
  }

  /** Memoises a value derived from this (immutable) snapshot. */
  remember<T>(key: string, compute: () => T): T {
    if (this.memo.has(key)) return this.memo.get(key) as T;
    const value = compute();
    this.memo.set(key, value);
    return value;
  }

  cachedResponse(key: string): string | undefined {
    const body = this.responses.get(key);
    if (body !== undefined) {
      // Re-insert to keep the most recently used responses at the end (evicted last).
      this.responses.delete(key);
      this.responses.set(key, body);
    }
    return body;
  }

  cacheResponse(key: string, body: string): void {
    if (body.length > responseCacheBytes / 4) return;
    this.responses.set(key, body);
    this.responseBytes += body.length;
    for (const [oldest, oldBody] of this.responses) {
      if (this.responses.size <= responseCacheLimit && this.responseBytes <= responseCacheBytes) break;
      this.responses.delete(oldest);
      this.responseBytes -= oldBody.length;
    }
  }
}

export function deliveredFieldsOf(fields: ContentTypeField[]): ContentTypeField[] {
  return fields.filter((field) => !isHiddenFromDelivery(field));
}
