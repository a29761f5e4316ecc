import type { ContentApiRequest } from '../delivery/api';
import { header } from '../delivery/http';

/** Which browser origins may call the Management API: a list of origins, or `'*'` for any. */
export type ManagementOrigins = readonly string[] | '*';

/** What a granted origin is told, on every answer and on preflights. */
const grantedHeaders: Readonly<Record<string, string>> = {
  'access-control-allow-headers':
    'Accept,Authorization,Content-Type,X-Contentful-Version,X-Contentful-Content-Type,X-Contentful-User-Agent,X-Contentful-Enable-Alpha-Feature',
  'access-control-allow-methods': 'GET,HEAD,POST,PUT,DELETE,OPTIONS',
  'access-control-expose-headers': 'Etag',
  'access-control-max-age': '86400',
};

/**
 * The CORS headers of one Management API answer. Contentful's hosted API grants any origin; the
 * embedded one grants only the origins it is given (none by default: the studio calls it from
 * its own origin), so a page elsewhere cannot drive it with an editor's token. An origin not
 * granted gets no Access-Control-Allow-Origin, and the browser keeps the answer from the page.
 */
export function managementCorsHeaders(allowed: ManagementOrigins, request: Pick<ContentApiRequest, 'headers'>): Record<string, string> {
  if (allowed === '*') return { 'access-control-allow-origin': '*', ...grantedHeaders };
  if (allowed.length === 0) return {};
  // The answer depends on the Origin, so a cache must not hand one origin's answer to another.
  const vary = { vary: 'Origin' };
  const origin = header(request.headers, 'origin');
  if (origin === undefined || !allowed.includes(origin)) return vary;
  return { 'access-control-allow-origin': origin, ...grantedHeaders, ...vary };
}
