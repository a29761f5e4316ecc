import { expect, test } from './fixtures';
import { starterUrl } from './sites';

test('the imported page-composer starter renders with its unknown block types skipped', async ({ page, storefront }) => {
  const response = await page.goto(starterUrl('/'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await expect(storefront.header).toBeVisible();
  await expect(storefront.footer).toBeVisible();
  // hero and stats are not block types of this storefront: nothing of them renders, nothing breaks.
  await expect(page.getByText('Can you make the perfect sandwich?')).toHaveCount(0);
  await expect(page.getByText(/Error rendering page|Unknown issue/)).toHaveCount(0);
});
