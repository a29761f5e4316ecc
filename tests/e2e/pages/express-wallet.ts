import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The express wallet (P §2, §4 'Express wallet flow', §5, §8): its button and messages, on the
 * product page's buy box or the basket, and the embedded default's test wallet sheet that opens
 * from it (a modal dialog with Apple Pay's sheet's choices: card, delivery address, delivery
 * method, then Pay or Cancel).
 */
export class ExpressWallet {
  constructor(
    readonly page: Page,
    /** Where the button is: the buy box, or the basket's mount. */
    readonly scope: Locator = page.getByTestId('buy-box'),
  ) {}

  get root(): Locator {
    return this.scope.getByTestId('express-wallet');
  }

  get button(): Locator {
    return this.scope.getByRole('button', { name: /^Buy with Apple Pay/ });
  }

  /** What the page says under the button after a failed attempt (P §8). */
  get message(): Locator {
    return this.scope.getByTestId('express-wallet-message');
  }

  get sheet(): Locator {
    return this.page.getByRole('dialog', { name: 'Test Wallet' });
  }

  get total(): Locator {
    return this.sheet.getByTestId('test-wallet-total');
  }

  /** An error the merchant put on the sheet (a contact it will not take, a billing address it refused). */
  get sheetError(): Locator {
    return this.sheet.getByRole('alert');
  }

  get payButton(): Locator {
    return this.sheet.getByRole('button', { name: /^Pay / });
  }

  /** Taps the button and waits for the sheet to have its first delivery quote (or its refusal). */
  async open(): Promise<void> {
    await expect(this.button).toBeEnabled();
    await this.button.click();
    await expect(this.sheet).toBeVisible();
    await this.expectSettled();
  }

  /** The sheet waits for nothing (the merchant has answered its last question). */
  async expectSettled(): Promise<void> {
    await expect(this.sheet).toHaveAttribute('data-phase', 'ready');
  }

  private async choose(row: RegExp, option: RegExp): Promise<void> {
    await this.sheet.getByRole('button', { name: row }).click();
    await this.sheet.getByRole('radio', { name: option }).check();
    await this.expectSettled();
  }

  /** A saved delivery contact, by the name it is saved under. */
  async chooseContact(name: string): Promise<void> {
    await this.choose(/^Ship to/, new RegExp(`^${name}`));
  }

  /** A saved card, by its label ('Visa •••• 1111') or what it does ('Declines every payment'). */
  async chooseCard(text: string): Promise<void> {
    await this.choose(/^Card/, new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  }

  async chooseDelivery(name: string): Promise<void> {
    await this.choose(/^Delivery/, new RegExp(`^${name}`));
  }

  async pay(): Promise<void> {
    await expect(this.payButton).toBeEnabled();
    await this.payButton.click();
  }

  async cancel(): Promise<void> {
    await this.sheet.getByRole('button', { name: 'Cancel' }).click();
    await expect(this.sheet).toBeHidden();
  }
}

/** '£1,234.50' as pence. */
export function penceOf(text: string | null): number {
  return Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
}
