import { describe, expect, it } from 'vitest';
import { audienceOf, isPlainCategoryListing, isSiteSegmentPath, isStorefrontPagePath, siteRoutePath, storefrontRoutePath } from './site-route';

describe('the site segment rewrite', () => {
  it('sends storefront pages, and only those, into their site and audience', () => {
    for (const path of ['/', '/pages/new-in', '/categories/women/dresses', '/search', '/wishlist', '/anything-unknown']) expect(isStorefrontPagePath(path)).toBe(true);
    for (const path of ['/_next/static/x.js', '/_api/account/me', '/_content/spaces/x', '/_img/a.png', '/api/draft', '/studio', '/studio/pages/1', '/chatbot/start-chat-session', '/chatbot/chat-message', '/icon.svg', '/favicon.ico', '/_site/hartley/guest', '/product-customisation/monogram'])
      expect(isStorefrontPagePath(path)).toBe(false);
    expect(siteRoutePath('/', 'coast', 'guest')).toBe('/_site/coast/guest');
    // Staff's listing tool is its own per-request route, outside the cached site segment.
    for (const path of ['/wordsworth', '/wordsworth/CST12345']) expect(isStorefrontPagePath(path)).toBe(false);
    expect(isStorefrontPagePath('/wordsworthy')).toBe(true);
    expect(siteRoutePath('/categories/women/dresses', 'coast', 'signed-in')).toBe('/_site/coast/signed-in/categories/women/dresses');
  });

  it('serves the plain first page of a category from its cached route, every other listing URL per request', () => {
    const route = (pathname: string, search = '', draft = false) => storefrontRoutePath({ pathname, search, draft }, 'coast', 'guest');
    expect(route('/categories/women/dresses')).toBe('/_site/coast/guest/categories/women/dresses');
    expect(route('/categories/sale')).toBe('/_site/coast/guest/categories/sale');
    for (const [path, search] of [
      ['/categories/women/dresses/facet/sizes/10', ''],
      ['/categories/women/dresses/isNextDay/true', ''],
      ['/categories/women/dresses/product/x', ''],
      ['/categories/women/dresses', '?sort=price-asc'],
      ['/categories/women/dresses', '?page=2'],
      ['/categories/women/dresses', '?scrollTo=abc'],
      ['/categories/women/tops', '?chatbot=true'],
      ['/categories/women/dresses/', ''],
      ['/categories/Women/Dresses', ''],
      ['/categories/women%2Fdresses', ''],
      ['/categories/women/../men', ''],
      [`/categories/${Array.from({ length: 12 }, () => 'a').join('/')}`, ''],
    ] as const) {
      expect(isPlainCategoryListing(path, search), `${path}${search}`).toBe(false);
      expect(route(path, search)).toBe(`/_site/coast/guest/_per-request${path}`);
    }
    // Draft mode is never cached: its listings are rendered per request too.
    expect(route('/categories/women/dresses', '', true)).toBe('/_site/coast/guest/_per-request/categories/women/dresses');
    // Other pages are untouched.
    expect(route('/search', '?q=dress')).toBe('/_site/coast/guest/search');
    expect(route('/pages/new-in', '', true)).toBe('/_site/coast/guest/pages/new-in');
  });

  it('sends product pages, whatever colour and size their link asks for, to the one cached product route', () => {
    const route = (path: string, search: string, draft = false) => storefrontRoutePath({ pathname: path, search, draft }, 'coast', 'signed-in');
    expect(route('/product/coast-satin-maxi-dress-cst12345', '?colour=black&size=10')).toBe('/_site/coast/signed-in/product/coast-satin-maxi-dress-cst12345');
    expect(route('/product/coast-satin-maxi-dress-cst12345', '')).toBe('/_site/coast/signed-in/product/coast-satin-maxi-dress-cst12345');
    expect(route('/premier/coast-satin-maxi-dress-cst12345', '')).toBe('/_site/coast/signed-in/premier/coast-satin-maxi-dress-cst12345');
    expect(isStorefrontPagePath('/product/coast-satin-maxi-dress-cst12345')).toBe(true);
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
