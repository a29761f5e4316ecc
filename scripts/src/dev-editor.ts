import { randomBytes } from 'node:crypto';
import { usesEmbeddedDatabase, type Database } from '@storefront/db/client';
import { upsertEditor } from '@storefront/shopper/accounts/editors';
import { usesEmbeddedContent } from '@storefront/site/lib/embedded/defaults';

type Env = Readonly<Record<string, string | undefined>>;

export const DEV_EDITOR_EMAIL = 'editor@storefront.localhost';

export interface DevEditorCredentials {
  email: string;
  password: string;
  /** Where the password came from: STUDIO_EDITOR_PASSWORD, or made up for this start. */
  source: 'environment' | 'generated';
}

/** The embedded defaults: PGlite and the embedded content space (no PostgreSQL, no real Contentful). */
export function isEmbeddedDefaults(env: Env): boolean {
  return usesEmbeddedDatabase(env) && usesEmbeddedContent(env);
}

/**
 * The studio's development editor. With STUDIO_EDITOR_PASSWORD set (and STUDIO_EDITOR_EMAIL, else
 * editor@storefront.localhost), that editor is created or given that password, on any database.
 * Otherwise, on the embedded defaults only, the dev editor gets a fresh random password on every
 * seed, printed for whoever started the storefront; it is never stored anywhere but as a hash.
 * Elsewhere (PostgreSQL, a real space) editors are made with `pnpm studio:editor`.
 */
export async function ensureDevEditor(db: Database, env: Env = process.env): Promise<DevEditorCredentials | undefined> {
  const email = env.STUDIO_EDITOR_EMAIL?.trim() || DEV_EDITOR_EMAIL;
  const configured = env.STUDIO_EDITOR_PASSWORD;
  if (!configured && !isEmbeddedDefaults(env)) return undefined;
  const password = configured || randomBytes(12).toString('base64url');
  const result = await upsertEditor(db, { email, password, name: 'Studio editor' });
  if (!result.ok) throw new Error(`The studio editor ${email} could not be set up: ${result.message}`);
  return { email: result.email, password, source: configured ? 'environment' : 'generated' };
}
