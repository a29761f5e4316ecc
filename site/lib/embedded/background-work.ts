import 'server-only';
import { usesEmbeddedContent } from './defaults';
import { startContentScheduler } from './content-management';
import { shareProcessEvents } from './process-events';
import { getDb } from '../platform/db';
import { log } from '../platform/log';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Work the server process does on its own, from the moment it starts (instrumentation.ts): the
 * embedded space's scheduler, so a publish scheduled for 9:00 runs at 9:00 even when nobody has
 * opened a page since the server restarted (a real Contentful space runs its own schedule), and
 * the events shared with the other server processes on the same database (./process-events.ts),
 * so a publish or a catalogue change made anywhere reaches this process's caches.
 * Not awaited: a first start seeds the database, and the server answers meanwhile.
 */
export function startBackgroundWork(
  env: Env = process.env,
  open: () => ReturnType<typeof getDb> = getDb,
  share: (env: Env) => Promise<unknown> = shareProcessEvents,
): Promise<'scheduler' | 'none'> {
  if (env.NEXT_PHASE === 'phase-production-build') return Promise.resolve('none');
  share(env).catch((error: unknown) => log.error('background.events.failed', { reason: error instanceof Error ? error.message : String(error) }));
  if (!usesEmbeddedContent(env)) return Promise.resolve('none');
  return open().then(
    (db) => {
      startContentScheduler(db);
      return 'scheduler' as const;
    },
    (error: unknown) => {
      // Requests open the database again and start the scheduler then (content-api.ts).
      log.error('background.start.failed', { reason: error instanceof Error ? error.message : String(error) });
      return 'none' as const;
    },
  );
}
