import { expect, test } from './fixtures';
import { siteUrl } from './sites';
import { ProductCardActions, uniqueEmail } from './pages/shopper';

async function signUpOnAccountPage(page: import('@playwright/test').Page, email: string) {
  await page.goto(siteUrl('coast', '/account'));
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Your name').fill('Shopper');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('lovelace123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Shopper' })).toBeVisible();
}

const settled = async (card: ProductCardActions) => expect(card.heart).toHaveAttribute('aria-busy', 'false');

test('a guest is asked to sign in, and the item is saved once they have', async ({ storefront, signInDialog, page }) => {
  await storefront.open('coast');
  const card = new ProductCardActions(storefront.productCards.first());
  await card.heart.click();
  await expect(signInDialog.dialog).toBeVisible();
  await expect(signInDialog.dialog).toContainText('Sign in to save items to your wishlist.');
  await expect(card.heart).toHaveAttribute('aria-pressed', 'false');
  await signInDialog.createAccount('Ada', uniqueEmail('guest'));
  await expect(signInDialog.dialog).toBeHidden();
  await expect(card.heart).toHaveAttribute('aria-pressed', 'true');
  await settled(card);
  await page.reload();
  await expect(new ProductCardActions(storefront.productCards.first()).heart).toHaveAttribute('aria-pressed', 'true');
});

test('a guest who closes the sign-in dialog saves nothing', async ({ storefront, signInDialog, page }) => {
  await storefront.open('coast');
  const card = new ProductCardActions(storefront.productCards.first());
  await card.heart.click();
  await expect(signInDialog.dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(signInDialog.dialog).toBeHidden();
  await expect(card.heart).toHaveAttribute('aria-pressed', 'false');
});

test('a signed-in shopper adds and removes an item, and the change survives a reload', async ({ storefront, page }) => {
  await signUpOnAccountPage(page, uniqueEmail('saver'));
  await storefront.open('coast');
  const card = new ProductCardActions(storefront.productCards.nth(1));
  await card.heart.click();
  await expect(card.heart).toHaveAttribute('aria-pressed', 'true');
  await settled(card);
  await page.reload();
  await expect(card.heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto(siteUrl('coast', '/wishlist'));
  await expect(page.getByTestId('wishlist-count')).toHaveText('1 saved item');
  await expect(storefront.productCards).toHaveCount(1);

  await storefront.open('coast');
  await card.heart.click();
  await expect(card.heart).toHaveAttribute('aria-pressed', 'false');
  await settled(card);
  await page.reload();
  await expect(card.heart).toHaveAttribute('aria-pressed', 'false');
  await page.goto(siteUrl('coast', '/wishlist'));
  await expect(page.getByTestId('wishlist-count')).toContainText('Nothing saved yet');
});

test('a full wishlist refuses another item with the limit notice and its edit link', async ({ storefront, page }) => {
  await signUpOnAccountPage(page, uniqueEmail('full'));
  await storefront.open('coast');
  // The e2e server allows 3 items (WISHLIST_MAX_ITEMS).
  for (let index = 0; index < 3; index += 1) {
    const card = new ProductCardActions(storefront.productCards.nth(index));
    await card.heart.click();
    await expect(card.heart).toHaveAttribute('aria-pressed', 'true');
    await settled(card);
  }
  const fourth = new ProductCardActions(storefront.productCards.nth(3));
  await fourth.heart.click();
  const notice = page.getByTestId('wishlist-notice');
  await expect(notice).toContainText('Your wishlist is full');
  await expect(fourth.heart).toHaveAttribute('aria-pressed', 'false');
  await notice.getByRole('link', { name: 'Edit wishlist' }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByTestId('wishlist-count')).toHaveText('3 saved items');
});

test('signing out empties the hearts', async ({ storefront, page }) => {
  await signUpOnAccountPage(page, uniqueEmail('leaver'));
  await storefront.open('coast');
  const card = new ProductCardActions(storefront.productCards.first());
  await card.heart.click();
  await settled(card);
  await page.goto(siteUrl('coast', '/account'));
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(siteUrl('coast', '/'));
  await expect(new ProductCardActions(storefront.productCards.first()).heart).toHaveAttribute('aria-pressed', 'false');
});
