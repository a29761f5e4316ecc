import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { shortLinks } from '@storefront/db/schema/short-links';

/** Codes are 8 characters of base62: 2×10^14 of them, so a code is not guessed from another. */
export const SHORT_CODE_LENGTH = 8;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const SHORT_CODE_PATTERN = /^[0-9A-Za-z]{8}$/;
/** A shared page's path and query: longer ones are not product pages. */
export const MAX_TARGET_LENGTH = 2_000;

function newCode(): string {
  // 256 % 62 leaves a bias; bytes past the last whole multiple of 62 are skipped.
  let code = '';
  while (code.length < SHORT_CODE_LENGTH) {
    for (const byte of randomBytes(16)) {
      if (byte < 248 && code.length < SHORT_CODE_LENGTH) code += ALPHABET[byte % 62];
    }
  }
  return code;
}

function assertTarget(target: string): void {
  if (!target.startsWith('/') || target.startsWith('//') || target.length > MAX_TARGET_LENGTH) {
    throw new Error('A short link targets a path of this site');
  }
}

/**
 * The short code of a page (its path and query): the code it already has, or a new one. Racing
 * shortens of the same page agree on one code (the target is unique).
 */
export async function shortenTarget(db: Database, target: string): Promise<string> {
  assertTarget(target);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [existing] = await db.select({ code: shortLinks.code }).from(shortLinks).where(eq(shortLinks.target, target)).limit(1);
    if (existing) return existing.code;
    const code = newCode();
    const inserted = await db.insert(shortLinks).values({ code, target }).onConflictDoNothing().returning({ code: shortLinks.code });
    if (inserted[0]) return inserted[0].code;
    // Another request stored this target meanwhile (or, rarely, the code was taken): look again.
  }
  throw new Error('Could not store a short link');
}

/** Where a short code leads (a path and query of this site), if it is one. */
export async function resolveShortCode(db: Database, code: string): Promise<string | undefined> {
  if (!SHORT_CODE_PATTERN.test(code)) return undefined;
  const [row] = await db.select({ target: shortLinks.target }).from(shortLinks).where(eq(shortLinks.code, code)).limit(1);
  return row?.target;
}
