import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import type { Database } from '@storefront/db/client';
import { MAX_TARGET_LENGTH, resolveShortCode, shortenTarget } from '@storefront/shopper/short-links/short-links';
import { getDb } from '../platform/db';
import { describeIssues, errorResponse, readForm } from '../platform/http';
import { log } from '../platform/log';
import { isHttpsRequest } from '../security/transport';
import { SHORT_LINK_PREFIX, shareTarget } from './share-target';

/** P §7 POST /_api/url-shorten?index: form field url. */
const shortenFormSchema = z.object({
  url: z.string({ error: 'url is required' }).trim().min(1, 'url is required').max(MAX_TARGET_LENGTH, `url may be at most ${MAX_TARGET_LENGTH} characters`),
});

export interface ShareDeps {
  db: () => Promise<Database>;
}

const defaultDeps: ShareDeps = { db: getDb };

const requestHost = (request: Request) => request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? undefined;

/**
 * POST /_api/url-shorten: CSRF-checked like every mutation, the form validated, and only a
 * product page of this site accepted; answers `{ shorturl }`, the page's short link on this host.
 */
export async function shortenUrlResponse(request: Request, deps: ShareDeps = defaultDeps): Promise<NextResponse> {
  const body = await readForm(request);
  if (!body.ok) return body.response;
  const parsed = shortenFormSchema.safeParse({ url: body.form.get('url') ?? undefined });
  if (!parsed.success) return errorResponse(400, describeIssues(parsed.error));
  const host = requestHost(request);
  const target = shareTarget(parsed.data.url, host);
  if (!target.ok) return errorResponse(422, target.message);
  const code = await shortenTarget(await deps.db(), target.target);
  const origin = `${isHttpsRequest(request) ? 'https' : 'http'}://${host}`;
  return NextResponse.json({ success: true, shorturl: `${origin}${SHORT_LINK_PREFIX}${code}` }, { headers: { 'Cache-Control': 'no-store' } });
}

/**
 * GET /s/{code}: to the product page the code was made for, on this host. A code is never
 * reused for another page, so browsers and caches may keep the answer; an unknown code is a 404.
 */
export async function shortLinkRedirect(request: Request, code: string, deps: ShareDeps = defaultDeps): Promise<Response> {
  const target = await resolveShortCode(await deps.db(), code);
  if (!target) {
    log.info('share.short_link_unknown', { code: code.slice(0, 20) });
    return new NextResponse('This link is not known.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
  // Relative to this host: the short link leads to its own site.
  return new NextResponse(null, { status: 301, headers: { location: target, 'Cache-Control': 'public, max-age=86400' } });
}
