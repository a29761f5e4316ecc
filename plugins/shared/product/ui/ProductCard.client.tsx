'use client';

import { useState, type ReactNode } from 'react';
import type { SiteBadge } from '../rules/badge-content';
import type { CardArea } from '../rules/badges';
import type { CardProduct } from '../rules/card-product';
import { productCardView } from './card-view';
import { SwatchPicker } from './CardSwatches.client';
import { ProductCardFrame } from './ProductCardFrame';
import { RatingButton } from './RatingButton.client';
import { StarRating } from './StarRating';
import { SwatchDots } from './SwatchDots';
import { useSwatchFit } from './use-swatch-fit';

export interface ProductCardProps {
  product: CardProduct;
  /**
   * Where the card sits, which decides the badges it shows (the CMS placements of that area) and
   * its look. PLP, a listing's grid: swatch buttons fitted to the width that change the colour
   * shown, the price range and the saving in words, the size of a one-size product, and a rating
   * that opens the page's reviews panel. CAROUSEL: swatch dots and plain stars.
   */
  area: CardArea;
  /** `sizes` for the images: how wide the card is at each breakpoint. */
  sizes: string;
  /** Above-the-fold cards load their image at once. */
  eager?: boolean;
  /** The site's badges; the card shows those its product qualifies for (L §5). */
  badges?: readonly SiteBadge[];
  /** Sizes selected in a listing's filters: one selected size goes into the product link (L §2). */
  selectedSizes?: readonly string[];
  /** The site's reviews switch: off hides the rating. */
  showRatings?: boolean;
  /**
   * Records where the shopper was before leaving for the product (L §4 scroll restore). The card
   * then carries id="product-{id}", for the listing to scroll back to.
   */
  onOpen?: (product: CardProduct) => void;
  /** Staff and admin controls on the card (a listing's preview badge and 'Selected' toggle). */
  staffTools?: ReactNode;
  /** Carries id="product-{id}" without an `onOpen` (the listing hears the card's clicks itself). */
  scrollAnchor?: boolean;
  /** A listing card taking over from the server's: the colour already picked and the width already measured. */
  initialPicked?: string | undefined;
  initialWidth?: number | undefined;
}

/**
 * The product card of listings, product grids and the wishlist (L §3, §4, §9): image (another on
 * hover), badges, wishlist heart, quick add, brand, name, price, swatches and rating.
 */
export function ProductCard({ product, area, sizes, eager = false, badges = [], selectedSizes = [], showRatings = true, onOpen, staffTools, scrollAnchor = false, initialPicked, initialWidth }: ProductCardProps) {
  // Undefined until the shopper picks a swatch (listing cards only).
  const [picked, setPicked] = useState<string | undefined>(initialPicked);
  // Only a listing card's swatch row is measured; other cards have no width.
  const { ref, fit, width } = useSwatchFit(product.colourVariants.length, initialWidth);
  const view = productCardView(product, { area, picked, imageWidth: width, badges, selectedSizes, showRatings });
  if (!view) return null;
  const { shown, href, inListing, rating } = view;
  return (
    <ProductCardFrame
      product={product}
      view={view}
      sizes={sizes}
      eager={eager}
      onOpen={onOpen ? () => onOpen(product) : undefined}
      scrollAnchor={scrollAnchor || onOpen !== undefined}
      swatches={inListing ? <SwatchPicker variants={product.colourVariants} fit={fit} picked={picked} onPick={setPicked} rowRef={ref} /> : <SwatchDots variants={product.colourVariants} />}
      rating={
        rating === undefined ? null : inListing ? (
          <RatingButton stars={<StarRating rating={rating} count={product.reviewCount} as="span" />} product={{ sku: product.variantSkus?.[0] ?? shown.sku, name: product.name, href }} />
        ) : (
          <StarRating rating={rating} count={product.reviewCount} />
        )
      }
      staffTools={staffTools}
    />
  );
}
