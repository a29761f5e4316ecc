import type { CSSProperties, ReactNode } from 'react';
import { cssImageSet } from '../../image-url';
import { ResponsiveImage } from '../../ResponsiveImage';
import type { CardProduct } from '../rules/card-product';
import { ClassificationBadge, GiftBadge, ImageBadges, PromoBadge } from './CardBadges';
import { CardPriceLine } from './CardPrice';
import type { ProductCardView } from './card-view';
import { QuickAdd } from './QuickAdd.client';
import { WishlistHeart } from './WishlistHeart.client';
import styles from './ProductCard.module.css';

const CARD_WIDTHS = [240, 360, 480, 720] as const;
/** Spec: product image aspect ratio 1.5 (height / width), i.e. 2:3 portrait. */
const CARD_RATIO = 2 / 3;
/** The widest a card is drawn (a listing's column on a wide screen), in CSS pixels. */
const CARD_MAX_CSS_WIDTH = 360;

/**
 * The second picture, shown on hover: a background the stylesheet asks for only while the card is
 * hovered, so a page carries no second <img> per card and a phone never fetches it.
 */
function hoverPicture(src: string | undefined): CSSProperties | undefined {
  const imageSet = src === undefined ? undefined : cssImageSet(src, CARD_MAX_CSS_WIDTH, CARD_RATIO);
  return imageSet === undefined ? undefined : ({ '--hover-picture': imageSet } as CSSProperties);
}

export interface ProductCardFrameProps {
  product: CardProduct;
  view: ProductCardView;
  sizes: string;
  eager: boolean;
  /** The swatch row: buttons on a listing card, dots elsewhere. */
  swatches: ReactNode;
  /** The rating: a button opening the reviews panel on a listing card, plain stars elsewhere. */
  rating: ReactNode;
  /** Records the shopper's place before they leave for the product (listing cards). */
  onOpen?: (() => void) | undefined;
  /** A listing's card carries id="product-{id}", for the listing to scroll back to it. */
  scrollAnchor?: boolean;
  staffTools?: ReactNode;
}

/**
 * The product card's markup, free of hooks: the server draws it for carousels, grids and the
 * wishlist (CarouselProductCard), the browser for a listing's cards (ProductCard.client). Only the
 * heart and the quick add are interactive islands in it.
 */
export function ProductCardFrame({ product, view, sizes, eager, swatches, rating, onOpen, scrollAnchor = false, staffTools }: ProductCardFrameProps) {
  const { shown, href, price, badges, inListing, sizeLabel } = view;
  const hover = hoverPicture(shown.hoverImage?.src);
  return (
    <article className={styles.card} data-testid="product-card" data-product-key={product.key} id={scrollAnchor ? `product-${product.id}` : undefined}>
      <a className={styles.media} href={href} tabIndex={-1} aria-hidden="true" onClick={onOpen}>
        <ResponsiveImage className={styles.primary} src={shown.image.src} alt="" aspectRatio={CARD_RATIO} widths={CARD_WIDTHS} sizes={sizes} eager={eager} />
        {hover ? <span className={styles.hover} style={hover} /> : null}
        {!product.isOnStock ? <span className={styles.soldOut}>Out of stock</span> : null}
      </a>
      <ImageBadges badges={badges.image} saving={price.saving} />
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
        <ClassificationBadge classification={badges.classification} />
        <h3 className={styles.name}>
          <a href={href} onClick={onOpen}>
            {product.name}
          </a>
        </h3>
        <CardPriceLine price={price} showsSaving={inListing} />
        <PromoBadge promo={badges.promo} />
        <GiftBadge gift={badges.gift} />
        {sizeLabel ? <p className={styles.size}>Size {sizeLabel}</p> : null}
        {swatches}
        {rating}
      </div>
      {staffTools}
    </article>
  );
}
