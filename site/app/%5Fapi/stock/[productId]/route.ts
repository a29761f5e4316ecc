import { productStock } from '@/lib/products/product-handlers';

/** GET /_api/stock/{productId} (P §7): variants with id, isOnStock and availableQuantity. */
export async function GET(_request: Request, { params }: { params: Promise<{ productId: string }> }) {
  return productStock((await params).productId);
}
