import { expect, test } from './fixtures';
import { DataLayer } from './pages/data-layer';
import { ThirdPartyFeatures } from './pages/third-party';

/** The measured brands of the seed (seed/src/catalogue/seed-third-party.ts): their sized garments use truefit. */
const TRUEFIT_BRANDS = ['coast', 'oasis', 'warehouse', 'wallis', 'burton', 'nastygal', 'dorothy-perkins'];

test.describe('the product page third-party features', () => {
  test('3D viewer: "View in 3D" opens the model in a modal frame by id', async ({ thirdParty, page }) => {
    const lamp = await thirdParty.findProduct('hartley', '/categories/home/lighting', (product) => /Lamp\b/.test(product.name));
    await thirdParty.open('hartley', lamp);
    await thirdParty.press('viewer-3d-button');
    await expect(thirdParty.viewerModal).toBeVisible();
    await expect(thirdParty.viewerModal.locator('iframe')).toHaveAttribute('sandbox', '');
    await expect(thirdParty.viewerFrame.getByRole('heading', { level: 1 })).toContainText(await page.getByRole('heading', { level: 1 }).first().innerText());
    await expect(thirdParty.viewerFrame.locator('img').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(thirdParty.viewerModal).toHaveCount(0);
  });

  test('3D viewer: a model the provider does not know is not available', async ({ page }) => {
    const unknown = await ThirdPartyFeatures.apiGet(page.request, 'hartley', '/_api/third-party/3d-viewer/vx-nothing-here');
    expect(unknown).toEqual({ status: 200, body: { available: false } });
  });

  test('virtual try-on: a lipstick opens the try-on layer with its shades; the layer\'s Done returns to the page', async ({ thirdParty, page }) => {
    const lipstick = await thirdParty.findProduct('hartley', '/categories/beauty/makeup', (product) => /Lipstick$/.test(product.name));
    await thirdParty.open('hartley', lipstick);
    await thirdParty.press('try-on-button');
    await expect(thirdParty.tryOnLayer).toBeVisible();
    // The tag manager hears of the press and of the provider's answer (P §7).
    const dataLayer = new DataLayer(page);
    expect(await dataLayer.expectCount('revieveClick', 1)).toEqual([expect.objectContaining({ productName: lipstick.name, classification: 'makeup' })]);
    expect(await dataLayer.expectCount('revieveVto', 1)).toEqual([expect.objectContaining({ productName: lipstick.name, available: true })]);
    await expect(thirdParty.tryOnLayer.locator('iframe')).toHaveAttribute('sandbox', 'allow-scripts');
    const shades = thirdParty.tryOnFrame.getByRole('group', { name: 'Shades' }).getByRole('button');
    await expect(shades.first()).toHaveAttribute('aria-pressed', 'true');
    await shades.last().click();
    await expect(shades.last()).toHaveAttribute('aria-pressed', 'true');
    // Done is inside the provider's sandboxed frame: it reaches the page by postMessage, origin checked.
    await thirdParty.tryOnFrame.getByRole('button', { name: 'Done' }).click();
    await expect(thirdParty.tryOnLayer).toHaveCount(0);
    await expect(thirdParty.button('try-on-button')).toBeFocused();
  });

  test('virtual try-on: where the provider reports none, the unavailable message shows until acknowledged', async ({ thirdParty }) => {
    const palette = await thirdParty.findProduct('hartley', '/search?q=eyeshadow palette', (product) => /Eyeshadow Palette$/.test(product.name));
    await thirdParty.open('hartley', palette);
    await thirdParty.press('try-on-button');
    await expect(thirdParty.tryOnUnavailable).toContainText('Sorry, virtual try-on is not available for this product.');
    expect(await new DataLayer(thirdParty.page).expectCount('revieveVto', 1)).toEqual([expect.objectContaining({ available: false })]);
    await thirdParty.tryOnUnavailable.getByRole('button', { name: 'OK' }).click();
    await expect(thirdParty.tryOnUnavailable).toHaveCount(0);
    await expect(thirdParty.tryOnLayer).toHaveCount(0);
  });

  test('virtual try-on is not offered outside makeup, and the fit widget only for truefit products', async ({ thirdParty, page }) => {
    const dress = await thirdParty.findProduct('hartley', '/categories/women/dresses', (product) => !TRUEFIT_BRANDS.includes(product.brand.id) && product.sizes.length > 1);
    await thirdParty.open('hartley', dress);
    await expect(page.getByTestId('buy-box')).toBeVisible();
    await expect(thirdParty.button('try-on-button')).toHaveCount(0);
    await expect(thirdParty.sizeFit).toHaveCount(0);
  });

  test('size-fit widget: a truefit garment recommends a size from the usual size', async ({ thirdParty }) => {
    const dress = await thirdParty.findProduct('hartley', '/categories/women/dresses', (product) => TRUEFIT_BRANDS.includes(product.brand.id) && product.sizes.length > 2);
    await thirdParty.open('hartley', dress);
    await thirdParty.press('size-fit-button');
    const widget = thirdParty.sizeFit;
    await widget.getByLabel('Your usual size').selectOption({ index: 1 });
    await widget.getByRole('button', { name: 'Get my size' }).click();
    await expect(widget.getByTestId('size-fit-advice')).toHaveText(/^We recommend size \S+\. This style (runs small|runs large|fits true to size)\.$/);
  });

  test('third-party content keyed by EAN shows for a beauty product and not for a fashion one', async ({ thirdParty, page }) => {
    const lipstick = await thirdParty.findProduct('hartley', '/categories/beauty/makeup', (product) => /Lipstick$/.test(product.name));
    await thirdParty.open('hartley', lipstick);
    await thirdParty.scrollToProductContent();
    await expect(thirdParty.productContent).toBeVisible();
    await expect(thirdParty.productContent.getByRole('heading', { name: 'From the brand' })).toBeVisible();
    await expect(thirdParty.productContent.getByRole('heading', { level: 3 }).first()).toContainText(await page.getByRole('heading', { level: 1 }).first().innerText());

    const dress = await thirdParty.findProduct('hartley', '/categories/women/dresses', () => true);
    const contentAnswer = page.waitForResponse((response) => response.url().includes('/_api/third-party/product-content/'));
    await thirdParty.open('hartley', dress);
    await thirdParty.scrollToProductContent();
    expect(await (await contentAnswer).json()).toEqual({ content: null });
    await expect(thirdParty.productContent).toHaveCount(0);
  });

  test('external review form: "Write a review" opens the provider form, which takes the review for moderation', async ({ thirdParty }) => {
    const lipstick = await thirdParty.findProduct('hartley', '/categories/beauty/makeup', (product) => /Lipstick$/.test(product.name));
    await thirdParty.open('hartley', lipstick);
    await thirdParty.press('write-review-button');
    await expect(thirdParty.reviewFormModal).toBeVisible();
    const form = thirdParty.reviewFrame;
    await expect(form.getByRole('heading', { name: 'Write a review' })).toBeVisible();
    await form.getByLabel('4 stars').check();
    await form.getByLabel('Review title').fill('Lovely colour');
    await form.getByLabel('Your review').fill('The shade is rich and lasts all day without drying.');
    await form.getByLabel('Nickname').fill('Sam');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(form.getByRole('heading', { name: 'Thank you for your review' })).toBeVisible();
  });
});
