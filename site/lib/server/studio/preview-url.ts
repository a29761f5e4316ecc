import 'server-only';
import { previewSecret } from '../preview';

/**
 * The page editor's preview frame URL: the site's draft-mode entry for the page's slug.
 * INTERIM: it carries the preview secret itself; the API branch's `preview-token.ts`
 * (`mintPreviewToken()`, a short-lived signed token) replaces it here, and only here.
 * Undefined when previews are not set up (no secret).
 */
export async function studioPreviewUrl(siteOrigin: string, slug: string): Promise<string | undefined> {
  const secret = await previewSecret();
  if (!secret) return undefined;
  const params = new URLSearchParams({ secret, slug });
  return `${siteOrigin}/api/draft?${params.toString()}`;
}
