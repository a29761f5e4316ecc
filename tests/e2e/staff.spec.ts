import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { parseCsv } from './pages/staff-tools';
import { siteUrl } from './sites';

const dresses = '/categories/women/dresses';
/** The e2e server's office network is 203.0.113.0/24; its loopback proxy is trusted (start-server.mjs). */
const officeAddress = { 'x-forwarded-for': '203.0.113.7' };

test.describe('on the office network', () => {
  test.use({ extraHTTPHeaders: officeAddress });
  // These run first on a fresh server, whose first listing request opens the search index (tens
  // of seconds on a busy machine).
  test.slow();

  test('the staff export: product-export.csv holds every loaded card’s key, name and product link', async ({ storefront, listing, staffTools, page }) => {
    await storefront.open('hartley', dresses);
    await expect(staffTools.exportButton).toBeVisible();
    await listing.expectResults(1, 40);
    // Every loaded page goes into the export, not just the first.
    await listing.loadMore.click();
    await listing.expectResults(1, 80);

    const [download] = await Promise.all([page.waitForEvent('download'), staffTools.exportButton.click()]);
    expect(download.suggestedFilename()).toBe('product-export.csv');
    const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(['key', 'name', 'pdpURL']);
    // The listing's results in order; ads that are not among the results are not exported.
    const results = await listing.results();
    expect(rows).toEqual(results.map((card) => [card.key, card.name, card.pdpURL]));
    expect(rows).toHaveLength(80);
    expect(rows[0]![2]).toMatch(/^http:\/\/hartley\.localhost:\d+\/(product|premier)\//);
  });

  test('Edit Page Content opens the listing’s and the CMS page’s entry in the studio', async ({ storefront, staffTools }) => {
    await storefront.open('hartley', dresses);
    await expect(staffTools.editLink).toHaveAttribute('href', /^\/studio\/entries\/[\w-]+$/);
    await expect(staffTools.editLink).toHaveAttribute('target', '_blank');
    await storefront.open('hartley', '/');
    await expect(staffTools.editLink).toHaveAttribute('href', /^\/studio\/entries\/[\w-]+$/);
    await expect(staffTools.exportButton).toHaveCount(0);
  });

  test('the admin selection keeps the keys ticked on a listing and copies them @desktop', async ({ storefront, listing, staffTools, page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl('hartley') });
    await storefront.open('hartley', dresses);
    await expect(staffTools.selectionCount).toHaveText('0 selected');
    await expect(staffTools.copyKeys).toBeDisabled();
    const keys = (await listing.productKeys()).slice(0, 2);
    await staffTools.selectionToggle(listing.cards.nth(0)).check();
    await staffTools.selectionToggle(listing.cards.nth(1)).check();
    await expect(staffTools.selectionCount).toHaveText('2 selected');

    // Kept in the browser for this listing.
    await page.reload();
    await expect(staffTools.selectionToggle(listing.cards.nth(1))).toBeChecked();
    await expect(staffTools.selectionCount).toHaveText('2 selected');

    await staffTools.copyKeys.click();
    await expect(staffTools.copyKeys).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(keys.join(', '));

    await page.getByRole('button', { name: 'Clear selection' }).click();
    await expect(staffTools.selectionCount).toHaveText('0 selected');
    await expect(staffTools.selectionToggle(listing.cards.nth(0))).not.toBeChecked();
  });
});

test('a shopper sees no staff tools, no Edit link and no admin toggles', async ({ storefront, listing, staffTools }) => {
  await storefront.open('hartley', dresses);
  await expect(listing.cards.first()).toBeVisible();
  await expect(staffTools.exportButton).toHaveCount(0);
  await expect(staffTools.editLink).toHaveCount(0);
  await expect(staffTools.selectionToggles).toHaveCount(0);
  await expect(staffTools.previewBadges).toHaveCount(0);
  await storefront.open('hartley', '/');
  await expect(staffTools.editLink).toHaveCount(0);
});

test('in preview, listing cards show preview badges with their product keys and the selection toggle', async ({ storefront, listing, staffTools, page }) => {
  await page.goto(siteUrl('hartley', '/api/draft?secret=e2e-preview-secret&slug=/'));
  await storefront.open('hartley', dresses);
  await listing.expectResults(1, 40);
  const keys = await listing.productKeys();
  // Every card, sponsored ones too, carries a badge and a toggle.
  const cards = await listing.allCards.count();
  await expect(staffTools.previewBadges.filter({ visible: true })).toHaveCount(cards);
  await expect(listing.cards.first().getByTestId('preview-badge')).toHaveText(`Preview${keys[0]}`);
  await expect(staffTools.selectionToggles.filter({ visible: true })).toHaveCount(cards);
  // An editor in preview is not office-network staff.
  await expect(staffTools.exportButton).toHaveCount(0);
});
