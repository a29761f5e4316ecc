import type { LocalisedFields } from '@storefront/db/schema/content';
import type { ContentTypeField } from './content-type';
import type { FieldIssue } from './field-issue';
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

type RuleBreak = { name: string; message: string } & Record<string, unknown>;

/** Problems with one value against the Contentful validations the storefront relies on. */
function validationProblems(validations: readonly Record<string, unknown>[], value: unknown, context: PublishContext): RuleBreak[] {
  const problems: RuleBreak[] = [];
  for (const validation of validations) {
    const custom = typeof validation.message === 'string' ? ` (${validation.message})` : '';
    if (Array.isArray(validation.in) && !validation.in.includes(value)) {
      problems.push({
        name: 'in',
        expected: validation.in,
        message: `must be one of ${validation.in.map((option) => JSON.stringify(option)).join(', ')}${custom}`,
      });
    }
    if (isRecord(validation.size)) {
      const size = sizeOf(value);
      const { min, max } = validation.size;
      if (size !== undefined && ((typeof min === 'number' && size < min) || (typeof max === 'number' && size > max))) {
        problems.push({ name: 'size', min, max, message: `must have a size between ${min ?? 0} and ${max ?? '∞'}${custom}` });
      }
    }
    if (isRecord(validation.range) && typeof value === 'number') {
      const { min, max } = validation.range;
      if ((typeof min === 'number' && value < min) || (typeof max === 'number' && value > max)) {
        problems.push({ name: 'range', min, max, message: `must be between ${min ?? '-∞'} and ${max ?? '∞'}${custom}` });
      }
    }
    if (isRecord(validation.regexp) && typeof validation.regexp.pattern === 'string' && typeof value === 'string') {
      const flags = typeof validation.regexp.flags === 'string' ? validation.regexp.flags : '';
      if (!new RegExp(validation.regexp.pattern, flags).test(value)) {
        problems.push({ name: 'regexp', message: `must match ${validation.regexp.pattern}${custom}` });
      }
    }
    if (Array.isArray(validation.linkContentType) && isRecord(value) && isRecord(value.sys) && value.sys.linkType === 'Entry') {
      const target = context.linkedEntryTypes.get(String(value.sys.id));
      if (target !== undefined && !validation.linkContentType.includes(target)) {
        problems.push({
          name: 'linkContentType',
          contentTypeId: validation.linkContentType,
          message: `links to a '${target}' entry; allowed: ${validation.linkContentType.join(', ')}${custom}`,
        });
      }
    }
  }
  return problems;
}

/**
 * Why an entry cannot be published: required values missing, or values breaking the field
 * validations. Each issue's `details` reads on its own ("field 'slug' in locale 'en-US' must be unique…").
 */
export function publishProblems(fields: LocalisedFields, model: readonly ContentTypeField[], context: PublishContext): FieldIssue[] {
  const problems: FieldIssue[] = [];
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
        if (isEmpty(perLocale[locale])) {
          problems.push({ name: 'required', path: ['fields', field.id, locale], details: `field '${field.id}' is required in locale '${locale}'` });
        }
      }
    }
    for (const [locale, value] of Object.entries(perLocale)) {
      if (isEmpty(value)) continue;
      const report = ({ name, message, ...extra }: RuleBreak, index?: number) =>
        problems.push({
          ...extra,
          name,
          path: index === undefined ? ['fields', field.id, locale] : ['fields', field.id, locale, index],
          details: `field '${field.id}' in locale '${locale}' ${index === undefined ? '' : `item ${index} `}${message}`,
        });
      for (const problem of validationProblems(field.validations ?? [], value, context)) report(problem);
      if (Array.isArray(value) && field.items?.validations) {
        value.forEach((item, index) => {
          for (const problem of validationProblems(field.items?.validations ?? [], item, context)) report(problem, index);
        });
      }
      const unique = (field.validations ?? []).some((validation) => validation.unique === true);
      if (unique && context.isTaken(field.id, locale, value)) {
        report({ name: 'unique', message: `must be unique, and ${JSON.stringify(value)} is already published` });
      }
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
