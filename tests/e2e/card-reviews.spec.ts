import { expect, test } from './fixtures';
import { ListingCardDetails } from './pages/card-reviews';

const dresses = '/categories/women/dresses';

test.describe('reviews panel from a card’s rating', () => {
  test('shows the card’s average and count with a distribution adding up to it; Escape closes it and focus returns', async ({ storefront, listing, reviewsPanel, page }) => {
    await storefront.open('hartley', dresses);
    const card = new ListingCardDetails(listing.cards.filter({ has: page.getByTestId('rating-button') }).first());
    const { average, count } = await card.rating();
    const name = (await card.name.textContent())!.trim();
    await card.ratingButton.click();

    await expect(reviewsPanel.dialog).toBeVisible();
    await expect(reviewsPanel.dialog).toHaveAccessibleName(`Reviews of ${name}`);
    await expect(reviewsPanel.closeButton).toBeFocused();
    await expect(reviewsPanel.average).toHaveText(average);
    await expect(reviewsPanel.count).toHaveText(count);
    const distribution = await reviewsPanel.distribution();
    expect(distribution.ratings).toEqual([5, 4, 3, 2, 1]);
    expect(distribution.total).toBe(Number(count));
    await expect(reviewsPanel.allReviewsLink).toHaveAttribute('href', /^\/product\/[^#]+#reviews$/);

    await page.keyboard.press('Escape');
    await expect(reviewsPanel.dialog).toBeHidden();
    await expect(card.ratingButton).toBeFocused();
  });

  test('closes from the backdrop and the close button, and opens for another card with that card’s stats', async ({ storefront, listing, reviewsPanel, page }) => {
    await storefront.open('hartley', dresses);
    const rated = listing.cards.filter({ has: page.getByTestId('rating-button') });
    const first = new ListingCardDetails(rated.first());
    const second = new ListingCardDetails(rated.nth(1));

    await first.ratingButton.click();
    await expect(reviewsPanel.count).toHaveText((await first.rating()).count);
    // Outside the panel: the side panel's left, the bottom sheet's top.
    await page.mouse.click(8, 8);
    await expect(reviewsPanel.dialog).toBeHidden();
    await expect(first.ratingButton).toBeFocused();

    const { average, count } = await second.rating();
    await second.ratingButton.click();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(reviewsPanel.average).toHaveText(average);
    await expect(reviewsPanel.count).toHaveText(count);
    await reviewsPanel.closeButton.click();
    await expect(reviewsPanel.dialog).toBeHidden();
    await expect(second.ratingButton).toBeFocused();
  });

  test('says when the stats fail to load and loads them on retry', async ({ storefront, listing, reviewsPanel, page }) => {
    let failures = 1;
    await page.route('**/_api/reviews/stats?*', async (route) => {
      if (failures-- > 0) await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Reviews are resting' }) });
      else await route.continue();
    });
    await storefront.open('hartley', dresses);
    const card = new ListingCardDetails(listing.cards.filter({ has: page.getByTestId('rating-button') }).first());
    const { count } = await card.rating();
    await card.ratingButton.click();
    await expect(reviewsPanel.error).toContainText('couldn’t load the reviews');
    await reviewsPanel.retry.click();
    await expect(reviewsPanel.count).toHaveText(count);
    await expect(reviewsPanel.error).toBeHidden();
  });
});
