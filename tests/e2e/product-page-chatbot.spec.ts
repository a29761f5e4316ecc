import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { listedProductUrls } from './pages/product-page';
import { siteRequest, siteUrl } from './sites';

/** The style assistant on the product page (P §2, §4, §5, §8, §9) and its endpoints as P §7 names them. */
const dresses = '/categories/women/dresses';

async function openDress(page: Page, request: Parameters<typeof listedProductUrls>[0]): Promise<string> {
  const [url] = (await listedProductUrls(request, 'hartley', [dresses])).filter((entry) => entry.startsWith('/product/'));
  await page.goto(siteUrl('hartley', url!));
  return url!;
}

test.describe('the style assistant on the product page', () => {
  test('is not in the page’s HTML: it appears once the page has loaded without moving it, offers help from 3 s to 10 s, and lifts when scrolled', async ({ chatbot, productPage, layoutShifts, page, request }) => {
    await layoutShifts.record();
    const url = await openDress(page, request);
    const { url: direct, headers } = siteRequest('hartley', url);
    expect(await (await request.get(direct, { headers })).text()).not.toContain('Style assistant');
    await productPage.expectInteractive();
    await expect(chatbot.launcher).toBeVisible();
    await expect(chatbot.hint).toBeVisible();
    await expect(chatbot.hint).toContainText(/^Need help finding the perfect [a-z ]+\?/);
    expect(await layoutShifts.cumulative()).toBe(0);
    await expect(chatbot.hint).toBeHidden({ timeout: 12_000 });

    const resting = (await chatbot.launcher.boundingBox())!;
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(async () => (await chatbot.launcher.boundingBox())!.y).toBeLessThan(resting.y - 40);
  });

  test('answers a question with products of the category that open working product pages', async ({ chatbot, productPage, page, request }) => {
    await openDress(page, request);
    await productPage.expectInteractive();
    await chatbot.launcher.click();
    await expect(chatbot.panel).toBeVisible();
    await expect(chatbot.botMessages.first()).toContainText(/I’ll find [a-z ]*dresses to match/);
    await expect(chatbot.sendButton).toBeDisabled();
    await chatbot.input.fill('   ');
    await expect(chatbot.sendButton).toBeDisabled();

    await chatbot.ask('red dress for a wedding');
    await expect(chatbot.conversation.getByTestId('chat-message-user')).toHaveText('red dress for a wedding');
    await expect(chatbot.botMessages.nth(1)).toContainText(/I found|Here are/);
    const links = chatbot.suggestions;
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.length).toBeLessThanOrEqual(4);
    for (const href of hrefs) expect(href).toMatch(/^\/(product|premier)\/[a-z0-9-]+/);
    for (const href of hrefs) {
      const { url, headers } = siteRequest('hartley', href);
      expect((await request.get(url, { headers })).status(), href).toBe(200);
    }
    const name = ((await links.first().getByText(/./).first().textContent()) ?? '').trim();
    await links.first().click();
    await expect(productPage.heading).toBeVisible();
    await expect(page).toHaveURL(new RegExp(hrefs[0]!.split('?')[0]!));
    expect(name.length).toBeGreaterThan(0);
  });

  test('on an error the input gives way to ‘Start a New Chat’, which starts over', async ({ chatbot, productPage, page, request }) => {
    await openDress(page, request);
    await productPage.expectInteractive();
    await page.route('**/chatbot/chat-message', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"boom"}' }));
    await chatbot.launcher.click();
    await expect(chatbot.botMessages.first()).toBeVisible();
    await chatbot.ask('a blue dress');
    await expect(chatbot.panel.getByRole('alert')).toHaveText("There was an error! Please select 'Start a New Chat' and try again");
    await expect(chatbot.input).toHaveCount(0);
    await page.unroute('**/chatbot/chat-message');
    await chatbot.panel.getByRole('button', { name: 'Start a New Chat' }).click();
    await expect(chatbot.input).toBeVisible();
    await expect(chatbot.conversation.getByTestId('chat-message-user')).toHaveCount(0);
    await expect(chatbot.botMessages).toHaveCount(1);
    await chatbot.ask('a blue dress');
    await expect(chatbot.suggestions.first()).toBeVisible();
  });
});

test.describe('the assistant’s endpoints', () => {
  test('GET /chatbot/start-chat-session and POST /chatbot/chat-message answer as P names them; bad input is a 4xx with a message', async ({ request }) => {
    // A session's CSRF cookie, as a page's first call gets it, sent back with the token.
    const me = siteRequest('hartley', '/_api/account/me');
    const cookies = (await request.get(me.url, { headers: me.headers })).headersArray().filter(({ name }) => name.toLowerCase() === 'set-cookie');
    const csrf = cookies.map(({ value }) => /^sf_csrf=([^;]+)/.exec(value)?.[1]).find(Boolean)!;
    expect(csrf).toBeTruthy();
    const get = (path: string) => {
      const { url, headers } = siteRequest('hartley', path);
      return request.get(url, { headers });
    };
    const post = (path: string, data: unknown) => {
      const { url, headers } = siteRequest('hartley', path);
      return request.post(url, { data, headers: { ...headers, origin: `http://${headers.host}`, cookie: `sf_csrf=${csrf}`, 'x-csrf-token': csrf } });
    };

    const session = await get(`/chatbot/start-chat-session?category=${encodeURIComponent('women/dresses')}`);
    expect(session.status()).toBe(200);
    expect(await session.json()).toMatchObject({ kind: 'success', greeting: { role: 'BOT', message: expect.stringContaining('dresses') } });
    const unknown = await get('/chatbot/start-chat-session?category=no-such-category');
    expect(unknown.status()).toBe(400);
    expect(await unknown.json()).toMatchObject({ message: expect.stringContaining('no-such-category') });

    const reply = await post('/chatbot/chat-message', { message: 'black dress under £100', context: { category: 'women/dresses' } });
    expect(reply.status()).toBe(200);
    const body = (await reply.json()) as { kind: string; reply: { role: string; products: Array<Record<string, unknown>> } };
    expect(body.kind).toBe('success');
    expect(body.reply.role).toBe('BOT');
    expect(body.reply.products.length).toBeGreaterThan(0);
    for (const product of body.reply.products) {
      expect(Object.keys(product).sort()).toEqual(expect.arrayContaining(['product_availability', 'product_id', 'product_image', 'product_name', 'product_price', 'product_url']));
      for (const key of Object.keys(product)) expect(['product_name', 'product_price', 'product_salePrice', 'product_url', 'product_image', 'product_id', 'product_availability', 'matchReason']).toContain(key);
    }

    for (const bad of [{}, { message: '' }, { message: 'x'.repeat(501) }, { message: 'red', context: { category: '../etc' } }, { message: 'red', extra: true }]) {
      const refused = await post('/chatbot/chat-message', bad);
      expect(refused.status(), JSON.stringify(bad).slice(0, 60)).toBe(400);
      expect(((await refused.json()) as { message?: string }).message).toBeTruthy();
    }
    // The first address stays an alias.
    const alias = await post('/_api/chatbot', { message: 'black dress under £100', context: { category: 'women/dresses' } });
    expect(alias.status()).toBe(200);
    expect(((await alias.json()) as { kind: string }).kind).toBe('success');
  });
});
