import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentApi } from '../delivery/api';
import { buildCatalogueSpace } from '../test-support/catalogue-space';
import { createEditor, managementClient, sdkError } from '../test-support/management';
import { createManagementApi } from './api';
import { combineContentApis } from './dispatch';
import { ContentEvents } from './events';

/**
 * Editors racing each other with the same X-Contentful-Version. On PostgreSQL (DATABASE_URL, as
 * `pnpm test:data-layer` runs them) the requests are transactions on separate pooled connections
 * at once; on PGlite they run one at a time.
 */
describe('version races through the Management API', () => {
  let handle: DatabaseHandle;
  let cma: ReturnType<typeof managementClient>;
  const product = (name: string, slug: string, price: number) => ({
    fields: { name: { 'en-US': name }, slug: { 'en-US': slug }, price: { 'en-US': price } },
  });
  const outcomes = async <T>(calls: Array<Promise<T>>) => {
    const settled = await Promise.allSettled(calls);
    const won = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const refused = await Promise.all(settled.flatMap((result) => (result.status === 'rejected' ? [sdkError(Promise.reject(result.reason as Error))] : [])));
    return { won, refused };
  };

  beforeAll(async () => {
    handle = await openTestDatabase();
    await buildCatalogueSpace(handle.db);
    const delivery = createContentApi({ db: handle.db, basePath: '/_content' });
    const management = createManagementApi({ db: handle.db, basePath: '/_content', events: new ContentEvents() });
    const editor = await createEditor(handle.db, 'racer');
    cma = managementClient(combineContentApis(delivery.handle, management.handle), editor.token, 'shop');
  });
  afterAll(() => handle.close());

  it('lets one of several updates sent with the same version through and refuses the rest with 409', async () => {
    const entry = await cma.entry.create({ contentTypeId: 'product' }, product('Wool coat', 'wool-coat', 200));
    const prices = [150, 160, 170, 180, 190, 210];
    const { won, refused } = await outcomes(prices.map((price) => cma.entry.update({ entryId: entry.sys.id }, { ...entry, fields: { ...entry.fields, price: { 'en-US': price } } })));
    expect(won).toHaveLength(1);
    expect(won[0]!.sys.version).toBe(2);
    expect(refused).toHaveLength(prices.length - 1);
    for (const refusal of refused) expect(refusal).toMatchObject({ name: 'VersionMismatch', status: 409, details: { currentVersion: 2, sentVersion: 1 } });
    const stored = await cma.entry.get({ entryId: entry.sys.id });
    expect(stored.sys.version).toBe(2);
    expect(stored.fields.price).toEqual(won[0]!.fields.price);
  });

  it('publishes once when publishes of the same version race', async () => {
    const entry = await cma.entry.create({ contentTypeId: 'product' }, product('Suede boots', 'suede-boots', 120));
    const { won, refused } = await outcomes(Array.from({ length: 5 }, () => cma.entry.publish({ entryId: entry.sys.id }, entry)));
    expect(won.map((published) => published.sys.publishedCounter)).toEqual([1]);
    for (const refusal of refused) expect(refusal).toMatchObject({ name: 'VersionMismatch', status: 409, details: { currentVersion: 2, sentVersion: 1 } });
    expect(refused).toHaveLength(4);
    expect((await cma.entry.get({ entryId: entry.sys.id })).sys).toMatchObject({ version: 2, publishedVersion: 1, publishedCounter: 1 });
  });

  it('creates an entry once when creates with one chosen id race', async () => {
    const { won, refused } = await outcomes(
      Array.from({ length: 5 }, (_, n) => cma.entry.createWithId({ contentTypeId: 'product', entryId: 'racing-scarf' }, product(`Scarf ${n}`, `scarf-${n}`, 30 + n))),
    );
    expect(won.map((created) => created.sys.version)).toEqual([1]);
    for (const refusal of refused) expect(refusal).toMatchObject({ name: 'VersionMismatch', status: 409, message: 'Please pass sys.version as HTTP header "X-Contentful-Version"' });
    expect(refused).toHaveLength(4);
    expect((await cma.entry.get({ entryId: 'racing-scarf' })).fields.name).toEqual(won[0]!.fields.name);
  });

  it('keeps every one of many concurrent updates to different entries', async () => {
    const entries = await Promise.all(Array.from({ length: 8 }, (_, n) => cma.entry.create({ contentTypeId: 'product' }, product(`Tee ${n}`, `tee-${n}`, 10 + n))));
    const updated = await Promise.all(entries.map((entry) => cma.entry.update({ entryId: entry.sys.id }, { ...entry, fields: { ...entry.fields, price: { 'en-US': 99 } } })));
    expect(updated.map((entry) => entry.sys.version)).toEqual(entries.map(() => 2));
    for (const entry of entries) expect((await cma.entry.get({ entryId: entry.sys.id })).fields.price).toEqual({ 'en-US': 99 });
  });
});
