import { expect, test } from './fixtures';
import { siteNames, type SiteId } from './sites';

const heroHeadings: Record<SiteId, string> = {
  hartley: 'Dressed for the Season',
  coast: 'The Occasion Edit',
  nastygal: 'Main Character Energy',
};

for (const site of Object.keys(siteNames) as SiteId[]) {
  test(`${site}: the home page is composed from the site's CMS entries`, async ({ storefront, page }) => {
    const response = await storefront.open(site);
    expect(response.status()).toBe(200);
    await expect(storefront.homeLink).toHaveAccessibleName(`${siteNames[site]} home`);
    await expect(page.getByRole('heading', { level: 2, name: heroHeadings[site] })).toBeVisible();
    expect(await page.locator('main [data-section-id]').count()).toBeGreaterThanOrEqual(6);
    expect(await storefront.heroBanners.count()).toBeGreaterThanOrEqual(2);
    await expect(storefront.productCards.first()).toBeVisible();
    await expect(storefront.blockWarnings).toHaveCount(0);
    await expect(storefront.footer).toContainText(siteNames[site]);
  });
}

test('each brand site has its own theme and its own page title', async ({ storefront, page }) => {
  const seen = new Map<string, string>();
  for (const site of Object.keys(siteNames) as SiteId[]) {
    await storefront.open(site);
    const accent = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--sf-accent').trim());
    seen.set(site, `${accent}|${await page.title()}`);
    expect(await page.title()).toContain(siteNames[site]);
  }
  expect(new Set(seen.values()).size).toBe(3);
});

test('the first two sections load images eagerly, the rest lazily, and images render', async ({ storefront, page }) => {
  await storefront.open('hartley');
  const firstHeroImage = storefront.heroBanners.first().locator('img').first();
  await expect(firstHeroImage).toHaveAttribute('loading', 'eager');
  await expect.poll(() => firstHeroImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(300);
  const lastSectionImages = page.locator('main [data-section-id]').nth(4).locator('img');
  await expect(lastSectionImages.first()).toHaveAttribute('loading', 'lazy');
});

test('product cards show a brand, a name, a price and link to the product', async ({ storefront }) => {
  await storefront.open('coast');
  const card = storefront.productCards.first();
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
  await expect(card).toContainText(/£\d+\.\d{2}/);
  await expect(card.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute('href', /^\/(product|premier)\/[a-z0-9-]+/);
  await expect.poll(() => card.locator('img').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
});

test('guest-only blocks show to guests and signed-in-only blocks do not', async ({ storefront, page }) => {
  await storefront.open('hartley');
  await expect(page.getByRole('heading', { name: 'Join Hartley & Vale' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toHaveCount(0);
});

test('hero copy is legible: its text colour never matches its panel', async ({ storefront, page }) => {
  for (const site of Object.keys(siteNames) as SiteId[]) {
    await storefront.open(site);
    const clashes = await page.getByTestId('hero-banner').evaluateAll((heroes) =>
      heroes.flatMap((hero) => {
        const heading = hero.querySelector('h2');
        const area = heading?.closest('[style*="--hero"]') ?? heading?.parentElement?.parentElement;
        if (!heading || !area) return [];
        const background = getComputedStyle(area).backgroundColor;
        const colour = getComputedStyle(heading).color;
        return background !== 'rgba(0, 0, 0, 0)' && background === colour ? [heading.textContent] : [];
      }),
    );
    expect(clashes, site).toEqual([]);
  }
});
