import { eq } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { products } from '@storefront/db/schema/catalogue';
import type { ProductPageProduct } from '../types';
import { productPage } from './product-page';

const PRODUCT_KEY = /^[A-Za-z0-9-]{1,64}$/;

/** The product page's product by its key (staff's listing tool names products by key), scoped to a site like by slug. */
export async function productPageByKey(db: Database, key: string, options: { fascia: string }): Promise<ProductPageProduct | undefined> {
  if (!PRODUCT_KEY.test(key)) return undefined;
  const [row] = await db.select({ slug: products.slug }).from(products).where(eq(products.key, key)).limit(1);
  return row ? productPage(db, row.slug, options) : undefined;
}
