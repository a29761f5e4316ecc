import type { ReactNode } from 'react';
import type { ProductPageProduct } from '@storefront/catalogue/types';
import type { SiteBadge } from '../../shared/product/rules/badge-content';
import { OfferPanels } from './OfferPanels';
import { ImageCornerBadges, OfferBadges } from './PdpBadges';
import { pdpBadges, productCategorySlugs } from './pdp-badges';

export interface ProductBadgeSections {
  /** Under the price: price, promo and exclusion badges. */
  belowPrice: ReactNode;
  /** After the add button: rewards, subscription card, gift box, premier sign-up. */
  belowButton: ReactNode;
  /** Over the gallery's main image. */
  imageBadges: ReactNode;
  /** The promos' discounts, for the staff price breakdown. */
  promoDiscounts: Array<{ name: string; percent: number }>;
}

export interface ProductBadgeContext {
  badges: readonly SiteBadge[];
  audience: 'guest' | 'signed-in';
  /** Editors' preview with the admin config's preview badges. */
  previewBadges: boolean;
}

/** The badges and offers a product page shows (P §2, §5, §6, §9), drawn by the server. */
export function productBadgeSections(product: ProductPageProduct, context: ProductBadgeContext): ProductBadgeSections {
  const chosen = pdpBadges(context.badges, {
    key: product.key,
    categorySlugs: productCategorySlugs(product.categories),
    hasGiftWithPurchase: product.hasGiftWithPurchase,
    gwpSku: product.gwp?.sku,
    restricted: product.isHostedMarketplace,
  });
  return {
    belowPrice: <OfferBadges badges={chosen} />,
    belowButton: (
      <OfferPanels
        audience={context.audience}
        rewardsPoints={product.rewardsPoints}
        subscriptionFrom={product.isSubscriptionEligible ? product.price.pence : undefined}
        gift={product.gwp ?? (product.hasGiftWithPurchase ? { sku: product.key, description: '' } : undefined)}
        isPremier={product.isPremier}
      />
    ),
    imageBadges: <ImageCornerBadges badges={chosen.image} gift={chosen.gift} preview={context.previewBadges ? { productKey: product.key } : undefined} />,
    promoDiscounts: chosen.promo.flatMap((badge) => (badge.discount !== undefined ? [{ name: badge.text, percent: badge.discount }] : [])),
  };
}
