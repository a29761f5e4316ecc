import { getAsset, publishAsset, unpublishAsset } from '../store/assets';
import type { Db } from '../store/db';
import type { DocumentRecord } from '../store/documents';
import { getEntry, publishEntry, unpublishEntry, type EntryRecord } from '../store/entries';
import { notFound } from '../store/errors';
import type { ContentEvents, PublishingChange } from './events';

export interface PublishingRequest {
  kind: 'Entry' | 'Asset';
  action: 'publish' | 'unpublish';
  spaceId: string;
  environmentId: string;
  id: string;
  /** The version the caller changes; absent for scheduled actions, which publish the latest draft. */
  version?: number;
  actor?: string;
  via: PublishingChange['via'];
}

/**
 * Publishes or unpublishes an entry or asset, then tells the listeners (caches) about it.
 * Shared by the Management API and the scheduler so both notify alike.
 */
export async function changePublishing(db: Db, events: ContentEvents, request: PublishingRequest): Promise<DocumentRecord> {
  const { kind, spaceId, environmentId, id } = request;
  const options = {
    environmentId,
    ...(request.version !== undefined ? { version: request.version } : {}),
    ...(request.actor !== undefined ? { actor: request.actor } : {}),
  };
  const before = kind === 'Entry' ? await getEntry(db, spaceId, id, { environmentId }) : await getAsset(db, spaceId, id, { environmentId });
  if (!before) throw notFound(kind, id);
  const after =
    kind === 'Entry'
      ? request.action === 'publish'
        ? await publishEntry(db, spaceId, id, options)
        : await unpublishEntry(db, spaceId, id, options)
      : request.action === 'publish'
        ? await publishAsset(db, spaceId, id, options)
        : await unpublishAsset(db, spaceId, id, options);
  await events.emit({
    action: request.action,
    kind,
    spaceId,
    environmentId,
    id,
    contentTypeId: kind === 'Entry' ? (after as EntryRecord).contentTypeId : null,
    fields: after.publishedFields,
    previousFields: before.publishedFields,
    version: after.version,
    actor: request.actor ?? null,
    via: request.via,
    at: after.updatedAt,
  });
  return after;
}
