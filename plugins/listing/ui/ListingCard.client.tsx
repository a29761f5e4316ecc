'use client';

import { useEffect, useRef, useState } from 'react';
import { ResponsiveImage } from '../../shared/ResponsiveImage';
import { QuickAdd } from '../../shared/product-card/QuickAdd.client';
import { WishlistHeart } from '../../shared/product-card/WishlistHeart.client';
import cardStyles from '../../shared/product-card/ProductCard.module.css';
import type { SiteBadge } from '../../shared/badges/badge-content';
import { badgesForCard } from '../../shared/badges/card-badges';
import { ClassificationBadge, GiftBadge, ImageBadges, PromoBadge } from '../../shared/badges/CardBadges';
import { RatingButton } from '../../shared/reviews-panel/RatingButton.client';
import { fittedSwatches } from '../rules/cards';
import { productFamily } from '../rules/colours';
import type { ListingProduct } from '../rules/listing-product';
import { productUrl } from '../rules/product-links';
import { isOneSize } from '../rules/sizes';
import { CardStaffTools } from './StaffTools.client';
import styles from './ListingCard.module.css';

const CARD_WIDTHS = [240, 360, 480, 720] as const;
const CARD_RATIO = 2 / 3;

export interface ListingCardProps {
  product: ListingProduct;
  /** Sizes selected in the filters: one selected size goes into the product link (L §2). */
  selectedSizes: readonly string[];
  eager: boolean;
  showRatings: boolean;
  /** Records where the shopper was before leaving for the product (L §4 scroll restore). */
  onOpen: (product: ListingProduct) => void;
  /** The site's badges; the card shows those its product qualifies for (L §5). */
  badges?: readonly SiteBadge[];
}

/**
 * How many swatches fit the card's width, and the width (the image's, near enough); measured
 * after layout, all swatches and no width before.
 */
function useSwatchFit(count: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState(() => fittedSwatches(Number.POSITIVE_INFINITY, count));
  const [width, setWidth] = useState<number | undefined>();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      setFit(fittedSwatches(element.clientWidth, count));
      setWidth(element.clientWidth);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [count]);
  return { ref, fit, width };
}

/** A listing product card (L §3, §4, §9): swatches change the colour shown, hover shows another image. */
export function ListingCard({ product, selectedSizes, eager, showRatings, onOpen, badges = [] }: ListingCardProps) {
  const initial = product.colourVariants.find((variant) => variant.colour === product.defaultColour) ?? product.colourVariants[0];
  // Undefined until the shopper picks a swatch: until then a product whose colours cost different
  // amounts shows its price range, so a price-sorted grid reads in order.
  const [colour, setColour] = useState<string | undefined>();
  const { ref, fit, width } = useSwatchFit(product.colourVariants.length);
  const shown = product.colourVariants.find((variant) => variant.colour === colour) ?? initial;
  if (!shown) return null;
  const href = productUrl({ slug: product.slug, colour: shown.colour, selectedSizes, isPremier: product.isPremier });
  const byPrice = [...product.colourVariants].sort((a, b) => a.price.pence - b.price.pence);
  const cheapest = byPrice[0]!;
  const dearest = byPrice.at(-1)!;
  const showsRange = colour === undefined && cheapest.price.pence !== dearest.price.pence;
  const price = shown.price;
  const wasPrice = showsRange ? undefined : shown.wasPrice;
  const saving = showsRange ? Math.max(0, ...product.colourVariants.map((variant) => variant.percentageSaving ?? 0)) || undefined : shown.percentageSaving;
  const swatches = product.colourVariants.slice(0, fit.shown);
  const sizeLabel = product.sizes.length === 1 && !isOneSize(product.sizes[0]) ? product.sizes[0] : undefined;
  const shownBadges = badgesForCard(
    badges,
    {
      key: product.key,
      categorySlugs: product.categorySlugs,
      hasGiftWithPurchase: product.hasGiftWithPurchase,
      price: showsRange ? undefined : price,
      classification: product.classification,
      department: product.department,
    },
    { area: 'PLP', imageWidth: width },
  );
  return (
    <article className={cardStyles.card} data-testid="product-card" data-product-key={product.key} id={`product-${product.id}`}>
      <a className={cardStyles.media} href={href} tabIndex={-1} aria-hidden="true" onClick={() => onOpen(product)}>
        <ResponsiveImage className={cardStyles.primary} src={shown.image.src} alt="" aspectRatio={CARD_RATIO} widths={CARD_WIDTHS} sizes="(max-width: 767px) 50vw, (max-width: 1023px) 25vw, 20vw" eager={eager} />
        {shown.hoverImage ? (
          <ResponsiveImage className={cardStyles.hover} src={shown.hoverImage.src} alt="" aspectRatio={CARD_RATIO} widths={CARD_WIDTHS} sizes="(max-width: 767px) 50vw, 20vw" />
        ) : null}
        {!product.isOnStock ? <span className={cardStyles.soldOut}>Out of stock</span> : null}
      </a>
      <ImageBadges badges={shownBadges.image} saving={saving} />
      <WishlistHeart productKey={product.key} colour={shown.colour} sku={shown.sku} productName={product.name} />
      {product.isOnStock ? (
        <div className={cardStyles.actions}>
          <QuickAdd
            productId={product.id}
            productName={product.name}
            colour={shown.colour}
            colours={product.colourVariants.map(({ colour: value, colourLabel, swatchHex, image }) => ({ colour: value, colourLabel, swatchHex, image: image.src }))}
            family={productFamily({ department: product.department, categorySlug: product.category.slug })}
          />
        </div>
      ) : null}
      <div className={cardStyles.info}>
        <p className={cardStyles.brand}>{product.brand.name}</p>
        <ClassificationBadge classification={shownBadges.classification} />
        <h3 className={cardStyles.name}>
          <a href={href} onClick={() => onOpen(product)}>
            {product.name}
          </a>
        </h3>
        <p className={cardStyles.price}>
          {showsRange ? (
            <span data-testid="price-range">
              <span className={cardStyles.visuallyHidden}>From </span>
              {cheapest.price.formatted} – {dearest.price.formatted}
            </span>
          ) : (
            <span className={wasPrice ? cardStyles.salePrice : undefined}>
              <span className={cardStyles.visuallyHidden}>{wasPrice ? 'Now ' : 'Price '}</span>
              {price.formatted}
            </span>
          )}
          {wasPrice ? (
            <s className={cardStyles.wasPrice}>
              <span className={cardStyles.visuallyHidden}>Was </span>
              {wasPrice.formatted}
            </s>
          ) : null}
          {saving ? <span className={styles.saving}>{showsRange ? `Up to ${saving}% off` : `Save ${saving}%`}</span> : null}
        </p>
        <PromoBadge promo={shownBadges.promo} />
        <GiftBadge gift={shownBadges.gift} />
        {sizeLabel ? <p className={styles.size}>Size {sizeLabel}</p> : null}
        <div ref={ref} className={styles.swatchRow}>
          {product.colourVariants.length > 1 ? (
            <ul className={styles.swatches} aria-label={`${product.colourVariants.length} colours`}>
              {swatches.map((variant) => (
                <li key={variant.colour}>
                  <button
                    type="button"
                    className={styles.swatch}
                    style={{ background: variant.swatchHex }}
                    aria-pressed={colour !== undefined && variant.colour === shown.colour}
                    aria-label={variant.colourLabel}
                    title={variant.colourLabel}
                    onClick={() => setColour(variant.colour)}
                  />
                </li>
              ))}
              {fit.more > 0 ? (
                <li className={styles.more} data-testid="more-colours">
                  +{fit.more}
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
        {showRatings && product.averageRating !== undefined && product.reviewCount > 0 ? (
          <RatingButton rating={product.averageRating} count={product.reviewCount} product={{ sku: product.variantSkus[0] ?? shown.sku, name: product.name, href }} />
        ) : null}
      </div>
      <CardStaffTools productKey={product.key} productName={product.name} />
    </article>
  );
}
