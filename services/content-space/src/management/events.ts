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
  /** Where it was made: the Management API, the scheduler, or a hosted space's webhook (the change was made there). */
  via: 'api' | 'scheduler' | 'webhook';
  at: string;
}

export type PublishingListener = (change: PublishingChange) => void | Promise<void>;

/**
 * Publishing changes may have been missed (notifications from other server processes were lost
 * while the connection to the database was down): whatever was derived from published content
 * must be dropped, as if everything had been published again.
 */
export interface PublishingResync {
  reason: 'reconnected';
  at: string;
}

export type ResyncListener = (resync: PublishingResync) => void | Promise<void>;

/** Sends a change made in this process on to the other server processes (./cross-process-events.ts). */
export type PublishingRelay = (change: PublishingChange) => Promise<void>;

/**
 * In-process notifications of publishing. Listeners run after the change is committed and the
 * Management API answers only once they finished, so a cache dropped in a listener is dropped by
 * the time the editor sees "published". A failing listener is logged and never undoes the change.
 * With a relay, a change made here also goes to the other processes sharing the database, whose
 * listeners hear it through `deliver` (never relayed again, so nothing echoes).
 */
export class ContentEvents {
  private readonly listeners = new Set<PublishingListener>();
  private readonly resyncListeners = new Set<ResyncListener>();
  private relay: PublishingRelay | undefined;

  /** Calls `listener` on every publish and unpublish of an entry or asset; returns the unsubscribe function. */
  onPublishingChange(listener: PublishingListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Calls `listener` when changes may have been missed (drop everything derived from published content). */
  onPublishingResync(listener: ResyncListener): () => void {
    this.resyncListeners.add(listener);
    return () => {
      this.resyncListeners.delete(listener);
    };
  }

  /** A change made in this process: this process's listeners, then the other processes (when relayed). */
  async emit(change: PublishingChange): Promise<void> {
    await this.deliver(change);
    if (!this.relay) return;
    try {
      await this.relay(change);
    } catch (error) {
      console.error('[content-space] publishing change not relayed to other processes', change.kind, change.id, change.action, error);
    }
  }

  /** A change another process made: this process's listeners only. */
  async deliver(change: PublishingChange): Promise<void> {
    const outcomes = await Promise.allSettled([...this.listeners].map(async (listener) => listener(change)));
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        console.error('[content-space] publishing listener failed', change.kind, change.id, change.action, outcome.reason);
      }
    }
  }

  async resync(resync: PublishingResync): Promise<void> {
    const outcomes = await Promise.allSettled([...this.resyncListeners].map(async (listener) => listener(resync)));
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') console.error('[content-space] publishing resync listener failed', resync.reason, outcome.reason);
    }
  }

  /** Sends this process's changes on with `relay` from now on; returns the function that stops it. */
  relayTo(relay: PublishingRelay): () => void {
    if (this.relay) throw new Error('Publishing changes are already relayed');
    this.relay = relay;
    return () => {
      if (this.relay === relay) this.relay = undefined;
    };
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

/** Subscribes to "changes may have been missed" in this process: drop everything derived from published content. */
export function onPublishingResync(listener: ResyncListener): () => void {
  return processContentEvents().onPublishingResync(listener);
}
