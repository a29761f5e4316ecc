import { MAX_MESSAGE_CHARS } from '@storefront/preview/channel/protocol';
import { corpusPages, xssCorpus } from '@storefront/plugins/testing/xss-corpus';
import { expect, test } from './fixtures';
import { PreviewParent } from './pages/live-preview';
import { StudioEditor } from './pages/studio-editor';
import { XssTrap } from './pages/xss-trap';
import { siteUrl, type SiteId } from './sites';
import { STOREFRONT_PORT } from '../support/ports';

/**
 * The XSS corpus (plugins/testing/xss-corpus.ts: OWASP-style markup in every text field, the URL
 * table in every link and rich-text link, unsafe files in every asset field, of every block in the
 * registry) rendered in Chromium through the live preview — the storefront's zod boundary,
 * registry, loaders and components — under the page's Content-Security-Policy, with a trap.
 */
const LIVE_PREVIEW_PAGE = { id: 'qa-page-live-preview', slug: 'qa/live-preview', title: 'QA: live preview' };

test('no payload of the corpus runs, in any field of any block, and every href and src passes the URL rule @desktop', async ({ page }) => {
  test.setTimeout(120_000);
  const trap = await XssTrap.install(page.context());
  const studio = new PreviewParent(page);
  await studio.open('hartley', LIVE_PREVIEW_PAGE.slug);
  await studio.waitForMessage('init');
  const frame = page.frame({ url: (url) => url.pathname === `/pages/${LIVE_PREVIEW_PAGE.slug}` })!;

  const pages = corpusPages(xssCorpus(), MAX_MESSAGE_CHARS, LIVE_PREVIEW_PAGE);
  let renderedBlocks = 0;
  for (const [index, tree] of pages.entries()) {
    await studio.setData(index + 1, tree);
    await studio.waitForMessage('rendered', { seq: index + 1, via: 'render' });
    renderedBlocks += await studio.frame.locator('[data-block-type]').count();
    const report = await trap.report(frame);
    expect(report.hits, `payloads ran (batch ${index + 1})`).toEqual([]);
    // An image from a host the policy does not name (a safe https file) may be blocked; code never tries.
    expect(report.executions, `CSP violations by code (batch ${index + 1})`).toEqual([]);
    expect(report.problems, `unsafe markup (batch ${index + 1})`).toEqual([]);
  }
  expect(trap.dialogs).toEqual([]);
  // Most cases render (markup shows as text; a bad link or file loses only itself), the rest are refused.
  console.info(`xss corpus: ${pages.length} renders, ${renderedBlocks} blocks on the page`);
  expect(renderedBlocks).toBeGreaterThan(300);

  // The trap is armed and the policy holds: a handler injected into the live page, as a DOM XSS would, is refused.
  await frame.evaluate(() => document.body.insertAdjacentHTML('beforeend', `<img src="/_img/none" onerror="__xss('injected')">`));
  await expect.poll(async () => (await trap.report(frame)).executions).toEqual([expect.stringContaining('script-src-attr')]);
  expect((await trap.report(frame)).hits).toEqual([]);
});

const PUBLIC_PAGES: ReadonlyArray<readonly [SiteId, string]> = [
  ['hartley', '/'],
  ['coast', '/'],
  ['hartley', '/categories/women/dresses'],
  ['nastygal', '/search?q=dress'],
];

for (const [site, path] of PUBLIC_PAGES) {
  test(`${site} ${path} carries a hash-based CSP and runs without a violation @desktop`, async ({ page }) => {
    const trap = await XssTrap.install(page.context());
    const response = await page.goto(siteUrl(site, path));
    await page.waitForLoadState('networkidle');
    const policy = response!.headers()['content-security-policy'] ?? '';
    const scriptSources = /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(scriptSources).toContain("'self'");
    expect(scriptSources.some((source) => source.startsWith("'sha256-"))).toBe(true);
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'self'"]) expect(policy).toContain(directive);
    const report = await trap.report(page.mainFrame());
    expect(report).toEqual({ hits: [], executions: [], violations: [], problems: [] });
  });
}

test('HSTS and Secure cookies only when a trusted proxy says the request came over HTTPS @desktop', async ({ playwright }) => {
  const home = `http://localhost:${STOREFRONT_PORT}/`;
  // The shopper's first session call is issued the guest and CSRF cookies (a page never sets one).
  const session = `http://localhost:${STOREFRONT_PORT}/_api/account/me`;
  const setCookies = (response: import('@playwright/test').APIResponse) => response.headersArray().filter(({ name }) => name.toLowerCase() === 'set-cookie').map(({ value }) => value);
  // A new client each time, so each first visit is issued its cookies.
  const plain = await (await playwright.request.newContext()).get(home);
  expect(plain.headers()['strict-transport-security']).toBeUndefined();
  const plainCookies = setCookies(await (await playwright.request.newContext()).get(session));
  expect(plainCookies.length).toBeGreaterThan(0);
  expect(plainCookies.join('\n')).not.toMatch(/;\s*Secure/i);

  // The test client connects from loopback, a trusted proxy by default (TRUSTED_PROXIES).
  const proxied = await (await playwright.request.newContext()).get(home, { headers: { 'x-forwarded-proto': 'https' } });
  expect(proxied.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(proxied.headers()['content-security-policy']).toContain('upgrade-insecure-requests');
  const cookies = setCookies(await (await playwright.request.newContext()).get(session, { headers: { 'x-forwarded-proto': 'https' } }));
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
});

test('the studio, its workbench and its live preview run under the policy without a violation @desktop', async ({ page, studio }) => {
  const trap = await XssTrap.install(page.context());
  await studio.open('/studio/sites/hartley');
  await studio.signIn();
  await studio.open('/studio/workbench');
  await expect(studio.workbenchPlugins.first()).toBeVisible();
  expect(await trap.report(page.mainFrame())).toMatchObject({ hits: [], violations: [] });

  await studio.open('/studio/sites/hartley');
  await studio.rows.first().getByRole('link').first().click();
  const editor = new StudioEditor(page);
  await editor.waitUntilLive();
  // A text block's form mounts the rich-text editor (which adds its own stylesheet).
  await editor.add('Text');
  await expect(editor.form.getByRole('textbox', { name: /^Body/ })).toBeVisible();
  await editor.waitUntilLive();
  expect(page.frames().length).toBeGreaterThan(1);
  for (const frame of page.frames()) expect(await trap.report(frame), frame.url()).toMatchObject({ hits: [], violations: [] });
  expect(trap.dialogs).toEqual([]);
});
