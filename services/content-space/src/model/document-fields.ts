import type { LocalisedFields } from '@storefront/db/schema/content';
import { assetFields, type ContentTypeField } from './content-type';
import { assetFileProblem, fieldValueProblem, isRecord } from './field-values';

/**
 * Problems with the fields of an entry (checked against its content type) or an asset, each naming
 * the field and locale. An empty list means the fields fit the model and the space's locales.
 */
export function documentFieldProblems(
  fields: unknown,
  model: { kind: 'Entry'; contentTypeId: string; fields: ContentTypeField[] } | { kind: 'Asset' },
  localeCodes: ReadonlySet<string>,
): string[] {
  if (!isRecord(fields)) return ['fields must be an object keyed by field id'];
  const definitions = model.kind === 'Entry' ? model.fields : assetFields;
  const byId = new Map(definitions.map((field) => [field.id, field]));
  const problems: string[] = [];
  for (const [fieldId, perLocale] of Object.entries(fields)) {
    const field = byId.get(fieldId);
    if (!field) {
      problems.push(
        model.kind === 'Entry'
          ? `field '${fieldId}' is not in content type '${model.contentTypeId}'`
          : `field '${fieldId}' is not an asset field (title, description, file)`,
      );
      continue;
    }
    if (!isRecord(perLocale)) {
      problems.push(`field '${fieldId}' must be an object keyed by locale code`);
      continue;
    }
    for (const [locale, value] of Object.entries(perLocale)) {
      if (!localeCodes.has(locale)) {
        problems.push(`field '${fieldId}' has locale '${locale}' that the space does not have`);
        continue;
      }
      const problem = model.kind === 'Asset' && fieldId === 'file' ? assetFileProblem(value) : fieldValueProblem(field, value);
      if (problem) problems.push(`field '${fieldId}' (${field.type}) in locale '${locale}' ${problem}`);
    }
  }
  return problems;
}

/** A deep copy through JSON, so stored documents never share objects with callers. */
export function cloneFields(fields: LocalisedFields): LocalisedFields {
  return JSON.parse(JSON.stringify(fields)) as LocalisedFields;
}
