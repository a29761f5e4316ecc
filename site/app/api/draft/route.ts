import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { slugFromSegments } from '@/lib/content/slug';
import { partitionDraftCookie } from '@/lib/preview/draft-cookie';
import { isPreviewSecret } from '@/lib/preview/preview-secret';
import { isPreviewToken } from '@/lib/studio/preview-token';
import { pagePath } from '@storefront/cms-models/page-path';

const query = z.object({
  secret: z.string().min(1).max(200),
  slug: z.string().max(200).default('/'),
});

/**
 * Enters draft mode (preview content) when given the preview secret, or a short-lived preview
 * token the studio minted from it, then opens the page.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const parsed = query.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    return NextResponse.json({ error: 'secret is required; slug is optional' }, { status: 400 });
  }
  if (!(await isPreviewSecret(parsed.data.secret)) && !(await isPreviewToken(parsed.data.secret))) {
    return NextResponse.json({ error: 'Invalid or expired preview secret' }, { status: 401 });
  }
  const slug = parsed.data.slug.replace(/^\/+|\/+$/g, '');
  const target = slug === '' ? '/' : slugFromSegments(slug.split('/'));
  if (!target) return NextResponse.json({ error: 'Invalid slug' }, { status: 400 });
  (await draftMode()).enable();
  await partitionDraftCookie(request);
  const location = pagePath(target);
  return new NextResponse(null, { status: 307, headers: { Location: location, 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' } });
}
