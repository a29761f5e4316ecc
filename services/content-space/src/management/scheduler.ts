import { processSingleton } from '@storefront/platform/process-singleton';
import { ApiError } from '../delivery/errors';
import type { Db } from '../store/db';
import { ContentStoreError } from '../store/errors';
import {
  claimScheduledAction,
  dueScheduledActions,
  finishScheduledAction,
  type ScheduledActionRecord,
} from '../store/scheduled-actions';
import { purgeExpiredUploads } from '../store/uploads';
import { fromStoreError } from './errors';
import { processContentEvents, type ContentEvents } from './events';
import { changePublishing } from './publishing';

export interface SchedulerOptions {
  db: Db;
  events?: ContentEvents;
  /** The clock; tests move it instead of waiting. */
  now?: () => Date;
  /** How often `start()` looks for due actions (default 15 s). */
  intervalMs?: number;
}

export interface ScheduledRun {
  action: ScheduledActionRecord;
  outcome: 'succeeded' | 'failed';
}

export interface Scheduler {
  /** Runs every action whose time has come (each once, even with several processes); returns what ran. */
  runDue(): Promise<ScheduledRun[]>;
  /** Looks for due actions every interval until `stop()`; the timer never keeps the process alive. */
  start(): void;
  stop(): void;
}

/** A failure as Contentful records it on the action: an error object with sys.id and details. */
function failureOf(error: unknown, action: ScheduledActionRecord): Record<string, unknown> {
  const apiError = error instanceof ContentStoreError ? fromStoreError(error, action.entityType, action.entityId) : error instanceof ApiError ? error : undefined;
  if (!apiError) return { sys: { type: 'Error', id: 'ServerError' }, message: error instanceof Error ? error.message : String(error) };
  const { requestId: _requestId, ...body } = apiError.body('');
  return body;
}

/**
 * Executes scheduled publish and unpublish actions in the server process. An action runs as its
 * scheduler (the editor who created it) and publishes the entity's latest draft, like Contentful.
 */
export function createScheduler(options: SchedulerOptions): Scheduler {
  const events = options.events ?? processContentEvents();
  const now = options.now ?? (() => new Date());
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<ScheduledRun[]> | undefined;

  async function runOnce(): Promise<ScheduledRun[]> {
    const runs: ScheduledRun[] = [];
    for (const action of await dueScheduledActions(options.db, now())) {
      if (!(await claimScheduledAction(options.db, action.spaceId, action.id, now()))) continue;
      try {
        await changePublishing(options.db, events, {
          kind: action.entityType,
          action: action.action,
          spaceId: action.spaceId,
          environmentId: action.environmentId,
          id: action.entityId,
          ...(action.createdBy ? { actor: action.createdBy } : {}),
          via: 'scheduler',
        });
        runs.push({ action: await finishScheduledAction(options.db, action.spaceId, action.id, { status: 'succeeded' }, now()), outcome: 'succeeded' });
      } catch (error) {
        const failed = await finishScheduledAction(options.db, action.spaceId, action.id, { status: 'failed', error: failureOf(error, action) }, now());
        console.error('[content-space] scheduled action failed', action.id, action.action, action.entityType, action.entityId, failed.error);
        runs.push({ action: failed, outcome: 'failed' });
      }
    }
    await purgeExpiredUploads(options.db, now());
    return runs;
  }

  function runDue(): Promise<ScheduledRun[]> {
    // One pass at a time: a timer tick during a long pass waits for it rather than racing it.
    running ??= runOnce().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    runDue,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        runDue().catch((error: unknown) => console.error('[content-space] scheduler pass failed', error));
      }, options.intervalMs ?? 15_000);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

/** Starts this process's scheduler once (the site calls it when it opens the content space). */
export function startProcessScheduler(db: Db, options: Omit<SchedulerOptions, 'db'> = {}): Scheduler {
  return processSingleton('contentSpace.scheduler', () => {
    const scheduler = createScheduler({ db, ...options });
    scheduler.start();
    return scheduler;
  });
}
