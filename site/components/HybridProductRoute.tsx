import { notFound, permanentRedirect } from 'next/navigation';
import type { HybridAddress } from '@storefront/plugins/product-page/hybrid/hybrid-path';
import { HybridSummary } from '@storefront/plugins/product-page/hybrid/HybridSummary.tsx';
import { loadHybridProduct } from '@/lib/products/hybrid';
import { ListingRoute } from './ListingRoute';

/**
 * The hybrid variant of the product page (P §2): the product's compact summary with quick add
 * and a view-product button, then the listing of its parent category (the listing route's own,
 * filters, sort and staff tools included), rendered per request.
 */
export async function HybridProductRoute({ address, fallbackUrl }: { address: HybridAddress; fallbackUrl: string }) {
  const lookup = await loadHybridProduct(address);
  if (lookup.status === 'not-found') notFound();
  if (lookup.status === 'moved') permanentRedirect(lookup.location);
  return (
    <>
      <HybridSummary product={lookup.product} />
      <ListingRoute fallbackUrl={fallbackUrl} />
    </>
  );
}
