import { expect, test } from './fixtures';

test('on a phone the departments are in a menu that opens and closes', { tag: '@phone' }, async ({ storefront, page }) => {
  await storefront.open('nastygal');
  await expect(storefront.menu).toBeHidden();
  await storefront.menuButton.click();
  await expect(storefront.menu).toBeVisible();
  await expect(storefront.menu.getByRole('link', { name: 'Dresses' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(storefront.menu).toBeHidden();
});

test('on a desktop the departments are in the header', { tag: '@desktop' }, async ({ storefront }) => {
  await storefront.open('hartley');
  await expect(storefront.departmentLink('Women').first()).toBeVisible();
  await expect(storefront.menuButton).toBeHidden();
});

test('the search box submits to the search page', async ({ storefront, page }) => {
  await storefront.open('hartley');
  const search = page.getByRole('searchbox', { name: /Search Hartley & Vale/ }).filter({ visible: true });
  await search.fill('satin dress');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=satin\+dress/);
});
