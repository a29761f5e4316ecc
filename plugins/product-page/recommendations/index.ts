/**
 * The product page's recommendations (issue 14 item 7): what the page (and the search form)
 * renders (site/components/ProductSections.tsx). Every section loads its own data in the browser.
 */
export {
  RecentlyViewed,
  RememberRecentlyViewed,
  SimilarProducts,
  SponsoredProducts,
  VisuallySimilarInlineGrid,
  VisuallySimilarModalButton,
  type RecentlyViewedProps,
  type SimilarProductsProps,
  type SponsoredProductsProps,
} from './sections';
export type { VisuallySimilarProps } from './sections';
export { rememberViewed, readRecentlyViewed } from './recently-viewed';
