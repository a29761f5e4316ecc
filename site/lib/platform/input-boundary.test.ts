import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '../../proxy';
import { badRequestPage, requestInputProblem } from './input-boundary';

const refusal = (url: string, cookie?: string) => proxy(new NextRequest(url, cookie ? { headers: { cookie } } : {}));

describe('the request half of the input boundary', () => {
  it('refuses malformed escapes, escaped NUL and escapes that are not UTF-8 in the path and the query string', () => {
    expect(requestInputProblem('http://shop.test/_img/%zz', null)?.message).toMatch(/^The path has a malformed percent-escape/);
    expect(requestInputProblem('http://shop.test/search?q=%00', null)?.message).toMatch(/^The query string contains a NUL/);
    expect(requestInputProblem('http://shop.test/search?q=%ED%A0%80', null)?.message).toMatch(/not UTF-8/);
    expect(requestInputProblem('http://shop.test/search?q=100%25%20off&colour=blau~gr%C3%BCn', null)).toBeUndefined();
  });

  it('refuses the app’s own cookies when their escapes are broken, naming them so the refusal can clear them; other cookies are not its business', () => {
    expect(requestInputProblem('http://shop.test/', 'sf_session=%zz; sf_csrf=abc; other=%zz')).toEqual({ message: expect.stringMatching(/^The cookie sf_session has a malformed/), cookies: ['sf_session'] });
    expect(requestInputProblem('http://shop.test/', 'analytics=%zz; sf_csrf=abc')).toBeUndefined();
  });

  it('writes the message into a 400 page, escaped', async () => {
    const page = badRequestPage('The path has <b>');
    expect(page.status).toBe(400);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('The path has &#60;b&#62;');
  });
});

describe('the proxy answers a refused request in the shape of its surface', () => {
  it('the storefront API: { success: false, message }', async () => {
    const response = refusal('http://shop.test/_api/wishlist/savedItem?productKey=ABC12345&colourSelected=%00');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: 'The query string contains a NUL character (U+0000).' });
  });

  it('the search and discovery engines: Algolia’s { message, status }', async () => {
    for (const url of ['http://shop.test/_search/%zz', 'http://shop.test/_discovery/api/v1/core?q=%e9']) {
      const response = refusal(url);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: expect.stringMatching(/^The (path|query string)/), status: 400 });
    }
  });

  it('the content space: Contentful’s BadRequest', async () => {
    const response = refusal('http://shop.test/_content/%zz');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ sys: { type: 'Error', id: 'BadRequest' }, message: expect.stringMatching(/malformed percent-escape/), requestId: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it('the image endpoint: plain text; a page: the 400 page, clearing a refused cookie', async () => {
    const image = refusal('http://shop.test/_img/%zz');
    expect([image.status, image.headers.get('content-type'), await image.text()]).toEqual([400, 'text/plain; charset=utf-8', expect.stringMatching(/^The path/)]);
    const page = refusal('http://shop.test/pages/new-in', 'sf_guest=%E0%A4');
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('The cookie sf_guest has percent-escapes that are not UTF-8');
    expect(page.headers.get('set-cookie')).toMatch(/^sf_guest=; Path=\/; Max-Age=0/);
  });

  it('lets an acceptable request through, setting no cookies on the engines’ endpoints or on pages, only on the API', () => {
    expect(refusal('http://shop.test/_search/1/indexes/*/queries').headers.get('x-middleware-next')).toBe('1');
    expect(refusal('http://shop.test/_search/1/indexes/*/queries').headers.get('set-cookie')).toBeNull();
    // A page may be served from a shared cache: the shopper's session call issues the tokens.
    expect(refusal('http://shop.test/pages/new-in').headers.get('x-middleware-rewrite')).toContain('/_site/');
    expect(refusal('http://shop.test/pages/new-in').headers.get('set-cookie')).toBeNull();
    expect(refusal('http://shop.test/_api/account/me').headers.get('set-cookie')).toMatch(/sf_guest=.*sf_csrf=|sf_csrf=.*sf_guest=/);
  });
});
