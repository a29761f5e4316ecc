import { CarouselFrame, SkeletonSlides, skeletonCount } from './CarouselFrame';
import { recommendationRules, recommendationTexts, slidesPerView, type SlidesPerView } from './constants';
import { NearViewport, type LazySectionKind } from './NearViewport.client';
import styles from './RecommendationCarousel.module.css';
import { RememberViewed } from './RememberViewed.client';
import { VisuallySimilarButton } from './VisuallySimilarButton.client';

/**
 * The product page's recommendation sections (issue 14 item 7), each a server-renderable entry:
 * a skeleton frame of the final size in the cached HTML, data and code loaded in the browser
 * when the section comes near the viewport. Nothing here reads the shopper on the server.
 */
function LazyCarousel({ section, productKey, heading, slides, testId }: { section: LazySectionKind; productKey: string | undefined; heading: string; slides: SlidesPerView; testId: string }) {
  return (
    <NearViewport section={section} productKey={productKey}>
      <CarouselFrame heading={heading} slides={slides} testId={testId} busy>
        <SkeletonSlides count={skeletonCount(slides)} />
      </CarouselFrame>
    </NearViewport>
  );
}

export interface SimilarProductsProps {
  productKey: string;
  /** The brand site; the endpoints read it from the request's host, so it only labels the section. */
  site: { id: string };
}

/** Similar products (P §2, §9): 4.5 slides desktop, 2.15 mobile; from the site's recommendation engine. */
export function SimilarProducts({ productKey, site }: SimilarProductsProps) {
  return (
    <div data-site={site.id}>
      <LazyCarousel section="similar" productKey={productKey} heading={recommendationTexts.similarHeading} slides={slidesPerView.similar} testId="similar-products" />
    </div>
  );
}

export interface SponsoredProductsProps {
  productKey: string;
}

/** Sponsored products (P §2, §7, §9): the ad server's products for the product's category; none on failure. */
export function SponsoredProducts({ productKey }: SponsoredProductsProps) {
  return <LazyCarousel section="sponsored" productKey={productKey} heading={recommendationTexts.sponsoredHeading} slides={slidesPerView.sponsored} testId="sponsored-products" />;
}

export interface RecentlyViewedProps {
  /** The product page's product, left out of the list; none on the search form. */
  exceptProductKey?: string | undefined;
}

/** Recently viewed (P §2, §3, §9): the shopper's last 13 products from browser storage; nothing for a first visit. */
export function RecentlyViewed({ exceptProductKey }: RecentlyViewedProps) {
  return <LazyCarousel section="recent" productKey={exceptProductKey} heading={recommendationTexts.recentlyViewedHeading} slides={slidesPerView.recentlyViewed} testId="recently-viewed" />;
}

export interface VisuallySimilarProps {
  productKey: string;
  /** The colour shown; results look like the product in it. */
  colour: string;
}

/** Visually similar as a button opening the modal (4.5 / 2.1 slides). */
export function VisuallySimilarModalButton({ productKey, colour }: VisuallySimilarProps) {
  return (
    <VisuallySimilarButton productKey={productKey} colour={colour} className={styles.trigger}>
      {recommendationTexts.visuallySimilarButton}
    </VisuallySimilarButton>
  );
}

/** Visually similar as the inline grid (6 in 3 columns). */
export function VisuallySimilarInlineGrid({ productKey, colour }: VisuallySimilarProps) {
  return (
    <NearViewport section="visualGrid" productKey={productKey} colour={colour}>
      <section className={styles.section} data-testid="visually-similar-grid" aria-busy="true" aria-label={recommendationTexts.visuallySimilarHeading}>
        <div className={styles.header}>
          <h2 className={styles.heading}>{recommendationTexts.visuallySimilarHeading}</h2>
        </div>
        <ul className={styles.grid}>
          <SkeletonSlides count={recommendationRules.visuallySimilarMax} cell />
        </ul>
      </section>
    </NearViewport>
  );
}

/** Remembers the product in the shopper's recently viewed list (renders nothing). */
export function RememberRecentlyViewed({ productKey }: { productKey: string }) {
  return <RememberViewed productKey={productKey} />;
}
