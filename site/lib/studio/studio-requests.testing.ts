/**
 * Requests as the studio's pages send them, for the studio API handlers' tests: same origin,
 * the double-submit CSRF header and cookie, and the given cookies (the studio session).
 */
export const STUDIO_TEST_ORIGIN = 'http://localhost:3000';
export const STUDIO_TEST_CSRF = 'csrf-test-token';

export interface StudioRequestOptions {
  cookies?: Record<string, string>;
  /** JSON (an object), or a raw string / form as it is. */
  body?: unknown;
  headers?: Record<string, string>;
  /** false: leave the CSRF header out. */
  csrf?: boolean;
}

export function studioRequest(method: string, path: string, options: StudioRequestOptions = {}): Request {
  const cookies = { sf_csrf: STUDIO_TEST_CSRF, ...options.cookies };
  const isJson = options.body !== undefined && typeof options.body !== 'string' && !(options.body instanceof FormData);
  const headers: Record<string, string> = {
    cookie: Object.entries(cookies)
      .map(([key, value]) => `${key}=${value}`)
      .join('; '),
    origin: STUDIO_TEST_ORIGIN,
    host: 'localhost:3000',
    ...(options.csrf === false ? {} : { 'x-csrf-token': STUDIO_TEST_CSRF }),
    ...(isJson ? { 'content-type': 'application/json' } : {}),
    ...options.headers,
  };
  const body = options.body === undefined ? undefined : isJson ? JSON.stringify(options.body) : (options.body as string | FormData);
  return new Request(`${STUDIO_TEST_ORIGIN}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
}

export async function bodyOf(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}
