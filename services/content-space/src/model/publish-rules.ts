import type { LocalisedFields } from '@storefront/db/schema/content';
import type { ContentTypeField } from './content-type';
import { isRecord } from './field-values';

export interface PublishContext {
  locales: readonly { code: string; default: boolean; optional: boolean; fallbackCode: string | null }[];
  /** Content type of each linked entry that exists (links to missing entries are not this rule's concern). */
  linkedEntryTypes: ReadonlyMap<string, string>;
  /** True when another published entry of the same content type has this value in this locale. */
  isTaken(fieldId: string, locale: string, value: unknown): boolean;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function sizeOf(value: unknown): number | undefined {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  return undefined;
}

/** Problems with one value against the Contentful validations the storefront relies on. */
function validationProblems(
  validations: readonly Record<string, unknown>[],
  value: unknown,
  context: PublishContext,
): string[] {
  const problems: string[] = [];
  for (const validation of validations) {
    const custom = typeof validation.message === 'string' ? ` (${validation.message})` : '';
    if (Array.isArray(validation.in) && !validation.in.includes(value)) {
      problems.push(`must be one of ${validation.in.map((option) => JSON.stringify(option)).join(', ')}${custom}`);
    }
    if (isRecord(validation.size)) {
      const size = sizeOf(value);
      const { min, max } = validation.size;
      if (size !== undefined && ((typeof min === 'number' && size < min) || (typeof max === 'number' && size > max))) {
        problems.push(`must have a size between ${min ?? 0} and ${max ?? '∞'}${custom}`);
      }
    }
    if (isRecord(validation.range) && typeof value === 'number') {
      const { min, max } = validation.range;
      if ((typeof min === 'number' && value < min) || (typeof max === 'number' && value > max)) {
        problems.push(`must be between ${min ?? '-∞'} and ${max ?? '∞'}${custom}`);
      }
    }
    if (isRecord(validation.regexp) && typeof validation.regexp.pattern === 'string' && typeof value === 'string') {
      const flags = typeof validation.regexp.flags === 'string' ? validation.regexp.flags : '';
      if (!new RegExp(validation.regexp.pattern, flags).test(value)) problems.push(`must match ${validation.regexp.pattern}${custom}`);
    }
    if (Array.isArray(validation.linkContentType) && isRecord(value) && isRecord(value.sys) && value.sys.linkType === 'Entry') {
      const target = context.linkedEntryTypes.get(String(value.sys.id));
      if (target !== undefined && !validation.linkContentType.includes(target)) {
        problems.push(`links to a '${target}' entry; allowed: ${validation.linkContentType.join(', ')}${custom}`);
      }
    }
  }
  return problems;
}

/** Why an entry cannot be published: required values missing, or values breaking the field validations. */
export function publishProblems(fields: LocalisedFields, model: readonly ContentTypeField[], context: PublishContext): string[] {
  const problems: string[] = [];
  const defaultLocale = context.locales.find((locale) => locale.default)?.code;
  for (const field of model) {
    if (field.deleted || field.disabled) continue;
    const perLocale = fields[field.id] ?? {};
    // A required value must exist in the default locale and in every locale that neither allows
    // empty fields nor has a fallback to deliver instead.
    const checkedLocales = field.localized
      ? context.locales.filter((locale) => locale.default || (!locale.optional && !locale.fallbackCode)).map((locale) => locale.code)
      : defaultLocale
        ? [defaultLocale]
        : [];
    if (field.required) {
      for (const locale of checkedLocales) {
        if (isEmpty(perLocale[locale])) problems.push(`field '${field.id}' is required in locale '${locale}'`);
      }
    }
    for (const [locale, value] of Object.entries(perLocale)) {
      if (isEmpty(value)) continue;
      const report = (message: string) => problems.push(`field '${field.id}' in locale '${locale}' ${message}`);
      for (const message of validationProblems(field.validations ?? [], value, context)) report(message);
      if (Array.isArray(value) && field.items?.validations) {
        value.forEach((item, index) => {
          for (const message of validationProblems(field.items?.validations ?? [], item, context)) report(`item ${index} ${message}`);
        });
      }
      const unique = (field.validations ?? []).some((validation) => validation.unique === true);
      if (unique && context.isTaken(field.id, locale, value)) report(`must be unique, and ${JSON.stringify(value)} is already published`);
    }
  }
  return problems;
}

/** Ids of the entries an entry's field values link to (any locale). */
export function linkedEntryIds(fields: LocalisedFields): string[] {
  const ids = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isRecord(value)) {
      if (isRecord(value.sys) && value.sys.type === 'Link' && value.sys.linkType === 'Entry' && typeof value.sys.id === 'string') {
        ids.add(value.sys.id);
      } else Object.values(value).forEach(visit);
    }
  };
  Object.values(fields).forEach((perLocale) => Object.values(perLocale ?? {}).forEach(visit));
  return [...ids];
}
