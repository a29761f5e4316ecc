import type { LocalisedFields } from '@storefront/db/schema/content';
import type { ContentTypeField } from '../model/content-type';
import type { ContentSnapshot, SnapshotDocument } from './snapshot';

/** The requested locale, or '*' for every locale at once. */
export type LocaleSelection = string;

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

function fieldsInOrder(document: SnapshotDocument, model: readonly ContentTypeField[] | undefined): { id: string; localized: boolean }[] {
  if (model) return model.map((field) => ({ id: field.id, localized: field.localized === true }));
  return Object.keys(document.fields).map((id) => ({ id, localized: true }));
}

/**
 * Field values in one locale, the way the delivery API resolves them: a localised field takes the
 * first locale along the fallback chain that has a value; a non-localised field always holds the
 * default locale's value. Fields without a value are left out.
 */
function valuesInLocale(snapshot: ContentSnapshot, document: SnapshotDocument, locale: string): Record<string, unknown> {
  const chain = snapshot.localeChain(locale);
  const out: Record<string, unknown> = {};
  for (const field of fieldsInOrder(document, snapshot.modelOf(document))) {
    const perLocale = document.fields[field.id];
    if (!perLocale) continue;
    const candidates = field.localized ? chain : [snapshot.defaultLocale];
    for (const code of candidates) {
      if (hasOwn(perLocale, code)) {
        out[field.id] = perLocale[code];
        break;
      }
    }
  }
  return out;
}

/** Field values of every locale of the space (locale=* and sync), non-localised fields in the default locale only. */
function valuesInAllLocales(snapshot: ContentSnapshot, document: SnapshotDocument): LocalisedFields {
  const out: LocalisedFields = {};
  for (const field of fieldsInOrder(document, snapshot.modelOf(document))) {
    const perLocale = document.fields[field.id];
    if (!perLocale) continue;
    const kept: Record<string, unknown> = {};
    for (const [code, value] of Object.entries(perLocale)) {
      if (field.localized ? snapshot.localeByCode.has(code) : code === snapshot.defaultLocale) kept[code] = value;
    }
    out[field.id] = kept;
  }
  return out;
}

/** The document's fields for a locale selection; memoised per snapshot, so treat the result as read-only. */
export function localisedFields(
  snapshot: ContentSnapshot,
  document: SnapshotDocument,
  locale: LocaleSelection,
): Record<string, unknown> {
  return snapshot.remember(`fields\u0000${document.kind}\u0000${document.id}\u0000${locale}`, () =>
    locale === '*' ? valuesInAllLocales(snapshot, document) : valuesInLocale(snapshot, document, locale),
  );
}
