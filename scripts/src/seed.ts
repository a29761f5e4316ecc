/**
 * Creates (or migrates) the database and seeds it with the synthetic world (seed/): the
 * catalogue, its reviews, the sponsored placements and the storefront content space.
 *   pnpm seed            — seed what is missing
 * Uses DATABASE_URL when set (the one command that writes the demo data into PostgreSQL), else
 * PGlite in STOREFRONT_DATA_DIR (default .data/pglite). PGlite is single-process: run this while
 * the storefront is stopped.
 */
import { ensureSeeded } from '@storefront/seed/ensure-seeded';
import { runCli, withDatabase } from './cli';
import { ensureDemoPremierMember } from './demo-member';
import { ensureDevEditor, type DevEditorCredentials } from './dev-editor';

export async function seed(): Promise<{ editor: DevEditorCredentials | undefined }> {
  return withDatabase(async (handle) => {
    const started = Date.now();
    const done = await ensureSeeded(handle.db);
    console.info(done.length ? `Seeded ${done.join(', ')} in ${Date.now() - started} ms (${handle.description})` : `Already seeded (${handle.description})`);
    const member = await ensureDemoPremierMember(handle.db);
    if (member) console.info(`Premier member: ${member} (DEMO_MEMBER_PASSWORD)`);
    return { editor: await ensureDevEditor(handle.db) };
  });
}

/** The studio sign-in line `pnpm seed` and `pnpm start` print. */
export function studioSignInHint(editor: DevEditorCredentials | undefined, origin: string): string {
  if (!editor) return `Studio: ${origin}/studio (create an editor with: pnpm studio:editor --email … --password …)`;
  const note = editor.source === 'generated' ? ' (a new password each start; pnpm studio:editor sets your own)' : '';
  return `Studio: ${origin}/studio — sign in as ${editor.email} / ${editor.password}${note}`;
}

runCli(import.meta.url, 'seed', async () => {
  const { editor } = await seed();
  console.info(studioSignInHint(editor, `http://localhost:${process.env.PORT ?? '3000'}`));
});
