/**
 * A small in-process cache of resolved published pages. Entries expire after a TTL and are
 * dropped at once when content is published (published-content-cache.ts).
 */
interface Cached<T> {
  value: T;
  expiresAt: number;
}

export class TtlCache<T> {
  private readonly entries = new Map<string, Cached<T>>();
  private readonly pending = new Map<string, Promise<T>>();
  /** Bumped by clear(): a value computed from content read before the clear is not stored. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  /** Returns the cached value or computes it once, even under concurrent requests. */
  async get(key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const promise = compute()
      .then((value) => {
        if (generation !== this.generation) return value;
        if (this.entries.size >= this.maxEntries) {
          const oldest = this.entries.keys().next().value;
          if (oldest !== undefined) this.entries.delete(oldest);
        }
        this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
        return value;
      })
      .finally(() => {
        if (this.pending.get(key) === promise) this.pending.delete(key);
      });
    this.pending.set(key, promise);
    return promise;
  }

  delete(predicate: (key: string) => boolean): number {
    let removed = 0;
    for (const key of [...this.entries.keys()]) {
      if (predicate(key)) {
        this.entries.delete(key);
        removed += 1;
      }
    }
    return removed;
  }

  /** Drops everything, including what is being computed now (it may have read the old content). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }
}
