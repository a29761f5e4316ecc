import { invalidQuery, unknownPath } from '../errors';
import type { SnapshotContentType } from '../snapshot';
import type { Accessor } from './accessors';
import { isOperator, valuePredicate } from './conditions';
import { comparatorFor, parseOrder } from './order';
import { ParamReader, splitOperator } from './params';
import { parseSelect, type Selection } from './select';
import { matchesText } from './text';

function contentTypeAccessor(path: string): Accessor<SnapshotContentType> {
  switch (path) {
    case 'sys.id':
      return { path, kind: 'string', typeName: 'Symbol', read: (type) => type.id };
    case 'name':
      return { path, kind: 'string', typeName: 'Symbol', read: (type) => type.name };
    case 'description':
      return { path, kind: 'string', typeName: 'Text', read: (type) => type.description };
    case 'displayField':
      return { path, kind: 'string', typeName: 'Symbol', read: (type) => type.displayField };
    case 'sys.createdAt':
      return { path, kind: 'date', typeName: 'Date', read: (type) => type.createdAt };
    case 'sys.updatedAt':
      return { path, kind: 'date', typeName: 'Date', read: (type) => type.updatedAt };
    case 'sys.revision':
      return { path, kind: 'number', typeName: 'Integer', read: (type) => type.revision };
    default:
      throw unknownPath(path);
  }
}

export interface ContentTypeQuery {
  skip: number;
  limit: number;
  select: Selection | undefined;
  matches: SnapshotContentType[];
}

/** Collection query on content types: sys.id/name filters, full-text `query`, order, paging, select. */
export function runContentTypeQuery(contentTypes: readonly SnapshotContentType[], params: URLSearchParams): ContentTypeQuery {
  const reader = new ParamReader(params);
  const skip = reader.integer('skip', 0, 0, Number.MAX_SAFE_INTEGER);
  const limit = reader.integer('limit', 100, 0, 1000);
  const select = parseSelect(reader.take('select'));
  const predicates: ((type: SnapshotContentType) => boolean)[] = [];
  const fullText = reader.take('query');
  if (fullText !== null) {
    predicates.push((type) => matchesText([type.id, type.name, type.description ?? ''].join(' '), fullText));
  }
  const orderRaw = reader.take('order');
  for (const [key, raw] of reader.rest()) {
    reader.markUsed(key);
    const { path, operator } = splitOperator(key);
    if (!isOperator(operator)) throw invalidQuery({ name: 'unknownOperator', path: path.split('.'), value: operator });
    const accessor = contentTypeAccessor(path);
    const test = valuePredicate(accessor, operator, raw);
    predicates.push((type) => test(accessor.read(type)));
  }
  const keys = parseOrder(orderRaw ?? '-sys.updatedAt', contentTypeAccessor);
  const compare = comparatorFor(keys, (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const matches = contentTypes.filter((type) => predicates.every((test) => test(type))).sort(compare);
  return { skip, limit, select, matches };
}
