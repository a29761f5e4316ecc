import { expect, test } from '@playwright/test';
import { executeSql } from '@storefront/db/testing';
import { SERVER_PORTS, SERVERS_DATABASE_URL } from '../support/ports';

/**
 * The cached product page follows the catalogue (issue 13's model for issue 14's page): a stock
 * change made in the database, on either server, renders the page again at the next request.
 */
const productUrl = (server: 0 | 1, path: string) => `http://hartley.localhost:${SERVER_PORTS[server]}${path}`;
const FOLLOWS_WITHIN = { timeout: 15_000 };

test('a stock change revalidates the cached product page on both servers', async ({ page }) => {
  const [product] = await executeSql<{ id: string; slug: string }>(
    SERVERS_DATABASE_URL,
    `select p.id, p.slug from products p where not p.is_premier and p.available_fascias @> '["hartley"]'::jsonb
       and (select count(distinct colour) from variants v where v.product_id = p.id) = 1
       and (select bool_and(stock > 0) from variants v where v.product_id = p.id) order by p.key limit 1`,
  );
  expect(product).toBeDefined();
  const path = `/product/${product!.slug}`;
  const button = page.getByTestId('add-to-basket');
  for (const server of [0, 1] as const) {
    await page.goto(productUrl(server, path));
    const again = await page.goto(productUrl(server, path));
    expect(again?.headers()['x-nextjs-cache'], `server ${server + 1}`).toBe('HIT');
    await expect(button).toHaveText('add to basket');
  }

  await executeSql(SERVERS_DATABASE_URL, 'update variants set stock = 0 where product_id = $1', [product!.id]);

  for (const server of [0, 1] as const) {
    await expect
      .poll(async () => {
        await page.goto(productUrl(server, path));
        return button.textContent();
      }, FOLLOWS_WITHIN)
      .toBe('out of stock');
    // Rendered again once, then served from the cache again.
    expect((await page.goto(productUrl(server, path)))?.headers()['x-nextjs-cache']).toBe('HIT');
  }
  await executeSql(SERVERS_DATABASE_URL, 'update variants set stock = 7 where product_id = $1', [product!.id]);
  await expect
    .poll(async () => {
      await page.goto(productUrl(0, path));
      return button.textContent();
    }, FOLLOWS_WITHIN)
    .toBe('add to basket');
});
