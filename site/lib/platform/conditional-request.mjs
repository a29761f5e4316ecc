/**
 * Conditional GETs (RFC 9110 §13): the one place that decides whether a browser's stored copy of
 * a page is current. Plain JavaScript: site/server.mjs uses it before Next.js compiles anything.
 */

/**
 * Whether the request's If-None-Match names this tag (weak comparison, §13.1.2).
 * @param {import('node:http').IncomingMessage | undefined} request
 * @param {string} etag
 */
export function isNotModified(request, etag) {
  if (!request || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
