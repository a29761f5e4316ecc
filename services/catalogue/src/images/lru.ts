/**
 * A least-recently-used cache bounded by total size (bytes) and entry count. Rendered images
 * are large and costly; the bound keeps a long-running server's memory flat.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private total = 0;

  constructor(
    private readonly limits: { maxBytes: number; maxEntries: number },
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Re-insert to mark as most recently used (Map keeps insertion order).
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    const size = this.sizeOf(value);
    if (size > this.limits.maxBytes) return;
    const existing = this.entries.get(key);
    if (existing) {
      this.total -= existing.size;
      this.entries.delete(key);
    }
    this.entries.set(key, { value, size });
    this.total += size;
    while (this.total > this.limits.maxBytes || this.entries.size > this.limits.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      const entry = this.entries.get(oldest.value)!;
      this.entries.delete(oldest.value);
      this.total -= entry.size;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.total;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }
}
