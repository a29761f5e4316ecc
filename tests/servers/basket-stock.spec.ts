import { expect, test, type Page } from '@playwright/test';
import { executeSql } from '@storefront/db/testing';
import { BasketPage, pence, postBasket } from '../e2e/pages/basket-page';
import { SERVER_PORTS, SERVERS_DATABASE_URL } from '../support/ports';

/**
 * The bag re-checks the stock at every look. Stock falls between visits when other shoppers buy
 * or the warehouse corrects it; here the database changes it, as the catalogue feed would, and
 * either server's bag page follows at its next request.
 */
const bagUrl = (server: 0 | 1) => `http://hartley.localhost:${SERVER_PORTS[server]}/basket`;

async function startSession(page: Page): Promise<void> {
  await page.goto(`http://hartley.localhost:${SERVER_PORTS[0]}/account`);
  // The page's first API calls race to issue the guest and CSRF cookies: use the ones that stay.
  await page.waitForLoadState('networkidle');
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'sf_csrf')).toBe(true);
}

test('a line asking more than is left is lowered and says so; an out-of-stock line stays outside the total and stops payment', async ({ page }) => {
  const [low, gone] = await executeSql<{ sku: string; stock: number }>(
    SERVERS_DATABASE_URL,
    `select v.sku, v.stock from variants v join products p on p.id = v.product_id
       where p.available_fascias @> '["hartley"]'::jsonb and v.stock >= 6 order by v.sku limit 2`,
  );
  expect(gone).toBeDefined();
  const basket = new BasketPage(page);
  await startSession(page);
  const added = await postBasket(page, 'addToCart', { items: [{ sku: low!.sku, quantity: 4 }, { sku: gone!.sku, quantity: 2 }] });
  expect(added.status).toBe(200);
  await page.goto(bagUrl(0));
  await expect(basket.lines).toHaveCount(2);
  await expect(basket.expressWallet).toBeAttached();
  await expect(basket.blocked).toHaveCount(0);

  try {
    await executeSql(SERVERS_DATABASE_URL, 'update variants set stock = $2 where sku = $1', [low!.sku, 2]);
    await executeSql(SERVERS_DATABASE_URL, 'update variants set stock = 0 where sku = $1', [gone!.sku]);

    await page.goto(bagUrl(1));
    const lowered = basket.line(low!.sku);
    const soldOut = basket.line(gone!.sku);
    await expect(basket.quantity(lowered)).toHaveText('2');
    await expect(lowered.getByTestId('basket-line-lowered')).toHaveText('We have changed the quantity from 4 to 2: that is all we have left.');
    await expect(basket.stockMessage(lowered)).toHaveText('Only 2 left in stock');
    await expect(basket.stockMessage(soldOut)).toHaveText('Out of stock');
    await expect(basket.quantity(soldOut)).toHaveCount(0);
    await expect(basket.blocked).toHaveText('Some items in your bag are out of stock. Remove them or move them to your wishlist to check out.');
    await expect(basket.expressWallet).toHaveCount(0);
    const unit = pence(await lowered.getByTestId('basket-line-unit-price').textContent());
    expect(pence(await basket.subtotal.textContent())).toBe(unit * 2);

    // Said once, stored: the next look on the other server has the lowered quantity and no news.
    await page.goto(bagUrl(0));
    await expect(basket.quantity(lowered)).toHaveText('2');
    await expect(lowered.getByTestId('basket-line-lowered')).toHaveCount(0);
    await expect(basket.stockMessage(soldOut)).toHaveText('Out of stock');

    // Removing the out-of-stock line makes the bag payable again.
    await basket.expectInteractive();
    await basket.remove(soldOut).click();
    await expect(basket.lines).toHaveCount(1);
    await expect(basket.blocked).toHaveCount(0);
    await expect(basket.expressWallet).toBeAttached();
  } finally {
    await executeSql(SERVERS_DATABASE_URL, 'update variants set stock = $2 where sku = $1', [low!.sku, low!.stock]);
    await executeSql(SERVERS_DATABASE_URL, 'update variants set stock = $2 where sku = $1', [gone!.sku, gone!.stock]);
  }
});
