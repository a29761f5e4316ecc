import { contentAssets, contentEntries, contentScheduledActions } from '@storefront/db/schema/content';
import { and, asc, count, eq, inArray, lte, or } from 'drizzle-orm';
import { newEntityId } from '../ids';
import { isoTimestamp, type Db } from './db';
import { checkVersion, ContentStoreError, notFound } from './errors';

export type ScheduledActionStatus = 'scheduled' | 'inProgress' | 'succeeded' | 'failed' | 'canceled';
export type ScheduledActionKind = 'publish' | 'unpublish';
export type SchedulableEntity = 'Entry' | 'Asset';

export interface ScheduledActionRecord {
  id: string;
  spaceId: string;
  environmentId: string;
  entityType: SchedulableEntity;
  entityId: string;
  action: ScheduledActionKind;
  scheduledFor: string;
  timezone: string | null;
  status: ScheduledActionStatus;
  version: number;
  /** Contentful-shaped error of a failed run. */
  error: Record<string, unknown> | null;
  createdBy: string | null;
  updatedBy: string | null;
  canceledBy: string | null;
  createdAt: string;
  updatedAt: string;
  canceledAt: string | null;
}

/** Contentful's limits: at most this many pending actions, at most five years ahead. */
export const maxPendingScheduledActions = 500;
const maxScheduleAheadMs = 5 * 366 * 86_400_000;

type Row = typeof contentScheduledActions.$inferSelect;

function toRecord(row: Row): ScheduledActionRecord {
  return {
    id: row.id,
    spaceId: row.spaceId,
    environmentId: row.environmentId,
    entityType: row.entityType as SchedulableEntity,
    entityId: row.entityId,
    action: row.action as ScheduledActionKind,
    scheduledFor: isoTimestamp(row.scheduledFor),
    timezone: row.timezone,
    status: row.status as ScheduledActionStatus,
    version: row.version,
    error: row.error ?? null,
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    canceledBy: row.canceledBy,
    createdAt: isoTimestamp(row.createdAt),
    updatedAt: isoTimestamp(row.updatedAt),
    canceledAt: isoTimestamp(row.canceledAt),
  };
}

function key(spaceId: string, id: string) {
  return and(eq(contentScheduledActions.spaceId, spaceId), eq(contentScheduledActions.id, id));
}

function checkWhen(scheduledFor: Date, now: Date): void {
  if (Number.isNaN(scheduledFor.getTime())) throw new ContentStoreError('ValidationFailed', 'scheduledFor.datetime is not a valid date');
  if (scheduledFor.getTime() <= now.getTime()) throw new ContentStoreError('ValidationFailed', 'scheduledFor.datetime must be in the future');
  if (scheduledFor.getTime() > now.getTime() + maxScheduleAheadMs) {
    throw new ContentStoreError('ValidationFailed', 'scheduledFor.datetime must be at most five years ahead');
  }
}

export interface ScheduleInput {
  environmentId: string;
  entityType: SchedulableEntity;
  entityId: string;
  action: ScheduledActionKind;
  scheduledFor: Date;
  timezone?: string | null;
}

/** Schedules publishing or unpublishing an existing entry or asset at a future time. */
export async function createScheduledAction(
  db: Db,
  spaceId: string,
  input: ScheduleInput,
  options: { actor?: string; now?: Date } = {},
): Promise<ScheduledActionRecord> {
  const now = options.now ?? new Date();
  checkWhen(input.scheduledFor, now);
  return db.transaction(async (tx) => {
    const table = input.entityType === 'Entry' ? contentEntries : contentAssets;
    const [entity] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.spaceId, spaceId), eq(table.environmentId, input.environmentId), eq(table.id, input.entityId)));
    if (!entity) throw notFound(input.entityType, input.entityId);
    const [pending] = await tx
      .select({ n: count() })
      .from(contentScheduledActions)
      .where(and(eq(contentScheduledActions.spaceId, spaceId), eq(contentScheduledActions.status, 'scheduled')));
    if ((pending?.n ?? 0) >= maxPendingScheduledActions) {
      throw new ContentStoreError('ValidationFailed', `A space can have at most ${maxPendingScheduledActions} pending scheduled actions`);
    }
    const stamp = now.toISOString();
    const [row] = await tx
      .insert(contentScheduledActions)
      .values({
        spaceId,
        id: newEntityId(),
        environmentId: input.environmentId,
        entityType: input.entityType,
        entityId: input.entityId,
        action: input.action,
        scheduledFor: input.scheduledFor.toISOString(),
        timezone: input.timezone ?? null,
        status: 'scheduled',
        version: 1,
        createdBy: options.actor ?? null,
        updatedBy: options.actor ?? null,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning();
    return toRecord(row!);
  });
}

export async function getScheduledAction(db: Db, spaceId: string, id: string): Promise<ScheduledActionRecord | undefined> {
  const [row] = await db.select().from(contentScheduledActions).where(key(spaceId, id));
  return row ? toRecord(row) : undefined;
}

/** Actions of one environment, soonest first (then by id), optionally of one entity or statuses. */
export async function listScheduledActions(
  db: Db,
  spaceId: string,
  filter: { environmentId: string; entityId?: string; statuses?: ScheduledActionStatus[] },
): Promise<ScheduledActionRecord[]> {
  const rows = await db
    .select()
    .from(contentScheduledActions)
    .where(
      and(
        eq(contentScheduledActions.spaceId, spaceId),
        eq(contentScheduledActions.environmentId, filter.environmentId),
        filter.entityId ? eq(contentScheduledActions.entityId, filter.entityId) : undefined,
        filter.statuses ? inArray(contentScheduledActions.status, filter.statuses) : undefined,
      ),
    )
    .orderBy(asc(contentScheduledActions.scheduledFor), asc(contentScheduledActions.id));
  return rows.map(toRecord);
}

async function requirePending(tx: Db, spaceId: string, id: string): Promise<ScheduledActionRecord> {
  const [row] = await tx.select().from(contentScheduledActions).where(key(spaceId, id)).for('update');
  if (!row) throw notFound('Scheduled action', id);
  if (row.status !== 'scheduled') throw new ContentStoreError('Conflict', `Scheduled action '${id}' is ${row.status}, not scheduled`);
  return toRecord(row);
}

/** Cancels a pending action; actions that ran (or are running) cannot be cancelled. */
export async function cancelScheduledAction(
  db: Db,
  spaceId: string,
  id: string,
  options: { actor?: string; now?: Date } = {},
): Promise<ScheduledActionRecord> {
  return db.transaction(async (tx) => {
    const current = await requirePending(tx, spaceId, id);
    const stamp = (options.now ?? new Date()).toISOString();
    const [row] = await tx
      .update(contentScheduledActions)
      .set({
        status: 'canceled',
        version: current.version + 1,
        canceledAt: stamp,
        canceledBy: options.actor ?? null,
        updatedAt: stamp,
        updatedBy: options.actor ?? null,
      })
      .where(key(spaceId, id))
      .returning();
    return toRecord(row!);
  });
}

/** Moves a pending action to another time (the only change Contentful allows). */
export async function rescheduleScheduledAction(
  db: Db,
  spaceId: string,
  id: string,
  input: { scheduledFor: Date; timezone?: string | null },
  options: { version?: number; actor?: string; now?: Date } = {},
): Promise<ScheduledActionRecord> {
  const now = options.now ?? new Date();
  checkWhen(input.scheduledFor, now);
  return db.transaction(async (tx) => {
    const current = await requirePending(tx, spaceId, id);
    checkVersion('Scheduled action', id, current.version, options.version);
    const [row] = await tx
      .update(contentScheduledActions)
      .set({
        scheduledFor: input.scheduledFor.toISOString(),
        ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
        version: current.version + 1,
        updatedAt: now.toISOString(),
        updatedBy: options.actor ?? null,
      })
      .where(key(spaceId, id))
      .returning();
    return toRecord(row!);
  });
}

/**
 * How long a claimed action may stay running before it counts as abandoned: its process died
 * between claiming and finishing it (a publish takes milliseconds). It is then due again, so a
 * crash delays it by this much instead of losing it; running it twice publishes the same draft.
 */
export const SCHEDULED_ACTION_LEASE_MS = 5 * 60_000;

/** Claimed before this moment and still running: abandoned by the process that claimed it. */
function abandoned(now: Date) {
  return and(eq(contentScheduledActions.status, 'inProgress'), lte(contentScheduledActions.updatedAt, new Date(now.getTime() - SCHEDULED_ACTION_LEASE_MS).toISOString()));
}

/** Pending actions whose time has come (and abandoned ones), every space, oldest first. */
export async function dueScheduledActions(db: Db, now: Date, limit = 100): Promise<ScheduledActionRecord[]> {
  const rows = await db
    .select()
    .from(contentScheduledActions)
    .where(or(and(eq(contentScheduledActions.status, 'scheduled'), lte(contentScheduledActions.scheduledFor, now.toISOString())), abandoned(now)))
    .orderBy(asc(contentScheduledActions.scheduledFor), asc(contentScheduledActions.id))
    .limit(limit);
  return rows.map(toRecord);
}

/**
 * Marks a due action as running. Only one caller wins (several server processes may share a
 * database), so an action runs once; false when someone else took it or it was cancelled. An
 * action abandoned by a crashed process (SCHEDULED_ACTION_LEASE_MS) can be claimed again.
 * One conditional UPDATE is enough on PostgreSQL: a concurrent claimer waits for the winner's
 * row lock, then re-checks the condition on the row as the winner left it, and matches nothing
 * (scheduler-concurrency.test.ts races two processes' schedulers).
 */
export async function claimScheduledAction(db: Db, spaceId: string, id: string, now = new Date()): Promise<boolean> {
  const claimed = await db
    .update(contentScheduledActions)
    .set({ status: 'inProgress', updatedAt: now.toISOString() })
    .where(and(key(spaceId, id), or(eq(contentScheduledActions.status, 'scheduled'), abandoned(now))))
    .returning({ id: contentScheduledActions.id });
  return claimed.length > 0;
}

/** Records how a running action ended. */
export async function finishScheduledAction(
  db: Db,
  spaceId: string,
  id: string,
  outcome: { status: 'succeeded' } | { status: 'failed'; error: Record<string, unknown> },
  now = new Date(),
): Promise<ScheduledActionRecord> {
  const [row] = await db
    .update(contentScheduledActions)
    .set({ status: outcome.status, error: outcome.status === 'failed' ? outcome.error : null, updatedAt: now.toISOString() })
    .where(key(spaceId, id))
    .returning();
  if (!row) throw notFound('Scheduled action', id);
  return toRecord(row);
}
