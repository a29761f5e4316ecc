/**
 * Writes a space of the embedded content space as a `contentful space export` JSON file.
 *
 *   tsx scripts/src/content-export.ts <out.json> [--space <id>] [--with-files]
 *
 * Without --space the only space in the database is exported. --with-files also carries the
 * bytes of the space's own asset files.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { closeProcessDatabase, getProcessDatabase } from '@storefront/db/client';
import { exportSpace } from '@storefront/content-space/export';
import { ContentStoreError } from '@storefront/content-space/store/errors';
import { listSpaces } from '@storefront/content-space/store/spaces';

const usage = 'Usage: content-export <out.json> [--space <id>] [--with-files]';

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { space: { type: 'string' }, 'with-files': { type: 'boolean', default: false } } });
  } catch (error) {
    console.error(`content-export: ${(error as Error).message}\n${usage}`);
    return 1;
  }
  const [out, ...extra] = parsed.positionals;
  if (!out || extra.length > 0) {
    console.error(usage);
    return 1;
  }
  const handle = await getProcessDatabase();
  try {
    let spaceId = parsed.values.space;
    if (!spaceId) {
      const spaces = await listSpaces(handle.db);
      if (spaces.length !== 1) {
        console.error(
          spaces.length === 0
            ? `content-export: ${handle.description} has no content space`
            : `content-export: several spaces (${spaces.map((space) => space.id).join(', ')}); pass --space <id>`,
        );
        return 1;
      }
      spaceId = spaces[0]!.id;
    }
    const data = await exportSpace(handle.db, spaceId, { includeAssetFiles: parsed.values['with-files'] });
    await writeFile(out, `${JSON.stringify(data, null, 2)}\n`);
    console.info(
      `Exported space "${spaceId}" to ${out}: ${data.locales.length} locales, ${data.contentTypes.length} content types, ` +
        `${data.entries.length} entries, ${data.assets.length} assets`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ContentStoreError) {
      console.error(`content-export: ${error.message}`);
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
    console.error('content-export failed:', error);
    process.exitCode = 1;
  },
);
