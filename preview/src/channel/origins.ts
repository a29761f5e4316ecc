/**
 * Which origins may talk to the preview channel. An origin is compared exactly (scheme, host
 * and port), after normalising what people write in configuration (`HTTP://Studio.example/`).
 */

/** The origin of a URL-ish string, or undefined when it is not an http(s) origin. */
export function normaliseOrigin(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  // An origin has no path, query or credentials; "https://a.example/path" is a mistake, not an origin.
  if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) return undefined;
  return url.origin;
}

/**
 * Parses a comma-separated origin list (PREVIEW_ALLOWED_ORIGINS). Entries that are not origins
 * are returned separately so the server can warn about them instead of silently allowing less.
 */
export function parseOriginList(list: string | undefined): { origins: string[]; rejected: string[] } {
  const origins = new Set<string>();
  const rejected: string[] = [];
  for (const item of (list ?? '').split(',')) {
    if (!item.trim()) continue;
    const origin = normaliseOrigin(item);
    if (origin) origins.add(origin);
    else rejected.push(item.trim());
  }
  return { origins: [...origins], rejected };
}

/**
 * The server's own origins, as seen from one request: every configured site host on the
 * request's scheme and port, the request's own host, and — for local `*.localhost` hosts — the
 * bare `localhost` on the same port, where the studio runs by default.
 */
export function ownOrigins({ protocol, host, siteHosts }: { protocol: string; host: string; siteHosts: readonly string[] }): string[] {
  const scheme = protocol.replace(/:$/, '');
  const hostMatch = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host.trim().toLowerCase());
  if (!hostMatch) return [];
  const hostname = hostMatch[1]!;
  const port = hostMatch[2] ? `:${hostMatch[2]}` : '';
  const names = new Set([hostname, ...siteHosts.map((name) => name.toLowerCase())]);
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) names.add('localhost');
  return [...names].map((name) => normaliseOrigin(`${scheme}://${name}${port}`)).filter((origin): origin is string => origin !== undefined);
}

/** Exact match against the allowlist; `null` (sandboxed frames, file://) is never allowed. */
export function isAllowedOrigin(origin: string | null | undefined, allowlist: readonly string[]): boolean {
  if (!origin || origin === 'null') return false;
  return allowlist.includes(origin);
}
