import { recommendationTexts, slidesPerView } from './constants';
import { RecommendationCarousel } from './RecommendationCarousel.client';
import { RememberViewed } from './RememberViewed.client';
import { VisuallySimilarButton, VisuallySimilarGrid, type VisuallySimilarProps } from './VisuallySimilar.client';

/**
 * The product page's recommendation sections (issue 14 item 7), each a server-renderable entry:
 * a skeleton frame of the final size in the cached HTML, data and code loaded in the browser
 * when the section comes near the viewport. Nothing here reads the shopper on the server.
 */
export interface SimilarProductsProps {
  productKey: string;
  site: { id: string };
}

/** Similar products (P §2, §9): 4.5 slides desktop, 2.15 mobile. */
export function SimilarProducts({ productKey, site }: SimilarProductsProps) {
  return <RecommendationCarousel kind="similar" productKey={productKey} siteId={site.id} heading={recommendationTexts.similarHeading} slides={slidesPerView.similar} list="Product_Recs" testId="similar-products" />;
}

export interface SponsoredProductsProps {
  productKey: string;
}

/** Sponsored products (P §2, §7, §9): the ad server's products for the product's category; none on failure. */
export function SponsoredProducts({ productKey }: SponsoredProductsProps) {
  return <RecommendationCarousel kind="sponsored" productKey={productKey} heading={recommendationTexts.sponsoredHeading} slides={slidesPerView.sponsored} list="Sponsored_Recs" testId="sponsored-products" />;
}

export interface RecentlyViewedProps {
  /** The product page's product, left out of the list; none on the search form. */
  exceptProductKey?: string | undefined;
}

/** Recently viewed (P §2, §3, §9): the shopper's last 13 products from browser storage; nothing for a first visit. */
export function RecentlyViewed({ exceptProductKey }: RecentlyViewedProps) {
  return <RecommendationCarousel kind="recent" productKey={exceptProductKey} heading={recommendationTexts.recentlyViewedHeading} slides={slidesPerView.recentlyViewed} list="Recently_Viewed" testId="recently-viewed" />;
}

/** Visually similar as a button opening the modal (4.5 / 2.1 slides). */
export function VisuallySimilarModalButton(props: VisuallySimilarProps) {
  return <VisuallySimilarButton {...props} />;
}

/** Visually similar as the inline grid (6 in 3 columns). */
export function VisuallySimilarInlineGrid(props: VisuallySimilarProps) {
  return <VisuallySimilarGrid {...props} />;
}

/** Remembers the product in the shopper's recently viewed list (renders nothing). */
export function RememberRecentlyViewed({ productKey }: { productKey: string }) {
  return <RememberViewed productKey={productKey} />;
}
