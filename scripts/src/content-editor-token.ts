/**
 * Mints a Content Management API token for an editor account, so `contentful-management` (or
 * curl) can write to the embedded content space until the studio hands out tokens at sign-in.
 *
 *   tsx scripts/src/content-editor-token.ts <email> [--create --name "Ed Itor"] [--days 30]
 *
 * --create makes the editor account when no user has that email. Users who are not editors are
 * refused rather than promoted. The token is printed once; only its hash is stored.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { closeProcessDatabase, getProcessDatabase } from '@storefront/db/client';
import { users } from '@storefront/db/schema/accounts';
import { createManagementToken } from '@storefront/content-space/store/management-tokens';

const usage = 'Usage: content-editor-token <email> [--create --name "Display name"] [--days <n>]';

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { create: { type: 'boolean', default: false }, name: { type: 'string' }, days: { type: 'string', default: '30' } },
    });
  } catch (error) {
    console.error(`content-editor-token: ${(error as Error).message}\n${usage}`);
    return 1;
  }
  const [rawEmail, ...extra] = parsed.positionals;
  const days = Number(parsed.values.days);
  if (!rawEmail || extra.length > 0 || !/^[^@\s]+@[^@\s]+$/.test(rawEmail) || !Number.isInteger(days) || days < 1 || days > 365) {
    console.error(usage);
    return 1;
  }
  const email = rawEmail.trim().toLowerCase();
  const handle = await getProcessDatabase();
  try {
    let [user] = await handle.db.select().from(users).where(eq(users.email, email));
    if (!user) {
      if (!parsed.values.create) {
        console.error(`content-editor-token: no user has the email ${email}; pass --create to make an editor account`);
        return 1;
      }
      [user] = await handle.db
        .insert(users)
        .values({ id: `usr-${randomUUID()}`, email, name: parsed.values.name?.trim() || email, role: 'editor' })
        .returning();
    }
    if (!user || user.role !== 'editor') {
      console.error(`content-editor-token: ${email} is not an editor (role: ${user?.role ?? 'none'})`);
      return 1;
    }
    const { token, expiresAt } = await createManagementToken(handle.db, {
      userId: user.id,
      name: 'command line',
      expiresAt: new Date(Date.now() + days * 86_400_000),
    });
    console.info(`Management API token for ${email} (valid until ${expiresAt}) on ${handle.description}:\n${token}`);
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
    console.error('content-editor-token failed:', error);
    process.exitCode = 1;
  },
);
