import 'server-only';
import { productPage } from '@storefront/catalogue/queries/product-page';
import type { ProductPageProduct } from '@storefront/catalogue/types';
import { hybridPath, type HybridAddress } from '@storefront/plugins/product-page/hybrid/hybrid-path';
import { getDb } from '../platform/db';
import { getSite } from '../platform/request-site';

export type HybridLookup = { status: 'not-found' } | { status: 'moved'; location: string } | { status: 'found'; product: ProductPageProduct };

/**
 * The product of a hybrid page (P §2), rendered per request with the listing under it. The
 * listing is the product's parent category: an address naming another category moves there.
 */
export async function loadHybridProduct(address: HybridAddress): Promise<HybridLookup> {
  const site = await getSite();
  const product = await productPage(await getDb(), address.productSlug, { fascia: site.id });
  if (!product) return { status: 'not-found' };
  const parent = product.categories.at(-1)?.slug;
  if (!parent) return { status: 'not-found' };
  if (parent !== address.categorySlug) return { status: 'moved', location: hybridPath(parent, product.slug) };
  return { status: 'found', product };
}
