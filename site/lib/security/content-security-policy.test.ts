import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy';
import { securityHeaders } from './response-headers';

const TOKEN = "'storefront-inline-scripts'";
const page = { draft: false, https: false, editorial: false, ownOrigins: ['http://localhost:3000', 'http://coast.localhost:3000'] };

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

describe('the page Content-Security-Policy', () => {
  it('locks down everything a page does not need, and allows inline scripts only by hash', () => {
    const policy = directives(contentSecurityPolicy(page, {}, TOKEN));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", TOKEN]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('frame-src')).toEqual(["'self'", 'http://localhost:3000', 'http://coast.localhost:3000']);
    // Style elements from the site's own stylesheets only; style attributes carry themes.
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it('falls back to unsafe-inline scripts only when no server fills in hashes (plain next start)', () => {
    expect(directives(contentSecurityPolicy(page, {}, undefined)).get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('lets draft-mode pages be framed by the studio (the draft policy decides) and upgrades requests over HTTPS', () => {
    const policy = directives(contentSecurityPolicy({ ...page, draft: true, https: true }, {}, TOKEN));
    expect(policy.has('frame-ancestors')).toBe(false);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
  });

  it('lets editors’ pages (the studio, drafts) add style elements', () => {
    expect(directives(contentSecurityPolicy({ ...page, editorial: true }, {}, TOKEN)).get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('allows eval in development only, for React’s error overlays', () => {
    expect(directives(contentSecurityPolicy(page, { NODE_ENV: 'development' }, TOKEN)).get('script-src')).toContain("'unsafe-eval'");
  });

  it('adds the hosted services browsers talk to when they are configured', () => {
    const env = { ALGOLIA_APP_ID: 'ABC123', ALGOLIA_SEARCH_KEY: 'k', CONTENTFUL_SPACE_ID: 's', CONTENTFUL_ACCESS_TOKEN: 't', CONTENTFUL_HOST: 'cdn.eu.contentful.com' };
    const policy = directives(contentSecurityPolicy(page, env, TOKEN));
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://abc123-dsn.algolia.net', 'https://abc123-1.algolianet.com', 'https://cdn.eu.contentful.com', 'https://preview.contentful.com']));
    expect(policy.get('img-src')).toContain('https://*.ctfassets.net');
  });
});

describe('the security headers', () => {
  it('send HSTS only over HTTPS', () => {
    expect(securityHeaders({ host: 'localhost:3000', https: false, draft: false, studio: false }, {})).not.toHaveProperty('Strict-Transport-Security');
    expect(securityHeaders({ host: 'www.coast.com', https: true, draft: false, studio: false }, {})).toMatchObject({ 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' });
  });

  it('let the studio frame every site of this server', () => {
    const policy = directives(securityHeaders({ host: 'localhost:3000', https: false, draft: false, studio: false }, {})['Content-Security-Policy']!);
    expect(policy.get('frame-src')).toEqual(expect.arrayContaining(["'self'", 'http://localhost:3000', 'http://coast.localhost:3000', 'http://nastygal.localhost:3000']));
  });

  it('lets the product page frame the hosted third-party providers, and nothing more without them', () => {
    const env = { VOXELO_URL: 'https://viewer.example.com', TRUEFIT_URL: 'https://fit.example.com' };
    expect(contentSecurityPolicy({ draft: false, https: true, ownOrigins: [], editorial: false }, env, 'HASHES')).toContain("frame-src 'self' https://viewer.example.com;");
    expect(contentSecurityPolicy({ draft: false, https: true, ownOrigins: [], editorial: false }, {}, 'HASHES')).toContain("frame-src 'self';");
  });
});
