import { expect, test } from './fixtures';
import { currentBasketLines, openProductById } from './pages/product-bundles';
import { siteRequest } from './sites';

/** A Coast maxi dress whose seeded outfit and talent bundles hold three other products, all sold on Hartley & Vale. */
const WITH_BUNDLES = { id: 'prd-cst13453', key: 'CST13453' };
/** A Maine cushion with the monogram customisation group (Initials: required, 3 letters; Thread colour: optional). */
const MONOGRAM_CUSHION = 'prd-mne35718';

test.describe('bundles and customisation on the product page', () => {
  test('style together: a missing size shows the error, a complete add changes the bag count and deselects', async ({ page, productPage, styleTogether }) => {
    await openProductById(page, WITH_BUNDLES.id);
    await productPage.expectInteractive();
    await expect(page.getByTestId('talent-bundle')).toBeVisible();
    await styleTogether.reach();
    const items = await styleTogether.items.count();
    expect(items).toBeGreaterThan(1);
    expect(items).toBeLessThanOrEqual(4);

    // The page's own dress starts chosen (in stock) without a size: adding asks for one under it.
    await expect(styleTogether.item(WITH_BUNDLES.key)).toHaveAttribute('data-selected', 'true');
    await expect(productPage.bagLink).toContainText('Bag, empty');
    await styleTogether.addButton.click();
    await expect(styleTogether.messages(WITH_BUNDLES.key)).toHaveText('Please select a size');
    await expect(productPage.bagLink).toContainText('Bag, empty');

    for (const key of await styleTogether.selectedWithoutSize()) await styleTogether.chooseFirstSizeInStock(key);
    await expect(styleTogether.messages(WITH_BUNDLES.key)).toHaveText('');
    const chosen = await styleTogether.selectedItems.count();
    await styleTogether.addButton.click();
    await expect(styleTogether.status).toHaveText('Added to your bag');
    await expect(productPage.bagLink).toContainText(`Bag, ${chosen} item${chosen === 1 ? '' : 's'}`);
    await expect(styleTogether.selectedItems).toHaveCount(0);
    expect((await currentBasketLines(page)).reduce((sum, line) => sum + line.quantity, 0)).toBe(chosen);
  });

  test('customisation: over the limit blocks the add; a valid add stores a basket line carrying the values', async ({ page, productPage, customisation }) => {
    await openProductById(page, MONOGRAM_CUSHION);
    await productPage.expectInteractive();
    await customisation.expectReady();
    await expect(customisation.counter('initials')).toHaveText('3 characters max (3 remaining)');
    if ((await productPage.sizes.count()) > 1) await productPage.chooseFirstSizeInStock();
    // Required and empty: no add.
    await expect(productPage.addToBasket).toBeDisabled();

    await customisation.input('initials').fill('ABCD');
    await expect(customisation.counter('initials')).toHaveText('3 characters max (-1 remaining)');
    await expect(productPage.addToBasket).toBeDisabled();
    await customisation.input('initials').fill('H1');
    await expect(customisation.message('initials')).toHaveText('Please enter up to three letters.');
    await expect(productPage.addToBasket).toBeDisabled();

    await customisation.input('initials').fill('HV');
    await customisation.input('threadColour').fill('Gold');
    await expect(customisation.counter('initials')).toHaveText('3 characters max (1 remaining)');
    await expect(productPage.addToBasket).toBeEnabled();
    await productPage.addToBasket.click();
    await expect(productPage.status).toHaveText('Added to your bag');
    await expect(productPage.bagLink).toContainText('Bag, 1 item');
    expect(await currentBasketLines(page)).toEqual([
      expect.objectContaining({
        quantity: 1,
        customFields: [
          { displayName: 'Initials', apiName: 'initials', value: 'HV' },
          { displayName: 'Thread colour', apiName: 'threadColour', value: 'Gold' },
        ],
      }),
    ]);

    // The server checks too: values over the limit sent past the form are refused with a message.
    const refused = await page.evaluate(async (sku) => {
      const token = decodeURIComponent(document.cookie.split('; ').find((part) => part.startsWith('sf_csrf='))?.slice('sf_csrf='.length) ?? '');
      const response = await fetch('/_api/basket/addToCart', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-csrf-token': token },
        body: JSON.stringify({ items: [{ sku, quantity: 1, customFields: [{ displayName: 'Initials', apiName: 'initials', value: 'ABCD' }] }] }),
      });
      return { status: response.status, body: (await response.json()) as { message?: string } };
    }, (await currentBasketLines(page))[0]!.variant.sku);
    expect(refused).toEqual({ status: 400, body: expect.objectContaining({ message: 'Initials: 3 characters max (-1 remaining)' }) });
    expect(await currentBasketLines(page)).toHaveLength(1);
  });

  test('GET /product-customisation/{groupName} serves the field definitions', async ({ page }) => {
    const { url, headers } = siteRequest('hartley', '/product-customisation/monogram');
    const response = await page.request.get(url, { headers });
    expect(response.status()).toBe(200);
    const { fields } = (await response.json()) as { fields: Array<{ apiName: string; maxLength?: number; optional: boolean }> };
    expect(fields.map(({ apiName, maxLength, optional }) => ({ apiName, maxLength, optional }))).toEqual([
      { apiName: 'initials', maxLength: 3, optional: false },
      { apiName: 'threadColour', maxLength: 12, optional: true },
    ]);
    expect((await page.request.get(siteRequest('hartley', '/product-customisation/no-such-group').url, { headers })).status()).toBe(404);
  });
});
