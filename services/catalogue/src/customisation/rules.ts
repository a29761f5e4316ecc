/**
 * Customisation fields and their rules (P §3 Customisation field, §5, §8): the one copy both the
 * product page's form and the basket's server check use. Pure: no database, no React.
 */

export interface CustomisationField {
  id: string;
  apiName: string;
  displayName: string;
  /** Only text fields exist (P §3). */
  fieldType: 'text';
  optional: boolean;
  maxLength: number | undefined;
  placeholder: string | undefined;
  description: string | undefined;
  validationRegex: string | undefined;
  validationMessage: string | undefined;
}

/** What travels with a basket line (P §3 'Entry sent'). */
export interface CustomisationEntry {
  displayName: string;
  apiName: string;
  value: string;
}

export type FieldProblem = 'required' | 'tooLong' | 'pattern';

export interface FieldCheck {
  field: CustomisationField;
  value: string;
  problem: FieldProblem | undefined;
  /** The text under the field when it fails (P §8: the field's validationMessage). */
  message: string | undefined;
  /** '{max} characters max ({remaining} remaining)' for a field with a maxLength. */
  counter: string | undefined;
  remaining: number | undefined;
}

/** Shown for a required field left empty (the spec gives no text of its own). */
export const REQUIRED_MESSAGE = 'This field is required';

export function counterText(max: number, remaining: number): string {
  return `${max} characters max (${remaining} remaining)`;
}

/** A pattern that does not compile matches nothing: a broken definition must not let values through. */
function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return false;
  }
}

/** Length as the shopper counts characters (an emoji is one). */
export const characterCount = (value: string) => [...value].length;

/**
 * One field's check (P §5): a required field must not be empty, an optional one may be; a value
 * must not exceed maxLength; a value must match validationRegex, else validationMessage shows.
 */
export function checkField(field: CustomisationField, value: string): FieldCheck {
  const length = characterCount(value);
  const remaining = field.maxLength === undefined ? undefined : field.maxLength - length;
  const counter = field.maxLength === undefined ? undefined : counterText(field.maxLength, remaining!);
  const base = { field, value, counter, remaining };
  if (value.trim() === '') {
    return field.optional ? { ...base, problem: undefined, message: undefined } : { ...base, problem: 'required', message: field.validationMessage ?? REQUIRED_MESSAGE };
  }
  if (remaining !== undefined && remaining < 0) return { ...base, problem: 'tooLong', message: counter };
  if (field.validationRegex && !matches(field.validationRegex, value)) return { ...base, problem: 'pattern', message: field.validationMessage };
  return { ...base, problem: undefined, message: undefined };
}

/** The form is valid only when every field passes; an all-optional empty form is valid (P §5). */
export function checkForm(fields: readonly CustomisationField[], values: Readonly<Record<string, string>>): { valid: boolean; checks: FieldCheck[] } {
  const checks = fields.map((field) => checkField(field, values[field.apiName] ?? ''));
  return { valid: checks.every((check) => check.problem === undefined), checks };
}

/** The entries a basket line carries: every field with a value, named as its definition names it. */
export function entriesOf(fields: readonly CustomisationField[], values: Readonly<Record<string, string>>): CustomisationEntry[] {
  return fields.flatMap((field) => {
    const value = values[field.apiName] ?? '';
    return value.trim() === '' ? [] : [{ displayName: field.displayName, apiName: field.apiName, value }];
  });
}

/**
 * The server's check of what a basket line was sent with, against the product's group: no entry
 * for a field the group lacks, none twice, and every field passing. Answers the entries to store
 * (display names from the definitions) or why they were refused.
 */
export function acceptEntries(fields: readonly CustomisationField[], sent: readonly CustomisationEntry[]): { ok: true; entries: CustomisationEntry[] } | { ok: false; message: string } {
  if (fields.length === 0) {
    return sent.length === 0 ? { ok: true, entries: [] } : { ok: false, message: 'This item cannot be customised' };
  }
  const values: Record<string, string> = {};
  for (const entry of sent) {
    if (!fields.some((field) => field.apiName === entry.apiName)) return { ok: false, message: `Unknown customisation field ${entry.apiName}` };
    if (entry.apiName in values) return { ok: false, message: `Customisation field ${entry.apiName} was sent twice` };
    values[entry.apiName] = entry.value;
  }
  const { valid, checks } = checkForm(fields, values);
  if (!valid) {
    const failed = checks.find((check) => check.problem !== undefined)!;
    return { ok: false, message: `${failed.field.displayName}: ${failed.message ?? 'invalid value'}` };
  }
  return { ok: true, entries: entriesOf(fields, values) };
}
