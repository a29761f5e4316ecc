import type { SiteBadge } from '../rules/badge-content';
import type { CardProduct } from '../rules/card-product';
import { productCardView } from './card-view';
import { ProductCardFrame } from './ProductCardFrame';
import { StarRating } from './StarRating';
import { SwatchDots } from './SwatchDots';

export interface CarouselProductCardProps {
  product: CardProduct;
  /** `sizes` for the images: how wide the card is at each breakpoint. */
  sizes: string;
  /** Above-the-fold cards load their image at once. */
  eager?: boolean;
  /** The site's badges; the card shows those its product qualifies for (L §5). */
  badges?: readonly SiteBadge[];
  /** The site's reviews switch: off hides the rating. */
  showRatings?: boolean;
}

/**
 * The product card of grids, carousels, the wishlist and no-results suggestions (the CAROUSEL
 * area), drawn on the server: nothing in it changes on the page but the heart and the quick add,
 * so only those two reach the browser as JavaScript. A listing's own cards are ProductCard.client.
 */
export function CarouselProductCard({ product, sizes, eager = false, badges = [], showRatings = true }: CarouselProductCardProps) {
  const view = productCardView(product, { area: 'CAROUSEL', badges, selectedSizes: [], showRatings });
  if (!view) return null;
  return (
    <ProductCardFrame
      product={product}
      view={view}
      sizes={sizes}
      eager={eager}
      swatches={<SwatchDots variants={product.colourVariants} />}
      rating={view.rating === undefined ? null : <StarRating rating={view.rating} count={product.reviewCount} />}
    />
  );
}
