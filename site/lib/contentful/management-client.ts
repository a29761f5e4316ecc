import 'server-only';
import { createClient, type EntryProps, type PlainClientAPI } from 'contentful-management';
import type { ContentApiHandler } from '@storefront/content-space/delivery/api';
import { createInProcessAdapter } from '@storefront/content-space/axios-adapter';
import type { StudioAsset, StudioEntry, StudioScheduledPublish, StudioSnapshot } from '@storefront/preview/studio/types';
import { StudioContentError, translateError } from './management-errors';
import { localised, toScheduledPublish, toStudioAsset, toStudioEntry, toStudioSnapshot } from './management-shapes';

/**
 * The one module that speaks to the Contentful Management API (through the `contentful-management`
 * SDK): the embedded space's in-process, or a real space's. Everything it returns is the studio's
 * own shape, with field values in one locale.
 */
export type ManagementTarget =
  | {
      kind: 'embedded';
      /** The embedded space's Management API handler (served at /_content). */
      handle: ContentApiHandler;
      spaceId: string;
      environmentId: string;
      /** The editor's studio-session token: writes are recorded as theirs. */
      accessToken: string;
    }
  | { kind: 'contentful'; spaceId: string; environmentId: string; accessToken: string; host?: string | undefined };

export interface StudioContent {
  readonly description: string;
  /** The locale the studio reads and writes (CONTENTFUL_LOCALE, else the environment's default). */
  locale(): Promise<string>;
  queryEntries(query: Record<string, string | number | boolean>): Promise<{ items: StudioEntry[]; total: number }>;
  getEntry(id: string): Promise<StudioEntry | undefined>;
  getEntries(ids: readonly string[]): Promise<StudioEntry[]>;
  getAssets(ids: readonly string[]): Promise<StudioAsset[]>;
  createEntry(contentType: string, fields: Record<string, unknown>): Promise<StudioEntry>;
  /**
   * Replaces the entry's values in the studio locale (other locales are kept), naming the
   * version the editor started from: a stale one is refused with a `VersionMismatch` error that
   * carries the current entry.
   */
  updateEntry(id: string, version: number, fields: Record<string, unknown>): Promise<StudioEntry>;
  /** A new entry with the id the studio chose (a block added in the editor keeps its draft id); 409 when it exists. */
  createEntryWithId(id: string, contentType: string, fields: Record<string, unknown>): Promise<StudioEntry>;
  publishEntry(id: string, version: number): Promise<StudioEntry>;
  /** Takes the entry off delivery; with a version, only when the entry is still at it (else 409 with the current entry). */
  unpublishEntry(id: string, version?: number): Promise<StudioEntry>;
  deleteEntry(id: string): Promise<void>;
  /** The entry's publish snapshots, newest first. */
  listSnapshots(entryId: string): Promise<StudioSnapshot[]>;
  /** One snapshot with the entry's field values as they were then; undefined when there is none. */
  getSnapshot(entryId: string, snapshotId: string): Promise<{ snapshot: StudioSnapshot; fields: Record<string, unknown> } | undefined>;
  /** The entry's field values as last published at or before `at` (its newest snapshot then); undefined when it had none. */
  snapshotFieldsAsOf(entryId: string, at: string): Promise<Record<string, unknown> | undefined>;
  /** Pending scheduled publishes of these entries, soonest first. */
  listScheduledPublishes(entryIds: readonly string[]): Promise<StudioScheduledPublish[]>;
  schedulePublish(entryId: string, at: Date): Promise<StudioScheduledPublish>;
  /** Cancels a pending scheduled action (404 when unknown). */
  cancelScheduledAction(actionId: string): Promise<void>;
  /** Uploads a file, makes an asset of it, processes and publishes it. */
  uploadAsset(file: { bytes: Uint8Array; fileName: string; contentType: string; title: string }): Promise<StudioAsset>;
}

const IDS_PER_REQUEST = 100;
/** Pending scheduled actions read at once: far more than a space ever has waiting. */
const SCHEDULED_PAGE = 500;
const EMBEDDED_BASE_PATH = '/_content';

function plainClient(target: ManagementTarget): PlainClientAPI {
  const defaults = { spaceId: target.spaceId, environmentId: target.environmentId };
  if (target.kind === 'embedded') {
    return createClient(
      {
        accessToken: target.accessToken,
        host: 'localhost',
        hostUpload: 'localhost',
        insecure: true,
        basePath: EMBEDDED_BASE_PATH,
        retryOnError: false,
        adapter: createInProcessAdapter(target.handle, { basePath: EMBEDDED_BASE_PATH }),
      },
      { type: 'plain', defaults },
    );
  }
  return createClient({ accessToken: target.accessToken, ...(target.host ? { host: target.host } : {}) }, { type: 'plain', defaults });
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}

export function createStudioContent(target: ManagementTarget, options: { locale?: string | undefined } = {}): StudioContent {
  const client = plainClient(target);
  let localePromise: Promise<string> | undefined;
  const call = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw translateError(error);
    }
  };

  const locale = () => {
    localePromise ??= options.locale
      ? Promise.resolve(options.locale)
      : call(async () => {
          const locales = await client.locale.getMany({ query: {} });
          return locales.items.find((item) => item.default)?.code ?? locales.items[0]?.code ?? 'en-US';
        });
    return localePromise;
  };

  const getRaw = async (id: string): Promise<EntryProps | undefined> => {
    try {
      return await call(() => client.entry.get({ entryId: id }));
    } catch (error) {
      if (error instanceof StudioContentError && error.status === 404) return undefined;
      throw error;
    }
  };

  const mismatch = (current: EntryProps, code: string, sent: number, language: string) =>
    new StudioContentError(
      409,
      code,
      `This entry was changed by someone else since you opened it: you edited version ${sent}, it is now at version ${current.sys.version}.`,
      { currentVersion: current.sys.version, sentVersion: sent },
      toStudioEntry(current, language),
    );

  return {
    description: target.kind === 'embedded' ? `embedded:${target.spaceId}/${target.environmentId}` : `contentful:${target.spaceId}/${target.environmentId}`,
    locale,
    async queryEntries(query) {
      const language = await locale();
      const result = await call(() => client.entry.getMany({ query }));
      return { items: result.items.map((item) => toStudioEntry(item, language)), total: result.total };
    },
    async getEntry(id) {
      const language = await locale();
      const raw = await getRaw(id);
      return raw ? toStudioEntry(raw, language) : undefined;
    },
    async getEntries(ids) {
      const language = await locale();
      const found: StudioEntry[] = [];
      for (const batch of chunks([...new Set(ids)], IDS_PER_REQUEST)) {
        const result = await call(() => client.entry.getMany({ query: { 'sys.id[in]': batch.join(','), limit: IDS_PER_REQUEST } }));
        found.push(...result.items.map((item) => toStudioEntry(item, language)));
      }
      return found;
    },
    async getAssets(ids) {
      const language = await locale();
      const found: StudioAsset[] = [];
      for (const batch of chunks([...new Set(ids)], IDS_PER_REQUEST)) {
        const result = await call(() => client.asset.getMany({ query: { 'sys.id[in]': batch.join(','), limit: IDS_PER_REQUEST } }));
        found.push(...result.items.map((item) => toStudioAsset(item, language)));
      }
      return found;
    },
    async createEntry(contentType, fields) {
      const language = await locale();
      const localisedFields = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined).map(([name, value]) => [name, { [language]: value }]));
      const created = await call(() => client.entry.create({ contentTypeId: contentType }, { fields: localisedFields }));
      return toStudioEntry(created, language);
    },
    async updateEntry(id, version, fields) {
      const language = await locale();
      const current = await getRaw(id);
      if (!current) throw new StudioContentError(404, 'NotFound', `Entry ${id} does not exist (it may have been deleted).`);
      if (current.sys.version !== version) throw mismatch(current, 'VersionMismatch', version, language);
      // Only this locale's values are the editor's; other locales' values stay as they are.
      const merged: Record<string, Record<string, unknown>> = {};
      for (const [name, values] of Object.entries(current.fields as Record<string, Record<string, unknown>>)) {
        const others = Object.fromEntries(Object.entries(values ?? {}).filter(([code]) => code !== language));
        if (Object.keys(others).length > 0) merged[name] = others;
      }
      for (const [name, value] of Object.entries(fields)) {
        if (value !== undefined && value !== null) merged[name] = { ...merged[name], [language]: value };
      }
      try {
        const saved = await call(() => client.entry.update({ entryId: id }, { ...current, fields: merged }));
        return toStudioEntry(saved, language);
      } catch (error) {
        // Someone saved between our read and our write: the API refused it on the version.
        if (error instanceof StudioContentError && error.status === 409) {
          const now = await getRaw(id);
          if (now) throw mismatch(now, error.code, version, language);
        }
        throw error;
      }
    },
    async publishEntry(id, version) {
      const language = await locale();
      const current = await getRaw(id);
      if (!current) throw new StudioContentError(404, 'NotFound', `Entry ${id} does not exist (it may have been deleted).`);
      if (current.sys.version !== version) throw mismatch(current, 'VersionMismatch', version, language);
      return toStudioEntry(await call(() => client.entry.publish({ entryId: id }, current)), language);
    },
    async unpublishEntry(id, version) {
      const language = await locale();
      if (version !== undefined) {
        const current = await getRaw(id);
        if (!current) throw new StudioContentError(404, 'NotFound', `Entry ${id} does not exist (it may have been deleted).`);
        if (current.sys.version !== version) throw mismatch(current, 'VersionMismatch', version, language);
      }
      return toStudioEntry(await call(() => client.entry.unpublish({ entryId: id })), language);
    },
    async deleteEntry(id) {
      await call(() => client.entry.delete({ entryId: id }));
    },
    async createEntryWithId(id, contentType, fields) {
      const language = await locale();
      if (await getRaw(id)) throw new StudioContentError(409, 'EntryExists', `An entry with the id ${id} already exists: open it instead of creating it again.`);
      const localisedFields = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== null).map(([name, value]) => [name, { [language]: value }]));
      const created = await call(() => client.entry.createWithId({ entryId: id, contentTypeId: contentType }, { fields: localisedFields }));
      return toStudioEntry(created, language);
    },
    async listSnapshots(entryId) {
      const result = await call(() => client.snapshot.getManyForEntry({ entryId, query: { limit: 100 } }));
      return result.items.map(toStudioSnapshot);
    },
    async getSnapshot(entryId, snapshotId) {
      const language = await locale();
      try {
        const found = await call(() => client.snapshot.getForEntry({ entryId, snapshotId }));
        return { snapshot: toStudioSnapshot(found), fields: localised(found.snapshot.fields as Record<string, Record<string, unknown>>, language) };
      } catch (error) {
        if (error instanceof StudioContentError && error.status === 404) return undefined;
        throw error;
      }
    },
    async snapshotFieldsAsOf(entryId, at) {
      const language = await locale();
      const until = Date.parse(at);
      try {
        const result = await call(() => client.snapshot.getManyForEntry({ entryId, query: { limit: 100 } }));
        const then = result.items
          .filter((item) => Date.parse(item.sys.createdAt) <= until)
          .sort((a, b) => Date.parse(b.sys.createdAt) - Date.parse(a.sys.createdAt))[0];
        return then ? localised(then.snapshot.fields as Record<string, Record<string, unknown>>, language) : undefined;
      } catch (error) {
        // Deleted since: nothing to go back to.
        if (error instanceof StudioContentError && error.status === 404) return undefined;
        throw error;
      }
    },
    async listScheduledPublishes(entryIds) {
      if (entryIds.length === 0) return [];
      const wanted = new Set(entryIds);
      const result = await call(() =>
        client.scheduledActions.getMany({ query: { 'environment.sys.id': target.environmentId, 'sys.status': 'scheduled', limit: SCHEDULED_PAGE } }),
      );
      return result.items
        .filter((action) => action.action === 'publish' && action.entity.sys.linkType === 'Entry' && wanted.has(action.entity.sys.id))
        .map(toScheduledPublish)
        .sort((a, b) => a.at.localeCompare(b.at));
    },
    async schedulePublish(entryId, at) {
      const action = await call(() =>
        client.scheduledActions.create(
          {},
          {
            action: 'publish',
            entity: { sys: { type: 'Link', linkType: 'Entry', id: entryId } },
            environment: { sys: { type: 'Link', linkType: 'Environment', id: target.environmentId } },
            scheduledFor: { datetime: at.toISOString() },
          },
        ),
      );
      return toScheduledPublish(action);
    },
    async cancelScheduledAction(actionId) {
      await call(() => client.scheduledActions.delete({ scheduledActionId: actionId, environmentId: target.environmentId }));
    },
    async uploadAsset(file) {
      const language = await locale();
      const buffer = file.bytes.buffer.slice(file.bytes.byteOffset, file.bytes.byteOffset + file.bytes.byteLength) as ArrayBuffer;
      const upload = (await call(() => client.upload.create({}, { file: buffer }))) as { sys: { id: string } };
      const asset = await call(() =>
        client.asset.create(
          {},
          {
            fields: {
              title: { [language]: file.title },
              description: {},
              file: { [language]: { fileName: file.fileName, contentType: file.contentType, uploadFrom: { sys: { type: 'Link', linkType: 'Upload', id: upload.sys.id } } } },
            },
          },
        ),
      );
      try {
        const processed = await call(() => client.asset.processForLocale({}, asset, language));
        return toStudioAsset(await call(() => client.asset.publish({ assetId: processed.sys.id }, processed)), language);
      } catch (error) {
        // An asset that never got its file is of no use to anyone: it goes again.
        await call(() => client.asset.delete({ assetId: asset.sys.id })).catch(() => undefined);
        throw error;
      }
    },
  };
}
