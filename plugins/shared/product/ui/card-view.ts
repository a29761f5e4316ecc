import type { ColourVariantSummary } from '@storefront/catalogue/types';
import type { SiteBadge } from '../rules/badge-content';
import type { CardArea } from '../rules/badges';
import { badgesForCard, type CardBadgesView } from '../rules/card-badges';
import { cardCategorySlugs, cardPrice, type CardPrice, type CardProduct } from '../rules/card-product';
import { productUrl } from '../rules/product-links';
import { cardSizeLabel } from '../rules/sizes';

/** What a product card shows for one colour: the same whether the server or the browser draws it. */
export interface ProductCardView {
  shown: ColourVariantSummary;
  /** A listing's card (PLP): swatch buttons, the price range, the saving in words, a size. */
  inListing: boolean;
  href: string;
  price: CardPrice;
  badges: CardBadgesView;
  sizeLabel: string | undefined;
  /** The average rating to show; none when ratings are off or nobody reviewed. */
  rating: number | undefined;
}

export interface ProductCardViewOptions {
  area: CardArea;
  /** The colour the shopper picked (listing cards only); the product's default until then. */
  picked?: string | undefined;
  /** The card's measured image width (listing cards only); undefined before measuring. */
  imageWidth?: number | undefined;
  badges: readonly SiteBadge[];
  selectedSizes: readonly string[];
  showRatings: boolean;
}

/** The card's view of a product; none for a product without colours. */
export function productCardView(product: CardProduct, { area, picked, imageWidth, badges, selectedSizes, showRatings }: ProductCardViewOptions): ProductCardView | undefined {
  const initial = product.colourVariants.find((variant) => variant.colour === product.defaultColour) ?? product.colourVariants[0];
  const shown = product.colourVariants.find((variant) => variant.colour === picked) ?? initial;
  if (!shown) return undefined;
  const inListing = area === 'PLP';
  const price = cardPrice(product.colourVariants, shown, { rangeAllowed: inListing && picked === undefined });
  const shownBadges = badgesForCard(
    badges,
    {
      key: product.key,
      categorySlugs: cardCategorySlugs(product),
      hasGiftWithPurchase: product.hasGiftWithPurchase,
      price: price.range ? undefined : price.price,
      classification: product.classification,
      department: product.department,
    },
    { area, imageWidth },
  );
  return {
    shown,
    inListing,
    href: productUrl({ slug: product.slug, colour: shown.colour, selectedSizes, isPremier: product.isPremier }),
    price,
    badges: shownBadges,
    sizeLabel: inListing && product.sizes.length === 1 ? cardSizeLabel(product.sizes[0]) : undefined,
    rating: showRatings && product.reviewCount > 0 ? product.averageRating : undefined,
  };
}
