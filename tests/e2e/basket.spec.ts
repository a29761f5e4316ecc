import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { findVariant, pence, postBasket, productOf, variantLink, type BasketReply } from './pages/basket-page';
import { openProductById } from './pages/product-bundles';
import { findListedProduct } from './pages/listed-products';
import { signUpOnAccountPage, uniqueEmail } from './pages/shopper';
import { siteUrl } from './sites';

/** A Maine cushion with the monogram customisation group (Initials: required, 3 letters). */
const MONOGRAM_CUSHION = 'prd-mne35718';
/** A Coast maxi dress sold on Hartley & Vale. */
const DRESS = 'prd-cst13453';

/** A variant of the dress with room to raise its quantity. */
async function stockedDress(page: Page) {
  const product = await productOf(page, 'hartley', DRESS);
  const variant = product.variants.find((candidate) => candidate.availableQuantity >= 5);
  if (!variant) throw new Error('The dress has no size with 5 in stock');
  return { product, variant };
}

/** The page's session first (the guest and CSRF cookies come with it), then items into the bag as the page's scripts add them. */
async function addItems(page: Page, items: Array<{ sku: string; quantity: number }>): Promise<void> {
  await page.goto(siteUrl('hartley', '/account'));
  // The page's first API calls race to issue the cookies: the token to send is the one that stays.
  await page.waitForLoadState('networkidle');
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'sf_csrf')).toBe(true);
  const added = await postBasket(page, 'addToCart', { items });
  expect(added.status, added.body.message).toBe(200);
}

async function signInOnAccountPage(page: Page, email: string): Promise<void> {
  await page.goto(siteUrl('hartley', '/account'));
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('lovelace123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Shopper' })).toBeVisible();
}

async function signOut(page: Page): Promise<void> {
  await page.goto(siteUrl('hartley', '/account'));
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(siteUrl('hartley', '/'));
  await expect
    .poll(() => page.evaluate(async () => ((await (await fetch('/_api/account/me')).json()) as { viewer: { kind: string } }).viewer.kind))
    .toBe('guest');
}

test.describe('the bag page', () => {
  test('two products added from their pages, one customised, show on /basket; a quantity changes and a line goes', async ({ page, productPage, customisation, basket }) => {
    await openProductById(page, MONOGRAM_CUSHION);
    await productPage.expectInteractive();
    await customisation.expectReady();
    if ((await productPage.sizes.count()) > 1) await productPage.chooseFirstSizeInStock();
    await customisation.input('initials').fill('HV');
    await productPage.addToBasket.click();
    await expect(productPage.status).toHaveText('Added to your bag');

    const dress = await stockedDress(page);
    await page.goto(siteUrl('hartley', variantLink(dress.product, dress.variant)));
    await productPage.expectInteractive();
    await productPage.addToBasket.click();
    await expect(productPage.status).toHaveText('Added to your bag');
    await expect(productPage.bagLink).toContainText('Bag, 2 items');

    // The header's bag reaches the page.
    await productPage.bagLink.click();
    await expect(page).toHaveURL(/\/basket$/);
    await expect(basket.heading).toHaveText('Your bag');
    await expect(basket.lines).toHaveCount(2);
    const cushion = basket.lines.filter({ has: page.getByTestId('basket-line-customisation') });
    await expect(cushion.getByTestId('basket-line-customisation')).toHaveText(/^Initials\s*HV$/);
    await expect(cushion.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute('href', /^\/(product|premier)\//);
    const dressLine = basket.line(dress.variant.sku);
    await expect(dressLine.getByTestId('basket-line-size')).toHaveText(dress.variant.size);
    await expect(dressLine.getByRole('link').first()).toHaveAttribute('href', new RegExp(`colour=${dress.variant.colour}`));
    await expect(basket.expressWallet).toBeAttached();

    const subtotalFor = async () => {
      const totals = await basket.lines.getByTestId('basket-line-total').allTextContents();
      return totals.reduce((sum, text) => sum + pence(text), 0);
    };
    expect(pence(await basket.subtotal.textContent())).toBe(await subtotalFor());
    const deliveryText = (await basket.delivery.textContent()) ?? '';
    expect(pence(await basket.total.textContent())).toBe(pence(await basket.subtotal.textContent()) + (deliveryText === 'Free' ? 0 : pence(deliveryText)));

    // Change a quantity with the stepper: the line, the totals and the header follow.
    await basket.expectInteractive();
    const unit = pence(await dressLine.getByTestId('basket-line-unit-price').textContent());
    await basket.increase(dressLine).click();
    await expect(basket.quantity(dressLine)).toHaveText('2');
    await expect(dressLine.getByTestId('basket-line-total')).toHaveText(`£${((unit * 2) / 100).toFixed(2)}`);
    await expect(basket.bagLink).toContainText('Bag, 3 items');
    expect(pence(await basket.subtotal.textContent())).toBe(await subtotalFor());

    // Remove the cushion.
    await basket.remove(cushion).click();
    await expect(basket.lines).toHaveCount(1);
    await expect(basket.bagLink).toContainText('Bag, 2 items');
    await page.reload();
    await expect(basket.lines).toHaveCount(1);
    await expect(basket.quantity(basket.line(dress.variant.sku))).toHaveText('2');
  });

  test('a guest moving a line to the wishlist is asked to sign in and keeps the line until then; signed in, it moves', async ({ page, basket, signInDialog }) => {
    const dress = await stockedDress(page);
    await addItems(page, [{ sku: dress.variant.sku, quantity: 1 }]);
    await basket.open();
    await basket.expectInteractive();
    const line = basket.line(dress.variant.sku);

    await basket.moveToWishlist(line).click();
    await expect(signInDialog.dialog).toBeVisible();
    await expect(signInDialog.dialog).toContainText('Sign in to move items to your wishlist.');
    await page.keyboard.press('Escape');
    await expect(signInDialog.dialog).toBeHidden();
    await expect(basket.lineError(line)).toHaveText('Sign in to move items to your wishlist.');
    await expect(basket.lines).toHaveCount(1);

    await basket.moveToWishlist(line).click();
    await signInDialog.createAccount('Shopper', uniqueEmail('mover'));
    await expect(signInDialog.dialog).toBeHidden();
    // Signed in, the guest's bag is the account's: the line moves to the wishlist and the bag is empty.
    await expect(basket.empty).toBeVisible();
    await expect(basket.bagLink).toContainText('Bag, empty');
    await page.goto(siteUrl('hartley', '/wishlist'));
    await expect(page.getByTestId('wishlist-count')).toHaveText('1 saved item');
  });

  test('a product that ships with a gift shows the same gift in the bag as on its page', async ({ page, basket }) => {
    const listed = await findListedProduct(page, 'hartley', '/categories/beauty', (product) => product.hasGiftWithPurchase);
    const product = await productOf(page, 'hartley', listed.id);
    const variant = product.variants.find((candidate) => candidate.availableQuantity > 0);
    if (!variant) throw new Error(`${product.id} has nothing in stock`);
    await page.goto(siteUrl('hartley', variantLink(product, variant)));
    const pageGift = page.getByTestId('pdp-gwp');
    await expect(pageGift).toContainText('Free gift with purchase');
    const giftSku = /Gift (\S+)/.exec((await pageGift.textContent()) ?? '')?.[1];
    expect(giftSku).toBeTruthy();

    await addItems(page, [{ sku: variant.sku, quantity: 1 }]);
    await basket.open();
    const gift = basket.giftBox(basket.line(variant.sku));
    await expect(gift).toBeVisible();
    await expect(gift).toContainText(`Gift ${giftSku}`);
  });

  test('a line at its last units says how many are left, the stepper stops there and the server refuses more with the count', async ({ page, basket }) => {
    const { variant } = await findVariant(page, 'hartley', (candidate) => candidate.availableQuantity >= 2 && candidate.availableQuantity <= 4);
    const left = variant.availableQuantity;
    await addItems(page, [{ sku: variant.sku, quantity: left }]);
    await basket.open();
    await basket.expectInteractive();
    const line = basket.line(variant.sku);
    await expect(basket.quantity(line)).toHaveText(String(left));
    await expect(basket.stockMessage(line)).toHaveText(`Only ${left} left in stock`);
    await expect(basket.increase(line)).toBeDisabled();
    await expect(basket.expressWallet).toBeAttached();

    const more = await postBasket(page, 'updateQuantity', { sku: variant.sku, quantity: left + 1 });
    expect([more.status, more.body.message]).toEqual([409, `Only ${left} left in stock`]);
    await page.reload();
    await expect(basket.quantity(line)).toHaveText(String(left));

    await basket.expectInteractive();
    await basket.decrease(line).click();
    await expect(basket.quantity(line)).toHaveText(String(left - 1));
    await expect(basket.increase(line)).toBeEnabled();
    await expect(basket.stockMessage(line)).toHaveText(`Only ${left} left in stock`);
  });

  test('a guest’s bag joins the account’s at sign-in, the same item’s quantities added up to the stock, and says so', async ({ page, basket }) => {
    const low = await findVariant(page, 'hartley', (candidate) => candidate.availableQuantity >= 2 && candidate.availableQuantity <= 4);
    const dress = await stockedDress(page);
    const email = uniqueEmail('merge');
    await signUpOnAccountPage(page, email);
    await addItems(page, [{ sku: low.variant.sku, quantity: low.variant.availableQuantity }]);
    await signOut(page);

    await addItems(page, [
      { sku: low.variant.sku, quantity: 1 },
      { sku: dress.variant.sku, quantity: 1 },
    ]);
    await basket.open();
    await expect(basket.lines).toHaveCount(2);
    await expect(basket.quantity(basket.line(low.variant.sku))).toHaveText('1');

    await signInOnAccountPage(page, email);
    await basket.open();
    await expect(basket.lines).toHaveCount(2);
    const merged = basket.line(low.variant.sku);
    await expect(basket.quantity(merged)).toHaveText(String(low.variant.availableQuantity));
    await expect(basket.stockMessage(merged)).toHaveText(`Only ${low.variant.availableQuantity} left in stock`);
    await expect(merged.getByTestId('basket-line-lowered')).toHaveText(`We have changed the quantity from ${low.variant.availableQuantity + 1} to ${low.variant.availableQuantity}: that is all we have left.`);
    await expect(basket.quantity(basket.line(dress.variant.sku))).toHaveText('1');
    await expect(basket.bagLink).toContainText(`Bag, ${low.variant.availableQuantity + 1} items`);

    // The guest's own bag is empty now: signed out, this browser has nothing in its bag.
    await signOut(page);
    await basket.open();
    await expect(basket.empty).toBeVisible();
  });

  test('an empty bag says so with a way back to shopping and to sign in; the page is never cached or indexed', async ({ page, storefront, basket, signInDialog }) => {
    await storefront.open('coast');
    await basket.bagLink.click();
    await expect(page).toHaveURL(/coast\.localhost:\d+\/basket$/);
    await expect(basket.empty).toBeVisible();
    await expect(basket.heading).toHaveText('Your bag is empty');
    await expect(basket.empty.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
    const signIn = basket.empty.getByRole('link', { name: 'Sign in' });
    await expect(signIn).toHaveAttribute('href', '/account');
    await expect(signIn).toHaveAttribute('data-ready', 'true');
    await signIn.click();
    await expect(signInDialog.dialog).toBeVisible();
    await page.keyboard.press('Escape');

    const response = await basket.open('coast');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toMatch(/no-store/);
    expect(response.headers()['x-nextjs-cache']).toBeUndefined();
    await basket.empty.getByRole('link', { name: 'Continue shopping' }).click();
    await expect(page).toHaveURL(/coast\.localhost:\d+\/$/);
  });

  test('the bag page, full and empty, has no serious accessibility violations', async ({ page, basket }) => {
    const dress = await stockedDress(page);
    const low = await findVariant(page, 'hartley', (candidate) => candidate.availableQuantity >= 1 && candidate.availableQuantity <= 4);
    await addItems(page, [
      { sku: dress.variant.sku, quantity: 2 },
      { sku: low.variant.sku, quantity: 1 },
    ]);
    const serious = async () =>
      (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')})`);
    await basket.open();
    await basket.expectInteractive();
    await expect(basket.lines).toHaveCount(2);
    expect(await serious()).toEqual([]);
    await basket.remove(basket.lines.first()).click();
    await expect(basket.lines).toHaveCount(1);
    await basket.remove(basket.lines.first()).click();
    await expect(basket.empty).toBeVisible();
    expect(await serious()).toEqual([]);
  });

  test('the line endpoints refuse bad input with a message, change nothing, and answer the cart on success', { tag: '@desktop' }, async ({ page }) => {
    const dress = await stockedDress(page);
    await addItems(page, [{ sku: dress.variant.sku, quantity: 1 }]);
    const current = async () => page.evaluate(async () => (await (await fetch('/_api/basket/current')).json()) as { cart: NonNullable<BasketReply['body']['cart']> });
    const before = (await current()).cart;

    const refusals: Array<[string, unknown, number, string | RegExp, { csrf?: boolean }?]> = [
      ['updateQuantity', { sku: dress.variant.sku, quantity: 0 }, 400, 'quantity: quantity must be at least 1'],
      ['updateQuantity', { sku: dress.variant.sku, quantity: 11 }, 400, 'quantity: at most 10 of one item'],
      ['updateQuantity', { sku: dress.variant.sku, quantity: '2' }, 400, /^quantity: /],
      ['updateQuantity', { sku: 'CST;DROP', quantity: 2 }, 400, 'sku: sku may only hold letters, digits and dashes'],
      ['updateQuantity', { sku: dress.variant.sku, quantity: 2 }, 403, 'Your session has expired. Reload the page and try again.', { csrf: false }],
      ['updateQuantity', { sku: dress.variant.sku, customisationKey: '[["initials","ZZ"]]', quantity: 2 }, 404, 'This item is no longer in your bag.'],
      ['removeLine', { sku: 'CST99999-9-9' }, 404, 'This item is no longer in your bag.'],
      ['removeLine', {}, 400, /^sku: /],
      ['moveToWishlist', { sku: dress.variant.sku }, 401, 'Sign in to move items to your wishlist.'],
    ];
    for (const [path, body, status, message, options] of refusals) {
      const reply = await postBasket(page, path, body, options);
      expect(reply.status, `${path} ${JSON.stringify(body)}`).toBe(status);
      expect(reply.body.success).toBe(false);
      expect(reply.body.message).toMatch(typeof message === 'string' ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : message);
    }
    const notJson = await page.evaluate(async () => {
      const token = decodeURIComponent(document.cookie.split('; ').find((part) => part.startsWith('sf_csrf='))?.slice('sf_csrf='.length) ?? '');
      const response = await fetch('/_api/basket/removeLine', { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': token }, body: '{"sku":' });
      return { status: response.status, body: (await response.json()) as { message: string } };
    });
    expect(notJson).toEqual({ status: 400, body: expect.objectContaining({ message: 'The request body must be JSON.' }) });
    expect((await current()).cart).toEqual(before);

    const raised = await postBasket(page, 'updateQuantity', { sku: dress.variant.sku, customisationKey: '', quantity: 3 });
    expect(raised.status).toBe(200);
    expect(raised.body.success).toBe(true);
    expect(raised.body.cart).toEqual({ ...before, lineItems: [{ ...before.lineItems[0], quantity: 3 }], totalQuantity: 3, subTotal: expect.any(Object), total: expect.any(Object) });
    expect((await current()).cart).toEqual(raised.body.cart);
    const removed = await postBasket(page, 'removeLine', { sku: dress.variant.sku });
    expect([removed.status, removed.body.cart?.lineItems]).toEqual([200, []]);
  });
});
