import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { firstListedProduct, PREMIER_MEMBER } from './pages/product-extras';
import { listedProductUrls } from './pages/product-page';
import { uniqueEmail } from './pages/shopper';
import { siteRequest, siteUrl } from './sites';

const dresses = '/categories/women/dresses';
/** The e2e server's office network (tests/support/server-env.mjs), through its trusted loopback proxy. */
const officeAddress = { 'x-forwarded-for': '203.0.113.7' };

/** A listed dress sold by the site itself (not a marketplace seller: those earn no rewards and take one promo). */
async function ownBrandDress(request: APIRequestContext): Promise<string> {
  for (const url of await listedProductUrls(request, 'hartley', [dresses])) {
    if (!url.startsWith('/product/')) continue;
    const { url: address, headers } = siteRequest('hartley', url);
    const html = await (await request.get(address, { headers })).text();
    if (html.includes('data-testid="pdp-rewards"')) return url;
  }
  throw new Error('No own-brand dress listed');
}

test.describe('product page badges and offers', () => {
  test.slow();

  test('a dress shows its price, promo (lowest priority, 2 at most) and exclusion badges, 2 image badges and the rewards join link', async ({ page, productExtras }) => {
    await page.goto(siteUrl('hartley', await ownBrandDress(page.request)));
    await expect(productExtras.priceBadges).toHaveText(['Price match promise']);
    await expect(productExtras.promoBadges).toHaveCount(2);
    await expect(productExtras.promoBadges.filter({ hasText: 'Extra 20% off dresses' })).toContainText('with code DRESS20 at checkout');
    await expect(productExtras.promoBadges.filter({ hasText: 'Free next-day delivery over £50' })).toHaveCount(1);
    // A promo of a higher priority number is left out while lower ones show.
    await expect(productExtras.buyBox.getByText('Student discount 10%')).toHaveCount(0);
    await expect(productExtras.exclusionBadges).toHaveText(['Excluded from the 3 for 2 offer']);
    await expect(productExtras.imageBadges).toHaveText(['Online Exclusive', 'Sustainable choice']);
    // Points/100 in £, and the join link for a guest.
    await expect(productExtras.rewards).toHaveText(/^Earn (\d+) reward points worth £\d+\.\d{2}Join now$/);
    const [, points, pounds] = /Earn (\d+) reward points worth £(\d+\.\d{2})/.exec((await productExtras.rewards.textContent()) ?? '')!;
    expect(Number(pounds)).toBeCloseTo(Number(points) / 100, 2);
    await expect(productExtras.rewards.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/sign-up');
  });

  test('a signed-in shopper sees the rewards message without the join link', async ({ page, productExtras }) => {
    const dress = await ownBrandDress(page.request);
    await page.goto(siteUrl('hartley', '/account'));
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('Your name').fill('Shopper');
    await page.getByLabel('Email address').fill(uniqueEmail('rewards'));
    await page.getByLabel('Password').fill('lovelace123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Hello, Shopper' })).toBeVisible();
    await page.goto(siteUrl('hartley', dress));
    await expect(productExtras.rewards).toHaveText(/^Earn \d+ reward points worth £\d+\.\d{2}$/);
  });
});

test.describe('premier membership', () => {
  test.slow();
  const listings = ['/categories/women', '/categories/women?page=2', '/categories/women?page=3', '/categories/men', '/categories/men?page=2', '/categories/home', '/categories/beauty', '/categories/kids', dresses];

  test('a guest sees the premier sign-up label and the add button; the signed-in member sees their membership instead of the button', async ({ page, productExtras }) => {
    const premier = await firstListedProduct(page.request, 'hartley', listings, '/premier/');
    await page.goto(siteUrl('hartley', premier));
    await expect(productExtras.premierSignUp).toBeVisible();
    await productExtras.expectInteractive();
    await expect(productExtras.addToBasket).toBeVisible();
    await expect(productExtras.memberLine).toHaveCount(0);

    await productExtras.signIn('hartley', PREMIER_MEMBER);
    await page.goto(siteUrl('hartley', premier));
    await expect(productExtras.memberLine).toHaveText(/^Unlimited membership active, valid until \d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}$/);
    await expect(productExtras.addToBasket).toHaveCount(0);
    await expect(productExtras.premierSignUp).toHaveCount(0);
  });

  test('a signed-in shopper without a membership keeps the add button on a premier product', async ({ page, productExtras }) => {
    const premier = await firstListedProduct(page.request, 'hartley', listings, '/premier/');
    await page.goto(siteUrl('hartley', '/account'));
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('Your name').fill('Shopper');
    await page.getByLabel('Email address').fill(uniqueEmail('not-member'));
    await page.getByLabel('Password').fill('lovelace123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Hello, Shopper' })).toBeVisible();
    const membership = page.waitForResponse((response) => response.url().includes('/_api/account/membership'));
    await page.goto(siteUrl('hartley', premier));
    expect(await (await membership).json()).toEqual({ premier: { active: false } });
    await expect(productExtras.addToBasket).toBeVisible();
    await expect(productExtras.memberLine).toHaveCount(0);
  });
});

test.describe('addToBagOnLoadAndRegistered', () => {
  test.slow();

  test('adds the linked size to the bag on load for a signed-in shopper, never for a guest', async ({ page, productExtras, productPage }) => {
    const dress = await ownBrandDress(page.request);
    // The first size in stock of the default colour.
    await page.goto(siteUrl('hartley', dress));
    await productPage.expectInteractive();
    const size = (await productPage.sizes.and(page.locator(':not([data-sold-out])')).first().textContent())!.trim();
    const link = `${dress}${dress.includes('?') ? '&' : '?'}size=${encodeURIComponent(size)}&addToBagOnLoadAndRegistered=true`;

    // A guest: the session answers, the size is chosen, and nothing is added.
    const session = page.waitForResponse((response) => response.url().includes('/_api/account/me'));
    await page.goto(siteUrl('hartley', link));
    await session;
    await productExtras.expectInteractive();
    await expect(productPage.sizes.and(page.locator('[aria-pressed="true"]'))).toHaveText(size);
    await expect(productPage.status).not.toContainText('Added to your bag');
    await expect(productPage.bagLink).not.toContainText('1 item');

    await page.goto(siteUrl('hartley', '/account'));
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('Your name').fill('Shopper');
    await page.getByLabel('Email address').fill(uniqueEmail('add-on-load'));
    await page.getByLabel('Password').fill('lovelace123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Hello, Shopper' })).toBeVisible();
    await page.goto(siteUrl('hartley', link));
    await expect(productPage.status).toContainText('Added to your bag');
    await expect(productPage.bagLink).toContainText('1 item');
  });
});

test.describe('on the office network', () => {
  test.use({ extraHTTPHeaders: officeAddress });
  test.slow();

  test('staff see the business price breakdown and open the listing tool in a new tab', async ({ page, productExtras, context }) => {
    await page.goto(siteUrl('hartley', await ownBrandDress(page.request)));
    const key = await page.getByTestId('product-page').getAttribute('data-product-key');
    await productExtras.businessTools.hover();
    await expect(productExtras.priceTooltip).toContainText('Business tools: price breakdown');
    await expect(productExtras.priceTooltip).toContainText(/Price£\d+\.\d{2}/);
    await expect(productExtras.priceTooltip).toContainText('Was price');
    await expect(productExtras.priceTooltip).toContainText(/Pre-discount price£\d+\.\d{2}/);
    // The dresses promo with its discount is an effect at the basket.
    await expect(productExtras.priceTooltip.getByTestId('staff-discount-effects')).toContainText(/Extra 20% off dresses \(20%\) \(at basket\)−£\d+\.\d{2}/);

    await expect(productExtras.listingToolLink).toHaveAttribute('href', `/wordsworth/${key}`);
    await expect(productExtras.listingToolLink).toHaveAttribute('target', '_blank');
    const [tab] = await Promise.all([context.waitForEvent('page'), productExtras.listingToolLink.click()]);
    await expect(tab.getByTestId('listing-tool')).toContainText(`Product key${key}`);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText((await page.getByRole('heading', { level: 1 }).textContent())!);
  });
});

test('a shopper gets no staff tools and a 404 from the listing tool', async ({ page, productExtras }) => {
  test.slow();
  await page.goto(siteUrl('hartley', await ownBrandDress(page.request)));
  const key = await page.getByTestId('product-page').getAttribute('data-product-key');
  await productExtras.expectInteractive();
  await expect(productExtras.businessTools).toHaveCount(0);
  await expect(productExtras.listingToolLink).toHaveCount(0);
  const response = await page.goto(siteUrl('hartley', `/wordsworth/${key}`));
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('listing-tool')).toHaveCount(0);
});

test('the hybrid page: the product summary with quick add and a view-product link above its category listing', async ({ page, productExtras, listing }) => {
  test.slow();
  const dress = await ownBrandDress(page.request);
  const slug = new URL(dress, 'http://x').pathname.split('/')[2]!;
  // Any category path moves to the product's own (parent) category.
  const response = await page.goto(siteUrl('hartley', `/categories/women/product/${slug}`));
  expect(response?.ok()).toBe(true);
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/categories/women/dresses(/[a-z0-9-]+)*/product/${slug}$`));
  const summary = productExtras.hybridSummary;
  await expect(summary.getByRole('heading', { level: 2 })).not.toBeEmpty();
  await expect(summary.getByTestId('quick-add')).toBeVisible();
  await expect(summary.getByRole('link', { name: 'View product' })).toHaveAttribute('href', new RegExp(`^/product/${slug}\\?colour=`));
  await expect(listing.cards.first()).toBeVisible();

  await summary.getByTestId('quick-add').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await summary.getByRole('link', { name: 'View product' }).click();
  await expect(page.getByTestId('product-page')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/product/${slug}`);
});
