import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { previewSecret } from '../preview/preview-secret';

/**
 * Short-lived preview tokens, so the studio never hands the preview secret itself to a browser:
 * `pv1.{expiry ms}.{HMAC-SHA256 of the expiry, keyed by the secret}`. /api/draft accepts one
 * like the secret until it expires; changing the secret voids every token.
 */
export const PREVIEW_TOKEN_TTL_MS = 30 * 60_000;
const PREFIX = 'pv1';

function signature(secret: string, expiresAt: number): string {
  return createHmac('sha256', secret).update(`storefront-preview:${expiresAt}`).digest('base64url');
}

export function mintPreviewTokenWith(secret: string, now = Date.now(), ttlMs = PREVIEW_TOKEN_TTL_MS): string {
  const expiresAt = now + ttlMs;
  return `${PREFIX}.${expiresAt}.${signature(secret, expiresAt)}`;
}

/** True for a token this secret signed that has not expired; false for anything else. */
export function isValidPreviewToken(token: string, secret: string, now = Date.now()): boolean {
  const [prefix, expiry, signed, ...rest] = token.split('.');
  if (prefix !== PREFIX || !expiry || !signed || rest.length > 0 || !/^\d{1,15}$/.test(expiry)) return false;
  const expiresAt = Number(expiry);
  if (expiresAt <= now) return false;
  const expected = Buffer.from(signature(secret, expiresAt));
  const given = Buffer.from(signed);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A token for this process's preview secret; undefined when there is no secret (preview is off). */
export async function mintPreviewToken(now = Date.now()): Promise<string | undefined> {
  const secret = await previewSecret();
  return secret ? mintPreviewTokenWith(secret, now) : undefined;
}

export async function isPreviewToken(candidate: string, now = Date.now()): Promise<boolean> {
  const secret = await previewSecret();
  return secret ? isValidPreviewToken(candidate, secret, now) : false;
}

/** The draft-mode entry URL for a page on a site (`/` is the home page), with a fresh token. */
export function previewUrlWith(siteOrigin: string, slug: string, token: string): string {
  const params = new URLSearchParams({ secret: token, slug: slug.trim() || '/' });
  return `${siteOrigin.replace(/\/+$/, '')}/api/draft?${params.toString()}`;
}

/** What the editor page passes to its preview frame; undefined when preview is not configured. */
export async function previewUrlFor(siteOrigin: string, slug: string, now = Date.now()): Promise<string | undefined> {
  const token = await mintPreviewToken(now);
  return token ? previewUrlWith(siteOrigin, slug, token) : undefined;
}
