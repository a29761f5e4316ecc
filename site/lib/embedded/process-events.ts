import 'server-only';
import { shareContentEvents } from '@storefront/content-space/management/cross-process-events';
import { processContentEvents } from '@storefront/content-space/management/events';
import { productKeysOf } from '@storefront/catalogue/queries/product-keys';
import { getProcessDatabase, type DatabaseHandle } from '@storefront/db/client';
import { processSingletonAsync } from '@storefront/platform/process-singleton';
import { log } from '../platform/log';
import { followCatalogueChanges } from './catalogue-follower';
import { usesEmbeddedSearch } from './defaults';
import { openedEmbeddedSearch } from './search-engine';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Joins this server process to every other one on the same database (once): publishing changes
 * go out and come in (PostgreSQL LISTEN/NOTIFY; on PGlite the same path within the one process),
 * those of the embedded space and a hosted space's webhook alike (site/lib/content/webhook.ts:
 * Contentful calls one server), and the catalogue tables' change notifications keep the embedded
 * search index in step and announce catalogue changes. Caches listen to the process's events.
 */
export function shareProcessEvents(env: Env = process.env, open: () => Promise<Pick<DatabaseHandle, 'notifications' | 'db'>> = getProcessDatabase): Promise<void> {
  return processSingletonAsync('site.processEvents', async () => {
    const { notifications, db } = await open();
    await shareContentEvents(processContentEvents(), notifications, { log: (event, fields) => log.error(event, fields) });
    await followCatalogueChanges({ notifications, search: usesEmbeddedSearch(env) ? openedEmbeddedSearch : undefined, productKeysOf: (ids) => productKeysOf(db, ids), log });
    log.info('process_events.shared', { publishing: true, catalogue: true });
  });
}
