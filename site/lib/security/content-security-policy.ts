import { readProcessValue } from '@storefront/platform/process-singleton';
import { searchConfig } from '../algolia/config';
import { realSpaceConfig } from '../contentful/space-config';
import { hostedFrameOrigins } from '../third-party/config';

/**
 * The Content-Security-Policy of every page and API response the proxy sees (README, "Security
 * headers"). It has to hold once pages are cached, so it carries no per-request nonce: inline
 * scripts are allowed by their SHA-256 hashes, which site/server.mjs computes from each HTML
 * response it sends (lib/security/inline-script-hashes.mjs) in place of a token. Pure: the
 * environment and the request's facts in, the header out.
 */
type Env = Readonly<Record<string, string | undefined>>;

export interface PolicyRequest {
  /** Draft mode: who may frame the page is the draft policy's rule (lib/preview/policy.ts). */
  draft: boolean;
  /** Reached over HTTPS (lib/security/transport.ts): other http: subresources are upgraded. */
  https: boolean;
  /** The server's own origins (every site host): the studio frames the storefront's pages. */
  ownOrigins: readonly string[];
  /**
   * An editor's page (the studio, or a draft page): its editors add <style> elements (the
   * rich-text editor's stylesheet, Contentful's inspector), which shoppers' pages never need.
   */
  editorial: boolean;
}

/** Set by site/server.mjs: the script-src token it replaces with the page's inline-script hashes. */
export function inlineScriptsToken(): string | undefined {
  const token = readProcessValue('inlineScriptsToken');
  return typeof token === 'string' ? token : undefined;
}

/** Browsers talk to Algolia's hosts for the application (the DSN host and its fallbacks). */
function algoliaHosts(appId: string): string[] {
  const id = appId.toLowerCase();
  return [`https://${id}-dsn.algolia.net`, `https://${id}.algolia.net`, `https://${id}-1.algolianet.com`, `https://${id}-2.algolianet.com`, `https://${id}-3.algolianet.com`];
}

function hostedSources(env: Env): { connect: string[]; images: string[] } {
  const connect: string[] = [];
  const images: string[] = [];
  const search = searchConfig(env);
  if (search.mode === 'algolia' && search.appId) connect.push(...algoliaHosts(search.appId));
  const space = realSpaceConfig(env);
  if (space) {
    const scheme = space.insecure ? 'http' : 'https';
    connect.push(`${scheme}://${space.deliveryHost}`, `${scheme}://${space.previewHost}`);
    // Contentful's CDN serves the space's files (lib/contentful/to-cms-node.ts gives them https).
    images.push('https://*.ctfassets.net');
  }
  return { connect, images };
}

export function contentSecurityPolicy(request: PolicyRequest, env: Env = process.env, token: string | undefined = inlineScriptsToken()): string {
  const development = env.NODE_ENV === 'development';
  const hosted = hostedSources(env);
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    // React's development build evaluates code for its error overlays; production never does.
    ['script-src', "'self'", token ?? "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])],
    ['style-src', "'self'", ...(request.editorial ? ["'unsafe-inline'"] : [])],
    // Style attributes carry each site's theme and each block's colours.
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...hosted.images],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...hosted.connect],
    // Hosted third-party providers' pages (3D viewer, try-on, review form) open in the product page's frames.
    ['frame-src', "'self'", ...request.ownOrigins, ...hostedFrameOrigins(env)],
    ['media-src', "'self'"],
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ...(request.draft ? [] : [['frame-ancestors', "'self'"] as [string, string]]),
    ...(request.https ? [['upgrade-insecure-requests'] as [string]] : []),
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}
