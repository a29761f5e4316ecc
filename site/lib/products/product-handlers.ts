import 'server-only';
import { NextResponse } from 'next/server';
import { productDetail } from '@storefront/catalogue/queries/product-detail';
import type { ProductDetail } from '@storefront/catalogue/types';
import { getDb } from '../platform/db';
import { errorResponse } from '../platform/http';
import { getSite } from '../platform/request-site';

const PRODUCT_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The product of this site named by the route's id, or the 400/404 to answer instead. */
async function productOfSite(productId: string): Promise<{ product: ProductDetail } | { refusal: NextResponse }> {
  if (!PRODUCT_ID.test(productId)) return { refusal: errorResponse(400, 'Invalid product id') };
  const product = await productDetail(await getDb(), productId, { fascia: (await getSite()).id });
  return product ? { product } : { refusal: errorResponse(404, 'Product not found') };
}

/** GET /_api/quickadd/{productId} (P §7): the product with every variant, for quick add. */
export async function quickAddProduct(productId: string): Promise<NextResponse> {
  const found = await productOfSite(productId);
  if ('refusal' in found) return found.refusal;
  return NextResponse.json({ product: found.product }, { headers: { 'Cache-Control': 'private, max-age=10' } });
}

/** GET /_api/stock/{productId} (P §7): variants with id, isOnStock and availableQuantity. */
export async function productStock(productId: string): Promise<NextResponse> {
  const found = await productOfSite(productId);
  if ('refusal' in found) return found.refusal;
  return NextResponse.json(
    { variants: found.product.variants.map((variant) => ({ id: variant.sku, isOnStock: variant.isOnStock, availableQuantity: variant.availableQuantity })) },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
