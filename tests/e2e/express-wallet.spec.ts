import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { penceOf } from './pages/express-wallet';
import { siteRequest, siteUrl } from './sites';

/**
 * The express wallet on the embedded defaults (P §2, §4, §5, §7, §8, §9): the product page's
 * button through the test wallet sheet to a real order, against the real cart and payment
 * endpoints and the embedded payment provider (nothing mocked). Each test pays for a variant of
 * its own (per project too), so the stock it checks moves only by its own hand.
 */

/** A Coast maxi dress sold on Hartley & Vale, with many sizes in stock. */
const DRESS = 'prd-cst13453';
const DRESSES = '/categories/women/dresses';

interface Variant {
  sku: string;
  colour: string;
  size: string;
  availableQuantity: number;
  price: { pence: number; formatted: string };
}
interface Product {
  id: string;
  key: string;
  name: string;
  url: string;
  isPremier: boolean;
  variants: Variant[];
}

async function productOf(page: Page, productId: string): Promise<Product> {
  const { url, headers } = siteRequest('hartley', `/_api/quickadd/${productId}`);
  const response = await page.request.get(url, { headers });
  expect(response.ok(), productId).toBe(true);
  return ((await response.json()) as { product: Product }).product;
}

async function stockOf(page: Page, product: Product, sku: string): Promise<number> {
  const { url, headers } = siteRequest('hartley', `/_api/stock/${product.id}`);
  const { variants } = (await (await page.request.get(url, { headers })).json()) as { variants: Array<{ id: string; availableQuantity: number }> };
  return variants.find((variant) => variant.id === sku)!.availableQuantity;
}

/** Dresses of the site (the one above first), as quick add reads them. */
async function dresses(page: Page): Promise<Product[]> {
  const { url, headers } = siteRequest('hartley', DRESSES);
  const html = await (await page.request.get(url, { headers })).text();
  const keys = [...new Set([...html.matchAll(/data-product-key="([A-Z]{3}\d{5})"/g)].map((match) => match[1]!))];
  const products = [await productOf(page, DRESS)];
  for (const key of keys.slice(0, 6)) products.push(await productOf(page, key));
  return products.filter((product, index, all) => !product.isPremier && all.findIndex((other) => other.id === product.id) === index);
}

/** The `slot`-th size with a few in stock, a different one for each test and project. */
async function variantFor(page: Page, testInfo: TestInfo, slot: number): Promise<{ product: Product; variant: Variant }> {
  const wanted = (testInfo.project.name === 'mobile' ? 8 : 0) + slot;
  const candidates = (await dresses(page)).flatMap((product) => product.variants.filter((variant) => variant.availableQuantity >= 3).map((variant) => ({ product, variant })));
  const found = candidates[wanted];
  if (!found) throw new Error(`Only ${candidates.length} dress sizes with stock; test slot ${wanted} has none`);
  return found;
}

/** The product page with the variant's colour and size chosen by its link, its buy box running. */
async function openVariant(page: Page, product: Product, variant: Variant): Promise<void> {
  const path = new URL(product.url, 'http://x').pathname;
  await page.goto(siteUrl('hartley', `${path}?${new URLSearchParams({ colour: variant.colour, size: variant.size }).toString().replace(/\+/g, '%20')}`));
  await expect(page.getByTestId('buy-box')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('buy-box')).toHaveAttribute('data-size', variant.size);
}

test.describe('the express wallet on the product page', () => {
  test('pays for the chosen size from the product page: a real order, its confirmation, the stock down by one, the bag untouched', async ({ page, expressWallet, productPage }, testInfo) => {
    const { product, variant } = await variantFor(page, testInfo, 0);
    const stockBefore = await stockOf(page, product, variant.sku);
    await openVariant(page, product, variant);
    await expect(expressWallet.button).toBeVisible();
    await expressWallet.open();
    // The sheet shows the size's price with the delivery the first address gets.
    const quoted = penceOf(await expressWallet.total.textContent());
    expect(quoted).toBeGreaterThanOrEqual(variant.price.pence);
    await expect(expressWallet.sheet).toContainText('Ada Lovelace');
    await expect(expressWallet.sheet).toContainText('Standard delivery');

    await expressWallet.chooseDelivery('Next day delivery');
    expect(penceOf(await expressWallet.total.textContent())).toBe(variant.price.pence + 699);
    await expressWallet.pay();
    await page.waitForURL(/\/order-confirmation\/[^/?#]+$/);
    await expect(page.getByText(product.name).first()).toBeVisible();
    expect(await stockOf(page, product, variant.sku)).toBe(stockBefore - 1);
    // A quick buy: the shopper's own bag is not touched.
    await expect(productPage.bagLink).not.toContainText(/Bag, [1-9]/);
  });

  test('a declined card takes no money: the sheet says so and goes, the reason shows under the button, the stock stays', async ({ page, expressWallet }, testInfo) => {
    const { product, variant } = await variantFor(page, testInfo, 1);
    const stockBefore = await stockOf(page, product, variant.sku);
    await openVariant(page, product, variant);
    await expressWallet.open();
    await expressWallet.chooseCard('Declines every payment');
    await expressWallet.pay();
    await expect(expressWallet.sheet).toContainText('Payment Not Completed');
    await expect(expressWallet.sheet).toBeHidden();
    await expect(expressWallet.message).toContainText('Could not finalise Apple Pay payment');
    await expect(expressWallet.message).toContainText(/declined/i);
    expect(page.url()).not.toContain('/order-confirmation/');
    expect(await stockOf(page, product, variant.sku)).toBe(stockBefore);

    // The shopper can try again at once, with a card that pays.
    await expressWallet.open();
    await expect(expressWallet.message).toBeHidden();
    await expressWallet.pay();
    await page.waitForURL(/\/order-confirmation\//);
    expect(await stockOf(page, product, variant.sku)).toBe(stockBefore - 1);
  });

  test('an address in a country not shipped to is refused on the sheet, which will not pay until another is chosen', async ({ page, expressWallet }, testInfo) => {
    const { product, variant } = await variantFor(page, testInfo, 2);
    const stockBefore = await stockOf(page, product, variant.sku);
    await openVariant(page, product, variant);
    await expressWallet.open();
    await expressWallet.chooseContact('Grace Hopper');
    await expect(expressWallet.sheetError).toHaveText('Unfortunately, we do not ship to this country.');
    await expect(expressWallet.payButton).toBeDisabled();
    // An Irish address is delivered to, internationally.
    await expressWallet.chooseContact('Siobhán Byrne');
    await expect(expressWallet.sheetError).toBeHidden();
    await expect(expressWallet.sheet).toContainText('International delivery');
    await expect(expressWallet.payButton).toBeEnabled();
    await expressWallet.cancel();
    // Cancelling is not a failure: nothing to tell, nothing taken.
    await expect(expressWallet.message).toBeHidden();
    expect(await stockOf(page, product, variant.sku)).toBe(stockBefore);
  });

  test('an invalid billing address is shown on the sheet with P §5’s message, nothing is saved or taken, and a valid one pays', async ({ page, expressWallet }, testInfo) => {
    const { product, variant } = await variantFor(page, testInfo, 3);
    const stockBefore = await stockOf(page, product, variant.sku);
    await openVariant(page, product, variant);
    await expressWallet.open();
    await expressWallet.chooseContact('Alan Turing');
    await expressWallet.pay();
    await expect(expressWallet.sheetError).toHaveText('Please provide a valid city for your billing address');
    await expressWallet.expectSettled();
    expect(await stockOf(page, product, variant.sku)).toBe(stockBefore);

    await expressWallet.chooseContact('Ada Lovelace');
    await expect(expressWallet.sheetError).toBeHidden();
    await expressWallet.pay();
    await page.waitForURL(/\/order-confirmation\//);
    expect(await stockOf(page, product, variant.sku)).toBe(stockBefore - 1);
  });

  test('the sheet is an accessible modal dialog: no serious violations (an error shown), Escape closes it and focus returns to the button', async ({ page, expressWallet }, testInfo) => {
    const { product, variant } = await variantFor(page, testInfo, 4);
    await openVariant(page, product, variant);
    await expressWallet.open();
    await expressWallet.chooseContact('Grace Hopper');
    await expect(expressWallet.sheetError).toBeVisible();
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')})`);
    expect(serious).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(expressWallet.sheet).toBeHidden();
    await expect(expressWallet.button).toBeFocused();
    await expect(expressWallet.message).toBeHidden();
  });

  test('asks for a size first when none is chosen, as the add button does', async ({ page, expressWallet, productPage }) => {
    const product = await productOf(page, DRESS);
    await page.goto(siteUrl('hartley', new URL(product.url, 'http://x').pathname));
    await productPage.expectInteractive();
    // Many sizes in stock: none is chosen for the shopper.
    await expect(productPage.buyBox).toHaveAttribute('data-size', '');
    await expressWallet.button.click();
    await expect(productPage.status).toHaveText('Please select a size');
    await expect(expressWallet.sheet).toBeHidden();
  });
});
