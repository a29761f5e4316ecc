import 'server-only';
import { productPageByKey } from '@storefront/catalogue/queries/product-page-by-key';
import type { ProductPageProduct } from '@storefront/catalogue/types';
import { getDb } from '../platform/db';
import { getSite } from '../platform/request-site';
import { isStaffRequest } from './staff';

export type ListingToolLookup = { status: 'not-staff' } | { status: 'not-found' } | { status: 'found'; product: ProductPageProduct; siteName: string };

/**
 * The listing tool's product (P §2 /wordsworth/{productKey}): for office-network staff only,
 * decided per request; anyone else learns nothing about the product from it.
 */
export async function listingToolProduct(productKey: string): Promise<ListingToolLookup> {
  if (!(await isStaffRequest())) return { status: 'not-staff' };
  const site = await getSite();
  const product = await productPageByKey(await getDb(), productKey, { fascia: site.id });
  return product ? { status: 'found', product, siteName: site.name } : { status: 'not-found' };
}
