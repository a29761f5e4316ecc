import { describe, expect, it } from 'vitest';
import { productFixture } from '@storefront/plugins/product-page/page/product-fixture';
import { fasciaById } from '@storefront/sites/fascias';
import { appBannerContent } from './app-banner';
import { METADATA_ERROR_TITLE, productMetadata } from './product-metadata';
import { productLookup, productPageTags } from './product-page';

const site = fasciaById('coast')!;
const origin = 'https://www.coast.co.uk';

describe('the product page head (P §2)', () => {
  it('has the title, description, canonical, Open Graph and Twitter tags', () => {
    const metadata = productMetadata(productFixture(), site, origin, false, {});
    expect(metadata.title).toEqual({ absolute: 'Maxi Dresses | Satin Cowl Maxi Dress | Coast' });
    expect(metadata.description).toMatch(/^A fluid satin maxi dress/);
    expect(metadata.alternates?.canonical).toBe(`${origin}/product/coast-satin-cowl-maxi-dress-cst12345`);
    expect(metadata.robots).toBe('index,follow');
    expect(metadata.openGraph).toMatchObject({ url: `${origin}/product/coast-satin-cowl-maxi-dress-cst12345`, siteName: 'Coast' });
    expect((metadata.openGraph as { images: Array<{ width: number; height: number }> }).images[0]).toMatchObject({ width: 1200, height: 1800 });
    expect(metadata.openGraph).not.toHaveProperty('videos');
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
    expect(metadata.other).toMatchObject({ 'product:price:amount': '39.00', 'product:price:currency': 'GBP' });
  });

  it('carries the 1080×1920 MP4 of a product with a social video', () => {
    const filmed = productFixture();
    filmed.colours[0] = { ...filmed.colours[0]!, socialVideo: { src: '/_video/products/CST12345/black/social.mp4', poster: '/_img/products/CST12345/black/1', mimeType: 'video/mp4', width: 1080, height: 1920 } };
    const metadata = productMetadata(filmed, site, origin, false, {});
    expect((metadata.openGraph as { videos: unknown[] }).videos).toEqual([{ url: `${origin}/_video/products/CST12345/black/social.mp4`, width: 1080, height: 1920, type: 'video/mp4' }]);
  });

  it('is not indexed in preview', () => {
    expect(productMetadata(productFixture(), site, origin, true, {}).robots).toBe('noindex,nofollow');
  });

  it("is titled 'error' when it cannot be made", () => {
    const broken = productFixture();
    Object.defineProperty(broken, 'categories', {
      get() {
        throw new Error('taxonomy unavailable');
      },
    });
    expect(productMetadata(broken, site, origin, false, {})).toEqual({ title: { absolute: METADATA_ERROR_TITLE } });
    expect(METADATA_ERROR_TITLE).toBe('error');
  });

  it('has the app banner of the environment it runs in, and none where no app is configured', () => {
    const env = { APP_BANNER_APP_IDS: 'production=1234567890, stage=2345678901' };
    const url = `${origin}/product/x`;
    expect(appBannerContent(url, env)).toBe(`app-id=1234567890, app-argument=${url}`);
    expect(appBannerContent(url, { ...env, STOREFRONT_ENVIRONMENT: 'stage' })).toBe(`app-id=2345678901, app-argument=${url}`);
    expect(appBannerContent(url, { ...env, STOREFRONT_ENVIRONMENT: 'play' })).toBeUndefined();
    expect(appBannerContent(url, { APP_BANNER_APP_IDS: 'production=not-an-id' })).toBeUndefined();
    expect(appBannerContent(url, {})).toBeUndefined();
    expect(productMetadata(productFixture(), site, origin, false, env).other).toMatchObject({ 'apple-itunes-app': `app-id=1234567890, app-argument=${origin}/product/coast-satin-cowl-maxi-dress-cst12345` });
  });
});

describe('what a cached product page is built from', () => {
  it('is the product and its category trail on the site, so a stock, price or category change renders it again', () => {
    expect(productPageTags('coast', productFixture())).toEqual(['product:CST12345', 'category:coast:women', 'category:coast:women/dresses', 'category:coast:women/dresses/maxi-dresses']);
  });
});

describe('which product page a route shows', () => {
  it('shows a product at its own path, moves a premier product asked at /product/ (and the reverse), and has none for an unknown slug', () => {
    const product = productFixture();
    expect(productLookup(product, 'product')).toEqual({ status: 'found', product });
    expect(productLookup(product, 'premier')).toEqual({ status: 'moved', location: '/product/coast-satin-cowl-maxi-dress-cst12345' });
    const premier = productFixture({ isPremier: true, path: '/premier/coast-satin-cowl-maxi-dress-cst12345' });
    expect(productLookup(premier, 'premier')).toEqual({ status: 'found', product: premier });
    expect(productLookup(premier, 'product')).toEqual({ status: 'moved', location: '/premier/coast-satin-cowl-maxi-dress-cst12345' });
    expect(productLookup(undefined, 'product')).toEqual({ status: 'not-found' });
  });
});
