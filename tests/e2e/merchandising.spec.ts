import { garmentPhoto, png } from '../support/png';
import { expect, test } from './fixtures';

const dresses = '/categories/women/dresses';
/** The catalogue's colours filed under the Red facet, as they appear in product links (?colour=). */
const redColours = ['red', 'burgundy', 'cherry', 'ruby-red'];
const colourOf = (href: string) => new URL(href, 'http://x').searchParams.get('colour');

test.describe('sponsored products', () => {
  test('a seeded category shows sponsored products first, labelled, and not again among the results @desktop', async ({ storefront, listing, page }) => {
    await storefront.open('hartley', dresses);
    await expect(listing.sponsored).toHaveCount(5);
    for (const item of await listing.sponsored.all()) {
      await expect(item).toBeVisible();
      await expect(item.getByText('Sponsored', { exact: true })).toBeVisible();
    }
    // The grid opens with them.
    await expect(page.getByTestId('product-grid').locator(':scope > li').first()).toHaveAttribute('data-testid', 'sponsored-product');
    const sponsoredKeys = await listing.sponsored.getByTestId('product-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-key')));
    const organicKeys = await listing.productKeys();
    expect(organicKeys.filter((key) => sponsoredKeys.includes(key))).toEqual([]);
    // A sponsored card is a product card like any: its link opens the product.
    await expect(listing.sponsored.first().getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/product\//);

    // Sorted or filtered, the shopper sees only what they asked for.
    await listing.sort.selectOption('price-asc');
    await expect(page).toHaveURL(/\?sort=price-asc$/);
    await expect(listing.sponsored).toHaveCount(0);
  });

  test('a phone shows at most 4 sponsored products @phone', async ({ storefront, listing }) => {
    await storefront.open('hartley', dresses);
    await expect(listing.sponsored.first()).toBeVisible();
    await expect(listing.sponsored.filter({ visible: true })).toHaveCount(4);
    await expect(listing.sponsored.filter({ visible: true }).nth(3).getByText('Sponsored', { exact: true })).toBeVisible();
    // Every page-1 result is still on the phone once, sponsored or organic.
    await listing.expectResults(1, 40);
  });

  test('a category without campaigns shows none', async ({ storefront, listing }) => {
    await storefront.open('hartley', '/categories/women/jeans');
    await expect(listing.cards.first()).toBeVisible();
    await expect(listing.sponsored).toHaveCount(0);
  });
});

test.describe('style assistant', () => {
  test('on a dress category it answers “red dress for a wedding” with red wedding-guest dresses', async ({ storefront, chatbot, page }) => {
    await storefront.open('hartley', dresses);
    await chatbot.launcher.click();
    await expect(chatbot.panel).toBeVisible();
    await expect(chatbot.botMessages.first()).toContainText('find dresses to match');
    await expect(chatbot.sendButton).toBeDisabled();
    await chatbot.ask('red dress for a wedding');
    await expect(chatbot.conversation.getByTestId('chat-message-user')).toHaveText('red dress for a wedding');
    await expect(chatbot.botMessages.last()).toContainText(/I found \d+ dresses — red, Wedding Guest/);
    const links = chatbot.suggestions;
    await expect(links.first()).toBeVisible();
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(4);
    for (const link of await links.all()) {
      const href = (await link.getAttribute('href'))!;
      expect(href).toMatch(/^\/product\//);
      expect(redColours).toContain(colourOf(href));
      await expect(link).toContainText('Wedding Guest');
    }
    // A suggestion opens its product.
    await links.first().click();
    await page.waitForURL(/\/product\//);
  });

  test('a follow-up refines the request', async ({ storefront, chatbot }) => {
    await storefront.open('hartley', dresses);
    await chatbot.launcher.click();
    await chatbot.ask('red dress for a wedding');
    await expect(chatbot.suggestions.first()).toBeVisible();
    await chatbot.ask('in a size 12');
    await expect(chatbot.botMessages.last()).toContainText('red, Wedding Guest, size 12');
    for (const link of await chatbot.suggestions.all()) await expect(link).toHaveAttribute('href', /size=12/);
  });

  test('is not on other categories, unless the URL asks for it', async ({ storefront, listing, chatbot }) => {
    await storefront.open('hartley', '/categories/women/tops');
    await expect(listing.cards.first()).toBeVisible();
    await expect(chatbot.launcher).toHaveCount(0);
    await storefront.open('hartley', '/categories/women/tops?chatbot=true');
    await expect(chatbot.launcher).toBeVisible();
  });
});

test.describe('search with a photo', () => {
  test('a red photo lists red products, 100 a page, with the photo and its colours as removable chips', async ({ storefront, listing, imageSearch, page }) => {
    // Pages of 100 cards, twice, and four navigations.
    test.slow();
    await storefront.open('hartley', '/');
    await imageSearch.upload('red-dress.png', 'image/png', garmentPhoto('#c8102e'));
    await page.waitForURL(/\/search\/facet\/colourFacets\/Red\?visual=[\w-]+$/);
    await expect(listing.heading).toHaveText('Shop by photo');
    await expect(imageSearch.thumbnail).toBeVisible();
    expect(await imageSearch.thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(imageSearch.colourChips).toHaveCount(1);
    await expect(imageSearch.colourChips.first()).toHaveAccessibleName('Remove Red');

    // Visual search pages hold 100 (L §9), each card shown in its red colour.
    const total = await listing.totalCount();
    expect(total).toBeGreaterThan(100);
    await expect(listing.cards).toHaveCount(100);
    const hrefs = await listing.cards.getByRole('heading').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    for (const href of hrefs) expect(redColours).toContain(colourOf(href));

    // Paging keeps the mode.
    await listing.loadMore.click();
    await expect(listing.cards).toHaveCount(Math.min(200, total));

    // A productKey filter is dropped in visual search mode (L §4).
    const url = new URL(page.url());
    await page.goto(`${url.origin}${url.pathname}/productKey/ZZZ00000${url.search}`);
    expect(await listing.totalCount()).toBe(total);

    // Removing the colour chip widens to every colour; the chip offers it back.
    await page.goto(url.toString());
    await imageSearch.colourChips.first().click();
    await page.waitForURL(/\/search\?visual=[\w-]+$/);
    await expect(listing.heading).toHaveText('Shop by photo');
    expect(await listing.totalCount()).toBeGreaterThan(total);
    await expect(imageSearch.colourChips.first()).toHaveAccessibleName('Add Red');
  });

  test('a photo search can be narrowed to a category', async ({ storefront, listing, imageSearch, page }) => {
    await storefront.open('hartley', '/search?q=dress');
    await imageSearch.upload('navy.png', 'image/png', garmentPhoto('#1f2b47'), 'men');
    await page.waitForURL(/\/search\/facet\/colourFacets\/Navy\?visual=/);
    await expect(imageSearch.header.getByRole('link', { name: 'Men' })).toHaveAttribute('href', '/categories/men');
    await expect(listing.cards.first()).toBeVisible();
  });

  test('refuses files that are not usable images, with a message', async ({ storefront, imageSearch }) => {
    await storefront.open('hartley', '/');
    await imageSearch.headerButton.click();
    await imageSearch.fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await expect(imageSearch.error).toHaveText('Choose a JPEG, PNG, WebP or GIF image.');
    await expect(imageSearch.submit).toBeDisabled();
    // Looks like a PNG, is not one: the server says so.
    await imageSearch.fileInput.setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('definitely not png bytes') });
    await imageSearch.submit.click();
    await expect(imageSearch.error).toHaveText('Upload a JPEG, PNG, WebP or GIF image.');
    // A real photo then works.
    await imageSearch.fileInput.setInputFiles({ name: 'green.png', mimeType: 'image/png', buffer: png(40, 40, () => '#2f7d4a') });
    await imageSearch.submit.click();
    await imageSearch.page.waitForURL(/colourFacets\/Green\?visual=/);
  });
});
