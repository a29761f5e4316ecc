import 'server-only';
import { cache } from 'react';
import { productPage } from '@storefront/catalogue/queries/product-page';
import type { ProductPageProduct } from '@storefront/catalogue/types';
import type { FasciaConfig } from '@storefront/sites/fascias';
import { catalogueSearchTag, categoryTag, productTag } from '../platform/cache-tags';
import { getDb } from '../platform/db';
import { tagRenderedPage } from '../platform/page-cache';
import { siteOrigin } from '../platform/site-segment';
import { contentMode } from '../preview/preview-secret';

/** Which path a product page was asked for: premier products live under /premier (P §2). */
export type ProductRouteKind = 'product' | 'premier';

export type ProductPageLookup =
  | { status: 'found'; product: ProductPageProduct }
  | { status: 'not-found' }
  /** The product lives at its other path (a premier product asked at /product/…, or the reverse). */
  | { status: 'moved'; location: string };

/** What a product page's cache entry was built from: the product, its category trail on this site. */
export function productPageTags(site: string, product: Pick<ProductPageProduct, 'key' | 'categories'>): string[] {
  return [productTag(product.key), ...product.categories.map((category) => categoryTag(site, category.slug))];
}

/** What a route shows for the product found (or not) at a slug: premier products live under /premier (P §2). */
export function productLookup(product: ProductPageProduct | undefined, kind: ProductRouteKind): ProductPageLookup {
  if (!product) return { status: 'not-found' };
  if (product.isPremier !== (kind === 'premier')) return { status: 'moved', location: product.path };
  return { status: 'found', product };
}

/**
 * The product page of a slug on a site, rendered once per site, product and audience and served
 * from the cache: it reads nothing of the request. In published mode it records its tags, so a
 * change of the product (stock, price, anything in the catalogue) renders it again; a slug with no
 * product records the site's catalogue tag, so a product added there shows at once. One per
 * render, shared by generateMetadata and the page.
 */
export const loadProductPage = cache(async (site: FasciaConfig, slug: string, kind: ProductRouteKind) => {
  const mode = await contentMode();
  const origin = siteOrigin(site);
  const product = await productPage(await getDb(), slug, { fascia: site.id });
  const lookup = productLookup(product, kind);
  if (mode === 'published') await tagRenderedPage(product ? productPageTags(site.id, product) : [catalogueSearchTag(site.id)]);
  return { mode, origin, lookup };
});
