import type { Db } from '../store/db';
import { loadSnapshot } from './load-snapshot';
import type { ApiMode, ContentSnapshot } from './snapshot';

interface CachedSnapshot {
  /** The space sequence the load was started for; the snapshot itself may be newer. */
  sequence: number;
  snapshot: Promise<ContentSnapshot | undefined>;
}

/**
 * Keeps the latest snapshot per (space, environment, API) and reloads it only when the space's
 * sequence has moved past it. Concurrent requests share one load.
 */
export class SnapshotCache {
  private readonly cached = new Map<string, CachedSnapshot>();

  constructor(private readonly db: Db) {}

  async get(spaceId: string, environmentId: string, mode: ApiMode, sequence: number): Promise<ContentSnapshot | undefined> {
    const key = `${spaceId}\u0000${environmentId}\u0000${mode}`;
    const current = this.cached.get(key);
    if (current && current.sequence >= sequence) {
      const snapshot = await current.snapshot;
      if (!snapshot || snapshot.sequence >= sequence) return snapshot;
    }
    const loading: CachedSnapshot = { sequence, snapshot: loadSnapshot(this.db, spaceId, environmentId, mode) };
    this.cached.set(key, loading);
    try {
      return await loading.snapshot;
    } catch (error) {
      if (this.cached.get(key) === loading) this.cached.delete(key);
      throw error;
    }
  }

  /** Drops every snapshot (tests, or after the database was swapped). */
  clear(): void {
    this.cached.clear();
  }
}
