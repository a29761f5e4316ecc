/**
 * Creates (or migrates) the database and seeds the catalogue and the content space.
 *   pnpm seed            — seed what is missing
 * Uses DATABASE_URL when set, else PGlite in STOREFRONT_DATA_DIR (default .data/pglite).
 * PGlite is single-process: run this while the storefront is stopped.
 */
import { openDatabase, processDatabaseOptions } from '@storefront/db/client';
import { ensureSeeded } from '@storefront/seed/ensure-seeded';
import { ensureDevEditor, type DevEditorCredentials } from './dev-editor';

export async function seed(): Promise<{ editor: DevEditorCredentials | undefined }> {
  const handle = await openDatabase(processDatabaseOptions());
  try {
    const started = Date.now();
    const done = await ensureSeeded(handle.db);
    console.info(done.length ? `Seeded ${done.join(', ')} in ${Date.now() - started} ms (${handle.description})` : `Already seeded (${handle.description})`);
    return { editor: await ensureDevEditor(handle.db) };
  } finally {
    await handle.close();
  }
}

/** The studio sign-in line `pnpm seed` and `pnpm start` print. */
export function studioSignInHint(editor: DevEditorCredentials | undefined, origin: string): string {
  if (!editor) return `Studio: ${origin}/studio (create an editor with: pnpm studio:editor --email … --password …)`;
  const note = editor.source === 'generated' ? ' (a new password each start; pnpm studio:editor sets your own)' : '';
  return `Studio: ${origin}/studio — sign in as ${editor.email} / ${editor.password}${note}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  seed().then(
    ({ editor }) => console.info(studioSignInHint(editor, `http://localhost:${process.env.PORT ?? '3000'}`)),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
