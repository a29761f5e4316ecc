import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { createClient } from 'contentful-management';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessAdapter } from '../axios-adapter';
import { createContentApi, type ContentApi } from '../delivery/api';
import { buildCatalogueSpace } from '../test-support/catalogue-space';
import { sdkClient } from '../test-support/clients';
import { createEditor, managementClient, sdkError } from '../test-support/management';
import type { SpaceRecord } from '../store/spaces';
import { createManagementApi } from './api';
import { combineContentApis } from './dispatch';
import { ContentEvents, type PublishingChange } from './events';

describe('entries through the Management API, driven by the contentful-management SDK', () => {
  let handle: DatabaseHandle;
  let shop: SpaceRecord;
  let delivery: ContentApi;
  let events: ContentEvents;
  let editor: { userId: string; token: string };
  let colleague: { userId: string; token: string };
  let cma: ReturnType<typeof managementClient>;

  const published = () => sdkClient(delivery, 'shop', shop.deliveryToken);
  const preview = () => sdkClient(delivery, 'shop', shop.previewToken);
  const product = (name: string, slug: string, price: number) => ({
    fields: { name: { 'en-US': name }, slug: { 'en-US': slug }, price: { 'en-US': price } },
  });

  beforeAll(async () => {
    handle = await openTestDatabase();
    shop = await buildCatalogueSpace(handle.db);
    delivery = createContentApi({ db: handle.db, basePath: '/_content' });
    events = new ContentEvents();
    const management = createManagementApi({ db: handle.db, basePath: '/_content', events });
    const both = combineContentApis(delivery.handle, management.handle);
    editor = await createEditor(handle.db, 'ed');
    colleague = await createEditor(handle.db, 'cat');
    cma = managementClient(both, editor.token, 'shop');
  });
  afterAll(() => handle.close());

  it('creates a draft, updates it, publishes it, and delivery then serves it', async () => {
    const created = await cma.entry.create({ contentTypeId: 'product' }, product('Linen shirt', 'linen-shirt', 49));
    expect(created.sys).toMatchObject({ type: 'Entry', version: 1, publishedCounter: 0, createdBy: { sys: { id: 'ed' } }, contentType: { sys: { id: 'product' } } });
    expect(created.sys.publishedVersion).toBeUndefined();
    expect(created.sys.id).toMatch(/^[A-Za-z0-9]{22}$/);
    const id = created.sys.id;
    expect((await preview().getEntry(id)).fields.name).toBe('Linen shirt');
    await expect(published().getEntry(id)).rejects.toThrow('could not be found');

    const updated = await cma.entry.update({ entryId: id }, { ...created, fields: { ...created.fields, price: { 'en-US': 45 } } });
    expect(updated.sys.version).toBe(2);
    const live = await cma.entry.publish({ entryId: id }, updated);
    expect(live.sys).toMatchObject({ version: 3, publishedVersion: 2, publishedCounter: 1, publishedBy: { sys: { id: 'ed' } }, updatedBy: { sys: { id: 'ed' } } });
    expect(live.sys.firstPublishedAt).toBe(live.sys.publishedAt);
    expect((await published().getEntry(id)).fields).toMatchObject({ name: 'Linen shirt', price: 45 });
  });

  it('refuses a stale update with 409 naming both versions, keeping the newer draft', async () => {
    const entry = await cma.entry.create({ contentTypeId: 'product' }, product('Silk scarf', 'silk-scarf', 80));
    const theirs = managementClient(combineContentApis(delivery.handle, createManagementApi({ db: handle.db, basePath: '/_content', events }).handle), colleague.token, 'shop');
    const saved = await theirs.entry.update({ entryId: entry.sys.id }, { ...entry, fields: { ...entry.fields, price: { 'en-US': 70 } } });
    expect(saved.sys.updatedBy?.sys.id).toBe('cat');

    const refusal = await sdkError(cma.entry.update({ entryId: entry.sys.id }, { ...entry, fields: { ...entry.fields, price: { 'en-US': 95 } } }));
    expect(refusal).toMatchObject({ name: 'VersionMismatch', status: 409, details: { type: 'Entry', id: entry.sys.id, currentVersion: 2, sentVersion: 1 } });
    expect(refusal.message).toContain('version 2');
    // Nothing is lost: the colleague's version stands and the editor's values are still theirs to reapply.
    const current = await cma.entry.get({ entryId: entry.sys.id });
    expect(current.fields.price).toEqual({ 'en-US': 70 });
    const reapplied = await cma.entry.update({ entryId: entry.sys.id }, { ...current, fields: { ...current.fields, price: { 'en-US': 95 } } });
    expect(reapplied.sys.version).toBe(3);

    const stalePublish = await sdkError(cma.entry.publish({ entryId: entry.sys.id }, entry));
    expect(stalePublish).toMatchObject({ name: 'VersionMismatch', status: 409, details: { currentVersion: 3, sentVersion: 1 } });
  });

  it('creates with a chosen id on PUT, and asks for the version when updating without one', async () => {
    const made = await cma.entry.createWithId({ contentTypeId: 'product', entryId: 'cashmere-coat' }, product('Cashmere coat', 'cashmere-coat', 300));
    expect(made.sys).toMatchObject({ id: 'cashmere-coat', version: 1 });
    const again = await sdkError(cma.entry.createWithId({ contentTypeId: 'product', entryId: 'cashmere-coat' }, product('Other', 'other', 1)));
    expect(again).toMatchObject({ name: 'VersionMismatch', status: 409, message: 'Please pass sys.version as HTTP header "X-Contentful-Version"' });
    const ghost = await sdkError(cma.entry.update({ entryId: 'no-such-entry' }, { ...made, sys: { ...made.sys, id: 'no-such-entry', version: 4 } }));
    expect(ghost).toMatchObject({ name: 'NotFound', status: 404 });
  });

  it('takes an unpublished entry off delivery at once, keeping it in preview', async () => {
    const boots = await cma.entry.get({ entryId: 'boots' });
    expect(boots.sys.publishedVersion).toBe(boots.sys.version - 1);
    const unpublished = await cma.entry.unpublish({ entryId: 'boots' });
    expect(unpublished.sys.version).toBe(boots.sys.version + 1);
    expect(unpublished.sys.publishedVersion).toBeUndefined();
    await expect(published().getEntry('boots')).rejects.toThrow('could not be found');
    expect((await preview().getEntry('boots')).fields.name).toBe('Leather boots');
    const twice = await sdkError(cma.entry.unpublish({ entryId: 'boots' }));
    expect(twice).toMatchObject({ name: 'BadRequest', status: 400 });
    expect(twice.message).toContain('not published');
  });

  it('archives only unpublished entries and refuses edits and publishing while archived', async () => {
    const hat = await cma.entry.get({ entryId: 'hat' });
    expect(await sdkError(cma.entry.archive({ entryId: 'hat' }))).toMatchObject({ name: 'BadRequest', status: 400, message: expect.stringContaining('unpublish it first') });
    await cma.entry.unpublish({ entryId: 'hat' });
    const archived = await cma.entry.archive({ entryId: 'hat' });
    expect(archived.sys).toMatchObject({ version: hat.sys.version + 2, archivedVersion: hat.sys.version + 1, archivedBy: { sys: { id: 'ed' } } });
    expect(archived.sys.archivedAt).toEqual(expect.any(String));
    await expect(preview().getEntry('hat')).rejects.toThrow('could not be found');
    const edit = await sdkError(cma.entry.update({ entryId: 'hat' }, { ...archived, fields: { ...archived.fields, price: { 'en-US': 1 } } }));
    expect(edit).toMatchObject({ name: 'BadRequest', status: 400, message: expect.stringContaining('archived') });
    expect(await sdkError(cma.entry.publish({ entryId: 'hat' }, archived))).toMatchObject({ status: 400 });
    const restored = await cma.entry.unarchive({ entryId: 'hat' });
    expect(restored.sys.archivedVersion).toBeUndefined();
    expect((await cma.entry.publish({ entryId: 'hat' }, restored)).sys.publishedVersion).toBe(restored.sys.version);
    expect(await sdkError(cma.entry.unarchive({ entryId: 'hat' }))).toMatchObject({ status: 400, message: expect.stringContaining('not archived') });
  });

  it('deletes only unpublished entries', async () => {
    expect(await sdkError(cma.entry.delete({ entryId: 'scarf' }))).toMatchObject({ name: 'BadRequest', status: 400, message: expect.stringContaining('published') });
    await cma.entry.unpublish({ entryId: 'scarf' });
    await cma.entry.delete({ entryId: 'scarf' });
    expect(await sdkError(cma.entry.get({ entryId: 'scarf' }))).toMatchObject({ name: 'NotFound', status: 404 });
    expect(await sdkError(cma.entry.delete({ entryId: 'scarf' }))).toMatchObject({ name: 'NotFound', status: 404 });
  });

  it('keeps a snapshot at every publish, newest first; restoring one saves its values as a new draft', async () => {
    let entry = await cma.entry.create({ contentTypeId: 'product' }, product('Wool beret', 'wool-beret', 30));
    entry = await cma.entry.publish({ entryId: entry.sys.id }, entry);
    entry = await cma.entry.update({ entryId: entry.sys.id }, { ...entry, fields: { ...entry.fields, name: { 'en-US': 'Wool beret (navy)' } } });
    entry = await cma.entry.publish({ entryId: entry.sys.id }, entry);
    const snapshots = await cma.snapshot.getManyForEntry({ entryId: entry.sys.id });
    expect(snapshots.total).toBe(2);
    expect(snapshots.items.map((snapshot) => snapshot.snapshot.fields.name)).toEqual([{ 'en-US': 'Wool beret (navy)' }, { 'en-US': 'Wool beret' }]);
    expect(snapshots.items[0]!.sys).toMatchObject({ type: 'Snapshot', snapshotType: 'publish', snapshotEntityType: 'Entry', createdBy: { sys: { id: 'ed' } } });
    expect(snapshots.items[1]!.snapshot.sys).toMatchObject({ version: 2, publishedVersion: 1, publishedCounter: 1 });

    const first = await cma.snapshot.getForEntry({ entryId: entry.sys.id, snapshotId: snapshots.items[1]!.sys.id });
    const restored = await cma.entry.update({ entryId: entry.sys.id }, { ...entry, fields: first.snapshot.fields });
    expect(restored.sys.version).toBe(entry.sys.version + 1);
    expect(restored.fields.name).toEqual({ 'en-US': 'Wool beret' });
    expect((await published().getEntry(entry.sys.id)).fields.name).toBe('Wool beret (navy)');
    await cma.entry.publish({ entryId: entry.sys.id }, restored);
    expect((await published().getEntry(entry.sys.id)).fields.name).toBe('Wool beret');
    expect((await cma.snapshot.getManyForEntry({ entryId: entry.sys.id })).total).toBe(3);
    expect(await sdkError(cma.snapshot.getForEntry({ entryId: entry.sys.id, snapshotId: 'v999' }))).toMatchObject({ status: 404 });
  });

  it('tells publishing listeners before the publish request answers, and survives a failing listener', async () => {
    const changes: PublishingChange[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let heard!: () => void;
    const called = new Promise<void>((resolve) => (heard = resolve));
    const stopSlow = events.onPublishingChange(async (change) => {
      changes.push(change);
      heard();
      await held;
    });
    const stopBroken = events.onPublishingChange(() => {
      throw new Error('cache service down');
    });
    const entry = await cma.entry.create({ contentTypeId: 'product' }, product('Denim jacket', 'denim-jacket', 120));
    let answered = false;
    const publishing = cma.entry.publish({ entryId: entry.sys.id }, entry).then((result) => {
      answered = true;
      return result;
    });
    await called;
    expect(answered).toBe(false);
    release();
    expect((await publishing).sys.publishedCounter).toBe(1);
    expect(changes[0]).toMatchObject({
      action: 'publish',
      kind: 'Entry',
      spaceId: 'shop',
      id: entry.sys.id,
      contentTypeId: 'product',
      previousFields: null,
      fields: { slug: { 'en-US': 'denim-jacket' } },
      actor: 'ed',
      via: 'api',
    });
    await cma.entry.unpublish({ entryId: entry.sys.id });
    expect(changes[1]).toMatchObject({ action: 'unpublish', fields: null, previousFields: { slug: { 'en-US': 'denim-jacket' } } });
    stopSlow();
    stopBroken();
    await cma.entry.publish({ entryId: entry.sys.id }, await cma.entry.get({ entryId: entry.sys.id }));
    expect(changes).toHaveLength(2);
  });

  it('queries entries with the delivery query language, drafts and archived ones included', async () => {
    const beret = await cma.entry.getMany({ query: { content_type: 'product', 'fields.slug': 'wool-beret' } });
    expect(beret.items.map((entry) => entry.fields.name)).toEqual([{ 'en-US': 'Wool beret' }]);
    await cma.entry.archive({ entryId: 'gloves' });
    const archived = await cma.entry.getMany({ query: { 'sys.archivedAt[exists]': true } });
    expect(archived.items.map((entry) => entry.sys.id)).toEqual(['gloves']);
    const drafts = await cma.entry.getMany({ query: { content_type: 'product', 'sys.publishedVersion[exists]': false, order: 'sys.id' } });
    expect(drafts.items.map((entry) => entry.sys.id)).toContain('boots');
    expect(drafts.items.every((entry) => entry.sys.publishedVersion === undefined)).toBe(true);
    const page = await cma.entry.getMany({ query: { content_type: 'brand', order: 'sys.id', limit: 1, select: 'sys.id,fields.name' } });
    expect(page).toMatchObject({ total: 2, limit: 1, items: [{ sys: { id: 'acme' }, fields: { name: { 'en-US': 'Acme' } } }] });
    expect(await sdkError(cma.entry.getMany({ query: { 'fields.nope': 1 } }))).toMatchObject({ name: 'InvalidQuery', status: 400 });
  });

  it('serves the content types and locales of the space', async () => {
    const types = await cma.contentType.getMany({});
    expect(types.items.map((type) => type.sys.id)).toEqual(['brand', 'product']);
    const productType = await cma.contentType.get({ contentTypeId: 'product' });
    expect(productType).toMatchObject({ name: 'Product', displayField: 'name', sys: { publishedVersion: expect.any(Number) } });
    expect(productType.fields.map((field) => field.id)).toContain('slug');
    const locales = await cma.locale.getMany({});
    expect(locales.items.map((locale) => [locale.code, locale.default])).toEqual([
      ['en-US', true],
      ['de-DE', false],
      ['de-CH', false],
      ['it-IT', false],
    ]);
  });

  it('works with the legacy nested client too (space → environment → entry)', async () => {
    const classic = createClient(
      {
        accessToken: editor.token,
        host: 'localhost',
        insecure: true,
        basePath: '/_content',
        retryOnError: false,
        adapter: createInProcessAdapter(combineContentApis(delivery.handle, createManagementApi({ db: handle.db, basePath: '/_content', events }).handle), {
          basePath: '/_content',
        }),
      },
      { type: 'legacy' },
    );
    const space = await classic.getSpace('shop');
    expect(space.name).toBe('Shop');
    const environment = await space.getEnvironment('master');
    const acme = await environment.getEntry('acme');
    acme.fields.country = { 'en-US': 'FR' };
    const updated = await acme.update();
    const live = await updated.publish();
    expect(live.isPublished()).toBe(true);
    expect((await published().getEntry('acme')).fields.country).toBe('FR');
  });
});
