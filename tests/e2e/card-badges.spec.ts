import { expect, test } from './fixtures';
import { ListingCardDetails } from './pages/card-reviews';

test.describe('CMS badges on listing cards', () => {
  test('the dresses promo shows on every dress with its discounted price, and not on tops', async ({ storefront, listing }) => {
    await storefront.open('hartley', '/categories/women/dresses');
    await listing.expectResults(1, 40);
    const cards = await listing.cards.count();
    const promos = listing.cards.getByTestId('promo-badge');
    await expect(promos).toHaveCount(cards);
    await expect(promos.filter({ hasText: 'Extra 20% off dresses' })).toHaveCount(cards);
    const singlePrice = new ListingCardDetails(listing.cards.filter({ hasNot: listing.page.getByTestId('price-range') }).first());
    await expect(singlePrice.promo).toContainText(/£\d+\.\d{2} with code DRESS20/);

    await storefront.open('hartley', '/categories/women/tops');
    await expect(listing.cards.first()).toBeVisible();
    await expect(listing.page.getByText('Extra 20% off dresses')).toHaveCount(0);
  });

  test('the online-exclusive label marks bridesmaid dresses only', async ({ storefront, listing }) => {
    await storefront.open('hartley', '/categories/women/dresses/bridesmaid-dresses');
    const count = await listing.cards.count();
    expect(count).toBeGreaterThan(0);
    await expect(listing.cards.getByTestId('image-badge').filter({ hasText: 'Online Exclusive' })).toHaveCount(count);

    await storefront.open('hartley', '/categories/women/dresses/maxi-dresses');
    await expect(listing.cards.first()).toBeVisible();
    await expect(listing.cards.getByTestId('image-badge').filter({ hasText: 'Online Exclusive' })).toHaveCount(0);
  });

  test('home and beauty cards name their classification, except bedding and clothing', async ({ storefront, listing }) => {
    await storefront.open('hartley', '/categories/home/candles-fragrance');
    const count = await listing.cards.count();
    expect(count).toBeGreaterThan(0);
    await expect(listing.cards.getByTestId('classification-badge').filter({ hasText: /^Candles & Home Fragrance$/ })).toHaveCount(count);

    await storefront.open('hartley', '/categories/home/bedding');
    await expect(listing.cards.first()).toBeVisible();
    await expect(listing.cards.getByTestId('classification-badge')).toHaveCount(0);

    await storefront.open('hartley', '/categories/women/tops');
    await expect(listing.cards.first()).toBeVisible();
    await expect(listing.cards.getByTestId('classification-badge')).toHaveCount(0);
  });
});
