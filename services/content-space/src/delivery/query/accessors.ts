/** What kind of value a query path reads, which decides the operators and how values are parsed. */
export type ValueKind =
  | 'string'
  | 'number'
  | 'date'
  | 'boolean'
  | 'stringArray'
  | 'location'
  | 'text'
  | 'object';

/** Reads the value at one query path (e.g. `fields.likes`, `sys.id`) from an item. */
export interface Accessor<T> {
  path: string;
  kind: ValueKind;
  /** The Contentful type shown in error details (Symbol, Integer, Link, ...). */
  typeName: string;
  read(item: T): unknown;
}

/** Kinds that `order` accepts. */
export const sortableKinds: ReadonlySet<ValueKind> = new Set(['string', 'number', 'date', 'boolean']);
