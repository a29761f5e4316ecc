import { NextResponse } from 'next/server';
import { productDetail } from '@storefront/catalogue/queries/product-detail';
import { getDb } from '@/lib/platform/db';
import { errorResponse } from '@/lib/platform/http';
import { getSite } from '@/lib/platform/request-site';

const ID = /^[A-Za-z0-9-]{1,64}$/;

/** GET /_api/stock/{productId} (P §7): variants with id, isOnStock and availableQuantity. */
export async function GET(_request: Request, { params }: { params: Promise<{ productId: string }> }) {
  const { productId } = await params;
  if (!ID.test(productId)) return errorResponse(400, 'Invalid product id');
  const product = await productDetail(await getDb(), productId, { fascia: (await getSite()).id });
  if (!product) return errorResponse(404, 'Product not found');
  return NextResponse.json(
    { variants: product.variants.map((variant) => ({ id: variant.sku, isOnStock: variant.isOnStock, availableQuantity: variant.availableQuantity })) },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
