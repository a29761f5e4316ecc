/**
 * Creates an editor account for the studio, or sets an existing editor's password.
 *
 *   pnpm studio:editor --email ed@example.com --password '…' [--name "Ed Itor"] [--promote]
 *
 * --promote turns an existing shopper account into an editor (never done silently). Uses
 * DATABASE_URL when set, else PGlite in STOREFRONT_DATA_DIR: with PGlite, stop the storefront first.
 */
import { parseArgs } from 'node:util';
import { closeProcessDatabase, getProcessDatabase } from '@storefront/db/client';
import { upsertEditor } from '@storefront/shopper/accounts/editors';

const usage = 'Usage: pnpm studio:editor --email <email> --password <password> [--name "Display name"] [--promote]';

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, promote: { type: 'boolean', default: false } },
    }));
  } catch (error) {
    console.error(`studio:editor: ${(error as Error).message}\n${usage}`);
    return 1;
  }
  if (!values.email || !values.password) {
    console.error(usage);
    return 1;
  }
  const handle = await getProcessDatabase();
  try {
    const result = await upsertEditor(handle.db, { email: values.email, password: values.password, name: values.name }, { promote: values.promote });
    if (!result.ok) {
      console.error(`studio:editor: ${result.message}`);
      return 1;
    }
    console.info(`${result.created ? 'Created the editor' : 'Updated the editor'} ${result.email} (${handle.description}). Sign in at /studio/sign-in.`);
    return 0;
  } finally {
    await closeProcessDatabase();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('studio:editor failed:', error);
    process.exitCode = 1;
  },
);
