'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { SiteBadge } from '../rules/badge-content';
import type { CardArea } from '../rules/badges';
import type { CardProduct } from '../rules/card-product';
import { fittedSwatches } from '../rules/cards';
import { productCardView } from './card-view';
import { SwatchPicker } from './CardSwatches.client';
import { ProductCardFrame } from './ProductCardFrame';
import { RatingButton } from './RatingButton.client';
import { StarRating } from './StarRating';
import { SwatchDots } from './SwatchDots';
import { observeWidth } from './observe-width';

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
  /** `sizes` for the hover image, where the grid gives it its own; `sizes` otherwise. */
  hoverSizes?: string;
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
}

/**
 * How many swatches fit the card's width, and the width (the image's, near enough); measured
 * after layout, all swatches and no width before. The card renders again only when the fit or
 * the width changed.
 */
function useSwatchFit(count: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<{ fit: { shown: number; more: number }; width: number | undefined }>(() => ({
    fit: fittedSwatches(Number.POSITIVE_INFINITY, count),
    width: undefined,
  }));
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return observeWidth(element, (width) => {
      const fit = fittedSwatches(width, count);
      setMeasured((current) => (current.width === width && current.fit.shown === fit.shown && current.fit.more === fit.more ? current : { fit, width }));
    });
  }, [count]);
  return { ref, ...measured };
}

/**
 * The product card of listings, product grids and the wishlist (L §3, §4, §9): image (another on
 * hover), badges, wishlist heart, quick add, brand, name, price, swatches and rating.
 */
export function ProductCard({ product, area, sizes, hoverSizes = sizes, eager = false, badges = [], selectedSizes = [], showRatings = true, onOpen, staffTools }: ProductCardProps) {
  // Undefined until the shopper picks a swatch (listing cards only).
  const [picked, setPicked] = useState<string | undefined>();
  // Only a listing card's swatch row is measured; other cards have no width.
  const { ref, fit, width } = useSwatchFit(product.colourVariants.length);
  const view = productCardView(product, { area, picked, imageWidth: width, badges, selectedSizes, showRatings });
  if (!view) return null;
  const { shown, href, inListing, rating } = view;
  return (
    <ProductCardFrame
      product={product}
      view={view}
      sizes={sizes}
      hoverSizes={hoverSizes}
      eager={eager}
      onOpen={onOpen ? () => onOpen(product) : undefined}
      swatches={inListing ? <SwatchPicker variants={product.colourVariants} fit={fit} picked={picked} onPick={setPicked} rowRef={ref} /> : <SwatchDots variants={product.colourVariants} />}
      rating={
        rating === undefined ? null : inListing ? (
          <RatingButton rating={rating} count={product.reviewCount} product={{ sku: product.variantSkus?.[0] ?? shown.sku, name: product.name, href }} />
        ) : (
          <StarRating rating={rating} count={product.reviewCount} />
        )
      }
      staffTools={staffTools}
    />
  );
}
