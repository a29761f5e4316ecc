/**
 * Mints a Content Management API token for an editor account, so `contentful-management` (or
 * curl) can write to the embedded content space until the studio hands out tokens at sign-in.
 *
 *   tsx scripts/src/content-editor-token.ts <email> [--create --name "Ed Itor"] [--days 30]
 *
 * --create makes the editor account when no user has that email. Users who are not editors are
 * refused rather than promoted. The token is printed once; only its hash is stored.
 */
import { createManagementToken } from '@storefront/content-space/store/management-tokens';
import { accountByEmail } from '@storefront/shopper/accounts/directory';
import { createPasswordlessEditor, EDITOR_ROLE } from '@storefront/shopper/accounts/editors';
import { CliFailure, parseCommandLine, runCli, withDatabase } from './cli';

const usage = 'Usage: content-editor-token <email> [--create --name "Display name"] [--days <n>]';

runCli(import.meta.url, 'content-editor-token', async () => {
  const parsed = parseCommandLine(usage, {
    allowPositionals: true,
    options: { create: { type: 'boolean', default: false }, name: { type: 'string' }, days: { type: 'string', default: '30' } },
  });
  const [rawEmail, ...extra] = parsed.positionals;
  const days = Number(parsed.values.days);
  if (!rawEmail || extra.length > 0 || !/^[^@\s]+@[^@\s]+$/.test(rawEmail) || !Number.isInteger(days) || days < 1 || days > 365) throw new CliFailure(usage);
  const email = rawEmail.trim().toLowerCase();
  await withDatabase(async (handle) => {
    const existing = await accountByEmail(handle.db, email);
    if (!existing && !parsed.values.create) throw new CliFailure(`no user has the email ${email}; pass --create to make an editor account`);
    if (existing && existing.role !== EDITOR_ROLE) throw new CliFailure(`${email} is not an editor (role: ${existing.role})`);
    const userId = existing?.userId ?? (await createPasswordlessEditor(handle.db, { email, name: parsed.values.name?.trim() || email })).userId;
    const { token, expiresAt } = await createManagementToken(handle.db, {
      userId,
      name: 'command line',
      expiresAt: new Date(Date.now() + days * 86_400_000),
    });
    console.info(`Management API token for ${email} (valid until ${expiresAt}) on ${handle.description}:\n${token}`);
  });
});
