import type { ContentTypeField } from '../../model/content-type';
import { unknownPath } from '../errors';
import { localisedFields } from '../localise';
import type { ContentSnapshot, SnapshotContentType, SnapshotDocument } from '../snapshot';
import type { Accessor, ValueKind } from './accessors';

export interface DocumentPathContext {
  snapshot: ContentSnapshot;
  kind: 'Entry' | 'Asset';
  /** The concrete locale field values are read in (the default locale when all locales were asked for). */
  locale: string;
  /** The content type named by the query, which field paths of entries need. */
  contentType: SnapshotContentType | undefined;
}

/** A query path on documents: a plain value, or one of the two parts of a search on linked entries. */
export type ResolvedDocumentPath =
  | { type: 'value'; accessor: Accessor<SnapshotDocument> }
  /** `fields.<link>.sys.contentType.sys.id`: names the content type of the linked entries. */
  | { type: 'linkedType'; field: ContentTypeField }
  /** `fields.<link>.fields.<field>`: a condition on the linked entries' fields. */
  | { type: 'linkedField'; field: ContentTypeField; nestedPath: string };

function kindOfField(field: ContentTypeField): ValueKind {
  switch (field.type) {
    case 'Symbol':
    case 'Text':
      return 'string';
    case 'RichText':
      return 'text';
    case 'Integer':
    case 'Number':
      return 'number';
    case 'Date':
      return 'date';
    case 'Boolean':
      return 'boolean';
    case 'Location':
      return 'location';
    case 'Array':
      return field.items?.type === 'Symbol' ? 'stringArray' : 'object';
    default:
      return 'object';
  }
}

function typeName(field: ContentTypeField): string {
  return field.type === 'Array' ? `Array<${field.items?.type ?? 'unknown'}>` : field.type;
}

const linkIdOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null ? (value as { sys?: { id?: unknown } }).sys?.id : undefined;

/** The Management API's extra sys paths: publishing state (`sys.archivedAt[exists]=true`, …). */
const managementSysPaths: Record<string, { kind: 'number' | 'date'; typeName: string; key: keyof NonNullable<SnapshotDocument['management']> }> = {
  'sys.version': { kind: 'number', typeName: 'Integer', key: 'version' },
  'sys.publishedVersion': { kind: 'number', typeName: 'Integer', key: 'publishedVersion' },
  'sys.publishedAt': { kind: 'date', typeName: 'Date', key: 'publishedAt' },
  'sys.firstPublishedAt': { kind: 'date', typeName: 'Date', key: 'firstPublishedAt' },
  'sys.archivedAt': { kind: 'date', typeName: 'Date', key: 'archivedAt' },
};

function sysAccessor(path: string, kind: 'Entry' | 'Asset', mode: ContentSnapshot['mode']): Accessor<SnapshotDocument> | undefined {
  const managed = mode === 'management' ? managementSysPaths[path] : undefined;
  if (managed) return { path, kind: managed.kind, typeName: managed.typeName, read: (document) => document.management?.[managed.key] ?? undefined };
  switch (path) {
    case 'sys.id':
      return { path, kind: 'string', typeName: 'Symbol', read: (document) => document.id };
    case 'sys.createdAt':
      return { path, kind: 'date', typeName: 'Date', read: (document) => document.createdAt };
    case 'sys.updatedAt':
      return { path, kind: 'date', typeName: 'Date', read: (document) => document.updatedAt };
    case 'sys.revision':
      return { path, kind: 'number', typeName: 'Integer', read: (document) => document.revision };
    case 'sys.type':
      return { path, kind: 'string', typeName: 'Symbol', read: (document) => document.kind };
    case 'sys.contentType.sys.id':
      return kind === 'Entry' ? { path, kind: 'string', typeName: 'Symbol', read: (document) => document.contentTypeId } : undefined;
    case 'metadata.tags.sys.id':
      return { path, kind: 'stringArray', typeName: 'Array<Link>', read: (document) => document.tags };
    default:
      return undefined;
  }
}

/** Paths into an asset's file, which is a fixed-shape object. */
const assetFilePaths: Record<string, { kind: ValueKind; typeName: string; keys: string[] }> = {
  'fields.file.url': { kind: 'string', typeName: 'Symbol', keys: ['url'] },
  'fields.file.fileName': { kind: 'string', typeName: 'Symbol', keys: ['fileName'] },
  'fields.file.contentType': { kind: 'string', typeName: 'Symbol', keys: ['contentType'] },
  'fields.file.details.size': { kind: 'number', typeName: 'Integer', keys: ['details', 'size'] },
  'fields.file.details.image.width': { kind: 'number', typeName: 'Integer', keys: ['details', 'image', 'width'] },
  'fields.file.details.image.height': { kind: 'number', typeName: 'Integer', keys: ['details', 'image', 'height'] },
};

function dig(value: unknown, keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function fieldValue(context: DocumentPathContext, fieldId: string) {
  return (document: SnapshotDocument) => localisedFields(context.snapshot, document, context.locale)[fieldId];
}

/**
 * Resolves a query path (without operator) for entries or assets. Field paths of entries need the
 * query's content type; anything the model does not know is Contentful's InvalidQuery "unknown".
 */
export function resolveDocumentPath(path: string, context: DocumentPathContext): ResolvedDocumentPath {
  const system = sysAccessor(path, context.kind, context.snapshot.mode);
  if (system) return { type: 'value', accessor: system };
  const segments = path.split('.');
  if (segments[0] !== 'fields' || segments.length < 2) throw unknownPath(path);
  const fieldId = segments[1]!;
  const rest = segments.slice(2).join('.');

  if (context.kind === 'Asset') {
    if (rest === '' && ['title', 'description', 'file'].includes(fieldId)) {
      const kind: ValueKind = fieldId === 'file' ? 'object' : 'string';
      return { type: 'value', accessor: { path, kind, typeName: fieldId === 'file' ? 'Object' : 'Symbol', read: fieldValue(context, fieldId) } };
    }
    const filePath = assetFilePaths[path];
    if (!filePath) throw unknownPath(path);
    const readFile = fieldValue(context, 'file');
    const read = (document: SnapshotDocument) => dig(readFile(document), filePath.keys);
    return { type: 'value', accessor: { path, kind: filePath.kind, typeName: filePath.typeName, read } };
  }

  const field = context.contentType?.fieldById.get(fieldId);
  if (!field || field.omitted) throw unknownPath(`fields.${fieldId}`);
  const isEntryLink =
    (field.type === 'Link' && field.linkType === 'Entry') ||
    (field.type === 'Array' && field.items?.type === 'Link' && field.items.linkType === 'Entry');
  const isLink = field.type === 'Link' || (field.type === 'Array' && field.items?.type === 'Link');
  const read = fieldValue(context, fieldId);
  if (rest === '') return { type: 'value', accessor: { path, kind: kindOfField(field), typeName: typeName(field), read } };
  if (rest === 'sys.id' && isLink) {
    if (field.type === 'Array') {
      const readIds = (document: SnapshotDocument) => {
        const links = read(document);
        return Array.isArray(links) ? links.map(linkIdOf) : undefined;
      };
      return { type: 'value', accessor: { path, kind: 'stringArray', typeName: 'Array<Symbol>', read: readIds } };
    }
    return { type: 'value', accessor: { path, kind: 'string', typeName: 'Symbol', read: (document) => linkIdOf(read(document)) } };
  }
  if (rest === 'sys.contentType.sys.id' && isEntryLink) return { type: 'linkedType', field };
  if (segments[2] === 'fields' && segments.length >= 4 && isEntryLink) {
    return { type: 'linkedField', field, nestedPath: segments.slice(2).join('.') };
  }
  throw unknownPath(path);
}
