import { expect, test } from './fixtures';
import { ProductCardActions } from './pages/shopper';

test('quick add asks for a size, adds to the bag and closes', async ({ storefront, page }) => {
  await storefront.open('hartley');
  const card = new ProductCardActions(storefront.productCards.first());
  await card.card.scrollIntoViewIfNeeded();
  await card.card.hover();
  await expect(card.quickAddButton).toHaveText('Add');
  await card.quickAddButton.click();
  const modal = page.getByRole('dialog', { name: /Quick add/ });
  await expect(modal).toBeVisible();
  const sizes = modal.getByRole('group', { name: /Size/ }).getByRole('button');
  const sizeCount = await sizes.count();
  if (sizeCount > 1) {
    await modal.getByRole('button', { name: /add to basket/i }).click();
    await expect(modal.getByRole('alert')).toHaveText('Please select a size');
    await modal.getByRole('group', { name: /Size/ }).locator('button:not([data-sold-out])').first().click();
  }
  await modal.getByRole('button', { name: /add to basket/i }).click();
  await expect(modal.getByRole('button', { name: 'Added' })).toBeVisible();
  await expect(modal).toBeHidden({ timeout: 5_000 });
  await expect(page.getByTestId('bag-link')).toContainText('Bag, 1 item');
  await expect(card.quickAddButton).toHaveText('Added');
  await page.reload();
  await expect(page.getByTestId('bag-link')).toContainText('Bag, 1 item');
});

test('while one card’s quick add is open, the other cards’ buttons are disabled', async ({ storefront, page }) => {
  await storefront.open('hartley');
  const first = new ProductCardActions(storefront.productCards.first());
  const second = new ProductCardActions(storefront.productCards.nth(1));
  await first.card.scrollIntoViewIfNeeded();
  await first.card.hover();
  await first.quickAddButton.click();
  const modal = page.getByRole('dialog', { name: /Quick add/ });
  await expect(modal).toBeVisible();
  await expect(second.quickAddButton).toBeDisabled();
  await modal.getByRole('button', { name: 'Close quick add' }).click();
  await expect(modal).toBeHidden();
  await expect(second.quickAddButton).toBeEnabled();
});

test('many colours pick from a dropdown that an outside click or Escape closes, leaving the dialog open', async ({ storefront, listing, page }) => {
  await storefront.open('hartley', '/categories/beauty/makeup');
  // A product in six shades (foundations and lipsticks come in up to six).
  const manyShades = listing.cards.filter({ has: page.getByRole('list', { name: '6 colours' }) }).first();
  const card = new ProductCardActions(manyShades);
  await card.card.scrollIntoViewIfNeeded();
  await card.card.hover();
  await card.quickAddButton.click();
  const modal = page.getByRole('dialog', { name: /Quick add/ });
  await expect(modal).toBeVisible();
  const colourButton = modal.getByRole('button', { name: /^Colour: / });
  const options = modal.getByRole('listbox', { name: 'Colours' });
  await expect(options).toBeHidden();

  await colourButton.click();
  await expect(options.getByRole('option')).toHaveCount(6);
  await modal.getByRole('heading').first().click();
  await expect(options).toBeHidden();

  await colourButton.click();
  await expect(options).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();
  await expect(modal).toBeVisible();

  await colourButton.click();
  const second = options.getByRole('option').nth(1);
  const shade = ((await second.textContent()) ?? '').replace(' (out of stock)', '').trim();
  await second.click();
  await expect(options).toBeHidden();
  await expect(colourButton).toHaveAccessibleName(`Colour: ${shade}`);
});
