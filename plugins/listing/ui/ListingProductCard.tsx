import type { SiteBadge } from '../../shared/product/rules/badge-content';
import type { CardProduct } from '../../shared/product/rules/card-product';
import { productCardView } from '../../shared/product/ui/card-view';
import { ProductCardFrame } from '../../shared/product/ui/ProductCardFrame';
import { RatingButton } from '../../shared/product/ui/RatingButton.client';
import { StarRating } from '../../shared/product/ui/StarRating';
import { listingCardImages } from './card-images';
import { ListingSwatches } from './ListingSwatches.client';
import { CardStaffTools } from './staff-tools-context.client';

export interface ListingProductCardProps {
  product: CardProduct;
  /** The card's key in the grid: the product's id, or its ad's for a sponsored card. */
  cardKey: string;
  eager: boolean;
  badges?: readonly SiteBadge[];
  selectedSizes: readonly string[];
  showRatings: boolean;
}

/**
 * A listing card as the server draws it (L §3, §4): the browser's card (ProductCard.client) draws
 * the same. Its islands are the heart, the quick add, the rating, the staff tools and the swatch
 * row; a colour picked hands the card over to the browser's card (ListingSwatches).
 */
export function ListingProductCard({ product, cardKey, eager, badges = [], selectedSizes, showRatings }: ListingProductCardProps) {
  const view = productCardView(product, { area: 'PLP', badges, selectedSizes, showRatings });
  if (!view) return null;
  return (
    <ProductCardFrame
      product={product}
      view={view}
      {...listingCardImages}
      eager={eager}
      scrollAnchor
      swatches={
        <ListingSwatches
          cardKey={cardKey}
          variants={product.colourVariants.map(({ colour, colourLabel, swatchHex }) => ({ colour, colourLabel, swatchHex }))}
          showsGiftBadge={view.badges.gift !== undefined}
        />
      }
      rating={
        view.rating === undefined ? null : (
          <RatingButton stars={<StarRating rating={view.rating} count={product.reviewCount} as="span" />} product={{ sku: product.variantSkus?.[0] ?? view.shown.sku, name: product.name, href: view.href }} />
        )
      }
      staffTools={<CardStaffTools productKey={product.key} productName={product.name} />}
    />
  );
}
