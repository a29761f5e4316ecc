import { z } from 'zod';
import { contentTypeDefinitionSchema, type ContentTypeField } from '../model/content-type';
import { documentFieldProblems } from '../model/document-fields';
import { isRecord } from '../model/field-values';
import { localeSetProblems } from '../store/locales';
import { exportLocaleSchema, spaceExportSchema, type SpaceExport } from './export-format';

/** What a space already holds, for files merged into it (they may use its types and locales). */
export interface MergeBase {
  contentTypes: ReadonlyMap<string, ContentTypeField[]>;
  locales: ReadonlyArray<{ code: string; fallbackCode: string | null; default: boolean }>;
}

/** A file merged into a space may leave out locales: the space's own apply. */
const mergeExportSchema = spaceExportSchema.extend({ locales: z.array(exportLocaleSchema).default([]) });

/** An import file that cannot be imported; `problems` names each entity and field at fault. */
export class SpaceImportError extends Error {
  override readonly name = 'SpaceImportError';
  constructor(readonly problems: string[]) {
    const shown = problems.slice(0, 20);
    const more = problems.length > shown.length ? `\n- … and ${problems.length - shown.length} more` : '';
    super(`The import was refused (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n- ${shown.join('\n- ')}${more}`);
  }
}

const collectionLabels: Record<string, string> = {
  entries: 'Entry',
  assets: 'Asset',
  contentTypes: 'Content type',
  locales: 'Locale',
  assetFiles: 'Asset file',
};

/** "Entry 'abc': field 'title'" for a zod issue path like ['entries', 3, 'fields', 'title', 'en-US']. */
function describeIssue(raw: unknown, issue: z.core.$ZodIssue): string {
  const [collection, index, ...rest] = issue.path;
  const label = typeof collection === 'string' ? collectionLabels[collection] : undefined;
  if (!label || typeof index !== 'number') {
    return `${issue.path.length > 0 ? issue.path.join('.') : 'The file'}: ${issue.message}`;
  }
  const list = isRecord(raw) ? raw[collection as string] : undefined;
  const item = Array.isArray(list) ? (list as unknown[])[index] : undefined;
  const identity = isRecord(item)
    ? collection === 'locales'
      ? item.code
      : collection === 'assetFiles'
        ? item.fileId
        : isRecord(item.sys)
          ? item.sys.id
          : undefined
    : undefined;
  const subject = typeof identity === 'string' ? `${label} '${identity}'` : `${label} #${index + 1}`;
  const fieldDefinitions = isRecord(item) && Array.isArray(item.fields) ? (item.fields as unknown[]) : undefined;
  const definedField = typeof rest[1] === 'number' ? fieldDefinitions?.[rest[1]] : undefined;
  const where =
    collection === 'contentTypes' && rest[0] === 'fields' && typeof rest[1] === 'number'
      ? `field ${isRecord(definedField) && typeof definedField.id === 'string' ? `'${definedField.id}'` : `#${rest[1] + 1}`}${rest.length > 2 ? ` ${rest.slice(2).join('.')}` : ''}`
      : (rest[0] === 'fields' || rest[0] === 'publishedFields') && rest[1] !== undefined
        ? `field '${String(rest[1])}'${rest[2] !== undefined ? ` in locale '${String(rest[2])}'` : ''}`
        : rest.join('.');
  return `${subject}: ${where ? `${where}: ` : ''}${issue.message}`;
}

function duplicates(ids: string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const id of ids) (seen.has(id) ? repeated : seen).add(id);
  return [...repeated];
}

/** Checks that go beyond shape: references between content types, locales, entries and assets. */
export function exportProblems(data: SpaceExport, base?: MergeBase): string[] {
  const problems: string[] = [];
  const fileLocales = data.locales.map((locale) => ({ code: locale.code, fallbackCode: locale.fallbackCode ?? null, default: locale.default === true }));
  const fileCodes = new Set(fileLocales.map((locale) => locale.code));
  const allLocales = [...(base?.locales ?? []).filter((locale) => !fileCodes.has(locale.code)), ...fileLocales];
  problems.push(...localeSetProblems(allLocales));
  const localeCodes = new Set(allLocales.map((locale) => locale.code));

  for (const id of duplicates(data.contentTypes.map((type) => type.sys.id))) problems.push(`Content type '${id}' is defined twice`);
  for (const id of duplicates(data.entries.map((entry) => entry.sys.id))) problems.push(`Entry '${id}' appears twice (duplicate id)`);
  for (const id of duplicates(data.assets.map((asset) => asset.sys.id))) problems.push(`Asset '${id}' appears twice (duplicate id)`);
  for (const id of duplicates((data.assetFiles ?? []).map((file) => file.fileId))) problems.push(`Asset file '${id}' appears twice`);

  const models = new Map<string, ContentTypeField[]>(base?.contentTypes ?? []);
  for (const type of data.contentTypes) {
    const parsed = contentTypeDefinitionSchema.safeParse(type);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`Content type '${type.sys.id}': ${issue.message}`);
    }
    models.set(type.sys.id, type.fields);
  }

  const checkState = (label: string, sys: { publishedVersion?: number | null; archivedVersion?: number | null }) => {
    if (sys.publishedVersion != null && sys.archivedVersion != null) problems.push(`${label}: is both published and archived`);
  };
  for (const entry of data.entries) {
    const label = `Entry '${entry.sys.id}'`;
    checkState(label, entry.sys);
    const contentTypeId = entry.sys.contentType.sys.id;
    const model = models.get(contentTypeId);
    if (!model) {
      problems.push(`${label}: content type '${contentTypeId}' does not exist`);
      continue;
    }
    for (const fields of [entry.fields, entry.publishedFields]) {
      if (!fields) continue;
      for (const problem of documentFieldProblems(fields, { kind: 'Entry', contentTypeId, fields: model }, localeCodes)) {
        problems.push(`${label}: ${problem}`);
      }
    }
  }
  for (const asset of data.assets) {
    const label = `Asset '${asset.sys.id}'`;
    checkState(label, asset.sys);
    for (const fields of [asset.fields, asset.publishedFields]) {
      if (!fields) continue;
      for (const problem of documentFieldProblems(fields, { kind: 'Asset' }, localeCodes)) problems.push(`${label}: ${problem}`);
    }
  }
  for (const file of data.assetFiles ?? []) {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(file.base64)) problems.push(`Asset file '${file.fileId}': base64 is not valid base64`);
  }
  return [...new Set(problems)];
}

/**
 * Validates an import file completely (shape with zod, then references), or throws
 * SpaceImportError. With a merge base the file may use the space's existing types and locales.
 */
export function parseSpaceExport(raw: unknown, base?: MergeBase): SpaceExport {
  const parsed = (base ? mergeExportSchema : spaceExportSchema).safeParse(raw);
  if (!parsed.success) throw new SpaceImportError([...new Set(parsed.error.issues.map((issue) => describeIssue(raw, issue)))]);
  const problems = exportProblems(parsed.data, base);
  if (problems.length > 0) throw new SpaceImportError(problems);
  return parsed.data;
}
