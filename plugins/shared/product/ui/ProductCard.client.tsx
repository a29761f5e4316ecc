'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ResponsiveImage } from '../../ResponsiveImage';
import type { SiteBadge } from '../rules/badge-content';
import type { CardArea } from '../rules/badges';
import { badgesForCard } from '../rules/card-badges';
import { cardCategorySlugs, cardPrice, type CardProduct } from '../rules/card-product';
import { fittedSwatches } from '../rules/cards';
import { productUrl } from '../rules/product-links';
import { cardSizeLabel } from '../rules/sizes';
import { ClassificationBadge, GiftBadge, ImageBadges, PromoBadge } from './CardBadges';
import { CardPriceLine } from './CardPrice';
import { SwatchDots, SwatchPicker } from './CardSwatches.client';
import { QuickAdd } from './QuickAdd.client';
import { RatingButton } from './RatingButton.client';
import { StarRating } from './StarRating';
import { observeWidth } from './observe-width';
import { WishlistHeart } from './WishlistHeart.client';
import styles from './ProductCard.module.css';

const CARD_WIDTHS = [240, 360, 480, 720] as const;
/** Spec: product image aspect ratio 1.5 (height / width), i.e. 2:3 portrait. */
const CARD_RATIO = 2 / 3;

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
  const initial = product.colourVariants.find((variant) => variant.colour === product.defaultColour) ?? product.colourVariants[0];
  // Undefined until the shopper picks a swatch (listing cards only).
  const [picked, setPicked] = useState<string | undefined>();
  // Only a listing card's swatch row is measured; other cards have no width.
  const { ref, fit, width } = useSwatchFit(product.colourVariants.length);
  const shown = product.colourVariants.find((variant) => variant.colour === picked) ?? initial;
  if (!shown) return null;
  const inListing = area === 'PLP';
  const href = productUrl({ slug: product.slug, colour: shown.colour, selectedSizes, isPremier: product.isPremier });
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
    { area, imageWidth: width },
  );
  const open = onOpen ? () => onOpen(product) : undefined;
  const sizeLabel = inListing && product.sizes.length === 1 ? cardSizeLabel(product.sizes[0]) : undefined;
  const rating = showRatings && product.reviewCount > 0 ? product.averageRating : undefined;
  return (
    <article className={styles.card} data-testid="product-card" data-product-key={product.key} id={onOpen ? `product-${product.id}` : undefined}>
      <a className={styles.media} href={href} tabIndex={-1} aria-hidden="true" onClick={open}>
        <ResponsiveImage className={styles.primary} src={shown.image.src} alt="" aspectRatio={CARD_RATIO} widths={CARD_WIDTHS} sizes={sizes} eager={eager} />
        {shown.hoverImage ? (
          <ResponsiveImage className={styles.hover} src={shown.hoverImage.src} alt="" aspectRatio={CARD_RATIO} widths={CARD_WIDTHS} sizes={hoverSizes} />
        ) : null}
        {!product.isOnStock ? <span className={styles.soldOut}>Out of stock</span> : null}
      </a>
      <ImageBadges badges={shownBadges.image} saving={price.saving} />
      <WishlistHeart productKey={product.key} colour={shown.colour} sku={shown.sku} productName={product.name} />
      {product.isOnStock ? (
        <div className={styles.actions}>
          <QuickAdd
            productId={product.id}
            productName={product.name}
            colour={shown.colour}
            colours={product.colourVariants.map(({ colour, colourLabel, swatchHex, image }) => ({ colour, colourLabel, swatchHex, image: image.src }))}
            familyOf={{ department: product.department, categorySlug: product.category.slug }}
          />
        </div>
      ) : null}
      <div className={styles.info}>
        <p className={styles.brand}>{product.brand.name}</p>
        <ClassificationBadge classification={shownBadges.classification} />
        <h3 className={styles.name}>
          <a href={href} onClick={open}>
            {product.name}
          </a>
        </h3>
        <CardPriceLine price={price} showsSaving={inListing} />
        <PromoBadge promo={shownBadges.promo} />
        <GiftBadge gift={shownBadges.gift} />
        {sizeLabel ? <p className={styles.size}>Size {sizeLabel}</p> : null}
        {inListing ? <SwatchPicker variants={product.colourVariants} fit={fit} picked={picked} onPick={setPicked} rowRef={ref} /> : <SwatchDots variants={product.colourVariants} />}
        {rating === undefined ? null : inListing ? (
          <RatingButton rating={rating} count={product.reviewCount} product={{ sku: product.variantSkus?.[0] ?? shown.sku, name: product.name, href }} />
        ) : (
          <StarRating rating={rating} count={product.reviewCount} />
        )}
      </div>
      {staffTools}
    </article>
  );
}
