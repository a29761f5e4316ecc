/**
 * What one product card shows of the site's badges (L §5, P §5, §9): at most 2 image badges in
 * their corners, one promo line under the price, and the gift-with-purchase tag when the product
 * comes with a gift. The badge rules (badges.ts) choose; this reshapes the choice for the card.
 */
import type { Money } from '@storefront/catalogue/types';
import { badgeCorner, cardBadges, classificationBadgeText, eligibleBadges, showsClassificationBadge, showsGiftWithPurchaseBadge, type CardArea } from './badges';
import type { SiteBadge } from './badge-content';
import { formatPence } from '@storefront/catalogue/money-format';

export type BadgeCorner = 'topLeft' | 'topRight' | 'bottomLeft' | 'bottomRight';

export interface BadgeLook {
  backgroundColor: string | undefined;
  textColor: string | undefined;
  borderColor: string | undefined;
}

export interface BadgeView {
  id: string;
  text: string;
  /** A second line or a promo code. */
  secondary: string | undefined;
  icon: SiteBadge['icon'];
  look: BadgeLook;
}

export interface CardBadgesView {
  image: Array<BadgeView & { corner: BadgeCorner }>;
  promo: (BadgeView & { discount: number | undefined; priceWithDiscount: Money | undefined }) | undefined;
  gift: BadgeView | undefined;
  /** A label naming the product's classification (e.g. "Candles & Home Fragrance"). */
  classification: BadgeView | undefined;
}

export interface BadgedProduct {
  key: string;
  /** The product's category and every ancestor ('women', 'women/dresses', …). */
  categorySlugs: readonly string[];
  hasGiftWithPurchase: boolean;
  /** The price the card shows; undefined while it shows a range (no single price to discount). */
  price: Money | undefined;
  classification?: string | undefined;
  department?: string | undefined;
}

export const noBadges: CardBadgesView = { image: [], promo: undefined, gift: undefined, classification: undefined };

const corners: readonly string[] = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight'];

function priceAfter(price: Money, discount: number): Money {
  const pence = Math.round((price.pence * (100 - discount)) / 100);
  return { pence, formatted: formatPence(pence) };
}

/** A site badge as a card or the product page draws it. */
export function badgeView(badge: SiteBadge): BadgeView {
  return {
    id: badge.id,
    text: badge.text1 ?? '',
    secondary: badge.text2 ?? undefined,
    icon: badge.icon,
    look: { backgroundColor: badge.backgroundColor ?? undefined, textColor: badge.textColor ?? undefined, borderColor: badge.borderColor ?? undefined },
  };
}

/** Every ancestor of a category slug and itself: 'women/dresses' → ['women', 'women/dresses']. */
export function categoryChain(slug: string): string[] {
  const parts = slug.split('/').filter((part) => part !== '');
  return parts.map((_, index) => parts.slice(0, index + 1).join('/'));
}

/**
 * The badges a card shows. `imageWidth` is the card's image width once measured: the gift tag
 * is hidden on images narrower than 150 px (P §5).
 */
export function badgesForCard(
  badges: readonly SiteBadge[],
  product: BadgedProduct,
  options: { area: CardArea; imageWidth?: number | undefined },
): CardBadgesView {
  if (badges.length === 0) return noBadges;
  const forProduct = badges.filter((badge) => badge.productKeys.length === 0 || badge.productKeys.includes(product.key));
  const chosen = cardBadges(forProduct, { area: options.area, categorySlugs: product.categorySlugs });
  const promo = chosen.promoBadge;
  const discount = typeof promo?.discount === 'number' ? promo.discount : undefined;
  const gift = showsGiftWithPurchaseBadge({ hasGiftWithPurchase: product.hasGiftWithPurchase, imageWidth: options.imageWidth })
    ? eligibleBadges(forProduct, options.area, 'giftWithPurchase', product.categorySlugs)[0]
    : undefined;
  // The first classification badge (by priority) whose department and classification rules take the product.
  const classification = product.classification
    ? eligibleBadges(forProduct, options.area, 'classification', product.categorySlugs).find((badge) => showsClassificationBadge(product, badge))
    : undefined;
  return {
    image: chosen.imageBadges.map((badge) => {
      const corner = badgeCorner(badge, options.area);
      return { ...badgeView(badge), corner: (corner && corners.includes(corner) ? corner : 'topLeft') as BadgeCorner };
    }),
    promo: promo ? { ...badgeView(promo), discount, priceWithDiscount: discount !== undefined && product.price ? priceAfter(product.price, discount) : undefined } : undefined,
    gift: gift ? badgeView(gift) : undefined,
    classification: classification && product.classification ? { ...badgeView(classification), text: classificationBadgeText(classification.text1, product.classification) } : undefined,
  };
}
