import { ownOrigins } from '@storefront/preview/channel/origins';
import { fascias } from '@storefront/sites/fascias';
import { contentSecurityPolicy } from './content-security-policy';
import { STRICT_TRANSPORT_SECURITY } from './transport';

/**
 * The security headers the request proxy adds to every page and API response: the page policy,
 * and HSTS when the request came over HTTPS. Draft mode's own headers (lib/preview/policy.ts)
 * come on top: its frame-ancestors policy is a second policy the browser enforces as well.
 */
type Env = Readonly<Record<string, string | undefined>>;

export interface SecurityHeadersRequest {
  /** The Host the browser used, with its port. */
  host: string;
  https: boolean;
  draft: boolean;
  /** A studio page. */
  studio: boolean;
}

export function securityHeaders(request: SecurityHeadersRequest, env: Env = process.env): Record<string, string> {
  const origins = ownOrigins({ protocol: request.https ? 'https' : 'http', host: request.host, siteHosts: fascias.flatMap((fascia) => fascia.hosts) });
  return {
    'Content-Security-Policy': contentSecurityPolicy({ draft: request.draft, https: request.https, ownOrigins: origins, editorial: request.studio || request.draft }, env),
    ...(request.https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}
