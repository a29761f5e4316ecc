import { expect, test } from '@playwright/test';
import { executeSql } from '@storefront/db/testing';
import { ExpressWallet, penceOf } from '../e2e/pages/express-wallet';
import { SERVER_PORTS, SERVERS_DATABASE_URL } from '../support/ports';

/**
 * 'Total has updated' (P §8): the product's price changes in the catalogue (the database, as the
 * catalogue feed changes it) between opening the sheet and paying. The submit is refused without
 * taking money, the page is loaded again with the message kept, and the page shows the new price.
 */
const productUrl = (path: string) => `http://hartley.localhost:${SERVER_PORTS[0]}${path}`;

test('a price change between opening the sheet and paying answers "total has updated": no order, no money, the new price shown', async ({ page }) => {
  const [variant] = await executeSql<{ productId: string; sku: string; colour: string; size: string; slug: string; pricePence: number; stock: number }>(
    SERVERS_DATABASE_URL,
    `select p.id as "productId", v.sku, v.colour, v.size, p.slug, v.price_pence as "pricePence", v.stock from variants v
       join products p on p.id = v.product_id
       left join product_page_details d on d.product_id = p.id
       where not p.is_premier and p.available_fascias @> '["hartley"]'::jsonb and d.customisation_group_name is null
         and v.stock >= 3 and (select count(*) from variants o where o.product_id = p.id and o.colour = v.colour and o.stock > 0) > 1
       order by p.best_seller_rank, v.sku limit 1`,
  );
  expect(variant).toBeDefined();
  const { productId, sku, colour, size, slug, pricePence, stock } = variant!;
  // Every size of the product costs £5 more (a price change, as a listing would show it too).
  const reprice = (pence: number) => executeSql(SERVERS_DATABASE_URL, 'update variants set price_pence = price_pence + $2 where product_id = $1', [productId, pence]);
  const wallet = new ExpressWallet(page);
  await page.goto(productUrl(`/product/${slug}?${new URLSearchParams({ colour, size }).toString().replace(/\+/g, '%20')}`));
  const buyBox = page.getByTestId('buy-box');
  await expect(buyBox).toHaveAttribute('data-size', size);
  await wallet.open();
  const quoted = penceOf(await wallet.total.textContent());

  const raised = pricePence + 500;
  try {
    await reprice(500);
    // A mark on this document: it is gone once the page has been loaded again.
    await page.evaluate(() => Object.assign(window, { walletTestMark: true }));
    await wallet.pay();
    await expect(wallet.sheet).toBeHidden();
    await expect.poll(() => page.evaluate(() => 'walletTestMark' in window)).toBe(false);
    // After the reload the message is still under the button, with the new total.
    await expect(wallet.message).toContainText('Could not finalise Apple Pay payment');
    await expect(wallet.message).toContainText(/total has updated to £\d+\.\d\d/i);
    const told = penceOf(/£\d[\d,]*\.\d{2}/.exec((await wallet.message.textContent()) ?? '')?.[0] ?? null);
    expect(told).toBeGreaterThanOrEqual(raised);
    expect(page.url()).not.toContain('/order-confirmation/');
    const [after] = await executeSql<{ stock: number }>(SERVERS_DATABASE_URL, 'select stock from variants where sku = $1', [sku]);
    expect(after!.stock).toBe(stock);
    // The page follows the catalogue: the buy box shows what the size costs now.
    await expect
      .poll(async () => {
        await page.reload();
        // The link's size is applied once the buy box runs: then it shows that size's price.
        await expect(buyBox).toHaveAttribute('data-ready', 'true');
        await expect(buyBox).toHaveAttribute('data-size', size);
        return page.getByTestId('pdp-price').textContent();
      }, { timeout: 15_000 })
      .toContain(`£${(raised / 100).toFixed(2)}`);

    // Paying again quotes the total the shopper was told, and goes through.
    await wallet.open();
    const requoted = penceOf(await wallet.total.textContent());
    expect(requoted).not.toBe(quoted);
    expect(requoted).toBe(told);
    await wallet.pay();
    await page.waitForURL(/\/order-confirmation\//);
  } finally {
    await reprice(-500);
  }
});
