import { createHmac } from 'node:crypto';
import { expect, test } from './fixtures';
import { siteUrl } from './sites';
import { paragraph, studioApi } from './pages/studio-api';

/** The e2e server's preview secret (tests/support/start-server.mjs). */
const PREVIEW_SECRET = 'e2e-preview-secret';

test.describe('the studio API', () => {
  test('a page published through the studio is on the storefront at once, and gone at once when unpublished @desktop', async ({ studio, storefront, page }) => {
    await studio.open('/studio/sign-in');
    await studio.signIn();
    await expect(studio.heading).toBeVisible();
    const api = await studioApi(page);
    const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const sentence = `Linen for long evenings ${run}`;

    // Blocks keep the ids the editor gave them: create with an id, then link them from a new page.
    const text = await api.create(`e2e-text-${run}`, 'text', { internalName: `E2E text ${run}`, body: paragraph(sentence) });
    expect(text.status()).toBe(201);
    const pageEntry = await api.create(`e2e-page-${run}`, 'page', {
      title: `E2E ${run}`,
      slug: `e2e-${run}`,
      fascia: 'hartley',
      sections: [{ sys: { type: 'Link', linkType: 'Entry', id: `e2e-text-${run}` } }],
    });
    expect(pageEntry.status()).toBe(201);
    expect((await pageEntry.json()).entry).toMatchObject({ version: 1, status: 'draft' });

    // A draft is not on the storefront.
    expect((await storefront.open('hartley', `/pages/e2e-${run}`)).status()).toBe(404);

    // A stale version is refused with both versions; the right one goes live.
    const stale = await api.publish(`e2e-page-${run}`, 7);
    expect(stale.status()).toBe(409);
    expect((await stale.json()).current).toMatchObject({ id: `e2e-page-${run}`, version: 1 });
    expect((await api.publish(`e2e-text-${run}`, 1)).status()).toBe(200);
    const published = await api.publish(`e2e-page-${run}`, 1);
    expect(published.status()).toBe(200);
    const live = (await published.json()).entry as { version: number; status: string };
    expect(live.status).toBe('published');

    expect((await storefront.open('hartley', `/pages/e2e-${run}`)).status()).toBe(200);
    await expect(page.getByText(sentence)).toBeVisible();

    // The studio's preview token opens draft mode like the secret; a tampered one does not.
    const expires = Date.now() + 60_000;
    const token = `pv1.${expires}.${createHmac('sha256', PREVIEW_SECRET).update(`storefront-preview:${expires}`).digest('base64url')}`;
    const tampered = await page.goto(siteUrl('hartley', `/api/draft?secret=${token.slice(0, -2)}xx&slug=e2e-${run}`));
    expect(tampered?.status()).toBe(401);
    await page.goto(siteUrl('hartley', `/api/draft?secret=${encodeURIComponent(token)}&slug=e2e-${run}`));
    await expect(page).toHaveURL(siteUrl('hartley', `/pages/e2e-${run}`));
    await expect(page.getByRole('link', { name: 'Exit preview' })).toBeVisible();
    await page.goto(siteUrl('hartley', '/api/draft/disable'));

    expect((await api.unpublish(`e2e-page-${run}`, live.version)).status()).toBe(200);
    expect((await storefront.open('hartley', `/pages/e2e-${run}`)).status()).toBe(404);

    expect((await api.deletePage(`e2e-page-${run}`)).status()).toBe(200);
  });
});
