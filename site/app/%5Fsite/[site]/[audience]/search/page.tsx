import type { Metadata } from 'next';
import { ListingRoute } from '@/components/ListingRoute';
import { listingRouteMetadata, routeUrl, type RouteSearchParams } from '@/lib/listing/request';

export const dynamic = 'force-dynamic';

type Props = { searchParams: RouteSearchParams };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return listingRouteMetadata(await routeUrl('/search', searchParams));
}

export default async function SearchPage({ searchParams }: Props) {
  return <ListingRoute fallbackUrl={await routeUrl('/search', searchParams)} />;
}
