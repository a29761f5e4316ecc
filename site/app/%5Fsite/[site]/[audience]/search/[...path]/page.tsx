import type { Metadata } from 'next';
import { ListingRoute } from '@/components/ListingRoute';
import { listingRouteMetadata, routeUrl, type RouteSearchParams } from '@/lib/listing/request';

export const dynamic = 'force-dynamic';

/** A filtered search: /search/facet/{key}/{values}…?q=… (and visual search, ?visual=…). */
type Props = { params: Promise<{ path: string[] }>; searchParams: RouteSearchParams };

async function fallbackUrl({ params, searchParams }: Props): Promise<string> {
  return routeUrl(`/search/${(await params).path.map(encodeURIComponent).join('/')}`, searchParams);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return listingRouteMetadata(await fallbackUrl(props));
}

export default async function FilteredSearchPage(props: Props) {
  return <ListingRoute fallbackUrl={await fallbackUrl(props)} />;
}
