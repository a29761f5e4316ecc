import { expect, test, type Page } from '@playwright/test';
import { executeSql } from '@storefront/db/testing';
import { SERVER_PORTS, SERVERS_DATABASE_URL } from '../support/ports';

/**
 * The cached product page follows the catalogue (issue 13's model for issue 14's page): a stock
 * change made in the database, on either server, renders the page again at the next request.
 */
const productUrl = (server: 0 | 1, path: string) => `http://hartley.localhost:${SERVER_PORTS[server]}${path}`;
const FOLLOWS_WITHIN = { timeout: 15_000 };

/**
 * Loads the page twice and answers how the second load was served. Polled: a change an earlier
 * test made to the catalogue may still be followed (and drop this page's render) while this runs.
 */
async function secondLoadServedAs(page: Page, url: string): Promise<string | undefined> {
  await page.goto(url);
  return (await page.goto(url))?.headers()['x-nextjs-cache'];
}

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
  /** The add button's label on a fresh load of the page from one server. */
  const buttonOnLoad = async (server: 0 | 1) => {
    await page.goto(productUrl(server, path));
    return button.textContent();
  };
  for (const server of [0, 1] as const) {
    await expect.poll(() => secondLoadServedAs(page, productUrl(server, path)), { message: `server ${server + 1}`, ...FOLLOWS_WITHIN }).toBe('HIT');
    await expect(button).toHaveText('add to basket');
  }

  await executeSql(SERVERS_DATABASE_URL, 'update variants set stock = 0 where product_id = $1', [product!.id]);

  for (const server of [0, 1] as const) {
    await expect.poll(() => buttonOnLoad(server), FOLLOWS_WITHIN).toBe('out of stock');
    // Rendered again, then served from the cache again.
    await expect.poll(() => secondLoadServedAs(page, productUrl(server, path)), FOLLOWS_WITHIN).toBe('HIT');
  }
  await executeSql(SERVERS_DATABASE_URL, 'update variants set stock = 7 where product_id = $1', [product!.id]);
  for (const server of [0, 1] as const) {
    await expect.poll(() => buttonOnLoad(server), FOLLOWS_WITHIN).toBe('add to basket');
  }
});
