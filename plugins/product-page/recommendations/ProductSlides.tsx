import type { CardProduct } from '../../shared/product/rules/card-product';
import { CarouselProductCard } from '../../shared/product/ui/CarouselProductCard';
import type { SlidesPerView } from './constants';
import { recommendationTexts } from './constants';
import styles from './RecommendationCarousel.module.css';

export interface ProductSlidesProps {
  products: readonly CardProduct[];
  slides: SlidesPerView;
  /** Grid cells instead of carousel slides (the inline visually similar grid). */
  cell?: boolean;
  /** Sponsored cards say so. */
  sponsored?: boolean;
  onOpen?: ((product: CardProduct, position: number) => void) | undefined;
}

/** `sizes` for a card a carousel shows this many of (mobile below 768 px). */
export function slideSizes(slides: SlidesPerView): string {
  return `(max-width: 767px) ${Math.ceil(100 / slides.mobile)}vw, ${Math.ceil(100 / slides.desktop)}vw`;
}

/** The carousel's cards: the shared product card, one per slide (or grid cell). */
export function ProductSlides({ products, slides, cell = false, sponsored = false, onOpen }: ProductSlidesProps) {
  const sizes = slideSizes(slides);
  return (
    <>
      {products.map((product, index) => (
        <li key={product.key} className={cell ? styles.cell : styles.slide} onClickCapture={onOpen ? () => onOpen(product, index + 1) : undefined}>
          {sponsored ? <span className={styles.sponsoredLabel}>{recommendationTexts.sponsoredLabel}</span> : null}
          <CarouselProductCard product={product} sizes={sizes} />
        </li>
      ))}
    </>
  );
}
