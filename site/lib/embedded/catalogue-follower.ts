import { CATALOGUE_CHANNEL, parseCatalogueNotification } from '@storefront/catalogue/catalogue-notifications';
import { processCatalogueEvents, type CatalogueEvents } from '@storefront/catalogue/events';
import type { DatabaseNotifications } from '@storefront/db/notifications';
import type { SyncResult } from './search-index';

type Log = (event: string, fields: Record<string, unknown>) => void;

export interface CatalogueFollowerOptions {
  notifications: DatabaseNotifications;
  events?: CatalogueEvents;
  /**
   * The process's embedded search index, when it has one open (undefined otherwise: an index
   * opened later is built from the catalogue as it is then).
   */
  search?: () => Promise<{ syncAfterChange(): Promise<SyncResult> }> | undefined;
  /**
   * The keys of the changed products. A change the search index does not carry (one size's price
   * or stock under the product's lowest price) still changes its product page, which is tagged by key.
   */
  productKeysOf?: (productIds: readonly string[]) => Promise<string[]>;
  log?: { info: Log; error: Log };
}

interface Pending {
  everything: boolean;
  productIds: Set<string>;
  productKeys: Set<string>;
  categorySlugs: Set<string>;
  brandIds: Set<string>;
}

/**
 * Follows the catalogue tables' change notifications (a write by anyone, on any process) in this
 * process: brings its embedded search index in step at once, then announces the change on the
 * catalogue events with the products, categories and brands it touched. Notifications arriving
 * while a sync runs are gathered into the next one, so a burst costs one or two syncs. After a
 * lost database connection, changes may have been missed: everything is announced.
 */
export async function followCatalogueChanges(options: CatalogueFollowerOptions): Promise<() => void> {
  const events = options.events ?? processCatalogueEvents();
  const log = options.log ?? { info: () => undefined, error: (event: string, fields: Record<string, unknown>) => console.error(JSON.stringify({ event, ...fields })) };
  let pending: Pending | undefined;
  let running: Promise<void> | undefined;

  function note(change: { everything: boolean; productIds?: readonly string[]; categorySlugs?: readonly string[]; brandIds?: readonly string[] }): void {
    pending ??= { everything: false, productIds: new Set(), productKeys: new Set(), categorySlugs: new Set(), brandIds: new Set() };
    pending.everything ||= change.everything;
    for (const id of change.productIds ?? []) pending.productIds.add(id);
    for (const slug of change.categorySlugs ?? []) pending.categorySlugs.add(slug);
    for (const id of change.brandIds ?? []) pending.brandIds.add(id);
    running ??= drain().finally(() => {
      running = undefined;
    });
  }

  async function drain(): Promise<void> {
    while (pending) {
      const batch = pending;
      pending = undefined;
      await announce(batch);
    }
  }

  async function announce(batch: Pending): Promise<void> {
    const started = performance.now();
    const opened = options.search?.();
    let synced: SyncResult | undefined;
    if (opened) {
      try {
        synced = await (await opened).syncAfterChange();
      } catch (error) {
        // Announced all the same: a cache dropped too early refills from the database.
        log.error('catalogue.search_sync_failed', { reason: error instanceof Error ? error.message : String(error) });
      }
    }
    for (const id of synced?.touched.productIds ?? []) batch.productIds.add(id);
    for (const key of synced?.touched.productKeys ?? []) batch.productKeys.add(key);
    for (const slug of synced?.touched.categorySlugs ?? []) batch.categorySlugs.add(slug);
    for (const id of synced?.touched.brandIds ?? []) batch.brandIds.add(id);
    if (!batch.everything && batch.productIds.size > 0 && options.productKeysOf) {
      try {
        for (const key of await options.productKeysOf([...batch.productIds])) batch.productKeys.add(key);
      } catch (error) {
        log.error('catalogue.product_keys_failed', { reason: error instanceof Error ? error.message : String(error) });
      }
    }
    await events.emit({
      everything: batch.everything,
      productIds: batch.everything ? [] : [...batch.productIds],
      productKeys: batch.everything ? [] : [...batch.productKeys],
      categorySlugs: [...batch.categorySlugs],
      brandIds: [...batch.brandIds],
      at: new Date().toISOString(),
    });
    log.info('catalogue.changed', {
      everything: batch.everything,
      products: batch.productIds.size,
      categories: batch.categorySlugs.size,
      searchIndex: synced ? { updated: synced.updated, deleted: synced.deleted } : 'not open',
      ms: Math.round(performance.now() - started),
    });
  }

  const stopListening = await options.notifications.listen(CATALOGUE_CHANNEL, (payload) => {
    const notification = parseCatalogueNotification(payload);
    if (!notification) {
      log.error('catalogue.notification_invalid', { payload: payload.slice(0, 200) });
      return;
    }
    note({
      everything: notification.productIds === null,
      productIds: notification.productIds ?? [],
      categorySlugs: notification.categorySlugs,
      brandIds: notification.brandIds,
    });
  });
  const stopReconnect = options.notifications.onReconnect(() => note({ everything: true }));
  return () => {
    stopReconnect();
    stopListening();
  };
}
