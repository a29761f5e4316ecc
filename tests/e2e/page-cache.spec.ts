import { expect, test } from './fixtures';
import { paragraph, studioApi } from './pages/studio-api';
import { siteRequest, siteUrl, type SiteId } from './sites';

/** Whether Next.js answered from its cache (HIT) or rendered the page for this request. */
async function cacheState(request: import('@playwright/test').APIRequestContext, site: SiteId, path: string, cookie?: string) {
  const { url, headers } = siteRequest(site, path);
  const response = await request.get(url, { headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  // A guest id issued with the page (the proxy issues none with pages: the session call does).
  const issuedGuestId = response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'set-cookie')
    .map(({ value }) => /^sf_guest=([^;]+)/.exec(value)?.[1])
    .find(Boolean);
  const answer = response.headers();
  return { status: response.status(), cache: answer['x-nextjs-cache'], copy: answer['x-storefront-page-cache'], etag: answer['etag'], control: answer['cache-control'], body: await response.text(), issuedGuestId };
}

/** The product total a listing page's HTML shows ('1,000+' reads as 1000). */
function listedTotal(body: string): number {
  const total = /data-testid="result-total"[^>]*>([\d,]+)/.exec(body)?.[1];
  expect(total, 'the listing shows a total').toBeTruthy();
  return Number(total!.replace(/,/g, ''));
}

const dresses = '/categories/women/dresses';

test.describe('pages served from the cache', () => {
  test('the home page is rendered once per site and audience, the same for every shopper, without their session in it @desktop', async ({ playwright }) => {
    // Two shoppers with their own cookies (their first session call gives each a guest id).
    const [first, second] = await Promise.all([playwright.request.newContext(), playwright.request.newContext()]);
    for (const shopper of [first, second]) await shopper.get(siteRequest('coast', '/_api/account/me').url, { headers: siteRequest('coast', '/_api/account/me').headers });
    const rendered = await cacheState(first, 'coast', '/');
    const again = await cacheState(second, 'coast', '/');
    // A page sets no cookie: a shared cache may keep it.
    expect(rendered.issuedGuestId).toBeUndefined();
    expect(again.issuedGuestId).toBeUndefined();
    expect(again.status).toBe(200);
    expect(again.cache).toBe('HIT');
    expect(again.control).toMatch(/s-maxage=\d+/);
    expect(again.body).toContain('data-fascia="coast"');
    // Another site's home is another page.
    expect((await cacheState(second, 'hartley', '/')).body).toContain('data-fascia="hartley"');
    // The signed-in audience has a page of its own (visibility config differs), cached too.
    const session = `sf_session=${'s'.repeat(43)}`;
    await cacheState(first, 'coast', '/', session);
    expect((await cacheState(second, 'coast', '/', session)).cache).toBe('HIT');
    // Once Next.js has answered a request from its cache, the server answers the next ones from
    // its copy, to returning shoppers and first visits alike, and says Not Modified to a browser
    // that has the page already.
    await cacheState(second, 'coast', '/');
    const copy = await cacheState(second, 'coast', '/');
    expect(copy.copy).toBe('HIT');
    expect(copy.body).toBe(again.body);
    const { url, headers } = siteRequest('coast', '/');
    const notModified = await second.get(url, { headers: { ...headers, 'if-none-match': copy.etag! } });
    expect(notModified.status()).toBe(304);
    const firstVisit = await playwright.request.newContext();
    const firstCopy = await cacheState(firstVisit, 'coast', '/');
    expect(firstCopy.copy).toBe('HIT');
    expect(firstCopy.body).toBe(again.body);
    await firstVisit.dispose();
    // Nobody reaches the internal site segment directly.
    expect((await cacheState(first, 'coast', '/_site/coast/guest')).status).toBe(404);
    await Promise.all([first.dispose(), second.dispose()]);
  });

  test('the first page of a category is rendered once per site and audience, without the shopper who asked first in it @desktop', async ({ playwright, request }) => {
    const session = `sf_session=${'s'.repeat(43)}`;
    for (const site of ['hartley', 'coast', 'nastygal'] as const) {
      for (const cookie of [undefined, session]) {
        // A shopper with a guest id (from their session call), then another shopper.
        const [first, second] = await Promise.all([playwright.request.newContext(), playwright.request.newContext()]);
        const sessionCall = siteRequest(site, '/_api/account/me');
        await first.get(sessionCall.url, { headers: sessionCall.headers });
        const guestId = (await first.storageState()).cookies.find(({ name }) => name === 'sf_guest')?.value;
        expect(guestId).toBeTruthy();
        const rendered = await cacheState(first, site, dresses, cookie);
        expect(rendered.status).toBe(200);
        const again = await cacheState(second, site, dresses, cookie);
        expect(again.status).toBe(200);
        expect(again.cache, `${site} ${cookie ? 'signed-in' : 'guest'}`).toBe('HIT');
        expect(again.control).toMatch(/s-maxage=\d+/);
        expect(again.body).toContain(`data-fascia="${site}"`);
        expect(again.body).toContain('data-testid="listing-page"');
        expect(listedTotal(again.body)).toBeGreaterThan(0);
        // Nobody's personalisation token (their guest id) is in the page served to everyone.
        expect(rendered.issuedGuestId).toBeUndefined();
        expect(rendered.body).not.toContain(guestId);
        expect(again.body).not.toContain(guestId);
        await Promise.all([first.dispose(), second.dispose()]);
      }
    }
    // Nobody reaches the per-request listing route directly either.
    for (const path of [`/_per-request${dresses}`, `/_site/hartley/guest/_per-request${dresses}`]) expect((await cacheState(request, 'hartley', path)).status).toBe(404);
  });

  test('a filtered, sorted or paged category URL is rendered per request, and shows what it asks for @desktop', async ({ request }) => {
    const plain = listedTotal((await cacheState(request, 'hartley', dresses)).body);
    for (const path of [`${dresses}/facet/sizes/10`, `${dresses}?sort=price-asc`, `${dresses}?page=2`, `${dresses}?chatbot=true`]) {
      await cacheState(request, 'hartley', path);
      const again = await cacheState(request, 'hartley', path);
      expect(again.status, path).toBe(200);
      expect(again.cache, path).toBeUndefined();
      expect(again.control, path).toMatch(/no-store/);
      if (path.includes('/facet/')) {
        expect(again.body).toContain('Remove filter Size: 10');
        const filtered = listedTotal(again.body);
        expect(filtered).toBeGreaterThan(0);
        expect(filtered).toBeLessThan(plain);
      } else {
        expect(listedTotal(again.body)).toBe(plain);
      }
    }
    // Sorted by price, the cards come in another order than the plain page's (relevance).
    const cardKeys = (body: string) => [...body.matchAll(/data-product-key="([^"]+)"/g)].map((match) => match[1]);
    const sorted = cardKeys((await cacheState(request, 'hartley', `${dresses}?sort=price-asc`)).body);
    expect(sorted.length).toBeGreaterThan(0);
    expect(sorted).not.toEqual(cardKeys((await cacheState(request, 'hartley', dresses)).body));
  });

  test('a publish, and a scheduled publish, show on the next request of the cached page @desktop', async ({ studio, page, playwright }) => {
    // A shopper, answered from the server's copies of cached pages.
    const shopper = await playwright.request.newContext();
    await studio.open('/studio/sign-in');
    await studio.signIn();
    await expect(studio.heading).toBeVisible();
    const api = await studioApi(page);
    const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const textId = `e2e-cached-text-${run}`;
    const pageId = `e2e-cached-page-${run}`;
    const path = `/pages/e2e-cached-${run}`;

    expect((await api.create(textId, 'text', { internalName: `Cached ${run}`, body: paragraph(`First words ${run}`) })).status()).toBe(201);
    expect((await api.create(pageId, 'page', { title: `Cached ${run}`, slug: `e2e-cached-${run}`, fascia: 'hartley', sections: [{ sys: { type: 'Link', linkType: 'Entry', id: textId } }] })).status()).toBe(201);
    // Not published yet: the 404 is what the cache holds for this path…
    expect((await cacheState(page.request, 'hartley', path)).status).toBe(404);
    const textPublished = await api.publish(textId, 1);
    expect(textPublished.status()).toBe(200);
    const publishedVersion = ((await textPublished.json()) as { entry: { version: number } }).entry.version;
    expect((await api.publish(pageId, 1)).status()).toBe(200);
    // …until the page is published at that slug.
    const live = await cacheState(page.request, 'hartley', path);
    expect(live.status).toBe(200);
    expect(live.body).toContain(`First words ${run}`);
    const cached = await cacheState(page.request, 'hartley', path);
    expect(cached.cache).toBe('HIT');
    await cacheState(shopper, 'hartley', path);
    await cacheState(shopper, 'hartley', path);
    const copied = await cacheState(shopper, 'hartley', path);
    expect(copied.copy).toBe('HIT');
    expect(copied.body).toContain(`First words ${run}`);

    // An edit of a block on the page, published: the next request renders it.
    const saved = await api.save(textId, publishedVersion, { internalName: `Cached ${run}`, body: paragraph(`Second words ${run}`) });
    expect(saved.status()).toBe(200);
    const savedVersion = ((await saved.json()) as { entry: { version: number } }).entry.version;
    expect((await cacheState(page.request, 'hartley', path)).body).toContain(`First words ${run}`);
    const republished = await api.publish(textId, savedVersion);
    expect(republished.status()).toBe(200);
    const republishedVersion = ((await republished.json()) as { entry: { version: number } }).entry.version;
    await page.goto(siteUrl('hartley', path));
    await expect(page.getByText(`Second words ${run}`)).toBeVisible();
    expect((await cacheState(shopper, 'hartley', path)).body).toContain(`Second words ${run}`);
    expect((await cacheState(shopper, 'hartley', path)).copy).toBe('HIT');

    // A scheduled publish runs on the server's own timer, outside any request: the page follows.
    const draft = await api.save(textId, republishedVersion, { internalName: `Cached ${run}`, body: paragraph(`Third words ${run}`) });
    expect(draft.status()).toBe(200);
    const draftVersion = ((await draft.json()) as { entry: { version: number } }).entry.version;
    expect((await api.schedulePublish(new Date(Date.now() + 1500), [{ id: textId, version: draftVersion }])).status()).toBe(201);
    await expect.poll(async () => (await cacheState(page.request, 'hartley', path)).body.includes(`Third words ${run}`), { timeout: 20_000 }).toBe(true);
    expect((await cacheState(shopper, 'hartley', path)).body).toContain(`Third words ${run}`);
    await shopper.dispose();

    expect((await api.deletePage(pageId)).status()).toBe(200);
  });
});
