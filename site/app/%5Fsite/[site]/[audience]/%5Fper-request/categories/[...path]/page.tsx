import type { Metadata } from 'next';
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
  return <ListingRoute fallbackUrl={await fallbackUrl(props)} />;
}
