import 'server-only';
import { bundleProducts } from '@storefront/catalogue/queries/bundle-products';
import type { ProductPageProduct } from '@storefront/catalogue/types';
import { bundleSectionModels, relatedKeys, type BundleSectionModel } from '@storefront/plugins/product-page/bundles/model';
import type { FasciaConfig } from '@storefront/sites/fascias';
import { productTag } from '../platform/cache-tags';
import { getDb } from '../platform/db';
import { tagRenderedPage } from '../platform/page-cache';
import { contentMode } from '../preview/preview-secret';

/**
 * The bundle sections of a product page, loaded with the page (a handful of products in three
 * queries) and cached with it: the page is tagged with every product its bundles name, so a
 * change of their stock or price draws it again.
 */
export async function productBundleSections(site: FasciaConfig, product: ProductPageProduct): Promise<BundleSectionModel[]> {
  const keys = relatedKeys(product);
  if (keys.length === 0) return [];
  const [related, mode] = await Promise.all([bundleProducts(await getDb(), keys, { fascia: site.id }), contentMode()]);
  if (mode === 'published') await tagRenderedPage(keys.map(productTag));
  return bundleSectionModels(product, related);
}
