import { expect, test } from './fixtures';
import type { DataLayerEntry, ListEntry } from './pages/data-layer';
import { listedProductUrls } from './pages/product-page';
import { siteUrl } from './sites';

/** The data-layer events of P §7, read from window.dataLayer after a shopper's actions. */
const dresses = '/categories/women/dresses';

test.describe('the data layer', () => {
  test('a product page: productView, then colour and size as the shopper picks them, then add to basket', async ({ storefront, listing, productPage, dataLayer, page }) => {
    await storefront.open('hartley', dresses);
    const card = listing.cards.filter({ has: page.getByRole('list', { name: /^[2-5] colours$/ }) }).first();
    await card.locator('h3 a').click();
    await productPage.expectInteractive();
    const productKey = await productPage.root.getAttribute('data-product-key');
    const name = ((await productPage.heading.textContent()) ?? '').trim();

    const [view] = await dataLayer.expectCount('productView', 1);
    expect(view).toMatchObject({ productKey, productName: name, colour: await productPage.colour(), ecommerce: { currency: 'GBP', items: [{ item_id: productKey, item_name: name }] } });
    expect((view as DataLayerEntry & { ecommerce: { value: number } }).ecommerce.value).toBeGreaterThan(0);

    await productPage.chooseAnotherColour();
    const colour = await productPage.colour();
    const [picked] = await dataLayer.expectCount('colour', 1);
    expect(picked).toEqual({ event: 'colour', productKey, productName: name, colour });

    const size = await productPage.chooseFirstSizeInStock();
    const [sized] = await dataLayer.expectCount('size', 1);
    expect(sized).toMatchObject({ event: 'size', productKey, colour, size });

    // The size event names the SKU the add then puts in the basket.
    const adding = page.waitForRequest((request) => request.url().endsWith('/_api/basket/addToCart'));
    await productPage.addToBasket.click();
    const { items } = (await adding).postDataJSON() as { items: Array<{ sku: string }> };
    expect(sized!.sku).toBe(items[0]!.sku);
    await expect(productPage.status).toHaveText('Added to your bag');
    // The page's own events, each once, in the order the shopper acted.
    expect((await dataLayer.names()).filter((event) => ['productView', 'colour', 'size'].includes(event))).toEqual(['productView', 'colour', 'size']);
  });

  test('on a phone, opening the full-screen zoom pushes mobileZoom with the picture it opened on @phone', async ({ productPage, dataLayer, page, request }) => {
    const [url] = (await listedProductUrls(request, 'hartley', [dresses])).filter((entry) => entry.startsWith('/product/'));
    await page.goto(siteUrl('hartley', url!));
    await productPage.expectInteractive();
    await page.getByTestId('product-gallery').getByRole('button', { name: 'Zoom' }).click();
    await expect(page.getByRole('dialog', { name: /zoomed images$/ })).toBeVisible();
    const [zoom] = await dataLayer.expectCount('mobileZoom', 1);
    expect(zoom).toEqual({ event: 'mobileZoom', productName: ((await productPage.heading.textContent()) ?? '').trim(), colour: await productPage.colour(), imagePosition: 1 });
  });

  test('a listing: its products as view_item_list in batches of 10, a further page’s too, and a card followed as productClick', async ({ storefront, listing, dataLayer }) => {
    await storefront.open('hartley', dresses);
    await listing.expectResults(1, 40);
    const firstPage = await dataLayer.expectList(dresses, 4);
    const shownKeys = new Set(await listing.allCards.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-key'))));
    for (const batch of firstPage) {
      expect(batch.ecommerce.items).toHaveLength(10);
      for (const item of batch.ecommerce.items) expect(shownKeys.has(item.item_id)).toBe(true);
    }
    expect(firstPage.flatMap((batch) => batch.ecommerce.items.map((item) => item.index))).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));

    await listing.loadMore.click();
    await listing.expectResults(1, 80);
    const both = await dataLayer.expectList(dresses, 8);
    expect(both.slice(4).flatMap((batch) => batch.ecommerce.items.map((item) => item.index))).toEqual(Array.from({ length: 40 }, (_, index) => index + 41));
    // Each product once.
    const ids = both.flatMap((batch) => batch.ecommerce.items.map((item) => item.item_id));
    expect(new Set(ids).size).toBe(80);

    await dataLayer.stayOnLinkClicks();
    // The third organic card on screen, at its place in the results.
    const card = listing.cards.nth(2);
    const key = await card.getAttribute('data-product-key');
    const position = Number(await card.locator('xpath=ancestor::li[@data-position][1]').getAttribute('data-position'));
    await card.locator('h3 a').click();
    const [click] = await dataLayer.expectCount<ListEntry>('productClick', 1);
    expect(click!.ecommerce).toMatchObject({ item_list_name: dresses, items: [{ item_id: key, index: position }] });
  });

  test('the sponsored cards a screen shows are Sponsored_Recs impressions at their places, and a click on one is a Sponsored_Recs productClick', async ({ storefront, listing, dataLayer, page }) => {
    await storefront.open('hartley', dresses);
    await expect(listing.sponsored.first()).toBeVisible();
    const onScreen = listing.sponsored.filter({ visible: true });
    // A phone shows 4 of the 5 (L §9); only what shows is an impression.
    await expect(onScreen).toHaveCount(page.viewportSize()!.width >= 1024 ? 5 : 4);
    const keys = await onScreen.getByTestId('product-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-key')));
    const [impressions] = await dataLayer.expectList('Sponsored_Recs', 1);
    expect(impressions!.ecommerce.items.map((item) => [item.item_id, item.index])).toEqual(keys.map((key, index) => [key, index + 1]));

    await dataLayer.stayOnLinkClicks();
    await onScreen.nth(1).locator('h3 a').click();
    const [click] = await dataLayer.expectCount<ListEntry>('productClick', 1);
    expect(click!.ecommerce).toMatchObject({ item_list_name: 'Sponsored_Recs', items: [{ item_id: keys[1], index: 2 }] });
  });

  test('a department link followed from the header pushes menuTracking; a content page pushes viewContent @desktop', async ({ storefront, dataLayer }) => {
    await storefront.open('hartley', '/');
    const [content] = await dataLayer.expectCount('viewContent', 1);
    expect(content).toMatchObject({ contentPath: '/' });
    expect(typeof content!.contentId).toBe('string');
    await dataLayer.stayOnLinkClicks();
    const link = storefront.departmentLink('Women').first();
    const href = await link.getAttribute('href');
    await link.click();
    const [menu] = await dataLayer.expectCount('menuTracking', 1);
    expect(menu).toEqual({ event: 'menuTracking', menuLabel: 'Women', menuHref: href, menuType: 'desktop' });
  });

  test('a department link in the phone menu pushes menuTracking @phone', async ({ storefront, dataLayer }) => {
    await storefront.open('hartley', '/');
    await dataLayer.expectCount('viewContent', 1);
    await dataLayer.stayOnLinkClicks();
    await storefront.menuButton.click();
    const link = storefront.menu.getByRole('link', { name: 'Women' });
    await link.click();
    const [menu] = await dataLayer.expectCount('menuTracking', 1);
    expect(menu).toMatchObject({ menuLabel: 'Women', menuType: 'mobile' });
  });
});
