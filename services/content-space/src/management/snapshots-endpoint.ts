import { ParamReader } from '../delivery/query/params';
import { getEntry, listEntryVersions } from '../store/entries';
import { managementErrors } from './errors';
import { ok, type Answer, type ManagementContext } from './request';
import { collectionJson, snapshotIdOf, snapshotJson } from './serialize';

/**
 * The entry's publish snapshots, newest first (one is kept at every publish, as Contentful does),
 * or one of them. Restoring is the studio's move: it saves a snapshot's fields as a new draft.
 */
export async function entrySnapshots(context: ManagementContext, environmentId: string, entryId: string, snapshotId: string | undefined): Promise<Answer> {
  if (context.method !== 'GET') throw managementErrors.methodNotAllowed(context.method);
  const entry = await getEntry(context.db, context.space.id, entryId, { environmentId });
  if (!entry) throw managementErrors.notFound({ type: 'Entry', id: entryId });
  const scope = { spaceId: context.space.id, environmentId };
  const published = (await listEntryVersions(context.db, context.space.id, entryId, { environmentId })).filter((version) => version.action === 'publish');
  // Oldest first here, so a snapshot's position is its publish counter.
  const snapshots = published.map((version, index) => snapshotJson(scope, entry, version, index + 1));
  if (snapshotId !== undefined) {
    const index = published.findIndex((version) => snapshotIdOf(version.version) === snapshotId);
    if (index < 0) throw managementErrors.notFound({ type: 'Snapshot', id: snapshotId });
    return ok(snapshots[index]);
  }
  const reader = new ParamReader(context.params);
  const skip = reader.integer('skip', 0, 0, Number.MAX_SAFE_INTEGER);
  const limit = reader.integer('limit', 100, 0, 1000);
  reader.finish();
  const newestFirst = snapshots.reverse();
  return ok(collectionJson(newestFirst.slice(skip, skip + limit), { total: newestFirst.length, skip, limit }));
}
