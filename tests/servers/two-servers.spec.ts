import { expect, test, type Page } from '@playwright/test';
import { executeSql } from '@storefront/db/testing';
import { Studio } from '../e2e/pages/studio';
import { paragraph, studioApi } from '../e2e/pages/studio-api';
import { SERVER_PORTS, SERVERS_DATABASE_URL } from '../support/ports';
import { SERVERS_WEBHOOK_SECRET } from '../support/servers-webhook.mjs';

/** The header a Contentful webhook sends its secret in (site/lib/content/webhook.ts). */
const WEBHOOK_SECRET_HEADER = 'x-storefront-webhook-secret';

/**
 * Two storefront servers on one PostgreSQL (support/start-servers.mjs): published content stays
 * cached for ten minutes and the search index never checks the catalogue by itself there, so
 * only the events between the servers can make a change show on the other one in time.
 * Changes travel asynchronously (NOTIFY after commit): each check polls, bounded by seconds.
 */
const serverUrl = (server: 0 | 1, site: 'hartley' | 'coast', path: string) => `http://${site}.localhost:${SERVER_PORTS[server]}${path}`;
const SHOWS_WITHIN = { timeout: 5_000 };
/** A catalogue change re-reads the catalogue's fingerprints and rewrites records: seconds on a busy 2-core machine. */
const SEARCH_FOLLOWS_WITHIN = { timeout: 15_000 };

/** A page as a shopper's browser opens it from one server (the brand sites' *.localhost hosts resolve in Chromium): its status and text. */
async function fetchPage(page: Page, url: string): Promise<{ status: number; text: string }> {
  const response = await page.goto(url);
  return { status: response?.status() ?? 0, text: await page.locator('body').innerText() };
}

/** The studio API of server 1, signed in as the e2e editor. */
async function signedInStudioApi(page: Page) {
  const studio = new Studio(page);
  await studio.open('/studio/sign-in');
  await studio.signIn();
  await expect(studio.heading).toBeVisible();
  return studioApi(page);
}

test.describe('two servers on one PostgreSQL', () => {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const textId = `cluster-text-${run}`;
  const pageId = `cluster-page-${run}`;
  const path = `/pages/cluster-${run}`;

  test('a page published, republished and unpublished on one server shows so on the other at the next request', async ({ page }) => {
    const api = await signedInStudioApi(page);
    const first = `Shown on both servers ${run}`;
    expect((await api.create(textId, 'text', { internalName: `Cluster text ${run}`, body: paragraph(first) })).status()).toBe(201);
    expect((await api.create(pageId, 'page', { title: `Cluster ${run}`, slug: `cluster-${run}`, fascia: 'hartley', sections: [{ sys: { type: 'Link', linkType: 'Entry', id: textId } }] })).status()).toBe(201);
    // Server 2 has seen (and cached) that there is no such page.
    expect((await fetchPage(page, serverUrl(1, 'hartley', path))).status).toBe(404);

    const text = await api.publish(textId, 1);
    expect(text.status()).toBe(200);
    const textVersion = ((await text.json()).entry as { version: number }).version;
    const published = await api.publish(pageId, 1);
    expect(published.status()).toBe(200);
    const pageVersion = ((await published.json()).entry as { version: number }).version;

    await expect.poll(async () => (await fetchPage(page, serverUrl(1, 'hartley', path))).text, SHOWS_WITHIN).toContain(first);
    expect((await fetchPage(page, serverUrl(0, 'hartley', path))).text).toContain(first);

    // A new version of a section, published on server 1: server 2 drops the page it holds.
    const second = `Changed on server one ${run}`;
    const saved = await api.save(textId, textVersion, { internalName: `Cluster text ${run}`, body: paragraph(second) });
    expect(saved.status()).toBe(200);
    const republished = await api.publish(textId, ((await saved.json()).entry as { version: number }).version);
    expect(republished.status()).toBe(200);
    await expect.poll(async () => (await fetchPage(page, serverUrl(1, 'hartley', path))).text, SHOWS_WITHIN).toContain(second);

    expect((await api.unpublish(pageId, pageVersion)).status()).toBe(200);
    await expect.poll(async () => (await fetchPage(page, serverUrl(1, 'hartley', path))).status, SHOWS_WITHIN).toBe(404);
  });

  test('a publish scheduled on one server runs once, and shows on both', async ({ page }) => {
    const api = await signedInStudioApi(page);
    const [text, pageEntry, schedulePath] = [`${textId}-scheduled`, `${pageId}-scheduled`, `${path}-scheduled`];
    const live = `Live before the schedule ${run}`;
    expect((await api.create(text, 'text', { internalName: `Cluster text ${run} (scheduled)`, body: paragraph(live) })).status()).toBe(201);
    expect((await api.create(pageEntry, 'page', { title: `Cluster ${run} (scheduled)`, slug: `cluster-${run}-scheduled`, fascia: 'hartley', sections: [{ sys: { type: 'Link', linkType: 'Entry', id: text } }] })).status()).toBe(201);
    const published = await api.publish(text, 1);
    expect(published.status()).toBe(200);
    expect((await api.publish(pageEntry, 1)).status()).toBe(200);
    await expect.poll(async () => (await fetchPage(page, serverUrl(1, 'hartley', schedulePath))).text, SHOWS_WITHIN).toContain(live);

    const scheduledText = `Published on schedule ${run}`;
    const saved = await api.save(text, ((await published.json()).entry as { version: number }).version, { internalName: `Cluster text ${run} (scheduled)`, body: paragraph(scheduledText) });
    expect(saved.status()).toBe(200);
    const draft = (await saved.json()).entry as { version: number };
    const publications = async () => (await executeSql<{ n: number }>(SERVERS_DATABASE_URL, 'select published_counter as n from content_entries where id = $1', [text]))[0]?.n;
    const before = await publications();
    // A draft is not live on either server.
    expect((await fetchPage(page, serverUrl(1, 'hartley', schedulePath))).text).not.toContain(scheduledText);

    const scheduled = await api.schedulePublish(new Date(Date.now() + 2_000), [{ id: text, version: draft.version }]);
    expect(scheduled.status()).toBe(201);

    // Both schedulers look every half second; whichever runs it, both servers show it.
    await expect.poll(async () => (await fetchPage(page, serverUrl(1, 'hartley', schedulePath))).text, { timeout: 15_000 }).toContain(scheduledText);
    expect((await fetchPage(page, serverUrl(0, 'hartley', schedulePath))).text).toContain(scheduledText);
    await expect
      .poll(async () => executeSql<{ status: string }>(SERVERS_DATABASE_URL, 'select status from content_scheduled_actions where entity_id = $1', [text]), SHOWS_WITHIN)
      .toEqual([{ status: 'succeeded' }]);
    // Published once by the schedule: one publication more than before, not two.
    expect(await publications()).toBe(before! + 1);
  });

  test('a change a hosted space announces by webhook to one server shows on the other at the next request', async ({ page }) => {
    const api = await signedInStudioApi(page);
    const [text, pageEntry, hookPath] = [`${textId}-hook`, `${pageId}-hook`, `${path}-hook`];
    const before = `Before the webhook ${run}`;
    expect((await api.create(text, 'text', { internalName: `Cluster text ${run} (webhook)`, body: paragraph(before) })).status()).toBe(201);
    expect((await api.create(pageEntry, 'page', { title: `Cluster ${run} (webhook)`, slug: `cluster-${run}-hook`, fascia: 'hartley', sections: [{ sys: { type: 'Link', linkType: 'Entry', id: text } }] })).status()).toBe(201);
    expect((await api.publish(text, 1)).status()).toBe(200);
    expect((await api.publish(pageEntry, 1)).status()).toBe(200);
    await expect.poll(async () => (await fetchPage(page, serverUrl(1, 'hartley', hookPath))).text, SHOWS_WITHIN).toContain(before);

    // Published "in Contentful": what its delivery API serves changes behind both servers' backs
    // (a write to the space moves its sequence on, as every write there does)…
    const after = `Announced by webhook ${run}`;
    await executeSql(
      SERVERS_DATABASE_URL,
      `with moved as (update content_spaces set sequence = sequence + 1 where id = (select space_id from content_entries where id = $3) returning id, sequence)
       update content_entries set published_fields = replace(published_fields::text, $1, $2)::jsonb, change_sequence = moved.sequence from moved where content_entries.id = $3 and content_entries.space_id = moved.id`,
      [before, after, text],
    );
    expect((await fetchPage(page, serverUrl(1, 'hartley', hookPath))).text).toContain(before);

    // …and Contentful's webhook reaches server 1 only.
    const hook = await page.request.post(`http://localhost:${SERVER_PORTS[0]}/_api/content/published`, {
      headers: { [WEBHOOK_SECRET_HEADER]: SERVERS_WEBHOOK_SECRET, 'x-contentful-topic': 'ContentManagement.Entry.publish' },
      data: { sys: { id: text, type: 'Entry', contentType: { sys: { id: 'text' } }, version: 3 } },
    });
    expect(hook.status()).toBe(200);
    await expect.poll(async () => (await fetchPage(page, serverUrl(1, 'hartley', hookPath))).text, SHOWS_WITHIN).toContain(after);
    expect((await fetchPage(page, serverUrl(0, 'hartley', hookPath))).text).toContain(after);
  });

  test('a catalogue change made with SQL shows on both servers’ cached first page of a category at the next request', async ({ page }) => {
    const dresses = (server: 0 | 1) => serverUrl(server, 'coast', '/categories/women/dresses');
    // Both servers render the category's first page, then answer it from their cache.
    for (const server of [0, 1] as const) {
      await page.goto(dresses(server));
      const again = await page.goto(dresses(server));
      expect(again?.headers()['x-nextjs-cache'], `server ${server + 1}`).toBe('HIT');
    }
    const shown = await page.getByTestId('product-card').first().getAttribute('data-product-key');
    expect(shown).toBeTruthy();
    const [product] = await executeSql<{ id: string }>(SERVERS_DATABASE_URL, 'select id from products where key = $1', [shown]);
    const renamed = `Listed${run} Tea Dress`;

    await executeSql(SERVERS_DATABASE_URL, 'update products set name = $1 where id = $2', [renamed, product!.id]);

    for (const server of [0, 1] as const) {
      await expect.poll(async () => (await fetchPage(page, dresses(server))).text, SEARCH_FOLLOWS_WITHIN).toContain(renamed);
      // Rendered again once, then served from the cache again.
      expect((await page.goto(dresses(server)))?.headers()['x-nextjs-cache']).toBe('HIT');
    }
  });

  test('a catalogue change made with SQL shows in both servers’ search results and cached pages at the next request', async ({ page }) => {
    // A product the Coast home page shows: both servers render (and cache) the page first.
    const home = (server: 0 | 1) => serverUrl(server, 'coast', '/');
    await fetchPage(page, home(0));
    const shown = await page.getByTestId('product-card').first().getAttribute('data-product-key');
    expect(shown).toBeTruthy();
    await fetchPage(page, home(1));
    const [product] = await executeSql<{ id: string; name: string }>(SERVERS_DATABASE_URL, 'select id, name from products where key = $1', [shown]);
    const word = `Cluster${run}`;
    const search = (server: 0 | 1) => serverUrl(server, 'coast', `/search?q=${word}`);
    // Both servers searched before the change: their indexes are open and hold the old name.
    for (const server of [0, 1] as const) expect((await fetchPage(page, search(server))).text).not.toContain(`${word} Trench`);

    await executeSql(SERVERS_DATABASE_URL, 'update products set name = $1 where id = $2', [`${word} Trench`, product!.id]);

    for (const server of [0, 1] as const) {
      await expect.poll(async () => (await fetchPage(page, search(server))).text, SEARCH_FOLLOWS_WITHIN).toContain(`${word} Trench`);
      // The cached home page read that product: it is rendered again with the new name.
      await expect.poll(async () => (await fetchPage(page, home(server))).text, SEARCH_FOLLOWS_WITHIN).toContain(`${word} Trench`);
    }
  });
});
