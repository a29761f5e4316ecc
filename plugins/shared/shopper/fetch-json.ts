/**
 * Browser requests to the storefront's own API: JSON in and out, with the double-submit CSRF
 * token from the cookie the proxy issues. Non-2xx answers still resolve, with their JSON.
 */
export const CSRF_COOKIE = 'sf_csrf';

export function csrfToken(): string {
  if (typeof document === 'undefined') return '';
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${CSRF_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(CSRF_COOKIE.length + 1)) : '';
}

export async function fetchJson<T>(url: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<{ status: number; data: T }> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(init.body !== undefined ? { 'content-type': 'application/json', 'x-csrf-token': csrfToken() } : {}) },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const data = (await response.json().catch(() => ({}))) as T;
  return { status: response.status, data };
}
