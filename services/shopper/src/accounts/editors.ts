import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@storefront/db/client';
import { users } from '@storefront/db/schema/accounts';
import { hashPassword } from './passwords';
import { signInSchema, signUpSchema } from './schemas';
import { signInWithPassword } from './sign-in';

export const EDITOR_ROLE = 'editor';

/**
 * Editor accounts: users with the role 'editor', the only ones who may enter the studio. They
 * share the users table (and password hashing, and sign-in throttling) with shoppers.
 */
export const editorInputSchema = z.object({
  email: signUpSchema.shape.email,
  password: signUpSchema.shape.password,
  name: z.string().trim().min(1, 'Enter a name').max(100, 'The name can be at most 100 characters').optional(),
});

export type EditorInput = z.input<typeof editorInputSchema>;

export type UpsertEditorResult =
  | { ok: true; userId: string; email: string; created: boolean }
  | { ok: false; message: string };

/**
 * Creates an editor, or sets an existing editor's password (and name). An account with another
 * role is only turned into an editor when `promote` says so: promotion is a deliberate act.
 */
export async function upsertEditor(db: Database, input: unknown, options: { promote?: boolean } = {}): Promise<UpsertEditorResult> {
  const parsed = editorInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`).join('; ') };
  const { email, password, name } = parsed.data;
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select({ id: users.id, role: users.role, name: users.name }).from(users).where(eq(users.email, email)).limit(1);
  if (!existing) {
    const id = `usr-${randomUUID()}`;
    await db.insert(users).values({ id, email, name: name ?? email.split('@')[0]!, passwordHash, role: EDITOR_ROLE });
    return { ok: true, userId: id, email, created: true };
  }
  if (existing.role !== EDITOR_ROLE && !options.promote) {
    return { ok: false, message: `${email} is a ${existing.role} account; pass --promote to make it an editor.` };
  }
  await db.update(users).set({ passwordHash, role: EDITOR_ROLE, name: name ?? existing.name }).where(eq(users.id, existing.id));
  return { ok: true, userId: existing.id, email, created: false };
}

export type EditorSignInResult =
  | { ok: true; userId: string; name: string; email: string }
  | { ok: false; status: 400 | 401 | 403 | 429; message: string; retryAfterSeconds?: number };

export const BAD_EDITOR_CREDENTIALS = 'That email and password do not match an editor account.';
export const NOT_AN_EDITOR = 'This account cannot use the studio. Sign in with an editor account.';

/**
 * Checks an editor's credentials. Failures count towards the same throttle as the storefront's
 * sign-in (same keys), so the two forms together give no extra guesses. A right password on a
 * non-editor account is refused with 403: its owner learns nothing they did not know.
 */
export async function signInEditor(db: Database, input: unknown, clientAddress: string | undefined, now = new Date()): Promise<EditorSignInResult> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { ok: false, status: 400, message: parsed.error.issues[0]?.message ?? 'Enter your email and password' };
  const result = await signInWithPassword(db, parsed.data, clientAddress, { badCredentials: BAD_EDITOR_CREDENTIALS }, now);
  if (!result.ok) return result;
  const { account } = result;
  if (account.role !== EDITOR_ROLE) return { ok: false, status: 403, message: NOT_AN_EDITOR };
  return { ok: true, userId: account.userId, name: account.name, email: account.email };
}

/**
 * An editor account without a password: it cannot sign in to the studio, only hold the
 * Management API tokens minted for it on the command line (`content:editor-token --create`).
 */
export async function createPasswordlessEditor(db: Database, input: { email: string; name: string }): Promise<{ userId: string }> {
  const [created] = await db
    .insert(users)
    .values({ id: `usr-${randomUUID()}`, email: input.email, name: input.name, role: EDITOR_ROLE })
    .returning({ userId: users.id });
  return created!;
}

/**
 * Gives an existing account the editor role, or takes it away (the account stays, as a
 * shopper's, with its password). Studio sessions and management tokens check the role on every
 * use, so the change holds at once. False when no account has that id.
 */
export async function setEditorRole(db: Database, userId: string, editor: boolean): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ role: editor ? EDITOR_ROLE : 'shopper' })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length > 0;
}
