import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pence, productOf, variantLink, type ProductRead } from './pages/basket-page';
import { ExpressWallet, penceOf } from './pages/express-wallet';
import { openProductById } from './pages/product-bundles';
import { signUpOnAccountPage, uniqueEmail } from './pages/shopper';
import { siteRequest, siteUrl } from './sites';

/**
 * The whole purchase (issue 15's first "done when"): a signed-in shopper fills a bag from product
 * pages (one item customised), changes a quantity on /basket, pays for the bag with the express
 * wallet, lands on the confirmation, finds the order under /account, and the stock went down —
 * on the embedded defaults, nothing mocked.
 */

/** A Maine cushion with the monogram customisation group (Initials: required, 3 letters). */
const MONOGRAM_CUSHION = 'prd-mne35718';
/** Oasis maxi dresses, apart from the dress other bag and wallet tests buy, so its stock moves only here. */
const DRESS = 'prd-oas53823';

async function stockOf(page: Page, product: ProductRead, sku: string): Promise<number> {
  const { url, headers } = siteRequest('hartley', `/_api/stock/${product.id}`);
  const response = await page.request.get(url, { headers: { ...headers, connection: 'close' } });
  expect(response.ok()).toBe(true);
  const { variants } = (await response.json()) as { variants: Array<{ id: string; availableQuantity: number }> };
  return variants.find((variant) => variant.id === sku)!.availableQuantity;
}

test('a customised bag is paid for with the express wallet: confirmation, the order under /account, the stock down, the bag empty', async ({ page, productPage, customisation, basket }, testInfo) => {
  await signUpOnAccountPage(page, uniqueEmail('checkout'));

  // A size of the dress with room to buy two, a different one per project (they run at once).
  const dress = await productOf(page, 'hartley', DRESS);
  const stocked = dress.variants.filter((variant) => variant.availableQuantity >= 4);
  const dressVariant = stocked[testInfo.project.name === 'mobile' ? 1 : 0];
  if (!dressVariant) throw new Error('The dress has too few sizes in stock');
  const cushion = await productOf(page, 'hartley', MONOGRAM_CUSHION);

  await openProductById(page, MONOGRAM_CUSHION);
  await productPage.expectInteractive();
  await customisation.expectReady();
  if ((await productPage.sizes.count()) > 1) await productPage.chooseFirstSizeInStock();
  await customisation.input('initials').fill('ADA');
  await productPage.addToBasket.click();
  await expect(productPage.status).toHaveText('Added to your bag');

  await page.goto(siteUrl('hartley', variantLink(dress, dressVariant)));
  await productPage.expectInteractive();
  await productPage.addToBasket.click();
  await expect(productPage.status).toHaveText('Added to your bag');

  await productPage.bagLink.click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(basket.lines).toHaveCount(2);
  await basket.expectInteractive();
  const dressLine = basket.line(dressVariant.sku);
  await basket.increase(dressLine).click();
  await expect(basket.quantity(dressLine)).toHaveText('2');
  const cushionLine = basket.lines.filter({ has: page.getByTestId('basket-line-customisation') });
  const cushionVariantSku = (await cushionLine.getAttribute('data-sku'))!;
  const stockBefore = { dress: await stockOf(page, dress, dressVariant.sku), cushion: await stockOf(page, cushion, cushionVariantSku) };
  const bagTotal = pence(await basket.total.textContent());

  // The bag's own wallet button pays for the bag as it stands.
  const wallet = new ExpressWallet(page, page.getByTestId('basket-express-wallet'));
  await wallet.open();
  expect(penceOf(await wallet.total.textContent())).toBe(bagTotal);
  await wallet.pay();
  await page.waitForURL(/\/order-confirmation\/[^/?#]+$/);
  const confirmation = page.getByTestId('order-confirmation');
  await expect(confirmation.getByTestId('order-line')).toHaveCount(2);
  await expect(confirmation).toContainText('ADA');
  expect(penceOf(await confirmation.getByTestId('order-total').textContent())).toBe(bagTotal);
  const orderNumber = (await confirmation.getByTestId('order-number').textContent())!.trim();

  expect(await stockOf(page, dress, dressVariant.sku)).toBe(stockBefore.dress - 2);
  expect(await stockOf(page, cushion, cushionVariantSku)).toBe(stockBefore.cushion - 1);

  // The bag is empty now, and the order is the newest under /account.
  await page.goto(siteUrl('hartley', '/basket'));
  await expect(page.getByTestId('basket-empty')).toBeVisible();
  await page.goto(siteUrl('hartley', '/account'));
  const first = page.getByTestId('account-order').first();
  await expect(first).toHaveAttribute('data-order-number', orderNumber);
  await first.click();
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
});
