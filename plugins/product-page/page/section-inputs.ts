/**
 * The product page's data in the shapes its sections take (each section's own props), so
 * wiring a section in is one line in ProductPage's `sections` (site/components/ProductSections.tsx).
 */
import type { ProductPageColour, ProductPageProduct } from '@storefront/catalogue/types';
import type { SiteDelivery } from '@storefront/sites/delivery';
import type { ProductDelivery } from '../delivery/types';
import type { GalleryMedia } from '../gallery/types';

/** The gallery's media of one colour: its images, then its gallery films. */
export function galleryMedia(colour: ProductPageColour): GalleryMedia[] {
  return [
    ...colour.images.map((image) => ({ kind: 'image' as const, src: image.src, alt: image.alt, width: image.width ?? 1200, height: image.height ?? 1800 })),
    ...colour.videos.map((video) => ({ kind: 'video' as const, src: video.src, poster: video.poster, width: video.width, height: video.height, mimeType: video.mimeType })),
  ];
}

/** The reviews section's props. */
export function reviewsInput(product: ProductPageProduct) {
  return { productKey: product.key, productName: product.name, averageRating: product.averageRating, reviewCount: product.reviewCount };
}

/** The delivery panel's data: the product's own facts (seller, bulky, price) with the site's delivery offer. */
export function productDelivery(product: ProductPageProduct, site: SiteDelivery): ProductDelivery {
  const { seller } = product;
  return {
    productId: product.key,
    productKey: product.key,
    brand: product.brand.id,
    priceCentAmount: product.price.pence,
    seller: seller.id,
    shopName: seller.shopName,
    isMarketplace: seller.isMarketplace,
    isPreloved: seller.isPreloved,
    bulkyItem: product.isBulky,
    standardDel: site.standardDel,
    delPromiseStd: site.delPromiseStd,
    delPromiseXps: site.delPromiseXps,
    delXpsDeliveryEnabled: site.delXpsDeliveryEnabled && !seller.isMarketplace,
    isNextDay: site.isNextDay && !seller.isMarketplace,
    cutOffTimes: site.cutOffTimes,
    cutOffBrands: site.cutOffBrands,
    deliveryUspMessage: site.deliveryUspMessage,
    shopExclusionsMessaging: site.shopExclusionsMessaging,
    billingInfo: seller.billing && { corporateName: seller.billing.corporateName, vATNumber: seller.billing.vatNumber, identificationNumber: seller.billing.identificationNumber },
    addressInfo: seller.address && { ...seller.address, street2: seller.address.street2 || undefined, state: seller.address.state || undefined },
    returnsInfo: seller.returnsInfo,
    returnsPolicy: product.returnsPolicy,
    manufacturer: product.manufacturer,
    sustainabilityContent: product.sustainabilityContent,
  };
}
