import { invalidQuery } from '../errors';
import { sortableKinds, type Accessor, type ValueKind } from './accessors';

const collator = new Intl.Collator('en', { numeric: false });

/** Compares two values of a kind; missing values sort after present ones. */
export function compareValues(kind: ValueKind, a: unknown, b: unknown): number {
  const aMissing = a === undefined || a === null;
  const bMissing = b === undefined || b === null;
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  switch (kind) {
    case 'number':
      return (a as number) - (b as number);
    case 'date':
      return Date.parse(a as string) - Date.parse(b as string);
    case 'boolean':
      return Number(a) - Number(b);
    default:
      return collator.compare(String(a), String(b));
  }
}

export interface OrderKey<T> {
  accessor: Accessor<T>;
  descending: boolean;
}

/** Parses `order=-sys.createdAt,fields.name`, resolving each path with the endpoint's resolver. */
export function parseOrder<T>(raw: string, resolve: (path: string) => Accessor<T>): OrderKey<T>[] {
  const keys = raw
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key.length > 0);
  if (keys.length === 0) throw invalidQuery({ name: 'order', path: ['order'], details: 'order needs at least one property' });
  return keys.map((key) => {
    const descending = key.startsWith('-');
    const accessor = resolve(descending ? key.slice(1) : key);
    // Long Text is searched, not sorted, in Contentful too.
    if (!sortableKinds.has(accessor.kind) || accessor.typeName === 'Text') {
      throw invalidQuery({
        name: 'order',
        path: accessor.path.split('.'),
        details: `Cannot order by ${accessor.path} (${accessor.typeName}); order by Symbol, Integer, Number, Date or Boolean values`,
      });
    }
    return { accessor, descending };
  });
}

/** A comparator over several keys, ending with `tieBreak` so pages never overlap. */
export function comparatorFor<T>(keys: OrderKey<T>[], tieBreak: (a: T, b: T) => number): (a: T, b: T) => number {
  return (a, b) => {
    for (const { accessor, descending } of keys) {
      const result = compareValues(accessor.kind, accessor.read(a), accessor.read(b));
      if (result !== 0) return descending ? -result : result;
    }
    return tieBreak(a, b);
  };
}
