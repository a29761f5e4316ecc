import { badRequest, invalidQuery } from '../errors';
import { localisedFields } from '../localise';
import type { ContentSnapshot, SnapshotContentType, SnapshotDocument } from '../snapshot';
import type { Accessor } from './accessors';
import { isOperator, parsePoint, readPoint, distanceKm, valuePredicate, type Operator } from './conditions';
import { resolveDocumentPath, type DocumentPathContext } from './document-paths';
import { collectLinks } from './links';
import { comparatorFor, parseOrder, type OrderKey } from './order';
import { ParamReader, splitOperator } from './params';
import { parseSelect, type Selection } from './select';
import { matchesText, textOf } from './text';

export interface DocumentQuery {
  locale: string;
  skip: number;
  limit: number;
  include: number;
  select: Selection | undefined;
  /** The matching documents, in order (before skip/limit). */
  matches: SnapshotDocument[];
}

type Predicate = (document: SnapshotDocument) => boolean;

/** The locale of a request: the space default when absent, '*' for all; unknown codes are refused. */
export function readLocale(reader: ParamReader, snapshot: ContentSnapshot): string {
  const locale = reader.take('locale');
  if (locale === null || locale === '') return snapshot.defaultLocale;
  if (locale !== '*' && !snapshot.localeByCode.has(locale)) throw badRequest(`Unknown locale: ${locale}`);
  return locale;
}

const oneOf = (...types: string[]) => (contentType: string) => types.includes(contentType);

/** Contentful's mimetype groups, by the asset file's content type. */
const mimetypeGroups: Record<string, (contentType: string) => boolean> = {
  attachment: () => true,
  plaintext: oneOf('text/plain'),
  image: (type) => type.startsWith('image/'),
  audio: (type) => type.startsWith('audio/'),
  video: (type) => type.startsWith('video/'),
  richtext: oneOf(
    'application/rtf',
    'text/rtf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.oasis.opendocument.text',
  ),
  presentation: oneOf(
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.oasis.opendocument.presentation',
    'application/vnd.apple.keynote',
  ),
  spreadsheet: oneOf(
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.oasis.opendocument.spreadsheet',
    'text/csv',
  ),
  pdfdocument: oneOf('application/pdf'),
  archive: oneOf('application/zip', 'application/x-tar', 'application/gzip', 'application/x-7z-compressed', 'application/x-rar-compressed'),
  code: oneOf('application/json', 'application/javascript', 'text/javascript', 'text/css', 'application/x-sh'),
  markup: oneOf('text/html', 'application/xml', 'text/xml', 'application/xhtml+xml', 'text/markdown'),
};

function searchableText(snapshot: ContentSnapshot, document: SnapshotDocument, locale: string): string {
  return snapshot.remember(`text\u0000${document.kind}\u0000${document.id}\u0000${locale}`, () => {
    const fields = localisedFields(snapshot, document, locale);
    if (document.kind === 'Asset') {
      const file = fields.file as { fileName?: unknown } | undefined;
      return [textOf(fields.title), textOf(fields.description), textOf(file?.fileName)].join(' ');
    }
    const model = snapshot.modelOf(document) ?? [];
    return model
      .filter((field) => ['Symbol', 'Text', 'RichText'].includes(field.type) || (field.type === 'Array' && field.items?.type === 'Symbol'))
      .map((field) => textOf(fields[field.id]))
      .join(' ');
  });
}

/** Ids this document links to, any locale, as "Entry:id" / "Asset:id". */
function outgoingLinks(snapshot: ContentSnapshot, document: SnapshotDocument): ReadonlySet<string> {
  return snapshot.remember(`links\u0000${document.kind}\u0000${document.id}`, () => {
    return new Set(collectLinks(document.fields).map((link) => `${link.linkType}:${link.id}`));
  });
}

interface LinkedSearch {
  contentTypeId?: string;
  conditions: { path: string; operator: Operator; raw: string }[];
}

/** Conditions on linked entries (`fields.author.fields.name=…` with `fields.author.sys.contentType.sys.id=…`). */
function linkedSearchPredicates(snapshot: ContentSnapshot, context: DocumentPathContext, searches: Map<string, LinkedSearch>): Predicate[] {
  const predicates: Predicate[] = [];
  for (const [fieldId, search] of searches) {
    const targetType = search.contentTypeId ? snapshot.contentTypeById.get(search.contentTypeId) : undefined;
    if (search.conditions.length > 0 && !search.contentTypeId) {
      throw invalidQuery({
        name: 'linkedContentType',
        path: ['fields', fieldId, 'sys', 'contentType', 'sys', 'id'],
        details: `Searching on fields of linked entries needs fields.${fieldId}.sys.contentType.sys.id`,
      });
    }
    if (search.contentTypeId && !targetType) throw invalidQuery({ name: 'unknownContentType', value: 'DOESNOTEXIST' });
    const nestedContext: DocumentPathContext = { ...context, contentType: targetType };
    const nested = search.conditions.map(({ path, operator, raw }) => {
      const resolved = resolveDocumentPath(path, nestedContext);
      if (resolved.type !== 'value') throw invalidQuery({ name: 'unknown', path: path.split('.'), details: `Linked searches go one level deep` });
      const test = valuePredicate(resolved.accessor, operator, raw);
      return (target: SnapshotDocument) => test(resolved.accessor.read(target));
    });
    const readLinks = (document: SnapshotDocument): SnapshotDocument[] => {
      const value = localisedFields(snapshot, document, context.locale)[fieldId];
      return collectLinks(value)
        .filter((ref) => ref.linkType === 'Entry')
        .map((ref) => snapshot.entryById.get(ref.id))
        .filter((target): target is SnapshotDocument => target !== undefined && target.contentTypeId === search.contentTypeId);
    };
    predicates.push((document) => readLinks(document).some((target) => nested.every((test) => test(target))));
  }
  return predicates;
}

/**
 * Parses and evaluates a collection query on entries or assets against a snapshot, with Contentful's
 * rules: field paths need `content_type`, unknown parameters, paths and operators are InvalidQuery.
 */
export function runDocumentQuery(snapshot: ContentSnapshot, kind: 'Entry' | 'Asset', params: URLSearchParams): DocumentQuery {
  const reader = new ParamReader(params);
  const locale = readLocale(reader, snapshot);
  const fieldLocale = locale === '*' ? snapshot.defaultLocale : locale;

  let contentType: SnapshotContentType | undefined;
  const predicates: Predicate[] = [];
  let candidates: readonly SnapshotDocument[] = kind === 'Entry' ? snapshot.entries : snapshot.assets;
  if (kind === 'Entry') {
    const contentTypeId = reader.take('content_type') ?? params.get('sys.contentType.sys.id');
    if (contentTypeId !== null) {
      contentType = snapshot.contentTypeById.get(contentTypeId);
      if (!contentType) throw invalidQuery({ name: 'unknownContentType', value: 'DOESNOTEXIST' });
      candidates = snapshot.entriesByType.get(contentType.id) ?? [];
    }
  }
  const context: DocumentPathContext = { snapshot, kind, locale: fieldLocale, contentType };
  const skip = reader.integer('skip', 0, 0, Number.MAX_SAFE_INTEGER);
  const limit = reader.integer('limit', 100, 0, 1000);
  const include = kind === 'Entry' ? reader.integer('include', 1, 0, 10) : 0;
  const select = parseSelect(reader.take('select'));

  const fullText = reader.take('query');
  if (fullText !== null) predicates.push((document) => matchesText(searchableText(snapshot, document, fieldLocale), fullText));

  if (kind === 'Entry') {
    for (const [name, linkType] of [['links_to_entry', 'Entry'], ['links_to_asset', 'Asset']] as const) {
      const target = reader.take(name);
      if (target !== null) predicates.push((document) => outgoingLinks(snapshot, document).has(`${linkType}:${target}`));
    }
  } else {
    const group = reader.take('mimetype_group');
    if (group !== null) {
      const test = mimetypeGroups[group];
      if (!test) throw invalidQuery({ name: 'mimetype_group', path: ['mimetype_group'], value: group, details: `Unknown mimetype group "${group}"` });
      predicates.push((document) => {
        const file = localisedFields(snapshot, document, fieldLocale).file as { contentType?: unknown } | undefined;
        return typeof file?.contentType === 'string' && test(file.contentType);
      });
    }
  }

  const orderRaw = reader.take('order');
  let near: { accessor: Accessor<SnapshotDocument>; point: { lat: number; lon: number } } | undefined;
  const linkedSearches = new Map<string, LinkedSearch>();
  for (const [key, raw] of reader.rest()) {
    reader.markUsed(key);
    const { path, operator } = splitOperator(key);
    if (!isOperator(operator)) {
      throw invalidQuery({ name: 'unknownOperator', path: path.split('.'), value: operator, details: `Unknown operator [${operator}]` });
    }
    const resolved = resolveDocumentPath(path, context);
    if (resolved.type === 'linkedType') {
      const search = linkedSearches.get(resolved.field.id) ?? { conditions: [] };
      search.contentTypeId = raw;
      linkedSearches.set(resolved.field.id, search);
      continue;
    }
    if (resolved.type === 'linkedField') {
      const search = linkedSearches.get(resolved.field.id) ?? { conditions: [] };
      search.conditions.push({ path: resolved.nestedPath, operator, raw });
      linkedSearches.set(resolved.field.id, search);
      continue;
    }
    const { accessor } = resolved;
    const test = valuePredicate(accessor, operator, raw);
    if (operator === 'near') near = { accessor, point: parsePoint(accessor.path, operator, raw) };
    predicates.push((document) => test(accessor.read(document)));
  }
  predicates.push(...linkedSearchPredicates(snapshot, context, linkedSearches));

  const resolveOrderPath = (path: string) => {
    const resolved = resolveDocumentPath(path, context);
    if (resolved.type !== 'value') throw invalidQuery({ name: 'order', path: path.split('.'), details: `Cannot order by ${path}` });
    return resolved.accessor;
  };
  const orderKeys: OrderKey<SnapshotDocument>[] = orderRaw
    ? parseOrder(orderRaw, resolveOrderPath)
    : near
      ? []
      : [{ accessor: resolveOrderPath('sys.updatedAt'), descending: true }];
  const byId = (a: SnapshotDocument, b: SnapshotDocument) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const ordered = comparatorFor(orderKeys, byId);
  const nearPoint = near;
  const compare = nearPoint
    ? (a: SnapshotDocument, b: SnapshotDocument) => {
        const distance = (document: SnapshotDocument) => {
          const point = readPoint(nearPoint.accessor.read(document));
          return point ? distanceKm(point, nearPoint.point) : Number.POSITIVE_INFINITY;
        };
        return distance(a) - distance(b) || ordered(a, b);
      }
    : ordered;

  const matches = candidates.filter((document) => predicates.every((test) => test(document))).sort(compare);
  return { locale, skip, limit, include, select, matches };
}
