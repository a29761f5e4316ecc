import { expect, test } from './fixtures';
import { siteUrl } from './sites';

test('preview needs the secret', async ({ page }) => {
  const response = await page.goto(siteUrl('hartley', '/api/draft?secret=wrong&slug=qa/broken-blocks'));
  expect(response?.status()).toBe(401);
});

test('in preview, skipped blocks are shown to the editor as warnings and the page is not indexed', async ({ page, storefront }) => {
  await page.goto(siteUrl('hartley', '/api/draft?secret=e2e-preview-secret&slug=qa/broken-blocks'));
  await expect(page).toHaveURL(/\/pages\/qa\/broken-blocks$/);
  await expect(page.getByTestId('preview-bar')).toContainText('not shown on the storefront');
  await expect(storefront.blockWarnings.filter({ hasText: 'qa-section-bad-colour' })).toContainText('backgroundColour');
  await expect(storefront.blockWarnings.filter({ hasText: 'qa-hero-no-image' })).toContainText('image');
  await expect(page.getByText('Still here after a broken hero')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  await page.getByRole('link', { name: 'Exit preview' }).click();
  await page.goto(siteUrl('hartley', '/pages/qa/broken-blocks'));
  await expect(storefront.blockWarnings).toHaveCount(0);
});
