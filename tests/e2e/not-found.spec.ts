import { expect, test } from './fixtures';

test('a missing page answers 404 with the site’s CMS not-found page', async ({ storefront, page }) => {
  const response = await storefront.open('coast', '/pages/this-page-does-not-exist');
  expect(response.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Sorry, we couldn’t find this page' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'We Think You’ll Like' })).toBeVisible();
  await expect(storefront.productCards.first()).toBeVisible();
  await page.getByRole('link', { name: 'BROWSE THE SHOP' }).click();
  await expect(page).toHaveURL(/coast\.localhost:\d+\/$/);
});

test('a malformed page path answers 404 rather than an error', async ({ storefront }) => {
  const response = await storefront.open('hartley', '/pages/Not%20A%20Slug/..%2F..');
  expect(response.status()).toBe(404);
});

test('a page with invalid sections still answers 200 and shows its valid blocks', async ({ storefront, page }) => {
  const response = await storefront.open('hartley', '/pages/qa/broken-blocks');
  expect(response.status()).toBe(200);
  await expect(page.getByText('This block is valid')).toBeVisible();
  await expect(page.getByText('Still here after a broken hero')).toBeVisible();
  await expect(page.getByText('Hidden because its section is invalid')).toHaveCount(0);
  await expect(page.getByText('A hero that cannot render')).toHaveCount(0);
  await expect(storefront.blockWarnings).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
});

test('a path with a broken percent-escape answers 400 with a clear message, not a server error', async ({ storefront }) => {
  for (const path of ['/pages/%E0%A4%A', '/categories/women/dresses/facet/sizes/%E0%A4%A']) {
    const response = await storefront.open('hartley', path);
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain('The path has a malformed percent-escape');
  }
});
