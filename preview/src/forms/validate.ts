import type { z } from 'zod';
import type { AnyContentModel } from '@storefront/cms-models/define';
import { collectWarnings } from '@storefront/cms-models/validation-warnings';

/** Messages to show under each field, by field id. */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

function messageOf(issue: z.core.$ZodIssue): string {
  const [first] = issue.path;
  if (typeof first === 'number') return `Item ${first + 1}: ${issue.message}`;
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

/**
 * Validates an entry's fields (one locale, links nested) with the model's own schemas: each
 * field on its own, so every field shows its message at once, then the model's rules across
 * fields (`check`). A required field left empty says "Required".
 */
export function validateEntry(model: AnyContentModel, fields: Readonly<Record<string, unknown>>): FieldErrors {
  const errors: Record<string, string[]> = {};
  const valid: Record<string, unknown> = {};
  const add = (fieldId: string, message: string) => {
    const list = (errors[fieldId] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  // Nested entries report their own problems in their own forms: the warnings are not ours.
  collectWarnings(() => {
    for (const [fieldId, definition] of Object.entries(model.fields)) {
      const value = fields[fieldId];
      if (definition.required && isEmpty(value)) {
        add(fieldId, 'Required');
        continue;
      }
      const parsed = definition.schema.safeParse(value);
      if (parsed.success) valid[fieldId] = parsed.data;
      else for (const issue of parsed.error.issues) add(fieldId, messageOf(issue));
    }
    if (model.check) {
      // Invalid fields go to the rules as they are (a list with one bad key is still not empty);
      // a rule about a field that already shows a message would only repeat or contradict it.
      const withErrors = new Set(Object.keys(errors));
      try {
        for (const problem of model.check({ ...fields, ...valid } as never)) if (!withErrors.has(problem.field)) add(problem.field, problem.message);
      } catch {
        // A rule that cannot read a field that is still invalid waits until that field is fixed.
      }
    }
  });
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((messages) => messages.length > 0);
}
