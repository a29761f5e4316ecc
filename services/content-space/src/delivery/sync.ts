import { z } from 'zod';
import { badRequest } from './errors';
import { ParamReader } from './query/params';
import { deletionJson, syncDocumentJson } from './serialize';
import type { ContentSnapshot, SnapshotDeletion, SnapshotDocument } from './snapshot';

const syncTypes = ['all', 'Entry', 'Asset', 'Deletion', 'DeletedEntry', 'DeletedAsset'] as const;
type SyncType = (typeof syncTypes)[number];

/** What a sync token carries: where the client is and, mid-pagination, where the page ended. */
const tokenSchema = z.object({
  v: z.literal(1),
  space: z.string(),
  env: z.string(),
  mode: z.enum(['delivery', 'preview']),
  /** Changes after this sequence are reported. */
  from: z.number().int(),
  /** Set while paging: changes up to this sequence belong to this round. */
  upTo: z.number().int().optional(),
  /** Set while paging: the last item sent, as [sequence, kind, id]. */
  after: z.tuple([z.number().int(), z.number().int(), z.string()]).optional(),
  type: z.enum(syncTypes),
  contentType: z.string().optional(),
  limit: z.number().int().min(1).max(1000),
});
type SyncToken = z.infer<typeof tokenSchema>;

function encodeToken(token: SyncToken): string {
  return Buffer.from(JSON.stringify(token)).toString('base64url');
}

function decodeToken(raw: string): SyncToken {
  try {
    return tokenSchema.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
  } catch {
    throw badRequest('The sync token is invalid.');
  }
}

interface Change {
  key: [number, number, string];
  json: () => Record<string, unknown>;
}

const kindOrder = { Entry: 0, Asset: 1, DeletedEntry: 2, DeletedAsset: 3 } as const;

function compareKeys(a: Change['key'], b: Change['key']): number {
  return a[0] - b[0] || a[1] - b[1] || (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0);
}

function wants(type: SyncType, kind: keyof typeof kindOrder): boolean {
  if (type === 'all') return kind === 'Entry' || kind === 'Asset' || kind === 'DeletedEntry' || kind === 'DeletedAsset';
  if (type === 'Deletion') return kind === 'DeletedEntry' || kind === 'DeletedAsset';
  return type === kind;
}

/**
 * The changes of one sync round, ordered by the sequence that made them. The initial round has every
 * published document (deletions only when asked for explicitly); later rounds have what was published
 * or unpublished after `from`, a document's latest state winning over older tombstones.
 */
function changesOf(snapshot: ContentSnapshot, token: SyncToken, initial: boolean): Change[] {
  const upTo = token.upTo ?? snapshot.sequence;
  const inRound = (sequence: number) => (initial || sequence > token.from) && sequence <= upTo;
  const changes: Change[] = [];
  const documentChange = (document: SnapshotDocument): Change => ({
    key: [document.changeSequence, kindOrder[document.kind], document.id],
    json: () => syncDocumentJson(snapshot, document),
  });
  if (wants(token.type, 'Entry')) {
    for (const entry of snapshot.entries) {
      if (token.contentType && entry.contentTypeId !== token.contentType) continue;
      if (inRound(entry.changeSequence)) changes.push(documentChange(entry));
    }
  }
  if (wants(token.type, 'Asset')) {
    for (const asset of snapshot.assets) if (inRound(asset.changeSequence)) changes.push(documentChange(asset));
  }
  const deletionsWanted = !initial || token.type !== 'all';
  if (deletionsWanted && (wants(token.type, 'DeletedEntry') || wants(token.type, 'DeletedAsset'))) {
    const latest = new Map<string, SnapshotDeletion>();
    for (const deletion of snapshot.deletions) {
      const key = `${deletion.kind}:${deletion.id}`;
      if (inRound(deletion.changeSequence) && (latest.get(key)?.changeSequence ?? -1) < deletion.changeSequence) latest.set(key, deletion);
    }
    for (const deletion of latest.values()) {
      const kind = deletion.kind === 'Entry' ? 'DeletedEntry' : 'DeletedAsset';
      if (!wants(token.type, kind)) continue;
      const current = deletion.kind === 'Entry' ? snapshot.entryById.get(deletion.id) : snapshot.assetById.get(deletion.id);
      if (current && current.changeSequence >= deletion.changeSequence) continue;
      changes.push({ key: [deletion.changeSequence, kindOrder[kind], deletion.id], json: () => deletionJson(snapshot, deletion) });
    }
  }
  return changes.sort((a, b) => compareKeys(a.key, b.key));
}

export interface SyncAnswer {
  items: Record<string, unknown>[];
  nextPageToken?: string;
  nextSyncToken?: string;
}

/**
 * Answers `sync?initial=true[&type=…][&content_type=…][&limit=…]` and `sync?sync_token=…`.
 * Only the delivery API keeps the publishing history deltas need; the preview API answers initial
 * syncs only.
 */
export function runSync(snapshot: ContentSnapshot, params: URLSearchParams): SyncAnswer {
  const reader = new ParamReader(params);
  const rawToken = reader.take('sync_token');
  const initialParam = reader.take('initial');
  const typeParam = reader.take('type');
  const contentTypeParam = reader.take('content_type');
  const limitParam = reader.integer('limit', 100, 1, 1000);
  reader.take('locale');
  reader.finish();

  // Sync belongs to the delivery and preview APIs; management snapshots never reach it.
  if (snapshot.mode === 'management') throw badRequest('The Management API has no sync.');
  const mode = snapshot.mode;
  let token: SyncToken;
  let initial: boolean;
  if (rawToken !== null) {
    token = decodeToken(rawToken);
    if (token.space !== snapshot.space.id || token.env !== snapshot.environmentId || token.mode !== snapshot.mode) {
      throw badRequest('The sync token belongs to another space, environment or API.');
    }
    initial = token.from < 0;
    if (!initial && snapshot.mode === 'preview' && token.upTo === undefined) {
      throw badRequest('The Content Preview API only supports initial syncs; start a new one with initial=true.');
    }
  } else {
    if (initialParam !== 'true') throw badRequest('Provide initial=true to start a sync, or a sync_token to continue one.');
    const type = (typeParam ?? (contentTypeParam ? 'Entry' : 'all')) as SyncType;
    if (!syncTypes.includes(type)) throw badRequest(`Unknown sync type "${typeParam}"; use one of ${syncTypes.join(', ')}.`);
    if (contentTypeParam && type !== 'Entry') throw badRequest('The content_type filter needs type=Entry.');
    if (contentTypeParam && !snapshot.contentTypeById.has(contentTypeParam)) throw badRequest(`Unknown content type "${contentTypeParam}".`);
    token = {
      v: 1,
      space: snapshot.space.id,
      env: snapshot.environmentId,
      mode,
      from: -1,
      type,
      ...(contentTypeParam ? { contentType: contentTypeParam } : {}),
      limit: limitParam,
    };
    initial = true;
  }

  const upTo = token.upTo ?? snapshot.sequence;
  const after = token.after;
  const pending = changesOf(snapshot, { ...token, upTo }, initial).filter((change) => !after || compareKeys(change.key, after) > 0);
  const page = pending.slice(0, token.limit);
  const items = page.map((change) => change.json());
  const last = page[page.length - 1];
  if (pending.length > page.length && last) {
    return { items, nextPageToken: encodeToken({ ...token, upTo, after: last.key }) };
  }
  const { after: _after, upTo: _upTo, ...rest } = token;
  return { items, nextSyncToken: encodeToken({ ...rest, from: upTo }) };
}
