import { z } from 'zod';
import type { Db } from '../store/db';
import type { ExportContentTypeInput, SpaceExportInput } from './export-format';
import { importSpaceExport, type ImportSpaceResult } from './import-space-export';
import { SpaceImportError } from './validate';

/** Delivery API sys of a published entity: revision counts publishes, createdAt/updatedAt are publish times. */
const deliverySysSchema = z
  .object({
    id: z.string(),
    type: z.string(),
    revision: z.number().int().min(0).default(1),
    createdAt: z.string(),
    updatedAt: z.string(),
    contentType: z.object({ sys: z.object({ id: z.string() }).passthrough() }).optional(),
  })
  .passthrough();

const contentTypesFileSchema = z.object({
  items: z.array(z.object({ sys: deliverySysSchema }).passthrough()),
});

const spaceFileSchema = z.object({
  sys: z.object({ id: z.string() }).passthrough(),
  name: z.string(),
  locales: z.array(z.object({ code: z.string(), name: z.string(), default: z.boolean().optional(), fallbackCode: z.string().nullish() }).passthrough()),
});

const syncFileSchema = z.object({
  items: z.array(z.object({ sys: deliverySysSchema, fields: z.record(z.string(), z.record(z.string(), z.unknown())).optional() }).passthrough()),
});

export interface ExampleSpaceFiles {
  /** A delivery API `content_types` answer. */
  contentTypes: unknown;
  /** A delivery API space answer (`/spaces/{id}`), for the name and locales. */
  space: unknown;
  /** A `sync?initial=true` answer: every published entry and asset with all locales. */
  sync: unknown;
}

function parse<T>(schema: z.ZodType<T>, value: unknown, label: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new SpaceImportError(parsed.error.issues.map((issue) => `${label}: ${issue.path.join('.') || 'file'}: ${issue.message}`));
  }
  return parsed.data;
}

/** Publishing bookkeeping recovered from delivery data: published `revision` times, now unchanged. */
function publishedSys(sys: z.infer<typeof deliverySysSchema>) {
  return {
    id: sys.id,
    version: sys.revision + 1,
    publishedVersion: sys.revision,
    publishedCounter: sys.revision,
    createdAt: sys.createdAt,
    updatedAt: sys.updatedAt,
    firstPublishedAt: sys.createdAt,
    publishedAt: sys.updatedAt,
  };
}

/**
 * Turns delivery API dumps (content types, space and an initial sync) into the export format, so a
 * space recorded from the Content Delivery API can be imported like a `contentful space export`.
 * Locales without a fallbackCode fall back to the default locale, as new Contentful locales do.
 */
export function exampleSpaceToExport(files: ExampleSpaceFiles): { spaceId: string; name: string; data: SpaceExportInput } {
  const contentTypes = parse(contentTypesFileSchema, files.contentTypes, 'content types file');
  const space = parse(spaceFileSchema, files.space, 'space file');
  const sync = parse(syncFileSchema, files.sync, 'sync file');
  const defaultCode = space.locales.find((locale) => locale.default)?.code;
  const data: SpaceExportInput = {
    locales: space.locales.map((locale) => ({
      code: locale.code,
      name: locale.name,
      default: locale.default === true,
      fallbackCode: locale.default ? null : locale.fallbackCode !== undefined ? locale.fallbackCode : (defaultCode ?? null),
    })),
    contentTypes: contentTypes.items.map((item) => {
      const { sys, ...definition } = item;
      // The definition's shape is checked when the converted export is validated for import.
      return { ...definition, sys: publishedSys(sys) } as ExportContentTypeInput;
    }),
    entries: sync.items
      .filter((item) => item.sys.type === 'Entry')
      .map((item) => ({
        sys: { ...publishedSys(item.sys), contentType: { sys: { type: 'Link' as const, linkType: 'ContentType' as const, id: item.sys.contentType?.sys.id ?? '' } } },
        fields: item.fields ?? {},
      })),
    assets: sync.items.filter((item) => item.sys.type === 'Asset').map((item) => ({ sys: publishedSys(item.sys), fields: item.fields ?? {} })),
  };
  return { spaceId: space.sys.id, name: space.name, data };
}

/** Imports delivery API dumps (see exampleSpaceToExport) into a space, by default the recorded space's id. */
export async function importExampleSpace(
  db: Db,
  options: { files: ExampleSpaceFiles; spaceId?: string; replace?: boolean },
): Promise<ImportSpaceResult> {
  const converted = exampleSpaceToExport(options.files);
  return importSpaceExport(db, {
    spaceId: options.spaceId ?? converted.spaceId,
    name: converted.name,
    data: converted.data,
    ...(options.replace !== undefined ? { replace: options.replace } : {}),
  });
}
