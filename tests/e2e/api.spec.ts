import type { APIRequestContext } from '@playwright/test';
import { STOREFRONT_PORT } from '../support/ports';
import { expect, test } from './fixtures';

/** A fresh API session: its first call to the API issues the guest and CSRF cookies (a page never does). */
async function session(request: APIRequestContext) {
  await request.get('/_api/account/me');
  const state = await request.storageState();
  const csrf = state.cookies.find((cookie) => cookie.name === 'sf_csrf')?.value ?? '';
  const origin = `http://localhost:${STOREFRONT_PORT}`;
  const post = (url: string, data: unknown, extra: Record<string, string> = {}) =>
    request.post(url, { data: Buffer.from(typeof data === 'string' ? data : JSON.stringify(data)), headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, origin, ...extra } });
  return { csrf, post };
}

async function aProduct(request: APIRequestContext) {
  const html = await (await request.get('/')).text();
  const key = /data-product-key="([A-Z]{3}\d{5})"/.exec(html)?.[1];
  const product = (await (await request.get(`/_api/quickadd/${key}`)).json()).product as {
    key: string;
    variants: Array<{ sku: string; colour: string; isOnStock: boolean }>;
  };
  const variant = product.variants.find((v) => v.isOnStock)!;
  return { lineItemSku: variant.sku, productKey: product.key, colourSelected: variant.colour, sizeSelected: true };
}

test.describe('API contract', { tag: '@desktop' }, () => {
  test('refuses state changes without the CSRF token or from another site', async ({ request }) => {
    await session(request);
    const noToken = await request.post('/_api/wishlist/add', { data: '{}', headers: { 'content-type': 'application/json' } });
    expect(noToken.status()).toBe(403);
    expect((await noToken.json()).message).toMatch(/session has expired/);
    const { post } = await session(request);
    const crossSite = await post('/_api/account/signup', {}, { origin: 'https://evil.example' });
    expect(crossSite.status()).toBe(403);
  });

  test('answers bad payloads with a 4xx and a message, and stores nothing', async ({ request }) => {
    const { post } = await session(request);
    const item = await aProduct(request);
    const signUp = await post('/_api/account/signup', { email: `api-${Date.now()}@example.com`, name: 'Api', password: 'password123' });
    expect(signUp.status()).toBe(201);

    const cases: Array<[string, unknown, number, RegExp]> = [
      ['/_api/account/signup', { email: 'nope' }, 400, /valid email/],
      ['/_api/account/signin', { email: 'a@example.com' }, 400, /password/],
      ['/_api/wishlist/add', { ...item, lineItemSku: 'ABC' }, 400, /lineItemSku/],
      ['/_api/wishlist/add', { ...item, productKey: 'bad key' }, 400, /productKey/],
      ['/_api/wishlist/add', { ...item, sizeSelected: 'yes' }, 400, /sizeSelected/],
      ['/_api/wishlist/remove', { productKey: item.productKey }, 400, /lineItemSku/],
      ['/_api/wishlist/add', 'not json', 400, /JSON/],
      ['/_api/basket/addToCart', { items: [] }, 400, /at least one/],
      ['/_api/basket/addToCart', { items: [{ sku: item.lineItemSku, quantity: 99 }] }, 400, /at most 10/],
      ['/_api/wishlist/add', 'x'.repeat(20_000), 413, /too large/],
    ];
    for (const [url, body, status, message] of cases) {
      const response = await post(url, body);
      expect(response.status(), `${url} ${JSON.stringify(body).slice(0, 60)}`).toBe(status);
      expect((await response.json()).message).toMatch(message);
    }
    const me = await (await request.get('/_api/account/me')).json();
    expect(me.wishlist).toEqual([]);
    const basket = await (await request.get('/_api/basket/current')).json();
    expect(basket.cart).toBeNull();
  });

  test('the form-style POST to a page adds and removes with the spec’s reply texts', async ({ request }) => {
    const { csrf, post } = await session(request);
    const item = await aProduct(request);
    await post('/_api/account/signup', { email: `form-${Date.now()}@example.com`, name: 'Form', password: 'password123' });
    const form = (formType: string, data: unknown) =>
      request.post('/pages/new-in', { form: { formType, data: JSON.stringify(data), csrf_token: csrf }, headers: { origin: `http://localhost:${STOREFRONT_PORT}` } });
    const added = await form('addToWishlist', item);
    expect(added.status()).toBe(200);
    expect(await added.text()).toBe('Item added to wishlist');
    expect(await (await form('addToWishlist', { ...item, checkExists: true })).text()).toBe('Item already exists in the wishlist');
    const saved = await (await request.get(`/_api/wishlist/savedItem?productKey=${item.productKey}&colourSelected=${item.colourSelected}`)).json();
    expect(saved.wishlistItem).toMatchObject({ productKey: item.productKey });
    expect(await (await form('removeFromWishlist', item)).text()).toBe('Item removed from wishlist');
    const invalid = await form('addToWishlist', { ...item, lineItemSku: 'nope' });
    expect(invalid.status()).toBe(400);
    expect(await invalid.json()).toMatchObject({ errorSource: 'validation', error: expect.stringMatching(/lineItemSku/) });
    const badType = await form('deleteEverything', item);
    expect(await badType.json()).toMatchObject({ errorSource: 'form' });
  });

  test('a guest is told "User is guest" and nothing is saved', async ({ request }) => {
    const { post } = await session(request);
    const item = await aProduct(request);
    const response = await post('/_api/wishlist/add', item);
    expect(response.status()).toBe(401);
    expect((await response.json()).message).toBe('User is guest');
  });

  test('quick add puts an in-stock item in the basket and refuses more than the stock', async ({ request }) => {
    const { post } = await session(request);
    const item = await aProduct(request);
    const added = await post('/_api/basket/addToCart', { items: [{ sku: item.lineItemSku, quantity: 1 }] });
    expect(added.status()).toBe(200);
    expect((await added.json()).cart.lineItems).toEqual([expect.objectContaining({ variant: { sku: item.lineItemSku }, quantity: 1 })]);
    const stock = (await (await request.get(`/_api/stock/${item.productKey}`)).json()).variants.find((v: { id: string }) => v.id === item.lineItemSku);
    const tooMany = await post('/_api/basket/addToCart', { items: [{ sku: item.lineItemSku, quantity: Math.min(10, stock.availableQuantity) }] });
    if (stock.availableQuantity <= 10) {
      expect(tooMany.status()).toBe(409);
      expect((await tooMany.json()).message).toBe(`Only ${stock.availableQuantity} left in stock`);
    }
  });

  test('repeated wrong passwords are slowed down', async ({ request }) => {
    const { post } = await session(request);
    const email = `slow-${Date.now()}@example.com`;
    await post('/_api/account/signup', { email, name: 'Slow', password: 'password123' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post('/_api/account/signin', { email, password: 'wrong-password' })).status());
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  test('a shared address that fails 20 times still lets an unguessed shopper in, but slows a second round of guesses', async ({ request }) => {
    const { post } = await session(request);
    const run = Date.now();
    const victim = { email: `victim-${run}@example.com`, password: 'password123' };
    expect((await post('/_api/account/signup', { ...victim, name: 'Victim' })).status()).toBe(201);
    // Through the trusted local proxy, as everyone behind one office or carrier address.
    const shared = { 'x-forwarded-for': `192.0.2.${(run % 250) + 1}` };
    // Past the 20 free failures every failure doubles the wait: after 24 it is 16 s.
    const guessed = Array.from({ length: 24 }, (_, index) => `sprayed-${run}-${index}@example.com`);
    for (const email of guessed) expect((await post('/_api/account/signin', { email, password: 'Summer2026!' }, shared)).status()).toBe(401);
    const secondRound = await post('/_api/account/signin', { email: guessed[0], password: 'Winter2026!' }, shared);
    expect(secondRound.status()).toBe(429);
    expect(Number(secondRound.headers()['retry-after'])).toBeGreaterThan(0);
    const signedIn = await post('/_api/account/signin', victim, shared);
    expect(signedIn.status()).toBe(200);
    expect((await signedIn.json()).user).toEqual({ name: 'Victim' });
  });
});
