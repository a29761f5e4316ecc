import { processSingleton } from '@storefront/platform/process-singleton';

/**
 * The catalogue changed (in this process or another, by the app, a script or SQL): what a cache
 * of catalogue-derived pages must drop. Announced once the process's embedded search index
 * reflects the change, since listing pages are rendered from it.
 */
export interface CatalogueChange {
  /** Every product may have changed (a bulk load, or changes missed while the database connection was down). */
  everything: boolean;
  /** Ids of the products that changed (empty when `everything`). */
  productIds: string[];
  /**
   * Their product keys (as cards, listing records and product pages name them), as far as the
   * process's embedded search index knows them (empty when it is not open).
   */
  productKeys: string[];
  /**
   * Category paths below /categories (e.g. "women/dresses/maxi-dresses", with every ancestor)
   * the changed products were in or are in now, and categories changed themselves.
   */
  categorySlugs: string[];
  /** Brands the changed products belong to (before or after), and brands changed themselves. */
  brandIds: string[];
  at: string;
}

export type CatalogueListener = (change: CatalogueChange) => void | Promise<void>;

/** In-process catalogue change notifications; a failing listener is logged and never stops the others. */
export class CatalogueEvents {
  private readonly listeners = new Set<CatalogueListener>();

  onCatalogueChange(listener: CatalogueListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  async emit(change: CatalogueChange): Promise<void> {
    const outcomes = await Promise.allSettled([...this.listeners].map(async (listener) => listener(change)));
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') console.error('[catalogue] change listener failed', outcome.reason);
    }
  }
}

/** This server process's catalogue events (kept on globalThis: bundlers may load this module more than once). */
export function processCatalogueEvents(): CatalogueEvents {
  return processSingleton('catalogue.events', () => new CatalogueEvents());
}

/** Subscribes to this process's catalogue changes: `onCatalogueChange((change) => revalidate(change))`. */
export function onCatalogueChange(listener: CatalogueListener): () => void {
  return processCatalogueEvents().onCatalogueChange(listener);
}
