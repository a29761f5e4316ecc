import { describe, expect, it } from 'vitest';
import { productFixture } from './product-fixture';
import { siteDelivery } from '@storefront/sites/delivery';
import { galleryMedia, productDelivery, reviewsInput } from './section-inputs';

describe('what the sections receive', () => {
  it('gives the gallery a colour’s images with their intrinsic size, then its videos', () => {
    const colour = { ...productFixture().colours[0]!, videos: [{ src: '/_video/products/CST12345/black/1.mp4', poster: '/_img/products/CST12345/black/1', mimeType: 'video/mp4' as const, width: 1200, height: 1800 }] };
    expect(galleryMedia(colour)).toEqual([
      { kind: 'image', src: '/_img/products/CST12345/black/1', alt: 'Satin Cowl Maxi Dress in black', width: 1200, height: 1800 },
      { kind: 'image', src: '/_img/products/CST12345/black/2', alt: 'Satin Cowl Maxi Dress in black', width: 1200, height: 1800 },
      { kind: 'video', src: '/_video/products/CST12345/black/1.mp4', poster: '/_img/products/CST12345/black/1', width: 1200, height: 1800, mimeType: 'video/mp4' },
    ]);
  });

  it('gives reviews and delivery the product’s own facts', () => {
    const product = productFixture({ isBulky: true, hasSamples: true });
    expect(reviewsInput(product)).toEqual({ productKey: 'CST12345', productName: 'Satin Cowl Maxi Dress', averageRating: 4.36, reviewCount: 27 });
    expect(productDelivery(product, siteDelivery('hartley'))).toMatchObject({
      productId: 'CST12345',
      shopName: 'Hartley & Vale',
      isMarketplace: false,
      bulkyItem: true,
      returnsPolicy: 'ownBrand',
      priceCentAmount: 3900,
      deliveryUspMessage: { thresholdPence: 5000 },
    });
  });

  it('offers no express or next-day countdown for a marketplace seller, who ships on their own terms', () => {
    const product = productFixture();
    const marketplace = { ...product, seller: { ...product.seller, isMarketplace: true, shopName: 'Linen House' } };
    expect(productDelivery(marketplace, siteDelivery('hartley'))).toMatchObject({ isMarketplace: true, shopName: 'Linen House', delXpsDeliveryEnabled: false, isNextDay: false });
  });
});
