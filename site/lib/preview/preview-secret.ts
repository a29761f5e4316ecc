import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { draftMode } from 'next/headers';
import type { ContentMode } from '../contentful/client';
import { usesEmbeddedContent } from '../embedded/defaults';
import { embeddedSpaceTokens } from '../embedded/content-api';

/** Preview (drafts) only inside Next.js draft mode, which only the secret unlocks. */
export async function contentMode(): Promise<ContentMode> {
  return (await draftMode()).isEnabled ? 'preview' : 'published';
}

/**
 * The preview secret: PREVIEW_SECRET, or on the embedded space its preview token (a random
 * value created with the space), so a fresh install has a secret nobody else knows.
 */
export async function previewSecret(): Promise<string | undefined> {
  const configured = process.env.PREVIEW_SECRET?.trim();
  if (configured) return configured;
  if (!usesEmbeddedContent()) return undefined;
  return (await embeddedSpaceTokens())?.previewToken;
}

export async function isPreviewSecret(candidate: string | null): Promise<boolean> {
  const secret = await previewSecret();
  if (!secret || !candidate) return false;
  const a = Buffer.from(candidate);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}
