import type { JsonRecord } from './attributes';
import { Snapshot } from './snapshot';

/**
 * The records of a primary index (shared by its replicas), keyed by objectID in insertion
 * order. Every change bumps the version; the next read builds a fresh snapshot.
 */
export class RecordStore {
  readonly records = new Map<string, JsonRecord>();
  private version = 0;
  private snapshotVersion = -1;
  private current: Snapshot | undefined;
  lastBuildMs = 0;

  get size(): number {
    return this.records.size;
  }

  get(objectID: string): JsonRecord | undefined {
    return this.records.get(objectID);
  }

  put(record: JsonRecord): void {
    const objectID = record.objectID as string;
    // An update keeps the record's place, so ties keep their order.
    this.records.set(objectID, record);
    this.version++;
  }

  delete(objectID: string): boolean {
    const deleted = this.records.delete(objectID);
    if (deleted) this.version++;
    return deleted;
  }

  clear(): void {
    this.records.clear();
    this.version++;
  }

  replaceAll(records: Iterable<JsonRecord>): void {
    this.records.clear();
    for (const record of records) this.records.set(record.objectID as string, record);
    this.version++;
  }

  snapshot(): Snapshot {
    if (!this.current || this.snapshotVersion !== this.version) {
      this.current = new Snapshot([...this.records.values()]);
      this.snapshotVersion = this.version;
    }
    return this.current;
  }

  clone(): RecordStore {
    const copy = new RecordStore();
    for (const [objectID, record] of this.records) copy.records.set(objectID, record);
    return copy;
  }
}
