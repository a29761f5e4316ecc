/** Reading attributes of JSON records by dotted path ("brand", "price.value", "variants.colour"). */

export type JsonRecord = Record<string, unknown>;
export type Primitive = string | number | boolean;

/** A compiled reader for one attribute path: arrays are flattened at every level. */
export type AttributeReader = (record: JsonRecord) => unknown[];

const readers = new Map<string, AttributeReader>();

export function attributeReader(path: string): AttributeReader {
  const cached = readers.get(path);
  if (cached) return cached;
  const segments = path.split('.');
  const reader: AttributeReader = (record) => {
    let current: unknown[] = [record];
    for (const segment of segments) {
      const next: unknown[] = [];
      for (const value of current) collect(value, segment, next);
      if (next.length === 0) return next;
      current = next;
    }
    return flatten(current);
  };
  if (readers.size < 10_000) readers.set(path, reader);
  return reader;
}

function collect(value: unknown, segment: string, out: unknown[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, segment, out);
    return;
  }
  if (value !== null && typeof value === 'object') {
    const child = (value as JsonRecord)[segment];
    if (child !== undefined && child !== null) out.push(child);
  }
}

function flatten(values: unknown[]): unknown[] {
  if (!values.some(Array.isArray)) return values;
  const out: unknown[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else out.push(value);
  };
  values.forEach(visit);
  return out;
}

/** The primitive leaves under a path: strings, numbers and booleans (objects are walked into). */
export function primitiveLeaves(record: JsonRecord, path: string): Primitive[] {
  const out: Primitive[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string' || typeof value === 'boolean') out.push(value);
    else if (typeof value === 'number') {
      if (Number.isFinite(value)) out.push(value);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(visit);
  };
  attributeReader(path)(record).forEach(visit);
  return out;
}

/** Facet values under a path: strings, numbers and booleans as Algolia facets them (objects are ignored). */
export function facetValues(record: JsonRecord, path: string): string[] {
  const out: string[] = [];
  for (const value of attributeReader(path)(record)) {
    if (typeof value === 'string') out.push(value);
    else if (typeof value === 'number') {
      if (Number.isFinite(value)) out.push(String(value));
    } else if (typeof value === 'boolean') out.push(value ? 'true' : 'false');
  }
  return out;
}

/** Numeric values under a path: numbers, and booleans as 0/1 (numeric strings are not numbers, as in Algolia). */
export function numericValues(record: JsonRecord, path: string): number[] {
  const out: number[] = [];
  for (const value of attributeReader(path)(record)) {
    if (typeof value === 'number') {
      if (Number.isFinite(value)) out.push(value);
    } else if (typeof value === 'boolean') out.push(value ? 1 : 0);
  }
  return out;
}

/** Every attribute path holding a primitive somewhere in the record (for "all attributes" defaults). */
export function topLevelAttributes(record: JsonRecord): string[] {
  return Object.keys(record).filter((key) => key !== 'objectID' && !key.startsWith('_'));
}

/** Strips attributes Algolia never returns or that the caller excluded, keeping objectID. */
export function projectRecord(
  record: JsonRecord,
  retrieve: readonly string[] | undefined,
  unretrievable: readonly string[] | undefined,
): JsonRecord {
  const all = !retrieve || retrieve.includes('*');
  const excluded = new Set((retrieve ?? []).filter((name) => name.startsWith('-')).map((name) => name.slice(1)));
  for (const name of unretrievable ?? []) excluded.add(name);
  let out: JsonRecord;
  if (all) {
    out = { ...record };
  } else {
    out = { objectID: record.objectID };
    for (const name of retrieve) {
      if (name.startsWith('-')) continue;
      copyPath(record, out, name);
    }
  }
  for (const name of excluded) deletePath(out, name);
  out.objectID = record.objectID;
  return out;
}

function copyPath(source: JsonRecord, target: JsonRecord, path: string): void {
  const [head, ...rest] = path.split('.');
  if (head === undefined || !(head in source)) return;
  const value = source[head];
  if (rest.length === 0 || value === null || typeof value !== 'object' || Array.isArray(value)) {
    target[head] = value;
    return;
  }
  const child = (target[head] && typeof target[head] === 'object' ? target[head] : {}) as JsonRecord;
  target[head] = child;
  copyPath(value as JsonRecord, child, rest.join('.'));
}

function deletePath(target: JsonRecord, path: string): void {
  const [head, ...rest] = path.split('.');
  if (head === undefined || !(head in target)) return;
  if (rest.length === 0) {
    delete target[head];
    return;
  }
  const value = target[head];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const copy = { ...(value as JsonRecord) };
    target[head] = copy;
    deletePath(copy, rest.join('.'));
  }
}
