import { z } from 'zod';
import { entityIdPattern } from '../ids';
import { contentTypeFieldSchema } from '../model/content-type';

const timestamp = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'must be an ISO 8601 timestamp');
const entityId = z.string().regex(entityIdPattern, 'ids are 1-64 letters, digits, dots, dashes or underscores');

function linkTo<T extends string>(linkType: T) {
  return z.object({ sys: z.object({ type: z.literal('Link'), linkType: z.literal(linkType), id: z.string().min(1) }).passthrough() }).passthrough();
}

/** `{ fieldId: { locale: value } }`, the management API's shape of field values. */
const localisedFieldsSchema = z.record(z.string(), z.record(z.string(), z.unknown()));

const documentSysSchema = z
  .object({
    id: entityId,
    version: z.number().int().min(0).optional(),
    publishedVersion: z.number().int().min(0).nullish(),
    publishedCounter: z.number().int().min(0).optional(),
    archivedVersion: z.number().int().min(0).nullish(),
    createdAt: timestamp.optional(),
    updatedAt: timestamp.optional(),
    publishedAt: timestamp.nullish(),
    firstPublishedAt: timestamp.nullish(),
    archivedAt: timestamp.nullish(),
  })
  .passthrough();

const metadataSchema = z.object({ tags: z.array(linkTo('Tag')).optional() }).passthrough();

export const exportEntrySchema = z
  .object({
    sys: documentSysSchema.extend({ contentType: linkTo('ContentType') }),
    fields: localisedFieldsSchema,
    /** Extension: the published values when they differ from the draft (written by exportSpace). */
    publishedFields: localisedFieldsSchema.optional(),
    metadata: metadataSchema.optional(),
  })
  .passthrough();

export const exportAssetSchema = z
  .object({
    sys: documentSysSchema,
    fields: localisedFieldsSchema,
    publishedFields: localisedFieldsSchema.optional(),
    metadata: metadataSchema.optional(),
  })
  .passthrough();

export const exportLocaleSchema = z
  .object({
    code: z.string().min(1),
    name: z.string().min(1),
    fallbackCode: z.string().nullish(),
    default: z.boolean().optional(),
    optional: z.boolean().optional(),
    sys: z.object({ id: z.string().optional() }).passthrough().optional(),
  })
  .passthrough();

export const exportContentTypeSchema = z
  .object({
    sys: z
      .object({
        id: entityId,
        version: z.number().int().min(0).optional(),
        publishedVersion: z.number().int().min(0).nullish(),
        publishedCounter: z.number().int().min(0).optional(),
        createdAt: timestamp.optional(),
        updatedAt: timestamp.optional(),
        publishedAt: timestamp.nullish(),
        firstPublishedAt: timestamp.nullish(),
      })
      .passthrough(),
    name: z.string().min(1),
    description: z.string().nullish(),
    displayField: z.string().nullish(),
    fields: z.array(contentTypeFieldSchema),
  })
  .passthrough();

/** Extension: bytes of files the embedded space holds, so an export can carry them. */
export const exportAssetFileSchema = z.object({
  fileId: z.string().min(1),
  fileName: z.string().min(1),
  contentType: z.string().min(1),
  base64: z.string(),
});

/**
 * A `contentful space export` file. Content types, locales, entries and assets are imported;
 * editor interfaces, webhooks, roles and tags are accepted and ignored.
 */
export const spaceExportSchema = z
  .object({
    contentTypes: z.array(exportContentTypeSchema).default([]),
    editorInterfaces: z.array(z.unknown()).optional(),
    entries: z.array(exportEntrySchema).default([]),
    assets: z.array(exportAssetSchema).default([]),
    locales: z.array(exportLocaleSchema).min(1, 'an export needs at least one locale'),
    webhooks: z.array(z.unknown()).optional(),
    roles: z.array(z.unknown()).optional(),
    tags: z.array(z.unknown()).optional(),
    assetFiles: z.array(exportAssetFileSchema).optional(),
  })
  .passthrough();

export type SpaceExport = z.infer<typeof spaceExportSchema>;
export type SpaceExportInput = z.input<typeof spaceExportSchema>;
export type ExportEntry = z.infer<typeof exportEntrySchema>;
export type ExportContentTypeInput = z.input<typeof exportContentTypeSchema>;
export type ExportAsset = z.infer<typeof exportAssetSchema>;
