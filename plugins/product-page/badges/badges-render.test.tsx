import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SiteBadge } from '../../shared/product/rules/badge-content';
import { productFixture } from '../page/product-fixture';
import { productBadgeSections } from './sections';

const badge = (id: string, placement: string, fields: Partial<SiteBadge> = {}): SiteBadge => ({ id, placement, productKeys: [], icon: undefined, text1: id, ...fields });
const html = (node: React.ReactNode) => renderToStaticMarkup(<>{node}</>);

describe('the badges and offers the server draws into the product page', () => {
  const badges = [
    badge('Price match', 'PDP_price', { categorySlug: 'women/dresses' }),
    badge('Extra 20% off dresses', 'PDP_promo', { priority: 1, text2: 'with code DRESS20', discount: 20 }),
    badge('Excluded from 3 for 2', 'PDP_exclusion', { priority: 1 }),
    badge('Online Exclusive', 'PDP-topLeft_productImage', { priority: 1 }),
  ];

  it('draws price, promo and exclusion badges under the price, corner badges over the image', () => {
    const sections = productBadgeSections(productFixture(), { badges, audience: 'guest', previewBadges: false });
    const below = html(sections.belowPrice);
    expect(below).toContain('data-testid="pdp-price-badge"');
    expect(below).toContain('Extra 20% off dresses');
    expect(below).toContain('with code DRESS20');
    expect(below).toContain('data-testid="pdp-exclusion-badge"');
    const image = html(sections.imageBadges);
    expect(image).toContain('Online Exclusive');
    expect(image).not.toContain('preview-badge');
    expect(sections.promoDiscounts).toEqual([{ name: 'Extra 20% off dresses', percent: 20 }]);
  });

  it('adds the preview badge with the product key in preview mode only', () => {
    const preview = html(productBadgeSections(productFixture(), { badges: [], audience: 'guest', previewBadges: true }).imageBadges);
    expect(preview).toContain('data-testid="preview-badge"');
    expect(preview).toContain('CST12345');
    expect(html(productBadgeSections(productFixture(), { badges: [], audience: 'guest', previewBadges: false }).imageBadges)).toBe('');
  });

  it('gives guests the rewards join link to /sign-up, registered shoppers the message alone', () => {
    const product = productFixture({ rewardsPoints: 390 });
    const guest = html(productBadgeSections(product, { badges: [], audience: 'guest', previewBadges: false }).belowButton);
    expect(guest).toContain('Earn 390 reward points worth £3.90');
    expect(guest).toContain('href="/sign-up"');
    const member = html(productBadgeSections(product, { badges: [], audience: 'signed-in', previewBadges: false }).belowButton);
    expect(member).toContain('Earn 390 reward points worth £3.90');
    expect(member).not.toContain('/sign-up');
  });

  it('draws the subscription card at 95 % of the price and the gift box for a product with a gift', () => {
    const product = productFixture({ isSubscriptionEligible: true, gwp: { sku: 'GWP-CST12345', description: 'Free travel miniature' }, hasGiftWithPurchase: true });
    const panels = html(productBadgeSections(product, { badges: [], audience: 'signed-in', previewBadges: false }).belowButton);
    // The fixture's lowest price is £39.00: 95 % is £37.05.
    expect(panels).toContain('£37.05 per delivery');
    expect(panels).toContain('data-testid="pdp-gwp"');
    expect(panels).toContain('Free travel miniature');
    const plain = html(productBadgeSections(productFixture({ isSubscriptionEligible: false, gwp: undefined, hasGiftWithPurchase: false, rewardsPoints: undefined }), { badges: [], audience: 'signed-in', previewBadges: false }).belowButton);
    expect(plain).toBe('');
  });

  it('shows guests the premier sign-up label on premier products only', () => {
    const premier = productFixture({ isPremier: true, rewardsPoints: undefined });
    expect(html(productBadgeSections(premier, { badges: [], audience: 'guest', previewBadges: false }).belowButton)).toContain('data-testid="premier-sign-up"');
    expect(html(productBadgeSections(premier, { badges: [], audience: 'signed-in', previewBadges: false }).belowButton)).not.toContain('premier-sign-up');
    expect(html(productBadgeSections(productFixture({ rewardsPoints: undefined }), { badges: [], audience: 'guest', previewBadges: false }).belowButton)).not.toContain('premier-sign-up');
  });
});
