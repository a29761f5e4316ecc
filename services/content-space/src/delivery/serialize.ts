import { localisedFields, type LocaleSelection } from './localise';
import type { ContentSnapshot, SnapshotContentType, SnapshotDeletion, SnapshotDocument } from './snapshot';

export function link(linkType: string, id: string): { sys: { type: 'Link'; linkType: string; id: string } } {
  return { sys: { type: 'Link', linkType, id } };
}

function baseSys(snapshot: ContentSnapshot) {
  return { space: link('Space', snapshot.space.id) };
}

function environmentLink(snapshot: ContentSnapshot) {
  return { sys: { id: snapshot.environmentId, type: 'Link', linkType: 'Environment' } };
}

/** An entry or asset as the delivery APIs shape it; `locale` '*' gives every locale and no sys.locale. */
export function documentJson(snapshot: ContentSnapshot, document: SnapshotDocument, locale: LocaleSelection): Record<string, unknown> {
  return snapshot.remember(`json\u0000${document.kind}\u0000${document.id}\u0000${locale}`, () => ({
    metadata: { tags: document.tags.map((tag) => link('Tag', tag)), concepts: [] },
    sys: {
      ...baseSys(snapshot),
      id: document.id,
      type: document.kind,
      createdAt: document.createdAt,
      updatedAt: document.updatedAt,
      environment: environmentLink(snapshot),
      revision: document.revision,
      ...(document.kind === 'Entry' ? { contentType: link('ContentType', document.contentTypeId ?? '') } : {}),
      ...(locale === '*' ? {} : { locale }),
    },
    fields: localisedFields(snapshot, document, locale),
  }));
}

/** A sync item: all locales, no sys.locale. */
export function syncDocumentJson(snapshot: ContentSnapshot, document: SnapshotDocument): Record<string, unknown> {
  return documentJson(snapshot, document, '*');
}

export function deletionJson(snapshot: ContentSnapshot, deletion: SnapshotDeletion): Record<string, unknown> {
  return {
    sys: {
      ...baseSys(snapshot),
      id: deletion.id,
      type: deletion.kind === 'Entry' ? 'DeletedEntry' : 'DeletedAsset',
      createdAt: deletion.deletedAt,
      updatedAt: deletion.deletedAt,
      deletedAt: deletion.deletedAt,
      environment: environmentLink(snapshot),
      revision: 1,
    },
  };
}

export function contentTypeJson(snapshot: ContentSnapshot, contentType: SnapshotContentType): Record<string, unknown> {
  return {
    sys: {
      ...baseSys(snapshot),
      id: contentType.id,
      type: 'ContentType',
      createdAt: contentType.createdAt,
      updatedAt: contentType.updatedAt,
      environment: environmentLink(snapshot),
      revision: contentType.revision,
    },
    ...(contentType.displayField ? { displayField: contentType.displayField } : {}),
    name: contentType.name,
    ...(contentType.description !== null ? { description: contentType.description } : {}),
    fields: contentType.fields,
  };
}

export function localeJson(snapshot: ContentSnapshot, code: string): Record<string, unknown> {
  const locale = snapshot.localeByCode.get(code)!;
  return {
    code: locale.code,
    name: locale.name,
    default: locale.default,
    fallbackCode: locale.fallbackCode,
    sys: { id: locale.sysId, type: 'Locale', version: 1 },
  };
}

export function spaceJson(snapshot: ContentSnapshot): Record<string, unknown> {
  return {
    sys: { type: 'Space', id: snapshot.space.id },
    name: snapshot.space.name,
    locales: snapshot.locales.map((locale) => ({
      code: locale.code,
      default: locale.default,
      name: locale.name,
      fallbackCode: locale.fallbackCode,
    })),
  };
}

export function arrayJson(
  items: unknown[],
  page: { total: number; skip: number; limit: number },
  extra: { includes?: Record<string, unknown[]>; errors?: unknown[] } = {},
): Record<string, unknown> {
  return {
    sys: { type: 'Array' },
    total: page.total,
    skip: page.skip,
    limit: page.limit,
    items,
    ...(extra.errors && extra.errors.length > 0 ? { errors: extra.errors } : {}),
    ...(extra.includes && Object.keys(extra.includes).length > 0 ? { includes: extra.includes } : {}),
  };
}
