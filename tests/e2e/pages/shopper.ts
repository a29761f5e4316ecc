import { expect, type Locator, type Page } from '@playwright/test';
import { siteUrl } from '../sites';

/** The sign-in dialog and the account pieces of the header. */
export class SignInDialog {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: /Sign in|Create an account/ });
  }

  async createAccount(name: string, email: string, password = 'lovelace123') {
    await this.dialog.getByRole('button', { name: 'Create an account' }).click();
    await this.dialog.getByLabel('Your name').fill(name);
    await this.dialog.getByLabel('Email address').fill(email);
    await this.dialog.getByLabel('Password').fill(password);
    await this.dialog.getByRole('button', { name: 'Create account' }).click();
  }

  async signIn(email: string, password = 'lovelace123') {
    await this.dialog.getByLabel('Email address').fill(email);
    await this.dialog.getByLabel('Password').fill(password);
    await this.dialog.getByRole('button', { name: 'Sign in' }).click();
  }
}

/** A product card's wishlist heart and quick add. */
export class ProductCardActions {
  constructor(readonly card: Locator) {}

  get heart(): Locator {
    return this.card.getByTestId('wishlist-heart');
  }

  get quickAddButton(): Locator {
    return this.card.getByTestId('quick-add');
  }

  async productKey(): Promise<string> {
    return (await this.card.getAttribute('data-product-key')) ?? '';
  }
}

/** A fresh email for each test run. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Creates an account with the form /account shows a guest, and waits for the signed-in greeting. */
export async function signUpOnAccountPage(page: Page, email: string, name = 'Shopper'): Promise<void> {
  await page.goto(siteUrl('hartley', '/account'));
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('lovelace123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${name}` })).toBeVisible();
}
