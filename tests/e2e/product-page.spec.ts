import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';
import { listedProductUrls } from './pages/product-page';
import { uniqueEmail } from './pages/shopper';
import { siteRequest, siteUrl } from './sites';

const dresses = '/categories/women/dresses';

/** Where a redirect sends the browser (Next.js repeats the header of a redirect from a cached route: the same value twice). */
function locations(response: APIResponse): string[] {
  return [...new Set(response.headersArray().filter(({ name }) => name.toLowerCase() === 'location').map(({ value }) => value))];
}

test.describe('the product page', () => {
  test('opens from a category card; colour then size, add to basket, and the bag count changes', async ({ storefront, listing, productPage, page }) => {
    await storefront.open('hartley', dresses);
    // A dress in two to five colours: swatches, not the dropdown.
    const card = listing.cards.filter({ has: page.getByRole('list', { name: /^[2-5] colours$/ }) }).first();
    const name = ((await card.locator('h3 a').textContent()) ?? '').trim();
    await card.locator('h3 a').click();
    await expect(page).toHaveURL(/\/product\/[a-z0-9-]+\?colour=/);
    await expect(productPage.heading).toHaveText(name);
    await productPage.expectInteractive();
    await expect(productPage.bagLink).not.toContainText('1 item');

    const before = await productPage.colour();
    const chosen = await productPage.chooseAnotherColour();
    const colour = await productPage.colour();
    expect(colour).not.toBe(before);
    expect(chosen.length).toBeGreaterThan(0);
    // The gallery and the address follow the colour.
    await expect(productPage.mainImage).toHaveAttribute('src', new RegExp(`/${colour}/1\\?`));
    await expect(page).toHaveURL(new RegExp(`colour=${colour}`));
    // The page is the same for every link: the colour of the link is read in the browser.
    await page.reload();
    await productPage.expectInteractive();
    expect(await productPage.colour()).toBe(colour);
    await expect(productPage.mainImage).toHaveAttribute('src', new RegExp(`/${colour}/1\\?`));

    if ((await productPage.sizes.count()) > 1) {
      // No size yet: the button says so next to it.
      await productPage.addToBasket.click();
      await expect(productPage.status).toHaveText('Please select a size');
      await productPage.chooseFirstSizeInStock();
      await expect(productPage.status).not.toContainText('Please select a size');
    }
    await expect(productPage.addToBasket).toHaveText('add to basket');
    await productPage.addToBasket.click();
    await expect(productPage.status).toHaveText('Added to your bag');
    await expect(productPage.bagLink).toContainText('Bag, 1 item');
    await page.reload();
    await expect(productPage.bagLink).toContainText('Bag, 1 item');
  });

  test('an unknown colour in the link falls back to the default colour', async ({ productPage, page, request }) => {
    const [url] = (await listedProductUrls(request, 'hartley', [dresses])).filter((entry) => entry.startsWith('/product/'));
    // Listing links name the product's default colour.
    const listed = new URL(url!, 'http://x');
    await page.goto(siteUrl('hartley', `${listed.pathname}?colour=no-such-colour`));
    await productPage.expectInteractive();
    expect(await productPage.colour()).toBe(listed.searchParams.get('colour'));
  });

  test('a guest’s heart asks them to sign in, and saves the colour shown once they have', async ({ productPage, signInDialog, page, request }) => {
    const [url] = (await listedProductUrls(request, 'coast', [dresses])).filter((entry) => entry.startsWith('/product/'));
    await page.goto(siteUrl('coast', url!));
    await productPage.expectInteractive();
    await expect(productPage.heart).toBeEnabled();
    await productPage.heart.click();
    await expect(signInDialog.dialog).toBeVisible();
    await expect(signInDialog.dialog).toContainText('Sign in to save items to your wishlist.');
    await expect(productPage.heart).toHaveAttribute('aria-pressed', 'false');
    await signInDialog.createAccount('Ada', uniqueEmail('pdp-guest'));
    await expect(signInDialog.dialog).toBeHidden();
    await expect(productPage.heart).toHaveAttribute('aria-pressed', 'true');
    await expect(productPage.heart).toHaveAttribute('aria-busy', 'false');
    await page.reload();
    await productPage.expectInteractive();
    await expect(productPage.heart).toHaveAttribute('aria-pressed', 'true');
  });

  test('on a phone, the sticky add-to-basket bar shows once scrolled past 850 px with the main button out of view @phone', async ({ productPage, page, request }) => {
    const [url] = (await listedProductUrls(request, 'hartley', [dresses])).filter((entry) => entry.startsWith('/product/'));
    await page.goto(siteUrl('hartley', url!));
    await productPage.expectInteractive();
    await expect(productPage.stickyBar).toBeHidden();
    // Long enough to scroll past the threshold, whatever the product's description.
    await page.evaluate(() => document.body.style.setProperty('min-height', '4000px'));
    await page.evaluate(() => window.scrollTo(0, 2400));
    await expect(productPage.stickyBar).toBeVisible();
    await expect(productPage.addToBasket).not.toBeInViewport();
    await productPage.stickyBar.getByRole('button').click();
    // A dress in many sizes, none chosen yet: the page brings the pickers back with the prompt.
    await expect(productPage.status).toHaveText('Please select a size');
    await expect(productPage.addToBasket).toBeInViewport();
    await expect(productPage.stickyBar).toBeHidden();
  });

  test('a slug with no product answers 404 with the CMS not-found page', async ({ storefront, page }) => {
    for (const path of ['/product/no-such-product-zzz00000', '/premier/no-such-product-zzz00000', '/product/Not%20A%20Slug']) {
      const response = await storefront.open('coast', path);
      expect(response.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Sorry, we couldn’t find this page' })).toBeVisible();
    }
  });

  test('is rendered once per product and served from the cache; the link’s query does not make it dynamic @desktop', async ({ request }) => {
    const [url] = (await listedProductUrls(request, 'coast', [dresses])).filter((entry) => entry.startsWith('/product/'));
    const path = new URL(url!, 'http://x').pathname;
    for (const asked of [path, `${path}?colour=black&size=10`]) {
      const { url: address, headers } = siteRequest('coast', asked);
      const first = await request.get(address, { headers });
      expect(first.status()).toBe(200);
      const again = await request.get(address, { headers });
      expect(again.status()).toBe(200);
      expect(again.headers()['x-nextjs-cache'], asked).toBe('HIT');
      expect(again.headers()['cache-control']).toMatch(/s-maxage=\d+/);
      const body = await again.text();
      expect(body).toContain('data-testid="product-page"');
      expect(body).not.toMatch(/set-cookie/i);
    }
  });

  test('200 random product links from the listings’ JSON-LD all open a product page, none a 404 or an error @desktop', async ({ request }) => {
    test.setTimeout(240_000);
    const listings = ['/categories/women', '/categories/men', '/categories/kids', '/categories/home', '/categories/beauty', dresses, '/categories/women?page=2', '/categories/men?page=2', '/categories/home?page=2', '/categories/beauty?page=2', '/categories/kids?page=2', '/categories/women?page=3'];
    const urls = await listedProductUrls(request, 'hartley', listings);
    expect(urls.length).toBeGreaterThanOrEqual(200);
    const sample = [...urls].sort(() => Math.random() - 0.5).slice(0, 200);
    const failures: string[] = [];
    const queue = [...sample];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
          const { url, headers } = siteRequest('hartley', next);
          const response = await request.get(url, { headers, maxRedirects: 0 });
          const body = await response.text();
          if (response.status() !== 200 || !body.includes('data-testid="product-page"') || body.includes('Unexpected Error')) failures.push(`${next}: ${response.status()}`);
        }
      }),
    );
    expect(failures).toEqual([]);
  });

  test('a premier product lives at /premier/{slug}; its /product/ address moves there, and the reverse @desktop', async ({ request }) => {
    const listings = ['/categories/women', '/categories/women?page=2', '/categories/women?page=3', '/categories/men', '/categories/men?page=2', '/categories/home', '/categories/beauty', '/categories/kids', dresses];
    const urls = await listedProductUrls(request, 'hartley', listings);
    const premier = urls.find((url) => url.startsWith('/premier/'));
    const ordinary = urls.find((url) => url.startsWith('/product/'))!;
    const ordinarySlug = new URL(ordinary, 'http://x').pathname.split('/')[2]!;
    const moved = await request.get(siteRequest('hartley', `/premier/${ordinarySlug}`).url, { headers: siteRequest('hartley', `/premier/${ordinarySlug}`).headers, maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(locations(moved)).toEqual([`/product/${ordinarySlug}`]);
    // The seeded catalogue lists premier products among the first women's results.
    expect(premier, 'a premier product listed').toBeDefined();
    const slug = premier!.split('/')[2]!;
    const page = await request.get(siteRequest('hartley', premier!).url, { headers: siteRequest('hartley', premier!).headers });
    expect(page.status()).toBe(200);
    const old = await request.get(siteRequest('hartley', `/product/${slug}`).url, { headers: siteRequest('hartley', `/product/${slug}`).headers, maxRedirects: 0 });
    expect(old.status()).toBe(308);
    expect(locations(old)).toEqual([`/premier/${slug}`]);
  });
});
