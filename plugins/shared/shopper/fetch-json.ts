/**
 * Browser requests to the storefront's own API: JSON in and out, with the double-submit CSRF
 * token from the cookie the proxy issues. Non-2xx answers still resolve, with their JSON.
 */

/** The shopper's session; the proxy issues the guest and CSRF cookies with its answer (never with a cached page). */
export const SHOPPER_SESSION_URL = '/_api/account/me';
export const CSRF_COOKIE = 'sf_csrf';

function csrfToken(): string {
  if (typeof document === 'undefined') return '';
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${CSRF_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(CSRF_COOKIE.length + 1)) : '';
}

/**
 * The CSRF token for a mutation. A page carries no cookies of its own, and the page's session
 * call may not have answered yet when a shopper acts at once: then the session call is made first.
 */
export async function csrfTokenForMutation(): Promise<string> {
  const token = csrfToken();
  if (token || typeof document === 'undefined') return token;
  await fetch(SHOPPER_SESSION_URL, { credentials: 'same-origin', headers: { accept: 'application/json' } }).catch(() => undefined);
  return csrfToken();
}

export async function fetchJson<T>(url: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<{ status: number; data: T }> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(init.body !== undefined ? { 'content-type': 'application/json', 'x-csrf-token': await csrfTokenForMutation() } : {}) },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const data = (await response.json().catch(() => ({}))) as T;
  return { status: response.status, data };
}
