/**
 * The product page's data in the shapes its sections take (PDP-CONTRACT.md "The seam"), so
 * wiring a section in is one line in ProductPage's `sections`. Written here without importing the
 * sections (built in their own folders); the compiler checks the shapes once they are wired.
 */
import type { ProductPageColour, ProductPageProduct } from '@storefront/catalogue/types';

/** The gallery's media of one colour: its images, then its gallery videos. */
export type GalleryMediaInput =
  | { kind: 'image'; src: string; alt: string; width: number; height: number }
  | { kind: 'video'; src: string; poster: string; width: number; height: number; mimeType: 'video/mp4' | 'video/webm' };

export function galleryMedia(colour: ProductPageColour): GalleryMediaInput[] {
  return [
    ...colour.images.map((image) => ({ kind: 'image' as const, src: image.src, alt: image.alt, width: image.width ?? 1200, height: image.height ?? 1800 })),
    ...colour.videos.map((video) => ({ kind: 'video' as const, src: video.src, poster: video.poster, width: video.width, height: video.height, mimeType: video.mimeType })),
  ];
}

/** The reviews section's props. */
export function reviewsInput(product: ProductPageProduct) {
  return { productKey: product.key, productName: product.name, averageRating: product.averageRating, reviewCount: product.reviewCount };
}

/**
 * What the delivery panel needs that the product knows (P §3 Delivery and seller); the site's
 * delivery texts, free-delivery threshold and cut-off times are the site's configuration.
 */
export function productDeliveryFacts(product: ProductPageProduct) {
  return {
    productId: product.key,
    seller: product.seller.name,
    shopName: product.seller.shopName,
    isMarketplace: product.seller.isMarketplace,
    isPreloved: product.seller.isPreloved,
    isBulky: product.isBulky,
    returnsPolicy: product.returnsPolicy,
    sellerBilling: product.seller.billing,
    sellerAddress: product.seller.address,
    sellerReturnsInfo: product.seller.returnsInfo,
    manufacturer: product.manufacturer,
    sustainability: product.sustainabilityContent,
    surcharge: product.surcharge,
    hasSamples: product.hasSamples,
    /** The price the free-delivery rule compares with its threshold (P §5: cents/100). */
    pricePence: product.price.pence,
  };
}
