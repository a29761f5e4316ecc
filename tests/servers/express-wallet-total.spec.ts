import { expect, test } from '@playwright/test';
import { executeSql } from '@storefront/db/testing';
import { ExpressWallet, penceOf } from '../e2e/pages/express-wallet';
import { SERVER_PORTS, SERVERS_DATABASE_URL } from '../support/ports';

/**
 * 'Total has updated' (P §8): the price of the size in the sheet changes in the catalogue (the
 * database, as the catalogue feed changes it) between opening the sheet and paying. The submit is
 * refused without taking money, the shopper is told why, and the page shows the new price.
 */
const productUrl = (path: string) => `http://hartley.localhost:${SERVER_PORTS[0]}${path}`;

test('a price change between opening the sheet and paying answers "total has updated": no order, no money, the new price shown', async ({ page }) => {
  const [variant] = await executeSql<{ sku: string; colour: string; size: string; slug: string; pricePence: number; stock: number }>(
    SERVERS_DATABASE_URL,
    `select v.sku, v.colour, v.size, p.slug, v.price_pence as "pricePence", v.stock from variants v
       join products p on p.id = v.product_id
       left join product_page_details d on d.product_id = p.id
       where not p.is_premier and p.available_fascias @> '["hartley"]'::jsonb and d.customisation_group_name is null
         and v.stock >= 3 and (select count(*) from variants o where o.product_id = p.id and o.colour = v.colour and o.stock > 0) > 1
       order by p.best_seller_rank, v.sku limit 1`,
  );
  expect(variant).toBeDefined();
  const { sku, colour, size, slug, pricePence, stock } = variant!;
  const wallet = new ExpressWallet(page);
  await page.goto(productUrl(`/product/${slug}?${new URLSearchParams({ colour, size }).toString().replace(/\+/g, '%20')}`));
  await expect(page.getByTestId('buy-box')).toHaveAttribute('data-size', size);
  await wallet.open();
  const quoted = penceOf(await wallet.total.textContent());

  const raised = pricePence + 500;
  try {
    await executeSql(SERVERS_DATABASE_URL, 'update variants set price_pence = $2 where sku = $1', [sku, raised]);
    await wallet.pay();
    await expect(wallet.sheet).toBeHidden();
    await expect(wallet.message).toContainText('Could not finalise Apple Pay payment');
    await expect(wallet.message).toContainText(/total has updated/i);
    expect(page.url()).not.toContain('/order-confirmation/');
    const [after] = await executeSql<{ stock: number }>(SERVERS_DATABASE_URL, 'select stock from variants where sku = $1', [sku]);
    expect(after!.stock).toBe(stock);
    // The page was drawn again: the buy box shows what the size costs now.
    await expect(page.getByTestId('pdp-price')).toContainText(`£${(raised / 100).toFixed(2)}`);

    // Paying again quotes the new price, and goes through.
    await wallet.open();
    const requoted = penceOf(await wallet.total.textContent());
    expect(requoted).not.toBe(quoted);
    expect(requoted).toBeGreaterThanOrEqual(raised);
    await wallet.pay();
    await page.waitForURL(/\/order-confirmation\//);
  } finally {
    await executeSql(SERVERS_DATABASE_URL, 'update variants set price_pence = $2 where sku = $1', [sku, pricePence]);
  }
});
