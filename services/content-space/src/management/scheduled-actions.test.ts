import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentApi, type ContentApi } from '../delivery/api';
import type { SpaceRecord } from '../store/spaces';
import { buildCatalogueSpace } from '../test-support/catalogue-space';
import { sdkClient } from '../test-support/clients';
import { createEditor, managementClient, sdkError } from '../test-support/management';
import { createManagementApi } from './api';
import { combineContentApis } from './dispatch';
import { ContentEvents, type PublishingChange } from './events';
import { claimScheduledAction, SCHEDULED_ACTION_LEASE_MS } from '../store/scheduled-actions';
import { createScheduler, type Scheduler } from './scheduler';

const minutes = (n: number) => n * 60_000;

describe('scheduled publishing', () => {
  let handle: DatabaseHandle;
  let shop: SpaceRecord;
  let delivery: ContentApi;
  let clock: Date;
  let scheduler: Scheduler;
  let cma: ReturnType<typeof managementClient>;
  const changes: PublishingChange[] = [];

  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const at = (ms: number) => new Date(clock.getTime() + ms).toISOString();
  const link = (linkType: 'Entry' | 'Asset', id: string) => ({ sys: { type: 'Link' as const, linkType, id } });
  const master = { sys: { type: 'Link' as const, linkType: 'Environment' as const, id: 'master' } };
  const deliveredName = async (id: string) => {
    try {
      return (await sdkClient(delivery, 'shop', shop.deliveryToken).getEntry(id)).fields.name;
    } catch {
      return undefined;
    }
  };

  beforeAll(async () => {
    handle = await openTestDatabase();
    shop = await buildCatalogueSpace(handle.db);
    clock = new Date();
    const events = new ContentEvents();
    events.onPublishingChange((change) => {
      changes.push(change);
    });
    delivery = createContentApi({ db: handle.db, basePath: '/_content' });
    const management = createManagementApi({ db: handle.db, basePath: '/_content', events, now: () => clock });
    scheduler = createScheduler({ db: handle.db, events, now: () => clock });
    const { token } = await createEditor(handle.db, 'ed');
    cma = managementClient(combineContentApis(delivery.handle, management.handle), token, 'shop');
  });
  afterAll(() => handle.close());

  it('publishes an entry at the time it was scheduled for, not before', async () => {
    const trench = await cma.entry.create({ contentTypeId: 'product' }, { fields: { name: { 'en-US': 'Spring trench' }, slug: { 'en-US': 'spring-trench' } } });
    const scheduled = await cma.scheduledActions.create(
      {},
      { entity: link('Entry', trench.sys.id), environment: master, action: 'publish', scheduledFor: { datetime: at(minutes(60)), timezone: 'Europe/London' } },
    );
    expect(scheduled.sys).toMatchObject({ type: 'ScheduledAction', status: 'scheduled', version: 1, createdBy: { sys: { id: 'ed' } } });
    expect(scheduled.scheduledFor).toEqual({ datetime: at(minutes(60)), timezone: 'Europe/London' });

    expect(await scheduler.runDue()).toEqual([]);
    advance(minutes(59));
    expect(await scheduler.runDue()).toEqual([]);
    expect(await deliveredName(trench.sys.id)).toBeUndefined();

    advance(minutes(1));
    const runs = await scheduler.runDue();
    expect(runs.map((run) => [run.action.id, run.outcome])).toEqual([[scheduled.sys.id, 'succeeded']]);
    expect(await deliveredName(trench.sys.id)).toBe('Spring trench');
    expect((await cma.entry.get({ entryId: trench.sys.id })).sys).toMatchObject({ publishedCounter: 1, publishedBy: { sys: { id: 'ed' } } });
    expect(changes.at(-1)).toMatchObject({ action: 'publish', id: trench.sys.id, via: 'scheduler', actor: 'ed' });
    const done = await cma.scheduledActions.get({ scheduledActionId: scheduled.sys.id, environmentId: 'master' });
    expect(done.sys.status).toBe('succeeded');
    expect(await scheduler.runDue()).toEqual([]);
  });

  it('unpublishes at the scheduled time', async () => {
    await cma.scheduledActions.create({}, { entity: link('Entry', 'hat'), environment: master, action: 'unpublish', scheduledFor: { datetime: at(minutes(5)) } });
    expect(await deliveredName('hat')).toBe('Felt hat');
    advance(minutes(5));
    expect((await scheduler.runDue()).map((run) => run.outcome)).toEqual(['succeeded']);
    expect(await deliveredName('hat')).toBeUndefined();
    expect(changes.at(-1)).toMatchObject({ action: 'unpublish', id: 'hat', fields: null });
  });

  it('cancels a pending action, which then never runs; only pending actions can be cancelled', async () => {
    const action = await cma.scheduledActions.create({}, { entity: link('Entry', 'gloves'), environment: master, action: 'publish', scheduledFor: { datetime: at(minutes(10)) } });
    const canceled = await cma.scheduledActions.delete({ scheduledActionId: action.sys.id });
    expect(canceled.sys).toMatchObject({ status: 'canceled', canceledBy: { sys: { id: 'ed' } }, version: 2 });
    advance(minutes(10));
    expect(await scheduler.runDue()).toEqual([]);
    expect(await deliveredName('gloves')).toBeUndefined();
    expect(await sdkError(cma.scheduledActions.delete({ scheduledActionId: action.sys.id }))).toMatchObject({ name: 'BadRequest', status: 400 });
  });

  it("records a failed run with Contentful's error when the entry cannot be published then", async () => {
    const nameless = await cma.entry.create({ contentTypeId: 'product' }, { fields: { slug: { 'en-US': 'nameless' } } });
    const action = await cma.scheduledActions.create({}, { entity: link('Entry', nameless.sys.id), environment: master, action: 'publish', scheduledFor: { datetime: at(minutes(1)) } });
    advance(minutes(1));
    const [run] = await scheduler.runDue();
    expect(run?.outcome).toBe('failed');
    const failed = await cma.scheduledActions.get({ scheduledActionId: action.sys.id, environmentId: 'master' });
    expect(failed.sys.status).toBe('failed');
    expect(failed.error).toMatchObject({ sys: { type: 'Error', id: 'InvalidEntry' }, details: { errors: [expect.objectContaining({ name: 'required', path: ['fields', 'name', 'en-US'] })] } });
  });

  it('moves a pending action with its version, and lists the actions of an entry', async () => {
    const action = await cma.scheduledActions.create({}, { entity: link('Entry', 'boots'), environment: master, action: 'unpublish', scheduledFor: { datetime: at(minutes(30)) } });
    const data = { entity: link('Entry', 'boots'), environment: master, action: 'unpublish' as const, scheduledFor: { datetime: at(minutes(90)) } };
    const moved = await cma.scheduledActions.update({ scheduledActionId: action.sys.id, version: 1 }, data);
    expect(moved).toMatchObject({ sys: { version: 2 }, scheduledFor: { datetime: at(minutes(90)) } });
    expect(await sdkError(cma.scheduledActions.update({ scheduledActionId: action.sys.id, version: 1 }, data))).toMatchObject({ name: 'VersionMismatch', status: 409 });
    expect(await sdkError(cma.scheduledActions.update({ scheduledActionId: action.sys.id, version: 2 }, { ...data, action: 'publish' }))).toMatchObject({ status: 400 });
    advance(minutes(30));
    expect(await scheduler.runDue()).toEqual([]);

    const listed = await cma.scheduledActions.getMany({ query: { 'entity.sys.id': 'boots', 'environment.sys.id': 'master', 'sys.status': 'scheduled' } });
    expect(listed.items.map((item) => item.sys.id)).toEqual([action.sys.id]);
    const everything = await cma.scheduledActions.getMany({ query: { 'environment.sys.id': 'master', limit: 2 } });
    expect(everything.items).toHaveLength(2);
    expect(everything.pages?.next).toEqual(expect.stringContaining('next='));
  });

  it('refuses past times, unknown entities, bad time zones and listing without an environment', async () => {
    const past = await sdkError(cma.scheduledActions.create({}, { entity: link('Entry', 'boots'), environment: master, action: 'publish', scheduledFor: { datetime: at(-minutes(1)) } }));
    expect(past).toMatchObject({ status: 422, message: 'Validation error', details: { errors: [expect.objectContaining({ details: expect.stringContaining('future') })] } });
    const ghost = await sdkError(cma.scheduledActions.create({}, { entity: link('Entry', 'ghost'), environment: master, action: 'publish', scheduledFor: { datetime: at(minutes(5)) } }));
    expect(ghost).toMatchObject({ name: 'NotFound', status: 404 });
    const zone = await sdkError(
      cma.scheduledActions.create({}, { entity: link('Entry', 'boots'), environment: master, action: 'publish', scheduledFor: { datetime: at(minutes(5)), timezone: 'Mars/Olympus' } }),
    );
    expect(zone).toMatchObject({ status: 422, details: { errors: [expect.objectContaining({ path: ['scheduledFor', 'timezone'] })] } });
    expect(await sdkError(cma.scheduledActions.getMany({ query: {} }))).toMatchObject({ status: 400, message: expect.stringContaining('environment.sys.id') });
  });

  it('runs each action once even when two schedulers race for it', async () => {
    await cma.scheduledActions.create({}, { entity: link('Entry', 'acme'), environment: master, action: 'unpublish', scheduledFor: { datetime: at(minutes(1)) } });
    advance(minutes(1));
    const other = createScheduler({ db: handle.db, events: new ContentEvents(), now: () => clock });
    const [mine, theirs] = await Promise.all([scheduler.runDue(), other.runDue()]);
    expect([...mine, ...theirs].filter((run) => run.action.entityId === 'acme').map((run) => run.outcome)).toEqual(['succeeded']);
  });

  it('runs an action again when the process that claimed it died before finishing, once its lease has run out', async () => {
    const coat = await cma.entry.create({ contentTypeId: 'product' }, { fields: { name: { 'en-US': 'Wool coat' }, slug: { 'en-US': 'wool-coat' } } });
    const scheduled = await cma.scheduledActions.create({}, { entity: link('Entry', coat.sys.id), environment: master, action: 'publish', scheduledFor: { datetime: at(minutes(1)) } });
    advance(minutes(1));
    // A process claims it, then dies: the action stays running, and nobody may take it yet.
    expect(await claimScheduledAction(handle.db, 'shop', scheduled.sys.id, clock)).toBe(true);
    expect(await scheduler.runDue()).toEqual([]);
    advance(SCHEDULED_ACTION_LEASE_MS - 1_000);
    expect(await scheduler.runDue()).toEqual([]);
    expect(await deliveredName(coat.sys.id)).toBeUndefined();
    // Its lease has run out: it is abandoned, and runs (once).
    advance(2_000);
    const runs = await scheduler.runDue();
    expect(runs.map((run) => [run.action.id, run.outcome])).toEqual([[scheduled.sys.id, 'succeeded']]);
    expect(await deliveredName(coat.sys.id)).toBe('Wool coat');
    expect(await scheduler.runDue()).toEqual([]);
  });
});
