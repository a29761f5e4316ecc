import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { hashInlineScriptsOf, INLINE_SCRIPTS_TOKEN } from './lib/security/inline-script-hashes.mjs';
import { createPageResponseCache, PAGE_CACHE_HEADER, pageRequestKey, PAGES_EXPIRED_HEADER, type PageResponseCache } from './lib/platform/page-response-cache.mjs';

const RETURNING_GUEST = 'sf_guest=g-Abc_123; sf_csrf=Zyx-987; _ga=GA1.2.3';
const SESSION = 'a'.repeat(43);

/** A stand-in for Next.js: answers pages as its cache would, and expires tags on /expire. */
function nextLike(state: { calls: number; cache: string; setCookie?: string; cacheControl: string; hold?: Promise<void>; body: string }) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    state.calls += 1;
    if (request.url === '/expire') {
      response.setHeader(PAGES_EXPIRED_HEADER, '1');
      response.setHeader('content-type', 'application/json');
      response.end('{"revalidated":1}');
      return;
    }
    const body = `${state.body} for ${request.headers.host}${request.url} (${request.headers.cookie?.includes('sf_session') ? 'signed-in' : 'guest'})`;
    await state.hold;
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('content-security-policy', `script-src 'self' ${INLINE_SCRIPTS_TOKEN}`);
    response.setHeader('cache-control', state.cacheControl);
    response.setHeader('x-nextjs-cache', state.cache);
    if (state.setCookie) response.setHeader('set-cookie', state.setCookie);
    response.end(`<!doctype html><html><body><p>${body}</p><script>self.__next_f.push([1])</script></body></html>`);
  };
}

describe('site/server.mjs: copies of cached pages in front of Next.js', () => {
  let server: Server | undefined;
  let clock = 1_000_000;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function serve(overrides: Partial<Parameters<typeof nextLike>[0]> = {}) {
    const state = { calls: 0, cache: 'HIT', cacheControl: 's-maxage=31536000', body: 'Summer edit', ...overrides };
    const pages: PageResponseCache = createPageResponseCache({ now: () => clock });
    const handle = nextLike(state);
    // As site/server.mjs wires it.
    server = createServer((request, response) => {
      if (pages.serve(request, response)) return;
      pages.watchForExpiry(response);
      hashInlineScriptsOf(response, pages.recorder(request, response));
      void handle(request, response);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    const get = (path: string, headers: Record<string, string> = { cookie: RETURNING_GUEST }) => fetch(`${origin}${path}`, { headers });
    return { state, pages, get };
  }

  it('answers a returning shopper from its copy of what Next.js served from its cache, policy and tag included', async () => {
    const { state, get } = await serve();
    const first = await get('/pages/summer');
    const copy = await get('/pages/summer');
    expect(state.calls).toBe(1);
    expect(copy.headers.get(PAGE_CACHE_HEADER)).toBe('HIT');
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect(await copy.text()).toBe(await first.text());
    expect(copy.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(copy.headers.get('content-security-policy')).toMatch(/'sha256-/);
    expect(copy.headers.get('etag')).toBe(first.headers.get('etag'));

    const revalidated = await get('/pages/summer', { cookie: RETURNING_GUEST, 'if-none-match': first.headers.get('etag')! });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(state.calls).toBe(1);
  });

  it('answers a first visit (no cookies yet) from the same copy as a returning guest', async () => {
    const { state, get } = await serve();
    const returning = await get('/pages/summer');
    await get('/pages/summer');
    const first = await get('/pages/summer', {});
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe('HIT');
    expect(await first.text()).toBe(await returning.text());
    await get('/pages/summer', { cookie: 'sf_guest=g-Abc_123' });
    expect(state.calls).toBe(1);
  });

  it('keeps one copy per host, path, audience and encoding', async () => {
    const { state, get } = await serve();
    await get('/pages/summer');
    const signedIn = await get('/pages/summer', { cookie: `${RETURNING_GUEST}; sf_session=${SESSION}` });
    expect(await signedIn.text()).toContain('(signed-in)');
    await get('/pages/summer?colour=red');
    await get('/pages/summer', { cookie: RETURNING_GUEST, 'accept-encoding': 'gzip' });
    expect(state.calls).toBe(4);
    const again = await get('/pages/summer', { cookie: `sf_session=${SESSION}; ${RETURNING_GUEST}` });
    expect(await again.text()).toContain('(signed-in)');
    expect(state.calls).toBe(4);
  });

  it('leaves to Next.js every request it cannot be sure of', async () => {
    const { state, get } = await serve();
    await get('/pages/summer');
    const unsure: Array<Record<string, string>> = [
      { cookie: `${RETURNING_GUEST}; sf_studio=s1` },
      { cookie: `${RETURNING_GUEST}; __prerender_bypass=x` },
      { cookie: 'sf_guest=%zz; sf_csrf=Zyx-987' },
      { cookie: `${RETURNING_GUEST}; sf_guest=g-other` },
      { cookie: RETURNING_GUEST, rsc: '1' },
      { cookie: RETURNING_GUEST, 'next-router-prefetch': '1' },
      { cookie: RETURNING_GUEST, 'x-forwarded-prefix': '/shop' },
      { cookie: RETURNING_GUEST, forwarded: 'proto=https' },
    ];
    for (const headers of unsure) await get('/pages/summer', headers);
    expect(state.calls).toBe(1 + unsure.length);
  });

  it('answers from its copies behind a TLS proxy, one copy per forwarded host and protocol', async () => {
    const { state, get } = await serve();
    const proxied = { cookie: RETURNING_GUEST, 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7', 'x-forwarded-port': '443', 'x-forwarded-host': 'hartley.example' };
    await get('/pages/summer', proxied);
    await get('/pages/summer', { ...proxied, 'x-forwarded-for': '198.51.100.8' });
    expect(state.calls).toBe(1);
    await get('/pages/summer', { ...proxied, 'x-forwarded-host': 'coast.example' });
    await get('/pages/summer', { ...proxied, 'x-forwarded-proto': 'http' });
    expect(state.calls).toBe(3);
  });

  it('keeps the copies of forwarded requests per sender, so a client’s own X-Forwarded-Proto never fills the proxy’s', () => {
    const request = (remoteAddress: string, headers: Record<string, string>) => ({ method: 'GET', url: '/pages/summer', headers: { host: 'localhost', ...headers }, socket: { remoteAddress } }) as unknown as IncomingMessage;
    const https = { 'x-forwarded-proto': 'https' };
    expect(pageRequestKey(request('10.0.0.2', https))).toBe(pageRequestKey(request('10.0.0.2', https)));
    expect(pageRequestKey(request('203.0.113.9', https))).not.toBe(pageRequestKey(request('10.0.0.2', https)));
    // Without forwarded headers the sender is no part of the key: every client shares the copy.
    expect(pageRequestKey(request('203.0.113.9', {}))).toBe(pageRequestKey(request('10.0.0.2', {})));
  });

  it('keeps nothing Next.js rendered afresh, set a cookie on, or may not share', async () => {
    for (const overrides of [{ cache: 'MISS' }, { cache: 'STALE' }, { setCookie: 'sf_guest=g-new' }, { cacheControl: 'private, no-store' }, { cacheControl: 'max-age=60' }]) {
      const { state, get } = await serve(overrides);
      await get('/pages/summer');
      await get('/pages/summer');
      expect(state.calls, JSON.stringify(overrides)).toBe(2);
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = undefined;
    }
  });

  it('forgets every copy once Next.js expires a tag, and does not send the signal on', async () => {
    const { state, get, pages } = await serve();
    await get('/pages/summer');
    await get('/');
    expect(pages.size.pages).toBe(2);
    const expiry = await get('/expire');
    expect(expiry.headers.get(PAGES_EXPIRED_HEADER)).toBeNull();
    expect(pages.size).toEqual({ pages: 0, bytes: 0 });
    state.body = 'Autumn edit';
    expect(await (await get('/pages/summer')).text()).toContain('Autumn edit');
  });

  it('keeps no copy of a page whose answer began before an expiry', async () => {
    let release!: () => void;
    const { state, get, pages } = await serve();
    state.hold = new Promise<void>((resolve) => (release = resolve));
    const slow = get('/pages/summer');
    while (state.calls < 1) await new Promise((resolve) => setImmediate(resolve));
    state.hold = undefined;
    await get('/expire');
    release();
    await (await slow).text();
    expect(pages.size.pages).toBe(0);
  });

  it('keeps a copy no longer than Next.js allows shared caches to', async () => {
    const { state, get } = await serve({ cacheControl: 's-maxage=60, stale-while-revalidate=300' });
    await get('/pages/summer');
    clock += 59_000;
    await get('/pages/summer');
    expect(state.calls).toBe(1);
    clock += 2_000;
    await get('/pages/summer');
    expect(state.calls).toBe(2);
  });
});
