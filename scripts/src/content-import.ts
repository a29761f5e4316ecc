/**
 * Imports a `contentful space export` JSON file into the embedded content space.
 *
 *   tsx scripts/src/content-import.ts <file.json> [--space <id>] [--replace | --merge]
 *
 * --merge adds the file's documents to an existing space (same ids are replaced, the rest kept).
 *
 * Without --space the space id recorded in the file is used. Exits with 1 and the reasons when the
 * file cannot be imported; nothing is written in that case.
 */
import { readFile } from 'node:fs/promises';
import { importSpaceExport } from '@storefront/content-space/import/import-space-export';
import { SpaceImportError } from '@storefront/content-space/import/validate';
import { ContentStoreError } from '@storefront/content-space/store/errors';
import { CliFailure, parseCommandLine, runCli, withDatabase } from './cli';

const usage = 'Usage: content-import <file.json> [--space <id>] [--replace | --merge]';

/** The space id Contentful wrote into the export (every entity links its space). */
function spaceIdInFile(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  for (const key of ['locales', 'contentTypes', 'entries', 'assets']) {
    const items = (data as Record<string, unknown>)[key];
    if (!Array.isArray(items)) continue;
    for (const item of items) {
      const id = (item as { sys?: { space?: { sys?: { id?: unknown } } } } | null)?.sys?.space?.sys?.id;
      if (typeof id === 'string') return id;
    }
  }
  return undefined;
}

async function readJsonFile(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new CliFailure(`${file} ${error instanceof SyntaxError ? `is not valid JSON (${error.message})` : `cannot be read (${(error as Error).message})`}`);
  }
}

runCli(import.meta.url, 'content-import', async () => {
  const parsed = parseCommandLine(usage, { allowPositionals: true, options: { space: { type: 'string' }, replace: { type: 'boolean', default: false }, merge: { type: 'boolean', default: false } } });
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length > 0) throw new CliFailure(usage);
  const data = await readJsonFile(file);
  const spaceId = parsed.values.space ?? spaceIdInFile(data);
  if (!spaceId) throw new CliFailure(`${file} does not name its space; pass --space <id>`);
  await withDatabase(async (handle) => {
    try {
      const result = await importSpaceExport(handle.db, { spaceId, data, replace: parsed.values.replace, merge: parsed.values.merge });
      console.info(
        `Imported ${file} into space "${result.spaceId}"${result.createdSpace ? ' (new)' : ''} on ${handle.description}: ` +
          `${result.locales} locales, ${result.contentTypes} content types, ` +
          `${result.entries} entries (${result.publishedEntries} published), ${result.assets} assets (${result.publishedAssets} published)` +
          (result.ignored.length > 0 ? `; ignored ${result.ignored.join(', ')}` : ''),
      );
    } catch (error) {
      if (error instanceof SpaceImportError || error instanceof ContentStoreError) throw new CliFailure(`${file}: ${error.message}`);
      throw error;
    }
  });
});
