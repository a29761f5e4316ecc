import { NextRequest, type NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from './proxy';

const issued = (url: string, init: { method?: string; cookie?: string } = {}) => {
  const response = proxy(new NextRequest(url, { method: init.method ?? 'GET', headers: { host: 'hartley.localhost', ...(init.cookie ? { cookie: init.cookie } : {}) } }));
  // Every request here passes the input boundary, so the proxy answers with its NextResponse.
  return (response as NextResponse).cookies.getAll().map((cookie) => cookie.name).sort();
};

describe('who issues the guest and CSRF cookies', () => {
  it('the session call, a mutation and the studio issue them on a first visit', () => {
    expect(issued('http://hartley.localhost/_api/account/me')).toEqual(['sf_csrf', 'sf_guest']);
    expect(issued('http://hartley.localhost/_api/basket/addToCart', { method: 'POST' })).toEqual(['sf_csrf', 'sf_guest']);
    expect(issued('http://hartley.localhost/studio/sign-in')).toEqual(['sf_csrf', 'sf_guest']);
  });

  it("a page and the page's other first reads issue none, so no late answer replaces the session's identity", () => {
    for (const path of ['/', '/product/a-dress-abc12345', '/_api/stock/prd-abc12345', '/_api/reviews?sku=X', '/_api/basket/current', '/_api/recommendations/similar?productKey=X', '/_video/films/x.mp4']) {
      expect(issued(`http://hartley.localhost${path}`), path).toEqual([]);
    }
  });

  it('a returning browser keeps the cookies it has', () => {
    expect(issued('http://hartley.localhost/_api/account/me', { cookie: 'sf_guest=g-abc; sf_csrf=tok' })).toEqual([]);
  });
});
