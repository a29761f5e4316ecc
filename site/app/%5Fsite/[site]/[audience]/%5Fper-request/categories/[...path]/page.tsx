import type { Metadata } from 'next';
import { hybridAddressOf } from '@storefront/plugins/product-page/hybrid/hybrid-path';
import { HybridProductRoute } from '@/components/HybridProductRoute';
import { ListingRoute } from '@/components/ListingRoute';
import { listingRouteMetadata, routeUrl, type RouteSearchParams } from '@/lib/listing/request';

// Every category listing URL but the plain first page (site-route.ts): filters, sort, page and
// parameters are read from the URL as sent, and the shopper's token personalises the search.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ path: string[] }>; searchParams: RouteSearchParams };

async function fallbackUrl({ params, searchParams }: Props): Promise<string> {
  return routeUrl(`/categories/${(await params).path.map(encodeURIComponent).join('/')}`, searchParams);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return listingRouteMetadata(await fallbackUrl(props));
}

export default async function CategoryListingPage(props: Props) {
  // /categories/{category…}/product/{slug}: the product page's hybrid variant over the listing (P §2).
  const hybrid = hybridAddressOf((await props.params).path);
  if (hybrid) return <HybridProductRoute address={hybrid} fallbackUrl={await fallbackUrl(props)} />;
  return <ListingRoute fallbackUrl={await fallbackUrl(props)} />;
}
