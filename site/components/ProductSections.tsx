import type { ProductPageProduct } from '@storefront/catalogue/types';
import { productBadgeSections, type ProductBadgeContext } from '@storefront/plugins/product-page/badges/sections.tsx';
import { DeliveryPanel } from '@storefront/plugins/product-page/delivery/DeliveryPanel.tsx';
import { SocialProof } from '@storefront/plugins/product-page/delivery/SocialProof.client.tsx';
import { ProductGallery } from '@storefront/plugins/product-page/gallery/ProductGallery.tsx';
import type { ProductPageSections } from '@storefront/plugins/product-page/page/ProductPage.tsx';
import { galleryMedia, productDelivery, reviewsInput } from '@storefront/plugins/product-page/page/section-inputs';
import { RecentlyViewed, RememberRecentlyViewed, SimilarProducts, SponsoredProducts, VisuallySimilarModalButton } from '@storefront/plugins/product-page/recommendations/index';
import { ProductReviews } from '@storefront/plugins/product-page/reviews/ProductReviews.tsx';
import { ReviewsRatingButton } from '@storefront/plugins/product-page/reviews/ReviewsRatingButton.tsx';
import { ShareButton } from '@storefront/plugins/product-page/share/ShareButton.client.tsx';
import { GalleryThirdPartyButtons, SizeFitWidget, ThirdPartyProductContent, WriteReviewButton } from '@storefront/plugins/product-page/third-party/ThirdPartySections.tsx';
import { ExpressWalletSlot } from '@storefront/plugins/shared/express-wallet/ExpressWalletSlot.tsx';
import { expressWalletSettings } from '@/lib/checkout/express-wallet-settings';
import { reviewFormUrl } from '@/lib/third-party/review-form/review-form';
import { siteDelivery } from '@storefront/sites/delivery';
import { ProductBundles, ProductCustomisation } from './ProductBundles';
import type { FasciaConfig } from '@storefront/sites/fascias';

/**
 * The product page's sections (P §2 'Product page sections'), each from its own folder, given the
 * product in its own props: the gallery per colour, the rating and reviews, delivery and sharing,
 * and the recommendation carousels. Each loads its behaviour (and its data, where it has any) in
 * the browser, so the page stays one cached drawing per product and audience.
 */
export function productSections(product: ProductPageProduct, site: FasciaConfig, badgeContext: ProductBadgeContext): ProductPageSections {
  const reviews = reviewsInput(product);
  const badges = productBadgeSections(product, badgeContext);
  const rated = reviews.averageRating !== undefined && reviews.reviewCount > 0;
  const wallet = expressWalletSettings(site);
  const defaultColourInStock = product.colours.some((colour) => colour.colour === product.defaultColour && colour.isOnStock);
  return {
    gallery: (colour, isDefault) => <ProductGallery media={galleryMedia(colour)} productName={product.name} colour={colour.colour} priority={isDefault} />,
    imageBadges: badges.imageBadges,
    buyBox: {
      belowPrice: badges.belowPrice,
      // The express wallet's place comes first under the add button (P §2).
      belowButton: (
        <>
          <ExpressWalletSlot productKey={product.key} settings={wallet} inStock={defaultColourInStock} />
          {badges.belowButton}
        </>
      ),
      promoDiscounts: badges.promoDiscounts,
      expressWallet: wallet,
    },
    belowGallery: (
      <>
        <VisuallySimilarModalButton productKey={product.key} colour={product.defaultColour} />
        <GalleryThirdPartyButtons product={product} />
      </>
    ),
    rating: rated ? <ReviewsRatingButton {...reviews} averageRating={reviews.averageRating ?? 0} /> : null,
    delivery: (
      <>
        <SizeFitWidget product={product} />
        <DeliveryPanel delivery={productDelivery(product, siteDelivery(site.id))} />
        <ShareButton url={product.path} title={product.name} />
        <SocialProof productKey={product.key} />
      </>
    ),
    bundles: <ProductBundles product={product} site={site} />,
    customisation: product.customisationGroupName ? <ProductCustomisation groupName={product.customisationGroupName} /> : null,
    reviews: (
      <>
        {rated ? <ProductReviews {...reviews} averageRating={reviews.averageRating ?? 0} /> : null}
        <WriteReviewButton formUrl={reviewFormUrl(product.key)} />
      </>
    ),
    recommendations: (
      <>
        <ThirdPartyProductContent product={product} />
        <SimilarProducts productKey={product.key} site={{ id: site.id }} />
        <SponsoredProducts productKey={product.key} />
        <RecentlyViewed exceptProductKey={product.key} />
        <RememberRecentlyViewed productKey={product.key} />
      </>
    ),
  };
}
