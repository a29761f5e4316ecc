import { randomBytes } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { embeddedEndpointBadRequest, isEmbeddedEndpoint } from './lib/embedded/engine-refusals';
import { errorResponse } from './lib/platform/error-response';
import { badRequestPage, requestInputProblem, type InputProblem } from './lib/platform/input-boundary';
import { withoutRouterQuery } from './lib/platform/request-url';
import { DRAFT_MODE_COOKIE, draftModeHeaders } from './lib/preview/policy';
import { securityHeaders } from './lib/security/response-headers';
import { isHttpsRequest } from './lib/security/transport';
import { isStudioPath } from './lib/studio/studio-path';
import { audienceOf, isSiteSegmentPath, isStorefrontPagePath, storefrontRoutePath } from './lib/platform/site-route';
import { resolveFascia } from '@storefront/sites/fascias';
// The shopper's session (site/lib/shopper/viewer.ts); here only its presence picks the audience.
import { SESSION_COOKIE } from './lib/platform/audience.mjs';

/** Guest identity for personalisation (L §6): a random id, one year, never shown to scripts. */
const GUEST_COOKIE = 'sf_guest';
/** Double-submit CSRF token: readable by this site's scripts, sent back on every mutation. */
const CSRF_COOKIE = 'sf_csrf';
const YEAR_SECONDS = 365 * 24 * 3600;
/** The call every storefront page makes first (plugins/shared/shopper/fetch-json.ts SHOPPER_SESSION_URL). */
const SESSION_CALL_PATH = '/_api/account/me';

/** A refused request's 400, in the shape its route's clients read; refused cookies are cleared. */
function refuse(pathname: string, problem: InputProblem): Response {
  const response = embeddedEndpointBadRequest(pathname, problem.message) ?? (/^\/_?api\//.test(pathname) ? errorResponse(400, problem.message) : badRequestPage(problem.message));
  for (const name of problem.cookies) response.headers.append('set-cookie', `${name}=; Path=/; Max-Age=0`);
  return response;
}

/**
 * A storefront page's internal URL: its brand site (by host) and audience (by session cookie) as
 * route segments; a category listing other than a plain first page goes to its per-request route.
 */
function storefrontPageUrl(request: NextRequest, host: string): URL {
  const url = request.nextUrl.clone();
  const { pathname, search } = request.nextUrl;
  const draft = request.cookies.has(DRAFT_MODE_COOKIE);
  url.pathname = storefrontRoutePath({ pathname, search: withoutRouterQuery(search), draft }, resolveFascia(host).id, audienceOf(request.cookies.get(SESSION_COOKIE)?.value));
  return url;
}

/**
 * Runs before every request but Next.js' own files: first the input boundary (a malformed or
 * NUL-bearing path, query string or app cookie gets a 400 with a message, before Next.js' routing
 * could fail on it); then issues the guest and CSRF cookies on a first visit to the session call,
 * a mutation or the studio (also to this request, so its handler sees them; never with a page), sends
 * the spec's form-style wishlist POST to a page (formType addToWishlist/removeFromWishlist) to its
 * handler, and rewrites storefront pages into their site and audience segment (site-route.ts).
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const problem = requestInputProblem(request.url, request.headers.get('cookie'));
  if (problem) return refuse(pathname, problem);
  // The site segment is reached by the rewrite below only: asked for directly, it does not exist.
  if (isSiteSegmentPath(pathname)) return new NextResponse('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  // The embedded engines set no cookies, and their clients' POSTs are API calls, not page forms.
  if (isEmbeddedEndpoint(pathname)) return NextResponse.next();

  // HTTPS as a trusted proxy (or the socket) says, never as any client says: Secure cookies and HSTS.
  const https = isHttpsRequest({ headers: request.headers });
  const issued: Array<{ name: string; value: string; httpOnly: boolean }> = [];
  // Not on server actions (the live preview's render): a cookie set with their response makes
  // Next.js re-render the whole page into it, and in the studio's frame (another site) these
  // SameSite=Lax cookies are never stored, so every keystroke would pay for it.
  const isServerAction = request.headers.has('next-action');
  // Nor on reads, but for the session call and the studio's pages. A page served from the cache
  // (and a shared cache's copy of it) carries no Set-Cookie: the page's first call to
  // /_api/account/me issues them. Its other first reads (stock, reviews, recommendations…) race
  // with that call: each would issue an identity of its own and the last to answer would win, so
  // a guest's first add could land in a basket under an identity the browser no longer holds.
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  const issuesCookies = !isServerAction && (!isRead || pathname === SESSION_CALL_PATH || isStudioPath(pathname));
  if (issuesCookies && !request.cookies.get(GUEST_COOKIE)) issued.push({ name: GUEST_COOKIE, value: `g-${randomBytes(16).toString('base64url')}`, httpOnly: true });
  if (issuesCookies && !request.cookies.get(CSRF_COOKIE)) issued.push({ name: CSRF_COOKIE, value: randomBytes(24).toString('base64url'), httpOnly: false });

  const headers = new Headers(request.headers);
  // The path as the browser sent it, still percent-encoded: listing URLs carry meaning in their
  // escaping (a value's '/' is ':s:', '~' separates values) that decoded route params would lose.
  headers.set('x-request-url', `${request.nextUrl.pathname}${withoutRouterQuery(request.nextUrl.search)}`);
  if (issued.length > 0) {
    const cookie = [request.headers.get('cookie'), ...issued.map(({ name, value }) => `${name}=${value}`)].filter(Boolean).join('; ');
    headers.set('cookie', cookie);
  }

  const isPageFormPost =
    request.method === 'POST' &&
    // Server actions post to the page too, and are not forms.
    !isServerAction &&
    !pathname.startsWith('/_api/') &&
    !pathname.startsWith('/api/') &&
    // The embedded providers' own forms (the review form) post to their provider, not to a page.
    !pathname.startsWith('/_embedded/') &&
    /^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(request.headers.get('content-type') ?? '');

  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? request.nextUrl.host;
  const response = isPageFormPost
    ? NextResponse.rewrite(new URL('/_api/page-form', request.url), { request: { headers } })
    : isStorefrontPagePath(pathname)
      ? NextResponse.rewrite(storefrontPageUrl(request, host), { request: { headers } })
      : NextResponse.next({ request: { headers } });
  for (const { name, value, httpOnly } of issued) {
    response.cookies.set(name, value, { httpOnly, sameSite: 'lax', secure: https, path: '/', maxAge: YEAR_SECONDS });
  }
  const draft = request.cookies.has(DRAFT_MODE_COOKIE);
  // Draft mode (preview content): private, not indexed, framable by the studio only.
  if (draft) {
    for (const [name, value] of Object.entries(draftModeHeaders({ protocol: https ? 'https' : 'http', host }))) response.headers.set(name, value);
  }
  // The page policy (and HSTS over HTTPS); in draft mode the browser enforces both policies.
  const studio = isStudioPath(request.nextUrl.pathname);
  for (const [name, value] of Object.entries(securityHeaders({ host, https, draft, studio }))) response.headers.append(name, value);
  return response;
}

export const config = {
  // Every request but Next.js' own build files: the input boundary covers the embedded engines'
  // endpoints and the images too.
  matcher: ['/((?!_next/|favicon.ico|bench/).*)'],
};
