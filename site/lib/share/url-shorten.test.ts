import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { isStorefrontPagePath, storefrontRoutePath } from '../platform/site-route';
import { customerResponse } from './customer';
import { SHORT_LINK_PREFIX, shareTarget } from './share-target';
import { shortenUrlResponse, shortLinkRedirect, type ShareDeps } from './url-shorten';

const HOST = 'coast.localhost:3000';
const ORIGIN = `http://${HOST}`;
const PRODUCT = `${ORIGIN}/product/satin-midi-dress?colour=black&link_source=pdp&utm_source=pdp_share&utm_medium=referral&affiliateId=A0123456789ABCDE`;

/** A POST from this site's page: same origin, the double-submit token in header and cookie. */
function shorten(url: string | undefined, options: { token?: string | null; origin?: string; body?: string } = {}): Request {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', host: HOST, cookie: 'sf_csrf=tok3n', origin: options.origin ?? ORIGIN };
  if (options.token !== null) headers['x-csrf-token'] = options.token ?? 'tok3n';
  const body = options.body ?? (url === undefined ? '' : new URLSearchParams({ url }).toString());
  return new Request(`${ORIGIN}/_api/url-shorten?index`, { method: 'POST', headers, body });
}

describe('POST /_api/url-shorten and the short link', () => {
  let handle: DatabaseHandle;
  let deps: ShareDeps;
  beforeAll(async () => {
    handle = await openTestDatabase();
    deps = { db: async () => handle.db };
  });
  afterAll(() => handle.close());

  it('shortens a product page of this site, and the short link leads back to it', async () => {
    const response = await shortenUrlResponse(shorten(PRODUCT), deps);
    expect(response.status).toBe(200);
    const { shorturl } = await response.json();
    expect(shorturl).toMatch(new RegExp(`^${ORIGIN}/s/[0-9A-Za-z]{8}$`));
    // The same page again: the same link.
    expect((await (await shortenUrlResponse(shorten(PRODUCT), deps)).json()).shorturl).toBe(shorturl);

    const code = shorturl.split('/').at(-1);
    const redirect = await shortLinkRedirect(new Request(shorturl), code, deps);
    expect(redirect.status).toBe(301);
    const location = new URL(redirect.headers.get('location')!, shorturl);
    expect(location.toString()).toBe(PRODUCT);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({ utm_source: 'pdp_share', utm_medium: 'referral' });
  });

  it('answers 404 with a message for a code it does not know', async () => {
    const response = await shortLinkRedirect(new Request(`${ORIGIN}/s/NOPE1234`), 'NOPE1234', deps);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('This link is not known.');
  });

  it('refuses foreign and non-product URLs with a 4xx and a message, storing nothing', async () => {
    for (const url of ['https://evil.example/product/satin-midi-dress', `${ORIGIN}/account`, `${ORIGIN}/categories/women`, 'javascript:alert(1)', `http://user:pw@${HOST}/product/x`, '/product/relative']) {
      const response = await shortenUrlResponse(shorten(url), deps);
      expect(response.status, url).toBeGreaterThanOrEqual(400);
      expect(response.status, url).toBeLessThan(500);
      expect((await response.json()).message, url).toEqual(expect.any(String));
    }
    const missing = await shortenUrlResponse(shorten(undefined), deps);
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toMatch(/url/);
  });

  it('refuses a request without the CSRF token, or from another site', async () => {
    const noToken = await shortenUrlResponse(shorten(PRODUCT, { token: null }), deps);
    expect(noToken.status).toBe(403);
    expect((await noToken.json()).message).toBe('Your session has expired. Reload the page and try again.');
    const wrongToken = await shortenUrlResponse(shorten(PRODUCT, { token: 'other' }), deps);
    expect(wrongToken.status).toBe(403);
    const crossSite = await shortenUrlResponse(shorten(PRODUCT, { origin: 'https://evil.example' }), deps);
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).message).toBe('Cross-site requests are not allowed.');
  });
});

describe('which URLs may be shortened', () => {
  it('accepts product and premier pages on this host or another host of the same brand site', () => {
    expect(shareTarget('http://coast.localhost:3000/premier/wool-coat', 'coast.localhost:3000')).toEqual({ ok: true, target: '/premier/wool-coat' });
    expect(shareTarget('https://www.coast.co.uk/product/wool-coat?colour=red', 'coast.localhost:3000')).toEqual({ ok: true, target: '/product/wool-coat?colour=red' });
  });

  it('keeps only the parameters a product link uses, in one order, so one page gets one code', () => {
    expect(shareTarget('http://coast.localhost:3000/product/wool-coat?utm_medium=referral&spam=buy-now&colour=red&size=12#top', 'coast.localhost:3000')).toEqual({
      ok: true,
      target: '/product/wool-coat?colour=red&size=12&utm_medium=referral',
    });
    expect(shareTarget(`http://coast.localhost:3000/product/wool-coat?colour=${'x'.repeat(65)}`, 'coast.localhost:3000')).toEqual({ ok: false, message: 'colour may be at most 64 characters' });
  });

  it('refuses another brand’s host, unknown hosts and paths beyond a product slug', () => {
    expect(shareTarget('https://www.nastygal.co.uk/product/wool-coat', 'coast.localhost:3000').ok).toBe(false);
    expect(shareTarget('https://unknown.example/product/wool-coat', 'other.example').ok).toBe(false);
    expect(shareTarget('http://coast.localhost:3000/product/wool-coat/../../account', 'coast.localhost:3000').ok).toBe(false);
    expect(shareTarget('http://coast.localhost:3000/product/a/b', 'coast.localhost:3000').ok).toBe(false);
  });
});

describe('GET /_api/customer/getCustomer', () => {
  it('gives a signed-in shopper an affiliate id, and a guest none', async () => {
    const signedIn = await customerResponse(async () => ({ kind: 'signed-in', userId: 'usr-1', name: 'Ada', email: 'ada@example.com' }));
    expect(signedIn.status).toBe(200);
    expect((await signedIn.json()).customer.affiliateId).toMatch(/^A[0-9A-F]{15}$/);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    const guest = await customerResponse(async () => ({ kind: 'guest' }));
    expect(guest.status).toBe(401);
    expect((await guest.json()).customer).toBeUndefined();
  });
});

describe('the short link’s route', () => {
  it('is a storefront path the proxy rewrites into the site segment, where its route handler is', () => {
    const path = `${SHORT_LINK_PREFIX}Ab12Cd34`;
    expect(isStorefrontPagePath(path)).toBe(true);
    expect(storefrontRoutePath({ pathname: path, search: '', draft: false }, 'coast', 'signed-in')).toBe('/_site/coast/signed-in/s/Ab12Cd34');
    const app = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'app');
    expect(existsSync(join(app, '%5Fsite', '[site]', '[audience]', 's', '[code]', 'route.ts'))).toBe(true);
  });
});
