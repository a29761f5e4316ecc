import { describe, expect, it } from 'vitest';
import { audienceOf, isSiteSegmentPath, isStorefrontPagePath, siteRoutePath } from './site-route';

describe('the site segment rewrite', () => {
  it('sends storefront pages, and only those, into their site and audience', () => {
    for (const path of ['/', '/pages/new-in', '/categories/women/dresses', '/search', '/wishlist', '/anything-unknown']) expect(isStorefrontPagePath(path)).toBe(true);
    for (const path of ['/_next/static/x.js', '/_api/account/me', '/_content/spaces/x', '/_img/a.png', '/api/draft', '/studio', '/studio/pages/1', '/icon.svg', '/favicon.ico', '/_site/hartley/guest'])
      expect(isStorefrontPagePath(path)).toBe(false);
    expect(siteRoutePath('/', 'coast', 'guest')).toBe('/_site/coast/guest');
    expect(siteRoutePath('/categories/women/dresses', 'coast', 'signed-in')).toBe('/_site/coast/signed-in/categories/women/dresses');
  });

  it('refuses the internal segment asked for directly', () => {
    expect(isSiteSegmentPath('/_site/hartley/signed-in/pages/members')).toBe(true);
    expect(isSiteSegmentPath('/_sites')).toBe(false);
  });

  it('renders for signed-in shoppers only with a session-shaped cookie', () => {
    expect(audienceOf(undefined)).toBe('guest');
    expect(audienceOf('x')).toBe('guest');
    expect(audienceOf('a'.repeat(43))).toBe('signed-in');
  });
});
