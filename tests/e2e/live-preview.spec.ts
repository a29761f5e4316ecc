import { expect, test } from './fixtures';
import { FOREIGN_ORIGIN, PreviewParent, qaLivePreviewTree, STUDIO_ORIGIN } from './pages/live-preview';
import { siteUrl } from './sites';

const SLUG = 'qa/live-preview';

test('the studio frames a draft page, shakes hands, and sees an unsaved heading at once; the storefront keeps the published one', async ({ page, browser }) => {
  const studio = new PreviewParent(page);
  await studio.open('hartley', SLUG);
  const init = await studio.waitForMessage('init');
  expect(init.page).toEqual({ entryId: 'qa-page-live-preview', path: `/pages/${SLUG}` });
  await expect(studio.heroHeading).toHaveText('Published heading');

  await studio.setData(1, qaLivePreviewTree({ heading: 'Typed in the studio' }));
  await expect(studio.heroHeading).toHaveText('Typed in the studio');
  await studio.waitForMessage('rendered', { seq: 1, via: 'patch' });
  await studio.waitForMessage('rendered', { seq: 1, via: 'render', warnings: 0 });
  await expect(studio.heroHeading).toHaveText('Typed in the studio');
  await expect(studio.frame.getByText('This block is valid')).toBeVisible();
  await expect(studio.previewBar).toContainText('All blocks are valid.');

  // Nothing was saved: a shopper still sees the published page, with no trace of the preview.
  const shopper = await browser.newContext();
  const shopperPage = await shopper.newPage();
  const response = await shopperPage.goto(siteUrl('hartley', `/pages/${SLUG}`));
  await expect(shopperPage.getByRole('heading', { name: 'Published heading' })).toBeVisible();
  await expect(shopperPage.getByText('Typed in the studio')).toHaveCount(0);
  await expect(shopperPage.getByTestId('live-preview')).toHaveCount(0);
  await expect(shopperPage.getByTestId('preview-bar')).toHaveCount(0);
  await expect(shopperPage.locator('[data-contentful-entry-id]')).toHaveCount(0);
  expect(response?.headers()['x-frame-options']).toBe('SAMEORIGIN');
  await shopper.close();
});

test('the draft page is served privately, never indexed, and framable by allowed studios only', async ({ page }) => {
  const studio = new PreviewParent(page);
  const response = await studio.open('hartley', SLUG);
  const headers = response.headers();
  expect(headers['cache-control']).toContain('private');
  expect(headers['cache-control']).toContain('no-store');
  expect(headers['x-robots-tag']).toContain('noindex');
  expect(headers['content-security-policy']).toMatch(/frame-ancestors 'self' /);
  expect(headers['content-security-policy']).toContain(STUDIO_ORIGIN);
  expect(headers['content-security-policy']).not.toContain(FOREIGN_ORIGIN);
  expect(headers['x-frame-options']).toBeUndefined();
  await expect(studio.frame.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
});

test('an invalid edit shows the preview warning in place of its block and keeps the rest of the page', async ({ page }) => {
  const studio = new PreviewParent(page);
  await studio.open('hartley', SLUG);
  await studio.waitForMessage('init');
  const tree = qaLivePreviewTree({ heading: 'No image any more' });
  const hero = (tree.fields.sections[0]!.fields.content as Array<{ fields: Record<string, unknown> }>)[0]!;
  delete hero.fields.image;
  await studio.setData(1, tree);
  await studio.waitForMessage('rendered', { seq: 1, via: 'render', warnings: 1 });
  await expect(studio.frame.getByTestId('block-warning').filter({ hasText: 'qa-live-hero' })).toContainText('image');
  await expect(studio.frame.getByText('This block is valid')).toBeVisible();
  await expect(studio.previewBar).toContainText('1 entry is not shown on the storefront');

  // Fixed again: the block is back.
  await studio.setData(2, qaLivePreviewTree({ heading: 'Image restored' }));
  await expect(studio.heroHeading).toHaveText('Image restored');
  await expect(studio.frame.getByTestId('block-warning')).toHaveCount(0);
});

test('a message from a foreign origin is ignored', async ({ page }) => {
  const studio = new PreviewParent(page);
  await studio.open('hartley', SLUG);
  await studio.waitForMessage('init');
  await expect(studio.heroHeading).toHaveText('Published heading');

  // A frame on another origin, in the same page, speaks the protocol to the preview.
  await studio.sendFromForeignFrame(FOREIGN_ORIGIN, { type: 'set-data', seq: 50, entry: qaLivePreviewTree({ heading: 'Defaced from elsewhere' }) });
  await studio.sendFromForeignFrame(FOREIGN_ORIGIN, { type: 'highlight', entryId: 'qa-text-valid' });
  // Messages are handled in order: once the studio's own highlight shows, the foreign ones were seen.
  await studio.highlight('qa-live-hero');
  await expect(studio.block('qa-live-hero')).toHaveAttribute('data-preview-highlight', 'true');
  await expect(studio.heroHeading).toHaveText('Published heading');
  await expect(studio.block('qa-text-valid')).not.toHaveAttribute('data-preview-highlight');
  expect(await studio.messages('rendered')).toEqual([]);
});

test('a studio on a foreign origin cannot even frame the draft page', async ({ page }) => {
  const stranger = new PreviewParent(page, FOREIGN_ORIGIN);
  const response = await stranger.open('hartley', SLUG);
  expect(response.headers()['content-security-policy']).not.toContain(FOREIGN_ORIGIN);
  await page.waitForLoadState('load');
  await expect(stranger.frame.getByRole('heading', { name: 'Published heading' })).toHaveCount(0);
  expect(await stranger.messages()).toEqual([]);
});

test('clicking a tagged field asks the studio to open it, hovering names it, and the studio’s highlight outlines its block', async ({ page }) => {
  const studio = new PreviewParent(page);
  await studio.open('hartley', SLUG);
  await studio.waitForMessage('init');

  await studio.heroHeading.click();
  expect(await studio.waitForMessage('field-click', { entryId: 'qa-live-hero' })).toMatchObject({ fieldId: 'heading', locale: 'en-GB' });

  // A tagged link opens its field instead of navigating away from the preview.
  const linkLabel = studio.field('qa-live-link', 'label');
  await linkLabel.hover();
  await studio.waitForMessage('field-hover', { entryId: 'qa-live-link', fieldId: 'label' });
  await linkLabel.click();
  await studio.waitForMessage('field-click', { entryId: 'qa-live-link', fieldId: 'label' });
  await expect(studio.heroHeading).toBeVisible();

  await studio.highlight('qa-live-hero');
  await expect(studio.block('qa-live-hero')).toHaveAttribute('data-preview-highlight', 'true');
  await studio.highlight(null);
  await expect(studio.block('qa-live-hero')).not.toHaveAttribute('data-preview-highlight');
});

test('the public page has no live-preview bridge, no field tags and shows the published content', async ({ page, storefront }) => {
  const response = await storefront.open('hartley', `/pages/${SLUG}`);
  await expect(page.getByRole('heading', { name: 'Published heading' })).toBeVisible();
  await expect(page.getByTestId('live-preview')).toHaveCount(0);
  await expect(page.getByTestId('preview-bar')).toHaveCount(0);
  await expect(page.locator('[data-contentful-entry-id]')).toHaveCount(0);
  expect(response.headers()['x-robots-tag']).toBeUndefined();
  // The public page's own policy only: not the draft-mode policy that lets the studio frame it.
  const policies = (await response.headersArray()).filter(({ name }) => name.toLowerCase() === 'content-security-policy');
  expect(policies).toHaveLength(1);
  expect(policies[0]!.value).toContain("script-src 'self'");
  expect(policies[0]!.value).toMatch(/frame-ancestors 'self'$/);
});
