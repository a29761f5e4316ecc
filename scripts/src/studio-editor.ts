/**
 * Creates an editor account for the studio, or sets an existing editor's password.
 *
 *   pnpm studio:editor --email ed@example.com --password '…' [--name "Ed Itor"] [--promote]
 *
 * --promote turns an existing shopper account into an editor (never done silently). Uses
 * DATABASE_URL when set, else PGlite in STOREFRONT_DATA_DIR: with PGlite, stop the storefront first.
 */
import { upsertEditor } from '@storefront/shopper/accounts/editors';
import { CliFailure, parseCommandLine, runCli, withDatabase } from './cli';

const usage = 'Usage: pnpm studio:editor --email <email> --password <password> [--name "Display name"] [--promote]';

runCli(import.meta.url, 'studio:editor', async () => {
  const { values } = parseCommandLine(usage, {
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, promote: { type: 'boolean', default: false } },
  });
  if (!values.email || !values.password) throw new CliFailure(usage);
  const { email, password, name, promote } = values;
  await withDatabase(async (handle) => {
    const result = await upsertEditor(handle.db, { email, password, name }, { promote });
    if (!result.ok) throw new CliFailure(result.message);
    console.info(`${result.created ? 'Created the editor' : 'Updated the editor'} ${result.email} (${handle.description}). Sign in at /studio/sign-in.`);
  });
});
