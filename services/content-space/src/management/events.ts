import type { LocalisedFields } from '@storefront/db/schema/content';
import { processSingleton } from '@storefront/platform/process-singleton';

/** An entry or asset went live, or was taken off delivery: what a storefront cache must drop. */
export interface PublishingChange {
  action: 'publish' | 'unpublish';
  kind: 'Entry' | 'Asset';
  spaceId: string;
  environmentId: string;
  id: string;
  /** The entry's content type; null for assets. */
  contentTypeId: string | null;
  /** Values delivery serves from now on (all locales); null after unpublishing. */
  fields: LocalisedFields | null;
  /** Values delivery served until now; null when it was not published (so a changed slug's old page can be dropped too). */
  previousFields: LocalisedFields | null;
  /** The document's version after the change. */
  version: number;
  /** The editor behind the change (for a scheduled action: whoever scheduled it). */
  actor: string | null;
  via: 'api' | 'scheduler';
  at: string;
}

export type PublishingListener = (change: PublishingChange) => void | Promise<void>;

/**
 * In-process notifications of publishing. Listeners run after the change is committed and the
 * Management API answers only once they finished, so a cache dropped in a listener is dropped by
 * the time the editor sees "published". A failing listener is logged and never undoes the change.
 */
export class ContentEvents {
  private readonly listeners = new Set<PublishingListener>();

  /** Calls `listener` on every publish and unpublish of an entry or asset; returns the unsubscribe function. */
  onPublishingChange(listener: PublishingListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  async emit(change: PublishingChange): Promise<void> {
    const outcomes = await Promise.allSettled([...this.listeners].map(async (listener) => listener(change)));
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        console.error('[content-space] publishing listener failed', change.kind, change.id, change.action, outcome.reason);
      }
    }
  }
}

/**
 * The events of this server process, shared by the Management API and the scheduler (kept on
 * globalThis because bundlers may load this module more than once).
 */
export function processContentEvents(): ContentEvents {
  return processSingleton('contentSpace.events', () => new ContentEvents());
}

/** Subscribes to this process's publishing changes: `onPublishingChange((change) => revalidate(change))`. */
export function onPublishingChange(listener: PublishingListener): () => void {
  return processContentEvents().onPublishingChange(listener);
}
