import { expect, type Locator, type Page } from '@playwright/test';
import { siteRequest, siteUrl } from '../sites';

/** Opens a product's page on a brand site by its id (the quick-add endpoint names its URL). */
export async function openProductById(page: Page, productId: string): Promise<void> {
  const { url, headers } = siteRequest('hartley', `/_api/quickadd/${productId}`);
  const response = await page.request.get(url, { headers });
  expect(response.ok()).toBe(true);
  const { product } = (await response.json()) as { product: { url: string } };
  await page.goto(siteUrl('hartley', new URL(product.url, 'http://x').pathname));
}

/** A 'style together' (or talent) bundle section of the product page. */
export class BundleSection {
  constructor(readonly root: Locator) {}

  get items(): Locator {
    return this.root.getByTestId('bundle-item');
  }

  get selectedItems(): Locator {
    return this.root.locator('[data-testid="bundle-item"][data-selected="true"]');
  }

  get addButton(): Locator {
    return this.root.getByTestId('bundle-add');
  }

  get status(): Locator {
    return this.root.getByTestId('bundle-status');
  }

  item(productKey: string): Locator {
    return this.root.locator(`[data-testid="bundle-item"][data-product-key="${productKey}"]`);
  }

  messages(productKey: string): Locator {
    return this.item(productKey).getByTestId('bundle-item-messages');
  }

  /** Scrolls to it and waits until its machine runs. */
  async reach(): Promise<void> {
    await this.root.scrollIntoViewIfNeeded();
    await expect(this.root).toHaveAttribute('data-ready', 'true');
  }

  /** The product keys of the selected items that have no size yet. */
  async selectedWithoutSize(): Promise<string[]> {
    const keys: string[] = [];
    for (const item of await this.selectedItems.all()) {
      if ((await item.getByTestId('bundle-size').inputValue()) === '') keys.push((await item.getAttribute('data-product-key')) ?? '');
    }
    return keys;
  }

  /** Chooses an item's first size in stock (the dropdown disables the others). */
  async chooseFirstSizeInStock(productKey: string): Promise<void> {
    const select = this.item(productKey).getByTestId('bundle-size');
    const value = await select.locator('option:not([disabled])').first().getAttribute('value');
    await select.selectOption(value ?? '');
    await expect(select).toHaveValue(value ?? '');
  }
}

/** The customisation form in the buy box. */
export class CustomisationForm {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.getByTestId('buy-box').getByTestId('customisation-form');
  }

  field(apiName: string): Locator {
    return this.root.locator(`[data-testid="customisation-field"][data-api-name="${apiName}"]`);
  }

  input(apiName: string): Locator {
    return this.field(apiName).getByRole('textbox');
  }

  counter(apiName: string): Locator {
    return this.field(apiName).getByTestId('customisation-counter');
  }

  message(apiName: string): Locator {
    return this.field(apiName).getByTestId('customisation-message');
  }

  async expectReady(): Promise<void> {
    await expect(this.root).toHaveAttribute('data-ready', 'true');
  }
}

export interface BasketLineRead {
  variant: { sku: string };
  quantity: number;
  customFields: Array<{ displayName: string; apiName: string; value: string }>;
}

/** The shopper's basket as the browser's session reads it (GET /_api/basket/current). */
export async function currentBasketLines(page: Page): Promise<BasketLineRead[]> {
  return page.evaluate(async () => {
    const response = await fetch('/_api/basket/current', { headers: { accept: 'application/json' } });
    const { cart } = (await response.json()) as { cart: { lineItems: BasketLineRead[] } | null };
    return cart?.lineItems ?? [];
  });
}
