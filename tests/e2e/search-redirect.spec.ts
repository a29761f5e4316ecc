import { expect, test } from './fixtures';

const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

test.describe('a search redirect', () => {
  test('typing a redirect keyword in the header search and submitting lands on the target page', async ({ storefront, page }) => {
    await storefront.open('hartley');
    const box = page.getByRole('searchbox').first();
    await box.fill('Delivery');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/pages\/informational\/delivery$/);
    await expect(page.getByTestId('text-block').getByRole('heading', { name: 'Delivery' })).toBeVisible();
    await expect(page.getByText('Next-day delivery (order by 11pm): £5.99')).toBeVisible();
  });

  test('a redirect keyword in the search URL goes to its listing; other searches stay results', async ({ storefront, listing, page }) => {
    const response = await storefront.open('coast', '/search?q=sale');
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL(/\/categories\/sale$/);
    await expect(listing.heading).toHaveText('Sale');
    expect(await listing.totalCount()).toBeGreaterThan(0);
    // Only the whole search text redirects.
    await storefront.open('coast', '/search?q=sale%20dress');
    await expect(page).toHaveURL(/\/search\?q=sale%20dress$/);
    await expect(listing.heading).toHaveText('Results for “sale dress”');
  });

  test('a brand name goes to the brand page on a computer @desktop', async ({ storefront, page }) => {
    await storefront.open('hartley', '/search?q=coast');
    await expect(page).toHaveURL(/\/pages\/brands\/coast$/);
    await expect(page.getByTestId('hero-banner').getByRole('heading', { name: 'Coast' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ userAgent: iPhone });

    test('a brand name goes straight to the brand’s products @phone', async ({ storefront, listing, page }) => {
      await storefront.open('hartley');
      const box = page.getByRole('searchbox').first();
      await box.fill('coast');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/categories\/women\/facet\/collection\/coast$/);
      await expect(listing.cards.first()).toBeVisible();
      expect(await listing.totalCount()).toBeGreaterThan(0);
      await expect(listing.cards.first()).toContainText('Coast');
    });
  });
});

test.describe('discovery listing (Nasty Gal is configured for discovery on the test server)', () => {
  const dresses = '/categories/women/dresses';

  test('lists, pages and sorts like hosted search, with the search redirects too', async ({ storefront, listing, page }) => {
    await storefront.open('nastygal', dresses);
    await listing.expectResults(1, 40);
    const total = await listing.totalCount();
    expect(total).toBeGreaterThan(40);
    await listing.loadMore.click();
    await listing.expectResults(1, Math.min(80, total));

    await storefront.open('nastygal', `${dresses}?sort=price-asc`);
    await expect(listing.cards).toHaveCount(40);
    // The first price on a card is its lowest: what the price sort orders by.
    const prices = await listing.cards.evaluateAll((cards) => cards.map((card) => Number((card.textContent ?? '').match(/£(\d+(?:\.\d\d)?)/)?.[1] ?? NaN)));
    expect(prices.every((price) => Number.isFinite(price))).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const box = page.getByRole('searchbox').first();
    await box.fill('returns');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/pages\/informational\/returns$/);
  });

  test('offers no facet-value search on discovery (L §5) @desktop', async ({ storefront, listing }) => {
    await storefront.open('nastygal', dresses);
    await listing.facetButton('Brand').click();
    await expect(listing.facetDropdown.getByRole('button').first()).toBeVisible();
    await expect(listing.facetDropdown.getByRole('searchbox')).toHaveCount(0);
    // Hosted search still offers it.
    await storefront.open('hartley', dresses);
    await listing.facetButton('Brand').click();
    await expect(listing.facetDropdown.getByRole('searchbox', { name: 'Search Brand' })).toBeVisible();
  });

  test('a failed load more is quiet on discovery: no message, the products stay, load more is offered again', async ({ storefront, listing, page }) => {
    await storefront.open('nastygal', dresses);
    await listing.expectResults(1, 40);
    await page.route('**/_api/listing?**', (route) => route.fulfill({ status: 502, contentType: 'application/json', body: '{"success":false}' }));
    const failed = page.waitForResponse((response) => response.url().includes('/_api/listing') && response.status() === 502);
    await listing.loadMore.click();
    await failed;
    await expect(listing.loadMore).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'couldn’t load more' })).toHaveCount(0);
    await listing.expectResults(1, 40);
    await page.unroute('**/_api/listing?**');
    await listing.loadMore.click();
    await listing.expectResults(1, 80);
  });
});
