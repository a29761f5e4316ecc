import type { Metadata } from 'next';
import { productPageMetadata, ProductRoute, type ProductRouteProps } from '@/components/ProductRoute';
import { noPagesAtBuild } from '@/lib/platform/site-segment';

// /premier/{slug} (P §2): the product page of a premier product, cached like /product/{slug}.
export const generateStaticParams = noPagesAtBuild;

export function generateMetadata({ params }: ProductRouteProps): Promise<Metadata> {
  return productPageMetadata(params, 'premier');
}

export default function PremierRoutePage({ params }: ProductRouteProps) {
  return <ProductRoute params={params} kind="premier" />;
}
