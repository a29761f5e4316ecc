import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ListingPage } from '@storefront/plugins/listing/ui/ListingPage.tsx';
import { FacetSearchProvider } from '@/components/FacetSearchProvider.client';
import { ListingHead } from '@/components/ListingHead';
import { browserSearchConfig } from '@/lib/algolia/config';
import { listingMetadata } from '@/lib/listing/metadata';
import { loadRequestListing } from '@/lib/listing/request';
import { requestOrigin } from '@/lib/server/site';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ path: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function fallbackUrl({ params, searchParams }: Props): Promise<string> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams)) for (const item of [value ?? []].flat()) query.append(name, item);
  const path = (await params).path.map(encodeURIComponent).join('/');
  return `/categories/${path}${query.size > 0 ? `?${query}` : ''}`;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { site, mode, lookup } = await loadRequestListing(await fallbackUrl(props));
  if (lookup.status !== 'found') return {};
  return listingMetadata(lookup.listing, site, await requestOrigin(), mode === 'preview');
}

export default async function CategoryListingPage(props: Props) {
  const { lookup } = await loadRequestListing(await fallbackUrl(props));
  if (lookup.status === 'missing') notFound();
  if (lookup.status === 'redirect') redirect(lookup.location);
  const origin = await requestOrigin();
  return (
    <FacetSearchProvider config={browserSearchConfig(origin)} scope={lookup.facetSearchScope}>
      <ListingHead listing={lookup.listing} origin={origin} />
      <ListingPage listing={lookup.listing} pagesEndpoint="/_api/listing" />
    </FacetSearchProvider>
  );
}
