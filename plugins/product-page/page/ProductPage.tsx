import type { ReactNode } from 'react';
import type { ProductPageColour, ProductPageProduct } from '@storefront/catalogue/types';
import { StarRating } from '../../shared/product/ui/StarRating';
import { BuyBox, type BuyBoxSlots } from '../buy/BuyBox.client';
import { buyBoxModel, initialBuyBoxState } from '../buy/model';
import { FirstImageGallery } from './FirstImageGallery';
import { productBreadcrumbJsonLd, productBreadcrumbs, productJsonLd, serialiseJsonLd } from './head';
import { ProductDetails } from './ProductDetails';
import { ColourSlot, ProductSelectionProvider } from './ProductSelection.client';
import styles from './ProductPage.module.css';

/**
 * The sections other parts of the product page provide, composed here. Until one is given the
 * page shows nothing in its place (the gallery: the colour's first image).
 */
export interface ProductPageSections {
  /** One colour's gallery (the gallery section's ProductGallery); `isDefault` for the colour drawn first. */
  gallery?: (colour: ProductPageColour, isDefault: boolean) => ReactNode;
  /** Under the buy box: the delivery panel and the share button. */
  delivery?: ReactNode;
  /** The reviews area (its own `<section id="reviews">`). */
  reviews?: ReactNode;
  /** The rating under the product's name (it opens the reviews panel); a link to #reviews without one. */
  rating?: ReactNode;
  /** Over the gallery's main image: the image-corner, gift and preview badges. */
  imageBadges?: ReactNode;
  /** Drawn inside the buy box: badges under the price, offers after the button, promos for the staff breakdown. */
  buyBox?: BuyBoxSlots;
  /** Under the gallery: visually similar products and the like. */
  belowGallery?: ReactNode;
  /** Below the reviews: the recommendation carousels. */
  recommendations?: ReactNode;
  /** Under the product, full width: the 'style together' and talent bundles (they follow the chosen colour). */
  bundles?: ReactNode;
  /** In the buy box above the button: the customisation form (it gates the add). */
  customisation?: ReactNode;
}

export interface ProductPageProps {
  product: ProductPageProduct;
  /** The site's canonical origin, for structured data. */
  origin: string;
  sections?: ProductPageSections;
}

/**
 * The product page (P §2 'Product page sections'), drawn by the server once per site, product and
 * audience: breadcrumbs, gallery left and buy box right on desktop (stacked on phones), the
 * description accordion, then the sections composed in. Only the buy box hydrates here.
 */
export function ProductPage({ product, origin, sections = {} }: ProductPageProps) {
  const crumbs = productBreadcrumbs(product);
  const gallery = sections.gallery ?? ((colour: ProductPageColour, isDefault: boolean) => (colour.images[0] ? <FirstImageGallery image={colour.images[0]} preloadImage={isDefault} /> : null));
  const buy = buyBoxModel(product, { promoDiscounts: sections.buyBox?.promoDiscounts, expressWallet: sections.buyBox?.expressWallet });
  const slots = Object.fromEntries(product.colours.map((colour) => [colour.colour, gallery(colour, colour.colour === product.defaultColour)]));
  return (
    <article className={styles.page} data-testid="product-page" data-product-key={product.key}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(productJsonLd(product, origin)) }} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(productBreadcrumbJsonLd(product, origin)) }} />
      <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
        <ol>
          {crumbs.map((crumb) => (
            <li key={crumb.href}>
              <a href={crumb.href}>{crumb.label}</a>
            </li>
          ))}
        </ol>
      </nav>
      <ProductSelectionProvider defaultColour={product.defaultColour} colours={product.colours.map((colour) => colour.colour)}>
        <div className={styles.layout}>
          <div className={styles.media}>
            <div className={styles.galleryFrame}>
              <ColourSlot slots={slots} defaultColour={product.defaultColour} />
              {sections.imageBadges ?? null}
            </div>
            {sections.belowGallery ? <div className={styles.belowGallery}>{sections.belowGallery}</div> : null}
          </div>
          <div className={styles.summary}>
            <header className={styles.heading}>
              <a className={styles.brand} href={`/categories/${encodeURIComponent(product.brand.id)}`}>
                {product.brand.name}
              </a>
              <h1 className={styles.name}>{product.name}</h1>
              {sections.rating ?? (product.averageRating !== undefined && product.reviewCount > 0 ? (
                <a className={styles.rating} href="#reviews" data-testid="pdp-rating">
                  <StarRating rating={product.averageRating} count={product.reviewCount} as="span" />
                </a>
              ) : null)}
            </header>
            <BuyBox model={buy} initial={initialBuyBoxState(buy)} slots={{ ...sections.buyBox, customisation: sections.customisation }} />
            {sections.delivery ?? null}
            <ProductDetails product={product} />
          </div>
        </div>
        {sections.bundles ?? null}
      </ProductSelectionProvider>
      {sections.reviews ? <div className={styles.reviews}>{sections.reviews}</div> : null}
      {sections.recommendations ?? null}
    </article>
  );
}
