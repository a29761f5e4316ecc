import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importExampleSpace } from '../import/example-space';
import { getSpace } from '../store/spaces';
import { sdkClient, startHttpServer } from '../test-support/clients';
import { exampleSpaceFiles, recordedResponses, type RecordedRequest } from '../test-support/fixtures';
import { createContentApi, type ContentApi } from './api';

type Json = Record<string, unknown>;
type Item = { sys: { id: string; type: string; locale?: string; contentType?: { sys: { id: string } } }; fields?: unknown } & Json;

const plain = (value: unknown): Json => JSON.parse(JSON.stringify(value)) as Json;

/** What must match a recording: identities and fields (the recordings differ in revisions and timestamps). */
function itemView(item: Item) {
  const view: Json = { type: item.sys.type, id: item.sys.id };
  if (item.sys.contentType) view.contentType = item.sys.contentType.sys.id;
  if (item.sys.locale) view.locale = item.sys.locale;
  if (item.sys.type === 'ContentType') {
    view.name = item.name;
    view.displayField = item.displayField;
    view.description = item.description;
  }
  view.fields = item.fields;
  return view;
}

const byKey = (a: Json, b: Json) => `${String(a.type)}:${String(a.id)}`.localeCompare(`${String(b.type)}:${String(b.id)}`);

/** Order is only compared when the request asked for one; none of the recordings did. */
function comparable(body: Json): Json {
  if ((body.sys as Json).type === 'Space') {
    return {
      id: (body.sys as Json).id,
      name: body.name,
      locales: (body.locales as Json[]).map(({ code, name, default: isDefault }) => ({ code, name, default: isDefault })),
    };
  }
  if ((body.sys as Json).type !== 'Array') return itemView(body as Item);
  const includes = (body.includes ?? {}) as Record<string, Item[]>;
  return {
    ...('total' in body ? { total: body.total } : {}),
    items: (body.items as Item[]).map(itemView).sort(byKey),
    includes: Object.fromEntries(Object.entries(includes).map(([kind, list]) => [kind, list.map(itemView).sort(byKey)])),
  };
}

/** The same request made through the contentful SDK, answered in the SDK's own shape. */
async function throughSdk(client: ReturnType<typeof sdkClient>, recorded: RecordedRequest): Promise<Json> {
  const url = new URL(recorded.uri, 'http://recorded');
  const path = url.pathname.replace('/spaces/cfexampleapi', '').replace('/environments/master', '');
  const query = Object.fromEntries(url.searchParams);
  if (path === '') return plain(await client.getSpace());
  if (path === '/content_types') return plain(await client.getContentTypes(query));
  if (path.startsWith('/content_types/')) return plain(await client.getContentType(path.split('/')[2]!));
  if (path === '/entries') return plain(await client.withoutLinkResolution.getEntries(query));
  if (path === '/sync') {
    const synced = await client.withoutLinkResolution.sync({ initial: true });
    expect(synced.nextSyncToken).toEqual(expect.any(String));
    return plain({ sys: { type: 'Array' }, items: [...synced.entries, ...synced.assets, ...synced.deletedEntries, ...synced.deletedAssets] });
  }
  throw new Error(`No SDK call for ${recorded.uri}`);
}

describe('recorded Content Delivery API requests against the imported example space', () => {
  let handle: DatabaseHandle;
  let api: ContentApi;
  let token: string;
  let server: Awaited<ReturnType<typeof startHttpServer>>;
  const recordings = recordedResponses();

  beforeAll(async () => {
    handle = await openTestDatabase();
    await importExampleSpace(handle.db, { files: exampleSpaceFiles() });
    token = (await getSpace(handle.db, 'cfexampleapi'))!.deliveryToken;
    api = createContentApi({ db: handle.db, basePath: '/_content' });
    server = await startHttpServer(api);
  });
  afterAll(async () => {
    await server.close();
    await handle.close();
  });

  it('has all seven recordings to replay', () => {
    expect(recordings).toHaveLength(7);
  });

  describe.each(recordings.map((recording) => [`${recording.source} ${recording.uri}`, recording] as const))('%s', (_name, recorded) => {
    it('answers the same through raw HTTP', async () => {
      const response = await fetch(`${server.origin}/_content${recorded.uri}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(response.status).toBe(recorded.status);
      expect(response.headers.get('content-type')).toBe('application/vnd.contentful.delivery.v1+json');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('x-contentful-request-id')).toMatch(/^[0-9a-f]{32}$/);
      const body = (await response.json()) as Json;
      expect(comparable(body)).toEqual(comparable(recorded.body));
    });

    it('answers the same through the contentful SDK', async () => {
      const client = sdkClient(api, 'cfexampleapi', token);
      expect(comparable(await throughSdk(client, recorded))).toEqual(comparable(recorded.body));
    });
  });

  it('resolves links through the SDK as deep as include asks (nyancat → happycat → its image)', async () => {
    const client = sdkClient(api, 'cfexampleapi', token);
    type Resolved = { sys: { id: string; type: string }; fields: { name: string; image: { sys: { type: string }; fields?: { title: string } } } };
    const shallow = await client.getEntry('nyancat');
    const shallowFriend = shallow.fields.bestFriend as unknown as Resolved;
    expect(shallowFriend.fields.name).toBe('Happy Cat');
    expect(shallowFriend.fields.image.sys.type).toBe('Link');

    const deep = await client.getEntry('nyancat', { include: 2 });
    const deepFriend = deep.fields.bestFriend as unknown as Resolved;
    expect(deepFriend.sys.id).toBe('happycat');
    expect(deepFriend.fields.image.fields?.title).toBe('Happy Cat');
  });
});
