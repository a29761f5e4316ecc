import { z } from 'zod';
import { ANY_BLOCK, type AnyContentModel, type EntryRef, type FieldDefinition, type RefOf } from '../model';
import { isCmsEntry, type CmsEntry } from '../nodes';
import { reportWarning } from '../validation-warnings';
import { nullToUndefined, type CommonOptions } from './base';

/** Reference field builders: one entry, a list of entries, a list of blocks of any registered type. */

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Validates one referenced entry against the models it may be; gives a reason on failure. */
function validateReference(
  value: unknown,
  models: readonly AnyContentModel[],
): { ok: true; ref: EntryRef } | { ok: false; id: string; contentType: string; reason: string } {
  if (!isCmsEntry(value)) {
    const id = String((value as { id?: unknown } | null)?.id ?? 'unknown');
    return { ok: false, id, contentType: 'Entry', reason: 'Linked entry is missing or not published' };
  }
  const model = models.find((candidate) => candidate.id === value.contentType);
  if (!model) {
    return {
      ok: false,
      id: value.id,
      contentType: value.contentType,
      reason: `Content type ${value.contentType} is not allowed here (expected ${models.map((m) => m.id).join(', ')})`,
    };
  }
  const parsed = model.schema.safeParse(value.fields);
  if (!parsed.success) {
    return { ok: false, id: value.id, contentType: value.contentType, reason: describeIssues(parsed.error) };
  }
  return { ok: true, ref: { id: value.id, contentType: value.contentType, fields: parsed.data } };
}

interface ReferenceOptions<M extends readonly AnyContentModel[], R extends boolean> extends CommonOptions {
  required?: R;
  /** The models the reference may point to (a thunk, so models can refer to each other). */
  to: () => M;
}

/** A reference to one entry of the given content types. */
export function entry<const M extends readonly AnyContentModel[], const R extends boolean = false>(
  options: ReferenceOptions<M, R>,
): FieldDefinition<R extends true ? z.ZodType<RefOf<M[number]>> : z.ZodOptional<z.ZodType<RefOf<M[number]>>>> {
  const required = (options.required ?? false) as R;
  const schema = z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null) {
      if (required) ctx.addIssue({ code: 'custom', message: 'Required' });
      return required ? z.NEVER : undefined;
    }
    const result = validateReference(value, options.to());
    if (result.ok) return result.ref;
    if (required) {
      ctx.addIssue({ code: 'custom', message: `${result.contentType} ${result.id}: ${result.reason}` });
      return z.NEVER;
    }
    reportWarning({ entryId: result.id, contentType: result.contentType, reason: result.reason });
    return undefined;
  });
  return {
    name: options.name,
    type: 'Link',
    linkType: 'Entry',
    required,
    localized: options.localized ?? false,
    helpText: options.helpText,
    widget: 'entryLinkEditor',
    validations: [],
    linkContentType: options.to,
    // preprocess: a field the CDA omitted still runs the transform (and says "Required").
    schema: z.preprocess(nullToUndefined, schema) as never,
  };
}

/**
 * A list of references. One bad item never sinks the list: it is dropped and reported as a
 * warning, and the rest stay in order.
 */
export function entries<const M extends readonly AnyContentModel[], const R extends boolean = false>(
  options: ReferenceOptions<M, R> & { maxItems?: number; minItems?: number },
): FieldDefinition<z.ZodType<Array<RefOf<M[number]>>>> {
  const required = (options.required ?? false) as R;
  const schema = z.unknown().transform((value, ctx) => {
    const items = value === undefined || value === null ? [] : value;
    if (!Array.isArray(items)) {
      ctx.addIssue({ code: 'custom', message: 'Expected a list of references' });
      return z.NEVER;
    }
    const refs: EntryRef[] = [];
    for (const item of items) {
      const result = validateReference(item, options.to());
      if (result.ok) refs.push(result.ref);
      else reportWarning({ entryId: result.id, contentType: result.contentType, reason: result.reason });
    }
    const min = Math.max(options.minItems ?? 0, required ? 1 : 0);
    if (refs.length < min) {
      ctx.addIssue({ code: 'custom', message: `Needs at least ${min} valid item${min === 1 ? '' : 's'}` });
      return z.NEVER;
    }
    return options.maxItems !== undefined ? refs.slice(0, options.maxItems) : refs;
  });
  return {
    name: options.name,
    type: 'Array',
    required,
    localized: options.localized ?? false,
    helpText: options.helpText,
    widget: 'entryLinksEditor',
    validations:
      options.maxItems !== undefined || options.minItems !== undefined
        ? [{ size: { min: options.minItems ?? null, max: options.maxItems ?? null } }]
        : [],
    items: { type: 'Link', linkType: 'Entry', validations: [] },
    linkContentType: options.to,
    schema: z.preprocess(nullToUndefined, schema) as never,
  };
}

/**
 * A list of block entries of any registered type. They are not validated here: the page
 * resolver dispatches each to its plugin, so an unknown or invalid block only loses itself.
 */
export function blocks<const R extends boolean = false>(
  options: CommonOptions & { required?: R; maxItems?: number; allowSections?: boolean },
): FieldDefinition<z.ZodType<CmsEntry[]>> {
  const required = (options.required ?? false) as R;
  const schema = z.unknown().transform((value, ctx) => {
    const items = value === undefined || value === null ? [] : value;
    if (!Array.isArray(items)) {
      ctx.addIssue({ code: 'custom', message: 'Expected a list of references' });
      return z.NEVER;
    }
    const resolved: CmsEntry[] = [];
    for (const item of items) {
      if (isCmsEntry(item)) resolved.push(item);
      else {
        reportWarning({
          entryId: String((item as { id?: unknown } | null)?.id ?? 'unknown'),
          contentType: 'Entry',
          reason: 'Linked entry is missing or not published',
        });
      }
    }
    if (required && resolved.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'Needs at least one block' });
      return z.NEVER;
    }
    return options.maxItems !== undefined ? resolved.slice(0, options.maxItems) : resolved;
  });
  return {
    name: options.name,
    type: 'Array',
    required,
    localized: false,
    helpText: options.helpText,
    widget: 'entryLinksEditor',
    validations: options.maxItems !== undefined ? [{ size: { min: null, max: options.maxItems } }] : [],
    items: { type: 'Link', linkType: 'Entry', validations: [] },
    linkContentType: ANY_BLOCK,
    allowsSections: options.allowSections ?? false,
    schema: z.preprocess(nullToUndefined, schema) as never,
  };
}
