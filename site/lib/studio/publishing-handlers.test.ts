import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManagementApi } from '@storefront/content-space/management/api';
import { processContentEvents } from '@storefront/content-space/management/events';
import { createScheduler } from '@storefront/content-space/management/scheduler';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { rt } from '@storefront/plugins/shared/rich-text-builders';
import { fascias } from '@storefront/sites/fascias';
import type { StudioEntry, StudioEntryTree, StudioScheduledPublish, StudioSnapshot } from '@storefront/preview/studio/types';
import { publishedContentCache } from '../content/published-content-cache';
import { createStudioContent } from '../contentful/management-client';
import { buildStudioSpace, studioEditor, TEST_SPACE } from './studio-space.testing';
import { bodyOf, studioRequest, type StudioRequestOptions } from './studio-requests.testing';
import { getEntryHandler, updateEntryHandler } from './api-handlers';
import type { StudioApiDeps } from './handler-kit';
import {
  cancelScheduledHandler,
  getSnapshotHandler,
  listSnapshotsHandler,
  publishEntryHandler,
  schedulePublishHandler,
  unpublishEntryHandler,
} from './publishing-handlers';

describe('studio publishing API', () => {
  let handle: DatabaseHandle;
  let deps: StudioApiDeps;
  let editorToken: string;

  const asEditor = (method: string, path: string, options: StudioRequestOptions = {}) =>
    studioRequest(method, path, { ...options, cookies: { sf_studio: editorToken, ...options.cookies } });
  const entryNow = async (id: string) => {
    const tree = (await bodyOf(await getEntryHandler(asEditor('GET', `/_api/studio/entries/${id}`), id, deps))).tree as StudioEntryTree;
    return tree.entries[id]!;
  };
  const publish = (id: string, version: number | string, options: StudioRequestOptions = {}) =>
    publishEntryHandler(asEditor('POST', `/_api/studio/entries/${id}/published`, { ...options, headers: { 'x-contentful-version': String(version), ...options.headers } }), id, deps);
  const save = async (id: string, fields: Record<string, unknown>) => {
    const current = await entryNow(id);
    const response = await updateEntryHandler(
      asEditor('PUT', `/_api/studio/entries/${id}`, { body: { fields: { ...current.fields, ...fields } }, headers: { 'x-contentful-version': String(current.version) } }),
      id,
      deps,
    );
    expect(response.status).toBe(200);
    return (await bodyOf(response)).entry as StudioEntry;
  };

  beforeAll(async () => {
    handle = await openTestDatabase();
    await buildStudioSpace(handle.db);
    // As the site runs it (site/lib/embedded/content-management.ts): on this process's content events.
    const management = createManagementApi({ db: handle.db, basePath: '/_content', events: processContentEvents() });
    editorToken = (await studioEditor(handle.db, management)).token;
    deps = {
      db: handle.db,
      sites: fascias,
      contentFor: async (editor) => createStudioContent({ kind: 'embedded', handle: management.handle, spaceId: TEST_SPACE, environmentId: 'master', accessToken: editor.token }),
    };
  });
  afterAll(() => handle.close());

  describe('access', () => {
    it('answers 401 without a studio session and 403 without the CSRF token on every route', async () => {
      const anonymous = (method: string, path: string, options: StudioRequestOptions = {}) => studioRequest(method, path, options);
      const versioned = { headers: { 'x-contentful-version': '1' } };
      const withoutSession = [
        await publishEntryHandler(anonymous('POST', '/_api/studio/entries/coast-text/published', versioned), 'coast-text', deps),
        await unpublishEntryHandler(anonymous('DELETE', '/_api/studio/entries/coast-text/published', versioned), 'coast-text', deps),
        await listSnapshotsHandler(anonymous('GET', '/_api/studio/entries/coast-text/snapshots'), 'coast-text', deps),
        await getSnapshotHandler(anonymous('GET', '/_api/studio/entries/coast-text/snapshots/v2'), 'coast-text', 'v2', deps),
        await schedulePublishHandler(anonymous('POST', '/_api/studio/scheduled', { body: { at: '2099-01-01T00:00:00Z', entries: [{ id: 'coast-text', version: 1 }] } }), deps),
        await cancelScheduledHandler(anonymous('DELETE', '/_api/studio/scheduled/abc'), 'abc', deps),
      ];
      for (const response of withoutSession) {
        expect(response.status).toBe(401);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        expect((await bodyOf(response)).message).toBe('Sign in to the studio first.');
      }
      const noCsrf = { csrf: false, headers: { 'x-contentful-version': '1' } };
      const withoutCsrf = [
        await publishEntryHandler(asEditor('POST', '/_api/studio/entries/coast-text/published', noCsrf), 'coast-text', deps),
        await unpublishEntryHandler(asEditor('DELETE', '/_api/studio/entries/coast-text/published', noCsrf), 'coast-text', deps),
        await schedulePublishHandler(asEditor('POST', '/_api/studio/scheduled', { csrf: false, body: { at: '2099-01-01T00:00:00Z', entries: [{ id: 'coast-text', version: 1 }] } }), deps),
        await cancelScheduledHandler(asEditor('DELETE', '/_api/studio/scheduled/abc', { csrf: false }), 'abc', deps),
      ];
      for (const response of withoutCsrf) {
        expect(response.status).toBe(403);
        expect((await bodyOf(response)).message).toBe('Your session has expired. Reload the page and try again.');
      }
    });
  });

  describe('creating with an id', () => {
    it('creates a draft entry with the id the studio gave it (201), and refuses a taken id with 409', async () => {
      const fields = { internalName: 'New text', body: rt.doc(rt.p('Fresh copy')) };
      const created = await updateEntryHandler(asEditor('PUT', '/_api/studio/entries/draft-text-1', { body: { contentType: 'text', fields } }), 'draft-text-1', deps);
      expect(created.status).toBe(201);
      expect((await bodyOf(created)).entry).toMatchObject({ id: 'draft-text-1', contentType: 'text', version: 1, status: 'draft', fields: { internalName: 'New text' } });
      const again = await updateEntryHandler(asEditor('PUT', '/_api/studio/entries/draft-text-1', { body: { contentType: 'text', fields } }), 'draft-text-1', deps);
      expect(again.status).toBe(409);
      expect((await bodyOf(again)).message).toBe('An entry with the id draft-text-1 already exists: open it instead of creating it again.');
    });

    it('refuses an unknown content type (422) and a bad one (400)', async () => {
      const unknown = await updateEntryHandler(asEditor('PUT', '/_api/studio/entries/draft-x', { body: { contentType: 'noSuchType', fields: {} } }), 'draft-x', deps);
      expect(unknown.status).toBe(422);
      const bad = await updateEntryHandler(asEditor('PUT', '/_api/studio/entries/draft-x', { body: { contentType: 'no such type!', fields: {} } }), 'draft-x', deps);
      expect(bad.status).toBe(400);
      expect((await bodyOf(bad)).message).toBe('contentType: contentType is a content type id');
    });
  });

  describe('publishing', () => {
    it('publishes the version the editor saved, and the storefront’s published-content caches empty at once', async () => {
      const saved = await save('coast-text', { internalName: 'Coast text, new season' });
      const storefront = publishedContentCache<string>('studio-publish-test');
      expect(await storefront.get('coast|/', async () => 'page before publishing')).toBe('page before publishing');
      expect(await storefront.get('coast|/', async () => 'never read: still cached')).toBe('page before publishing');

      const response = await publish('coast-text', saved.version);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect((await bodyOf(response)).entry).toMatchObject({ id: 'coast-text', status: 'published', publishedVersion: saved.version });
      // The publish answered only after the cache was emptied: the next read is fresh.
      expect(await storefront.get('coast|/', async () => 'page after publishing')).toBe('page after publishing');
    });

    it('refuses a stale version with 409 carrying the current entry and the version sent', async () => {
      const opened = await entryNow('coast-text');
      const theirs = await save('coast-text', { internalName: 'Saved by someone else' });
      const response = await publish('coast-text', opened.version);
      expect(response.status).toBe(409);
      const conflict = await bodyOf(response);
      expect(conflict.message).toContain(`you edited version ${opened.version}, it is now at version ${theirs.version}`);
      expect(conflict.current).toMatchObject({ id: 'coast-text', version: theirs.version, fields: { internalName: 'Saved by someone else' } });
      expect(conflict.yours).toEqual({ version: opened.version, fields: {} });
    });

    it('needs the version (400), a known entry (404), and passes validation refusals on (422)', async () => {
      const noVersion = await publishEntryHandler(asEditor('POST', '/_api/studio/entries/coast-text/published'), 'coast-text', deps);
      expect(noVersion.status).toBe(400);
      expect((await bodyOf(noVersion)).message).toBe('Send the version you are publishing in the X-Contentful-Version header.');
      expect((await publish('coast-text', 'abc')).status).toBe(400);
      expect((await publish('no-such-entry', 1)).status).toBe(404);
      expect((await publish('bad id!', 1)).status).toBe(400);

      // A text without its required body cannot go live.
      const created = await updateEntryHandler(asEditor('PUT', '/_api/studio/entries/draft-empty', { body: { contentType: 'text', fields: { internalName: 'Empty' } } }), 'draft-empty', deps);
      const empty = (await bodyOf(created)).entry as StudioEntry;
      const invalid = await publish('draft-empty', empty.version);
      expect(invalid.status).toBe(422);
      const refusal = await bodyOf(invalid);
      expect(refusal).toMatchObject({ code: 'InvalidEntry', details: { errors: expect.any(Array) } });
      // The message names what is wrong, not just "Validation error".
      expect(refusal.message).toMatch(/^Validation error: .*body/i);
    });

    it('unpublishes at the current version (the caches empty again), 409 when stale', async () => {
      const current = await entryNow('coast-text');
      const stale = await unpublishEntryHandler(asEditor('DELETE', '/_api/studio/entries/coast-text/published', { headers: { 'x-contentful-version': String(current.version - 1) } }), 'coast-text', deps);
      expect(stale.status).toBe(409);
      expect((await bodyOf(stale)).current).toMatchObject({ id: 'coast-text', version: current.version });

      const storefront = publishedContentCache<string>('studio-unpublish-test');
      await storefront.get('coast|/', async () => 'with the text');
      const response = await unpublishEntryHandler(asEditor('DELETE', '/_api/studio/entries/coast-text/published', { headers: { 'x-contentful-version': String(current.version) } }), 'coast-text', deps);
      expect(response.status).toBe(200);
      expect((await bodyOf(response)).entry).toMatchObject({ id: 'coast-text', status: 'draft', publishedVersion: null });
      expect(await storefront.get('coast|/', async () => 'without the text')).toBe('without the text');
    });
  });

  describe('history', () => {
    it('lists the published versions newest first, with the editor’s name', async () => {
      const first = await save('hv-hero', { heading: 'Version one' });
      expect((await publish('hv-hero', first.version)).status).toBe(200);
      const second = await save('hv-hero', { heading: 'Version two' });
      expect((await publish('hv-hero', second.version)).status).toBe(200);

      const response = await listSnapshotsHandler(asEditor('GET', '/_api/studio/entries/hv-hero/snapshots'), 'hv-hero', deps);
      expect(response.status).toBe(200);
      const snapshots = (await bodyOf(response)).snapshots as StudioSnapshot[];
      expect(snapshots.length).toBeGreaterThanOrEqual(2);
      expect(snapshots[0]).toMatchObject({ version: second.version, createdBy: 'Ed Itor' });
      expect(snapshots[1]).toMatchObject({ version: first.version, createdBy: 'Ed Itor' });
      expect(Date.parse(snapshots[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(snapshots[1]!.createdAt));
      expect((await listSnapshotsHandler(asEditor('GET', '/_api/studio/entries/nope/snapshots'), 'nope', deps)).status).toBe(404);
    });

    it('gives an old version’s fields with the current version and the entries and assets they link', async () => {
      const snapshots = (await bodyOf(await listSnapshotsHandler(asEditor('GET', '/_api/studio/entries/hv-hero/snapshots'), 'hv-hero', deps))).snapshots as StudioSnapshot[];
      const older = snapshots[1]!;
      await save('hv-hero', { heading: 'Unsaved idea' });
      const now = await entryNow('hv-hero');

      const response = await getSnapshotHandler(asEditor('GET', `/_api/studio/entries/hv-hero/snapshots/${older.id}`), 'hv-hero', older.id, deps);
      expect(response.status).toBe(200);
      const answer = await bodyOf(response);
      const tree = answer.tree as StudioEntryTree;
      expect(tree.rootId).toBe('hv-hero');
      // Restoring saves these fields over the version the entry is at now.
      expect(tree.entries['hv-hero']).toMatchObject({ version: now.version, fields: { heading: 'Version one' } });
      expect(Object.keys(tree.assets)).toContain('img-party');
      expect(answer.snapshot).toMatchObject({ id: older.id, createdBy: 'Ed Itor' });

      expect((await getSnapshotHandler(asEditor('GET', '/_api/studio/entries/hv-hero/snapshots/v999'), 'hv-hero', 'v999', deps)).status).toBe(404);
      expect((await getSnapshotHandler(asEditor('GET', '/_api/studio/entries/gone/snapshots/v2'), 'gone', 'v2', deps)).status).toBe(404);
      expect((await getSnapshotHandler(asEditor('GET', '/_api/studio/entries/hv-hero/snapshots/a%20b'), 'hv-hero', 'a b', deps)).status).toBe(400);
    });
  });

  describe('restoring a page whole', () => {
    it('gives each block the page linked with the fields it had when that version was published', async () => {
      // Published as the studio does: children first, then the page.
      const publishNow = async (id: string, fields: Record<string, unknown>) => expect((await publish(id, (await save(id, fields)).version)).status).toBe(200);
      await publishNow('hv-hero', { heading: 'Autumn layers' });
      await publishNow('hv-home', { title: 'Home (autumn)' });
      await publishNow('hv-hero', { heading: 'Winter knits' });
      await publishNow('hv-home', { title: 'Home (winter)' });
      await save('hv-hero', { heading: 'Spring draft' });

      const snapshots = (await bodyOf(await listSnapshotsHandler(asEditor('GET', '/_api/studio/entries/hv-home/snapshots'), 'hv-home', deps))).snapshots as StudioSnapshot[];
      const [winter, autumn] = snapshots;
      const restore = async (snapshotId: string) => bodyOf(await getSnapshotHandler(asEditor('GET', `/_api/studio/entries/hv-home/snapshots/${snapshotId}`), 'hv-home', snapshotId, deps));

      const autumnAnswer = await restore(autumn!.id);
      const tree = autumnAnswer.tree as StudioEntryTree;
      expect(tree.entries['hv-home']!.fields.title).toBe('Home (autumn)');
      // The hero as it is now (its version, to save over), and as it was then, to restore.
      expect(tree.entries['hv-hero']!.fields.heading).toBe('Spring draft');
      const earlier = autumnAnswer.earlier as Record<string, Record<string, unknown>>;
      expect(earlier['hv-hero']).toMatchObject({ heading: 'Autumn layers' });

      expect(((await restore(winter!.id)).earlier as Record<string, Record<string, unknown>>)['hv-hero']).toMatchObject({ heading: 'Winter knits' });
    });
  });

  describe('scheduled publishing', () => {
    const schedule = (body: unknown, now?: () => Date) => schedulePublishHandler(asEditor('POST', '/_api/studio/scheduled', { body }), deps, now);

    it('schedules a page’s entries (201), lists them with the entry tree, and cancels one', async () => {
      const page = await save('hv-summer', { title: 'Summer edit (scheduled)' });
      const section = await entryNow('hv-text-section');
      const at = new Date(Date.now() + 3_600_000).toISOString();
      const response = await schedule({ at, entries: [{ id: page.id, version: page.version }, { id: section.id, version: section.version }] });
      expect(response.status).toBe(201);
      const scheduled = (await bodyOf(response)).scheduled as StudioScheduledPublish[];
      expect(scheduled).toEqual([
        { id: expect.any(String), entryId: 'hv-summer', at },
        { id: expect.any(String), entryId: 'hv-text-section', at },
      ]);

      const tree = await bodyOf(await getEntryHandler(asEditor('GET', '/_api/studio/entries/hv-summer'), 'hv-summer', deps));
      expect((tree.scheduled as StudioScheduledPublish[]).map((item) => item.entryId).sort()).toEqual(['hv-summer', 'hv-text-section']);

      const cancelled = await cancelScheduledHandler(asEditor('DELETE', `/_api/studio/scheduled/${scheduled[1]!.id}`), scheduled[1]!.id, deps);
      expect(cancelled.status).toBe(200);
      const after = await bodyOf(await getEntryHandler(asEditor('GET', '/_api/studio/entries/hv-summer'), 'hv-summer', deps));
      expect((after.scheduled as StudioScheduledPublish[]).map((item) => item.entryId)).toEqual(['hv-summer']);
      expect((await cancelScheduledHandler(asEditor('DELETE', '/_api/studio/scheduled/no-such-action'), 'no-such-action', deps)).status).toBe(404);
    });

    it('refuses a time in the past, a bad body, an unknown entry and a stale version', async () => {
      const page = await entryNow('coast-home');
      const past = await schedule({ at: '2001-01-01T09:00:00Z', entries: [{ id: page.id, version: page.version }] });
      expect(past.status).toBe(400);
      expect((await bodyOf(past)).message).toBe('Choose a time in the future to publish at.');
      const badTime = await schedule({ at: 'next tuesday', entries: [{ id: page.id, version: page.version }] });
      expect(badTime.status).toBe(400);
      expect((await bodyOf(badTime)).message).toContain('at: a date and time (ISO 8601)');
      expect((await schedule({ at: '2099-01-01T09:00:00Z', entries: [] })).status).toBe(400);
      const unknown = await schedule({ at: '2099-01-01T09:00:00Z', entries: [{ id: 'nope', version: 1 }] });
      expect(unknown.status).toBe(404);
      const stale = await schedule({ at: '2099-01-01T09:00:00Z', entries: [{ id: page.id, version: page.version + 5 }] });
      expect(stale.status).toBe(409);
      expect(await bodyOf(stale)).toMatchObject({ code: 'VersionMismatch', current: { id: 'coast-home', version: page.version } });
      const tree = await bodyOf(await getEntryHandler(asEditor('GET', '/_api/studio/entries/coast-home'), 'coast-home', deps));
      expect(tree.scheduled).toEqual([]);
    });

    it('runs at its time in this process: the entry goes live and the storefront’s caches empty', async () => {
      const saved = await save('coast-section', { internalName: 'Coast text, scheduled' });
      const at = new Date(Date.now() + 60_000);
      expect((await schedule({ at: at.toISOString(), entries: [{ id: saved.id, version: saved.version }] })).status).toBe(201);
      const storefront = publishedContentCache<string>('studio-scheduled-test');
      await storefront.get('coast|/', async () => 'before the scheduled time');

      // The scheduler the site starts (startProcessScheduler) on the same events, its clock moved on.
      const scheduler = createScheduler({ db: handle.db, events: processContentEvents(), now: () => new Date(at.getTime() + 1000) });
      const runs = await scheduler.runDue();
      expect(runs.map((run) => [run.action.entityId, run.outcome])).toContainEqual(['coast-section', 'succeeded']);
      expect(await entryNow('coast-section')).toMatchObject({ status: 'published', publishedVersion: saved.version });
      expect(await storefront.get('coast|/', async () => 'after the scheduled time')).toBe('after the scheduled time');
      const tree = await bodyOf(await getEntryHandler(asEditor('GET', '/_api/studio/entries/coast-section'), 'coast-section', deps));
      expect(tree.scheduled).toEqual([]);
    });
  });
});
