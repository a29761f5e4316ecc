import type { LocalisedFields } from '@storefront/db/schema/content';
import { z } from 'zod';
import { entityIdPattern } from '../ids';
import { assetFields, type ContentTypeField } from '../model/content-type';
import type { FieldIssue } from '../model/field-issue';
import { assetFileProblem, fieldValueProblem } from '../model/field-values';

export type Parsed<T> = { ok: true; value: T } | { ok: false; issues: FieldIssue[] };

/** Turns zod's issues into entries of Contentful's `details.errors`. */
export function toFieldIssues(issues: readonly z.core.$ZodIssue[]): FieldIssue[] {
  return issues.flatMap((issue): FieldIssue[] => {
    const path = issue.path.map((segment) => (typeof segment === 'symbol' ? String(segment) : segment));
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ name: 'unknown', path: [...path, key], details: `The property "${key}" is not expected` }));
    }
    if (issue.code === 'custom') {
      const { name, ...extra } = (issue.params ?? {}) as { name?: string } & Record<string, unknown>;
      return [{ ...extra, name: name ?? 'validation', path, details: issue.message }];
    }
    return [{ name: 'type', path, details: `${path.join('.') || 'body'}: ${issue.message}` }];
  });
}

function parseWith<T>(schema: z.ZodType<T>, body: unknown): Parsed<T> {
  const result = schema.safeParse(body);
  return result.success ? { ok: true, value: result.data } : { ok: false, issues: toFieldIssues(result.error.issues) };
}

const tagLinkSchema = z.object({
  sys: z.object({ type: z.literal('Link'), linkType: z.literal('Tag'), id: z.string().regex(entityIdPattern, 'not a valid tag id') }),
});

/** `metadata.tags` as links; other metadata (concepts) is accepted and not kept. */
const metadataSchema = z.object({ tags: z.array(tagLinkSchema).default([]) }).passthrough();

/** One field's values keyed by locale: every locale must be the space's and every value must fit the field. */
function localisedValuesSchema(field: ContentTypeField, localeCodes: ReadonlySet<string>, check: (value: unknown) => string | undefined) {
  return z.record(z.string(), z.unknown()).superRefine((values, ctx) => {
    for (const [locale, value] of Object.entries(values)) {
      if (!localeCodes.has(locale)) {
        ctx.addIssue({ code: 'custom', path: [locale], message: `The locale "${locale}" is not a locale of the space`, params: { name: 'unknown' } });
        continue;
      }
      const problem = check(value);
      if (problem) {
        ctx.addIssue({
          code: 'custom',
          path: [locale],
          message: `field '${field.id}' (${field.type}) in locale '${locale}' ${problem}`,
          params: { name: 'type', type: field.type },
        });
      }
    }
  });
}

function documentPayloadSchema(fields: z.ZodObject) {
  return z
    .object({
      fields: fields.strict().default({}),
      metadata: metadataSchema.optional(),
      // The SDK sends sys on some calls; the path and headers say what sys would, so it is ignored.
      sys: z.unknown().optional(),
    })
    .strict();
}

export interface DocumentPayload {
  fields: LocalisedFields;
  /** Tag ids, when the payload has metadata; absent metadata keeps the tags. */
  tags?: string[];
}

function toDocumentPayload(parsed: { fields: Record<string, unknown>; metadata?: { tags: { sys: { id: string } }[] } | undefined }): DocumentPayload {
  return {
    fields: parsed.fields as LocalisedFields,
    ...(parsed.metadata ? { tags: parsed.metadata.tags.map((tag) => tag.sys.id) } : {}),
  };
}

/**
 * Checks an entry payload against its content type: only the type's fields (deleted ones are
 * gone), only the space's locales, and values of the field types. Anything else is an issue.
 */
export function parseEntryPayload(body: unknown, model: readonly ContentTypeField[], localeCodes: ReadonlySet<string>): Parsed<DocumentPayload> {
  const shape = Object.fromEntries(
    model.filter((field) => field.deleted !== true).map((field) => [field.id, localisedValuesSchema(field, localeCodes, (value) => fieldValueProblem(field, value)).optional()]),
  );
  const parsed = parseWith(documentPayloadSchema(z.object(shape)), body);
  return parsed.ok ? { ok: true, value: toDocumentPayload(parsed.value) } : parsed;
}

/** Checks an asset payload: title, description and file, in the space's locales. */
export function parseAssetPayload(body: unknown, localeCodes: ReadonlySet<string>): Parsed<DocumentPayload> {
  const shape = Object.fromEntries(
    assetFields.map((field) => [
      field.id,
      localisedValuesSchema(field, localeCodes, (value) => (field.id === 'file' ? assetFileProblem(value) : fieldValueProblem(field, value))).optional(),
    ]),
  );
  const parsed = parseWith(documentPayloadSchema(z.object(shape)), body);
  return parsed.ok ? { ok: true, value: toDocumentPayload(parsed.value) } : parsed;
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const scheduledForSchema = z
  .object({
    datetime: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time' }),
    timezone: z.string().refine(isTimeZone, 'must be an IANA time zone such as Europe/London').optional(),
  })
  .strict();

const scheduledActionSchema = z
  .object({
    entity: z.object({
      sys: z.object({ type: z.literal('Link'), linkType: z.enum(['Entry', 'Asset']), id: z.string().regex(entityIdPattern, 'not a valid id') }),
    }),
    environment: z.object({
      sys: z.object({ type: z.literal('Link'), linkType: z.literal('Environment'), id: z.string().regex(entityIdPattern, 'not a valid id') }),
    }),
    action: z.enum(['publish', 'unpublish']),
    scheduledFor: scheduledForSchema,
    sys: z.unknown().optional(),
    payload: z.unknown().optional(),
  })
  .strict();

export type ScheduledActionPayload = z.infer<typeof scheduledActionSchema>;

export function parseScheduledActionPayload(body: unknown): Parsed<ScheduledActionPayload> {
  return parseWith(scheduledActionSchema, body);
}
