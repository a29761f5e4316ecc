/**
 * Writes a space of the embedded content space as a `contentful space export` JSON file.
 *
 *   tsx scripts/src/content-export.ts <out.json> [--space <id>] [--with-files]
 *
 * Without --space the only space in the database is exported. --with-files also carries the
 * bytes of the space's own asset files.
 */
import { writeFile } from 'node:fs/promises';
import type { Database } from '@storefront/db/client';
import { exportSpace } from '@storefront/content-space/export';
import { ContentStoreError } from '@storefront/content-space/store/errors';
import { listSpaces } from '@storefront/content-space/store/spaces';
import { CliFailure, parseCommandLine, runCli, withDatabase } from './cli';

const usage = 'Usage: content-export <out.json> [--space <id>] [--with-files]';

/** Without --space, the only space there is. */
async function onlySpace(db: Database, description: string): Promise<string> {
  const spaces = await listSpaces(db);
  if (spaces.length === 1) return spaces[0]!.id;
  throw new CliFailure(spaces.length === 0 ? `${description} has no content space` : `several spaces (${spaces.map((space) => space.id).join(', ')}); pass --space <id>`);
}

runCli(import.meta.url, 'content-export', async () => {
  const parsed = parseCommandLine(usage, { allowPositionals: true, options: { space: { type: 'string' }, 'with-files': { type: 'boolean', default: false } } });
  const [out, ...extra] = parsed.positionals;
  if (!out || extra.length > 0) throw new CliFailure(usage);
  await withDatabase(async (handle) => {
    try {
      const spaceId = parsed.values.space ?? (await onlySpace(handle.db, handle.description));
      const data = await exportSpace(handle.db, spaceId, { includeAssetFiles: parsed.values['with-files'] });
      await writeFile(out, `${JSON.stringify(data, null, 2)}\n`);
      console.info(
        `Exported space "${spaceId}" to ${out}: ${data.locales.length} locales, ${data.contentTypes.length} content types, ` +
          `${data.entries.length} entries, ${data.assets.length} assets`,
      );
    } catch (error) {
      if (error instanceof ContentStoreError) throw new CliFailure(error.message);
      throw error;
    }
  });
});
