/**
 * Which of the site's badges the product page shows, and where (P §5, §9): price badges (placement
 * PDP_price), promo and exclusion badges (only those of the lowest priority number, up to 2, 1 if
 * restricted), image-corner badges (at most 2, by priority), the gift-with-purchase badge (only
 * when the product comes with a gift) and, in preview, the preview badge. Each only where its
 * category slug list matches the product's categories (or is empty) and, when it names products,
 * only on those.
 */
import { badgeCorner, eligibleBadges, imageBadges, lowestPriorityBadges, showsGiftWithPurchaseBadge } from '../../shared/product/rules/badges';
import type { SiteBadge } from '../../shared/product/rules/badge-content';
import { badgeView, categoryChain, type BadgeCorner, type BadgeView } from '../../shared/product/rules/card-badges';

/** P §9: image badges on the product page sit 50 px in from the image's edge (34 px on cards). */
export const PDP_BADGE_OFFSET_PX = 50;
/** P §5: at most 2 image-corner badges. */
export const MAX_PDP_IMAGE_BADGES = 2;
/** P §5: promo and exclusion badges, up to 2 each, 1 when restricted. */
export const MAX_PDP_OFFER_BADGES = 2;
export const MAX_RESTRICTED_OFFER_BADGES = 1;

export interface PdpBadgeProduct {
  key: string;
  /** The product's categories, department first (P §3 categories). */
  categorySlugs: readonly string[];
  hasGiftWithPurchase: boolean;
  gwpSku: string | undefined;
  /**
   * Restricted products take one promo and one exclusion badge: those a marketplace seller sells
   * and ships, whose offers the site's promotions mostly do not cover.
   */
  restricted: boolean;
}

export interface PdpBadgesView {
  price: BadgeView[];
  promo: Array<BadgeView & { discount: number | undefined }>;
  exclusion: BadgeView[];
  image: Array<BadgeView & { corner: BadgeCorner }>;
  gift: BadgeView | undefined;
}

const corners: readonly string[] = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight'];

/** Every category slug of the product with its ancestors ('women', 'women/dresses', …). */
export function productCategorySlugs(categories: ReadonlyArray<{ slug: string }>): string[] {
  return [...new Set(categories.flatMap((category) => categoryChain(category.slug)))];
}

export function pdpBadges(badges: readonly SiteBadge[], product: PdpBadgeProduct): PdpBadgesView {
  const forProduct = badges.filter((badge) => badge.productKeys.length === 0 || badge.productKeys.includes(product.key));
  const slugs = product.categorySlugs;
  const offerLimit = product.restricted ? MAX_RESTRICTED_OFFER_BADGES : MAX_PDP_OFFER_BADGES;
  const gift = showsGiftWithPurchaseBadge({ gwpSku: product.gwpSku, hasGiftWithPurchase: product.hasGiftWithPurchase }) ? eligibleBadges(forProduct, 'PDP', 'giftWithPurchase', slugs)[0] : undefined;
  return {
    price: eligibleBadges(forProduct, 'PDP', 'price', slugs).map(badgeView),
    promo: lowestPriorityBadges(forProduct, 'PDP', 'promo', slugs, offerLimit).map((badge) => ({ ...badgeView(badge), discount: typeof badge.discount === 'number' ? badge.discount : undefined })),
    exclusion: lowestPriorityBadges(forProduct, 'PDP', 'exclusion', slugs, offerLimit).map(badgeView),
    image: imageBadges(forProduct, 'PDP', slugs, MAX_PDP_IMAGE_BADGES).map((badge) => {
      const corner = badgeCorner(badge, 'PDP');
      return { ...badgeView(badge), corner: (corner && corners.includes(corner) ? corner : 'topLeft') as BadgeCorner };
    }),
    gift: gift ? badgeView(gift) : undefined,
  };
}
