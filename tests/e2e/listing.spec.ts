import { expect, test } from './fixtures';

const dresses = '/categories/women/dresses';

test.describe('category listing', () => {
  test('shows breadcrumbs, the CMS banner, a total and a full first page', async ({ storefront, listing, page }) => {
    await storefront.open('hartley', dresses);
    await expect(listing.heading).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(listing.cards.first()).toBeVisible();
    const total = await listing.totalCount();
    expect(total).toBeGreaterThan(40);
    await expect(listing.cards).toHaveCount(40);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"ItemList"'))).toBe(true);
    expect(jsonLd.some((text) => text.includes('"BreadcrumbList"'))).toBe(true);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/categories\/women\/dresses$/);
  });

  test('adding and removing a filter changes the URL shape, drops the page and narrows the results @desktop', async ({ storefront, listing, page }) => {
    await storefront.open('hartley', `${dresses}?page=2`);
    const before = await listing.totalCount();
    await listing.facetButton('Size').click();
    const size = listing.facetDropdown.getByRole('button').filter({ hasText: /^\d+$/ }).first();
    const sizeLabel = (await size.textContent())!.trim();
    await size.click();
    await expect(page).toHaveURL(new RegExp(`${dresses}/facet/sizes/${sizeLabel}$`));
    await expect(listing.selectedFilters.getByRole('button', { name: `Remove filter Size: ${sizeLabel}` })).toBeVisible();
    const narrowed = await listing.totalCount();
    expect(narrowed).toBeLessThan(before);
    expect(narrowed).toBeGreaterThan(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    // A second value of the same facet widens (OR within a facet) and joins with '~'.
    await listing.facetButton('Size').click();
    const other = listing.facetDropdown.getByRole('button', { pressed: false }).filter({ hasText: /^\d+/ }).first();
    const otherLabel = (await other.textContent())!.replace(/\(.*$/, '').trim();
    await other.click();
    await expect(page).toHaveURL(/\/facet\/sizes\/[^/]+~[^/]+$/);
    expect(await listing.totalCount()).toBeGreaterThanOrEqual(narrowed);
    expect(otherLabel).not.toBe(sizeLabel);

    await listing.selectedFilters.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(new RegExp(`${dresses}$`));
    expect(await listing.totalCount()).toBe(before);
  });

  test('facet-value search is offered for Brands and Style only, and finds values to select @desktop', async ({ storefront, listing, page }) => {
    await storefront.open('hartley', dresses);
    await listing.facetButton('Size').click();
    await expect(listing.facetDropdown.getByRole('searchbox')).toHaveCount(0);
    await listing.facetButton('Brands').click();
    const box = listing.facetDropdown.getByRole('searchbox', { name: 'Search Brands' });
    await box.fill('oas');
    const oasis = listing.facetDropdown.getByRole('button', { name: /^Oasis/ });
    await expect(oasis).toBeVisible();
    await expect(listing.facetDropdown.getByRole('button', { name: /^Coast/ })).toHaveCount(0);
    await box.fill('qqqq');
    await expect(listing.facetDropdown.getByText('No brands match “qqqq”.')).toBeVisible();
    await box.fill('oasis');
    await oasis.click();
    await expect(page).toHaveURL(new RegExp(`${dresses}/facet/brand/Oasis$`));
    await expect(listing.cards.first().getByText('Oasis', { exact: true })).toBeVisible();
  });

  test('sorting by price reorders the grid and keeps sort in the URL @desktop', async ({ storefront, listing, page }) => {
    await storefront.open('hartley', dresses);
    await listing.sort.selectOption('price-asc');
    await expect(page).toHaveURL(/\?sort=price-asc$/);
    await expect(listing.sort).toHaveValue('price-asc');
    const prices = await listing.cards.evaluateAll((cards) =>
      cards.slice(0, 12).map((card) => Number(/£([0-9,.]+)/.exec(card.textContent ?? '')?.[1]?.replace(/,/g, '') ?? NaN)),
    );
    expect(prices.length).toBeGreaterThan(5);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    await listing.sort.selectOption('relevance');
    await expect(page).toHaveURL(new RegExp(`${dresses}$`));
  });

  test('load more appends the next page; load previous prepends the one before', async ({ storefront, listing }) => {
    await storefront.open('hartley', `${dresses}?page=2`);
    await expect(listing.cards).toHaveCount(40);
    const pageTwo = await listing.productKeys();
    await expect(listing.loadPrevious).toBeVisible();
    await listing.loadPrevious.click();
    await listing.expectResults(1, 80);
    expect((await listing.results()).slice(40).map((result) => result.key)).toEqual(pageTwo);
    await expect(listing.loadPrevious).toBeHidden();
    await listing.loadMore.click();
    await listing.expectResults(1, 120);
    expect((await listing.results()).slice(40, 80).map((result) => result.key)).toEqual(pageTwo);
  });

  test('picking a colour on a card shows that colour in its picture and link', async ({ storefront, listing, page }) => {
    await storefront.open('hartley', dresses);
    // A card with more than one colour (its swatch row is a list named for the count).
    const card = listing.cards.filter({ has: page.getByRole('list', { name: /^\d+ colours$/ }) }).first();
    const cardId = (await card.getAttribute('id'))!;
    const sameCard = page.locator(`article[id="${cardId}"]`).first();
    const swatch = sameCard.getByRole('list', { name: /colours$/ }).getByRole('button').nth(1);
    // Mid-screen, clear of the sticky header.
    await swatch.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const label = (await swatch.getAttribute('aria-label'))!;
    const colour = label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    await swatch.click();
    await expect(sameCard.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    await expect(sameCard.getByRole('heading').getByRole('link')).toHaveAttribute('href', new RegExp(`colour=${colour}`));
    await expect(sameCard.locator('img').first()).toHaveAttribute('src', new RegExp(`/${colour}/1\\?`));
  });

  test('hovering a card shows its second picture, fetched on that first hover only @desktop', async ({ storefront, listing, page }) => {
    const secondPictures: string[] = [];
    page.on('request', (request) => {
      if (/\/_img\/products\/[^/]+\/[^/]+\/2\?/.test(request.url())) secondPictures.push(request.url());
    });
    await storefront.open('hartley', dresses);
    const card = listing.cards.first();
    await expect(card.locator('img').first()).toBeVisible();
    expect(secondPictures).toEqual([]);
    const key = (await card.getAttribute('data-product-key'))!;
    await card.hover();
    await expect.poll(() => secondPictures.filter((url) => url.includes(`/${key}/`))).toHaveLength(1);
    const layer = card.locator('a[aria-hidden="true"] > span').first();
    await expect(layer).toHaveCSS('opacity', '1');
    await expect(layer).toHaveCSS('background-image', new RegExp(`/${key}/[^/]+/2\\?`));
  });

  test('a phone never fetches a card’s second picture @phone', async ({ storefront, listing, page }) => {
    const secondPictures: string[] = [];
    page.on('request', (request) => {
      if (/\/_img\/products\/[^/]+\/[^/]+\/2\?/.test(request.url())) secondPictures.push(request.url());
    });
    await storefront.open('hartley', dresses);
    await listing.cards.nth(3).scrollIntoViewIfNeeded();
    await expect(listing.cards.nth(3).locator('img').first()).toBeVisible();
    expect(secondPictures).toEqual([]);
  });

  test('back from a product restores the page and scrolls to the product', async ({ storefront, listing, page }) => {
    await storefront.open('hartley', dresses);
    await listing.loadMore.click();
    await expect(listing.cards).toHaveCount(80);
    const card = listing.cards.nth(50);
    const key = await card.getAttribute('data-product-key');
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('heading').getByRole('link').click();
    await page.waitForURL(/\/product\//);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${dresses}\\?page=2$`));
    const restored = page.locator(`[data-testid="product-card"][data-product-key="${key}"]`);
    await expect(restored).toBeInViewport();
  });

  test('the next-day toggle adds and removes the isNextDay segment', async ({ storefront, listing, page }) => {
    await storefront.open('hartley', dresses);
    const all = await listing.totalCount();
    await listing.nextDay.check();
    await expect(page).toHaveURL(new RegExp(`${dresses}/facet/isNextDay/true$`));
    await expect(listing.nextDay).toBeChecked();
    expect(await listing.totalCount()).toBeLessThan(all);
    await listing.nextDay.uncheck();
    await expect(page).toHaveURL(new RegExp(`${dresses}$`));
  });

  test('an unknown category is a 404 and an empty filter result shows the no-results page', async ({ storefront, listing, page }) => {
    const missing = await storefront.open('hartley', '/categories/no-such-category');
    expect(missing.status()).toBe(404);
    await storefront.open('hartley', `${dresses}/facet/priceRange/99999-max`);
    await expect(listing.noResults.getByRole('heading', { name: "Sorry, we couldn't find this page" })).toBeVisible();
    await expect(listing.noResults.getByRole('link', { name: 'BROWSE THE SHOP' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('region', { name: "We Think You'll Like" }).getByTestId('product-card').first()).toBeVisible();
  });
});

test.describe('search', () => {
  test('text search finds products, tolerates a typo and says so when nothing matches', async ({ storefront, listing }) => {
    await storefront.open('hartley', '/search?q=dress');
    const exact = await listing.totalCount();
    expect(exact).toBeGreaterThan(0);
    await storefront.open('hartley', '/search?q=dresss');
    expect(await listing.totalCount()).toBeGreaterThan(0);
    await storefront.open('hartley', '/search?q=zzqxv');
    await expect(listing.noResults.getByRole('heading', { name: 'No results found for zzqxv' })).toBeVisible();
  });

  test('the header search box submits to /search', async ({ storefront, listing, page }) => {
    await storefront.open('hartley');
    const box = page.getByRole('searchbox').first();
    await box.fill('coat');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=coat$/);
    await expect(listing.heading).toHaveText('Results for “coat”');
    expect(await listing.totalCount()).toBeGreaterThan(0);
  });
});

test.describe('mobile', () => {
  test('the filter panel opens, locks the page scroll, filters and closes @phone', async ({ storefront, listing, page }) => {
    await storefront.open('hartley', dresses);
    await listing.mobileFilterButton.click();
    await expect(listing.mobilePanel).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    await listing.mobilePanel.getByText('Colour', { exact: true }).click();
    const colour = listing.mobilePanel.getByRole('list', { name: 'Colour' }).getByRole('button').first();
    await colour.click();
    await expect(page).toHaveURL(/\/facet\/colourFacets\//);
    await expect(listing.mobileFilterButton).toHaveText(/\(1\)/);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });

  test('sorting from the filter panel reorders the grid and closes the panel @phone', async ({ storefront, listing, page }) => {
    await storefront.open('hartley', dresses);
    await listing.mobileFilterButton.click();
    await listing.mobilePanel.getByRole('combobox', { name: 'Sort by' }).selectOption('price-desc');
    await expect(page).toHaveURL(/\?sort=price-desc$/);
    await expect(listing.mobilePanel).toBeHidden();
    const prices = await listing.cards.evaluateAll((cards) =>
      cards.slice(0, 8).map((card) => Number(/£([0-9,.]+)/.exec(card.textContent ?? '')?.[1]?.replace(/,/g, '') ?? NaN)),
    );
    expect(prices.length).toBe(8);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
  });
});

test.describe('brand pages', () => {
  test('a category link on a brand page filters the listing to that brand', async ({ storefront, listing, page }) => {
    await storefront.open('hartley', '/pages/brands/dorothy-perkins');
    await page.getByRole('link', { name: 'Shop Dorothy Perkins' }).click();
    await expect(page).toHaveURL(/\/categories\/women\/facet\/collection\/dorothy%20perkins$/);
    await expect(listing.cards.first()).toBeVisible();
    const brands = await listing.cards.evaluateAll((cards) => cards.map((card) => card.querySelector('p')?.textContent?.trim()));
    expect(brands.length).toBeGreaterThan(0);
    expect(new Set(brands)).toEqual(new Set(['Dorothy Perkins']));
  });
});
