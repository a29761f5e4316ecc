import type { LocalisedFields } from '@storefront/db/schema/content';
import { assetFields, type ContentTypeField } from './content-type';
import type { FieldIssue } from './field-issue';
import { assetFileProblem, fieldValueProblem, isRecord } from './field-values';

export type DocumentModel = { kind: 'Entry'; contentTypeId: string; fields: ContentTypeField[] } | { kind: 'Asset' };

/**
 * Issues with the fields of an entry (checked against its content type) or an asset, each naming
 * the field and locale: 'unknown' for fields or locales the model does not have, 'type' for values
 * that do not fit. An empty list means the fields fit the model and the space's locales.
 */
export function documentFieldIssues(fields: unknown, model: DocumentModel, localeCodes: ReadonlySet<string>): FieldIssue[] {
  if (!isRecord(fields)) return [{ name: 'type', path: ['fields'], details: 'fields must be an object keyed by field id' }];
  const definitions = model.kind === 'Entry' ? model.fields : assetFields;
  const byId = new Map(definitions.map((field) => [field.id, field]));
  const issues: FieldIssue[] = [];
  for (const [fieldId, perLocale] of Object.entries(fields)) {
    const field = byId.get(fieldId);
    if (!field) {
      issues.push({
        name: 'unknown',
        path: ['fields', fieldId],
        details:
          model.kind === 'Entry'
            ? `field '${fieldId}' is not in content type '${model.contentTypeId}'`
            : `field '${fieldId}' is not an asset field (title, description, file)`,
      });
      continue;
    }
    if (!isRecord(perLocale)) {
      issues.push({ name: 'type', path: ['fields', fieldId], details: `field '${fieldId}' must be an object keyed by locale code` });
      continue;
    }
    for (const [locale, value] of Object.entries(perLocale)) {
      if (!localeCodes.has(locale)) {
        issues.push({ name: 'unknown', path: ['fields', fieldId, locale], details: `field '${fieldId}' has locale '${locale}' that the space does not have` });
        continue;
      }
      const problem = model.kind === 'Asset' && fieldId === 'file' ? assetFileProblem(value) : fieldValueProblem(field, value);
      if (problem) {
        issues.push({ name: 'type', type: field.type, path: ['fields', fieldId, locale], details: `field '${fieldId}' (${field.type}) in locale '${locale}' ${problem}` });
      }
    }
  }
  return issues;
}

/** The same checks as readable sentences (import reports, logs). */
export function documentFieldProblems(fields: unknown, model: DocumentModel, localeCodes: ReadonlySet<string>): string[] {
  return documentFieldIssues(fields, model, localeCodes).map((issue) => issue.details);
}

/** A deep copy through JSON, so stored documents never share objects with callers. */
export function cloneFields(fields: LocalisedFields): LocalisedFields {
  return JSON.parse(JSON.stringify(fields)) as LocalisedFields;
}
