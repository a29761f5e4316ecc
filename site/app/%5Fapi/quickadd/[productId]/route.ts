import { quickAddProduct } from '@/lib/products/product-handlers';

/** GET /_api/quickadd/{productId} (P §7): the product with every variant, for quick add. */
export async function GET(_request: Request, { params }: { params: Promise<{ productId: string }> }) {
  return quickAddProduct((await params).productId);
}
