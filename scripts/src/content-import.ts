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
import { parseArgs } from 'node:util';
import { closeProcessDatabase, getProcessDatabase } from '@storefront/db/client';
import { importSpaceExport } from '@storefront/content-space/import/import-space-export';
import { SpaceImportError } from '@storefront/content-space/import/validate';
import { ContentStoreError } from '@storefront/content-space/store/errors';

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

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { space: { type: 'string' }, replace: { type: 'boolean', default: false }, merge: { type: 'boolean', default: false } } });
  } catch (error) {
    console.error(`content-import: ${(error as Error).message}\n${usage}`);
    return 1;
  }
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length > 0) {
    console.error(usage);
    return 1;
  }
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof SyntaxError ? `is not valid JSON (${error.message})` : `cannot be read (${(error as Error).message})`;
    console.error(`content-import: ${file} ${reason}`);
    return 1;
  }
  const spaceId = parsed.values.space ?? spaceIdInFile(data);
  if (!spaceId) {
    console.error(`content-import: ${file} does not name its space; pass --space <id>`);
    return 1;
  }
  const handle = await getProcessDatabase();
  try {
    const result = await importSpaceExport(handle.db, { spaceId, data, replace: parsed.values.replace, merge: parsed.values.merge });
    console.info(
      `Imported ${file} into space "${result.spaceId}"${result.createdSpace ? ' (new)' : ''} on ${handle.description}: ` +
        `${result.locales} locales, ${result.contentTypes} content types, ` +
        `${result.entries} entries (${result.publishedEntries} published), ${result.assets} assets (${result.publishedAssets} published)` +
        (result.ignored.length > 0 ? `; ignored ${result.ignored.join(', ')}` : ''),
    );
    return 0;
  } catch (error) {
    if (error instanceof SpaceImportError || error instanceof ContentStoreError) {
      console.error(`content-import: ${file}: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await closeProcessDatabase();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('content-import failed:', error);
    process.exitCode = 1;
  },
);
