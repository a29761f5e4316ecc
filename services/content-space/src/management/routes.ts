/** Entries and assets share their lifecycle endpoints. */
export type DocumentCollection = 'entries' | 'assets';

/** One recognised Content Management API path. */
export type ManagementRoute =
  | { resource: 'space'; spaceId: string }
  | { resource: 'environment'; spaceId: string; environmentId: string }
  | { resource: 'collection'; collection: DocumentCollection | 'content_types' | 'locales'; spaceId: string; environmentId: string }
  | { resource: 'item'; collection: DocumentCollection | 'content_types' | 'locales'; spaceId: string; environmentId: string; id: string }
  | { resource: 'published' | 'archived'; collection: DocumentCollection; spaceId: string; environmentId: string; id: string }
  | { resource: 'snapshots'; spaceId: string; environmentId: string; entryId: string; snapshotId?: string }
  | { resource: 'process'; spaceId: string; environmentId: string; assetId: string; locale: string }
  | { resource: 'uploads'; spaceId: string; environmentId?: string; uploadId?: string }
  | { resource: 'scheduled_actions'; spaceId: string; actionId?: string }
  | { resource: 'api_keys' | 'preview_api_keys'; spaceId: string; keyId?: string };

function segmentsOf(pathname: string): string[] | undefined {
  const segments: string[] = [];
  for (const segment of pathname.split('/')) {
    if (segment.length === 0) continue;
    try {
      segments.push(decodeURIComponent(segment));
    } catch {
      return undefined;
    }
  }
  return segments;
}

/**
 * Parses `/spaces/{space}[/environments/{env}]/…` as the Content Management API lays it out
 * (paths without an environment mean master); undefined for anything else.
 */
export function parseManagementRoute(pathname: string): ManagementRoute | undefined {
  const segments = segmentsOf(pathname);
  if (!segments || segments[0] !== 'spaces' || !segments[1]) return undefined;
  const spaceId = segments[1];
  let rest = segments.slice(2);
  if (rest.length === 0) return { resource: 'space', spaceId };
  if (rest[0] === 'scheduled_actions' && rest.length <= 2) {
    return { resource: 'scheduled_actions', spaceId, ...(rest[1] ? { actionId: rest[1] } : {}) };
  }
  if ((rest[0] === 'api_keys' || rest[0] === 'preview_api_keys') && rest.length <= 2) {
    return { resource: rest[0], spaceId, ...(rest[1] ? { keyId: rest[1] } : {}) };
  }
  let environmentId: string | undefined;
  if (rest[0] === 'environments') {
    if (!rest[1]) return undefined;
    environmentId = rest[1];
    rest = rest.slice(2);
    if (rest.length === 0) return { resource: 'environment', spaceId, environmentId };
  }
  const [collection, id, action, ...more] = rest;
  if (collection === 'uploads' && action === undefined) {
    return { resource: 'uploads', spaceId, ...(environmentId ? { environmentId } : {}), ...(id ? { uploadId: id } : {}) };
  }
  const env = environmentId ?? 'master';
  if (collection !== 'entries' && collection !== 'assets' && collection !== 'content_types' && collection !== 'locales') return undefined;
  if (id === undefined) return { resource: 'collection', collection, spaceId, environmentId: env };
  if (action === undefined) return { resource: 'item', collection, spaceId, environmentId: env, id };
  const isDocument = collection === 'entries' || collection === 'assets';
  if ((action === 'published' || action === 'archived') && isDocument && more.length === 0) {
    return { resource: action, collection, spaceId, environmentId: env, id };
  }
  if (action === 'snapshots' && collection === 'entries' && more.length <= 1) {
    return { resource: 'snapshots', spaceId, environmentId: env, entryId: id, ...(more[0] ? { snapshotId: more[0] } : {}) };
  }
  if (action === 'files' && collection === 'assets' && more.length === 2 && more[1] === 'process' && more[0]) {
    return { resource: 'process', spaceId, environmentId: env, assetId: id, locale: more[0] };
  }
  return undefined;
}
