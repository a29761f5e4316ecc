import type { Metadata } from 'next';
import { productPageMetadata, ProductRoute, type ProductRouteProps } from '@/components/ProductRoute';
import { noPagesAtBuild } from '@/lib/platform/site-segment';

// /product/{slug} (P §2): rendered on first request per site, product and audience, then served
// from the cache until the product (or its category) changes (lib/products/product-page.ts).
// ?colour= and ?size= are read by the page in the browser: they never make it dynamic.
export const generateStaticParams = noPagesAtBuild;

export function generateMetadata({ params }: ProductRouteProps): Promise<Metadata> {
  return productPageMetadata(params, 'product');
}

export default function ProductRoutePage({ params }: ProductRouteProps) {
  return <ProductRoute params={params} kind="product" />;
}
