import type { ProductSummary } from '@storefront/catalogue/types';
import { productFamily } from '../../listing/rules/colours';
import { ResponsiveImage } from '../ResponsiveImage';
import type { SiteBadge } from '../badges/badge-content';
import { badgesForCard, categoryChain } from '../badges/card-badges';
import { ClassificationBadge, GiftBadge, ImageBadges, PromoBadge } from '../badges/CardBadges';
import { QuickAdd } from './QuickAdd.client';
import { StarRating } from './StarRating';
import { WishlistHeart } from './WishlistHeart.client';
import styles from './ProductCard.module.css';

const CARD_WIDTHS = [240, 360, 480, 720] as const;
/** Spec: product image aspect ratio 1.5 (height / width), i.e. 2:3 portrait. */
const CARD_RATIO = 2 / 3;
const MAX_SWATCHES = 4;

export interface ProductCardProps {
  product: ProductSummary;
  /** `sizes` for the image: how wide the card is at each breakpoint. */
  sizes: string;
  eager?: boolean;
  /** The site's badges: the card shows those its product qualifies for, as a carousel card (L §5). */
  badges?: readonly SiteBadge[];
}

export function ProductCard({ product, sizes, eager = false, badges = [] }: ProductCardProps) {
  const shown = product.colourVariants.find((variant) => variant.colour === product.defaultColour) ?? product.colourVariants[0];
  if (!shown) return null;
  const swatches = product.colourVariants.slice(0, MAX_SWATCHES);
  const hiddenSwatches = product.colourVariants.length - swatches.length;
  const price = shown.price;
  const wasPrice = shown.wasPrice;
  const saving = shown.percentageSaving;
  const shownBadges = badgesForCard(
    badges,
    {
      key: product.key,
      categorySlugs: categoryChain(product.category.slug),
      hasGiftWithPurchase: product.hasGiftWithPurchase,
      price,
      classification: product.classification,
      department: product.department,
    },
    { area: 'CAROUSEL' },
  );
  return (
    <article className={styles.card} data-testid="product-card" data-product-key={product.key}>
      <a className={styles.media} href={product.url} tabIndex={-1} aria-hidden="true">
        <ResponsiveImage
          className={styles.primary}
          src={shown.image.src}
          alt=""
          aspectRatio={CARD_RATIO}
          widths={CARD_WIDTHS}
          sizes={sizes}
          eager={eager}
        />
        {shown.hoverImage ? (
          <ResponsiveImage
            className={styles.hover}
            src={shown.hoverImage.src}
            alt=""
            aspectRatio={CARD_RATIO}
            widths={CARD_WIDTHS}
            sizes={sizes}
          />
        ) : null}
        {!product.isOnStock ? <span className={styles.soldOut}>Out of stock</span> : null}
      </a>
      <ImageBadges badges={shownBadges.image} saving={saving} />
      <WishlistHeart productKey={product.key} colour={shown.colour} sku={shown.sku} productName={product.name} />
      {product.isOnStock ? (
        <div className={styles.actions}>
          <QuickAdd
            productId={product.id}
            productName={product.name}
            colour={shown.colour}
            colours={product.colourVariants.map(({ colour, colourLabel, swatchHex, image }) => ({ colour, colourLabel, swatchHex, image: image.src }))}
            family={productFamily({ department: product.department, categorySlug: product.category.slug })}
          />
        </div>
      ) : null}
      <div className={styles.info}>
        <p className={styles.brand}>{product.brand.name}</p>
        <ClassificationBadge classification={shownBadges.classification} />
        <h3 className={styles.name}>
          <a href={product.url}>{product.name}</a>
        </h3>
        <p className={styles.price}>
          <span className={wasPrice ? styles.salePrice : undefined}>
            <span className={styles.visuallyHidden}>{wasPrice ? 'Now ' : 'Price '}</span>
            {price.formatted}
          </span>
          {wasPrice ? (
            <s className={styles.wasPrice}>
              <span className={styles.visuallyHidden}>Was </span>
              {wasPrice.formatted}
            </s>
          ) : null}
        </p>
        <PromoBadge promo={shownBadges.promo} />
        <GiftBadge gift={shownBadges.gift} />
        {product.colourVariants.length > 1 ? (
          <ul className={styles.swatches} aria-label={`${product.colourVariants.length} colours`}>
            {swatches.map((variant) => (
              <li key={variant.colour} title={variant.colourLabel}>
                <span className={styles.swatch} style={{ background: variant.swatchHex }} />
                <span className={styles.visuallyHidden}>{variant.colourLabel}</span>
              </li>
            ))}
            {hiddenSwatches > 0 ? <li className={styles.more}>+{hiddenSwatches}</li> : null}
          </ul>
        ) : null}
        {product.averageRating !== undefined && product.reviewCount > 0 ? (
          <StarRating rating={product.averageRating} count={product.reviewCount} />
        ) : null}
      </div>
    </article>
  );
}
