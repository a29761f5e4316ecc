/**
 * Who a cached page is rendered for, by whether the request carries a session cookie. Plain
 * JavaScript: the request proxy (site-route.ts) and site/server.mjs's page cache
 * (front-cache.mjs) both decide by it, and server.mjs runs before Next.js compiles anything.
 */

/** The session cookie's name (site/lib/shopper/viewer.ts). */
export const SESSION_COOKIE = 'sf_session';

/** The shape of a session token (services/shopper accounts: 32 random bytes, base64url). */
const SESSION_TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * The audience a request's page is rendered for. The cookie is checked against the database by
 * `/_api/account/me`, which clears one that no longer names a session; block visibility is
 * presentation, not access control (what is hidden is published content all the same).
 * @param {string | undefined} sessionCookie
 * @returns {'guest' | 'signed-in'}
 */
export function audienceOf(sessionCookie) {
  return sessionCookie && SESSION_TOKEN_SHAPE.test(sessionCookie) ? 'signed-in' : 'guest';
}
