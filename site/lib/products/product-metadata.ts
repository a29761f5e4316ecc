import type { Metadata } from 'next';
import type { ProductPageProduct } from '@storefront/catalogue/types';
import type { FasciaConfig } from '@storefront/sites/fascias';
import { productDescription, productTitle, socialMedia } from '@storefront/plugins/product-page/page/head';
import { appBannerContent } from './app-banner';
import { log } from '../platform/log';

/** P §2: when the head cannot be made, the title is 'error'. */
export const METADATA_ERROR_TITLE = 'error';

/**
 * The product page's head (P §2): title from the category, product name and brand; description;
 * canonical; Open Graph and Twitter tags with the product image and, where the product has one,
 * the 1080×1920 MP4; the app banner for this environment. Preview pages are not indexed.
 */
export function productMetadata(product: ProductPageProduct, site: FasciaConfig, origin: string, preview: boolean, env: Readonly<Record<string, string | undefined>> = process.env): Metadata {
  try {
    const title = productTitle(product);
    const description = productDescription(product, site.name);
    const url = `${origin}${product.path}`;
    const { image, video } = socialMedia(product, origin);
    const banner = appBannerContent(url, env);
    return {
      title: { absolute: title },
      description,
      alternates: { canonical: url },
      robots: preview ? 'noindex,nofollow' : 'index,follow',
      openGraph: {
        title,
        description,
        url,
        siteName: site.siteLabel,
        type: 'website',
        ...(image ? { images: [image] } : {}),
        ...(video ? { videos: [video] } : {}),
      },
      twitter: { card: image ? 'summary_large_image' : 'summary', title, description, ...(image ? { images: [image.url] } : {}) },
      other: {
        'product:price:amount': (product.price.pence / 100).toFixed(2),
        'product:price:currency': 'GBP',
        ...(banner ? { 'apple-itunes-app': banner } : {}),
      },
    };
  } catch (error) {
    log.error('product.metadata.failed', { key: product.key, error: String(error) });
    return { title: { absolute: METADATA_ERROR_TITLE } };
  }
}
