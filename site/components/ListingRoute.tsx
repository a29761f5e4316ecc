import { notFound, redirect } from 'next/navigation';
import { ListingPage } from '@storefront/plugins/listing/ui/ListingPage.tsx';
import { StaffToolbar, StaffToolsProvider } from '@storefront/plugins/listing/ui/StaffTools.client';
import { loadRequestListing } from '@/lib/listing/request';
import { requestOrigin } from '@/lib/platform/request-site';
import { listingStaffTools } from '@/lib/staff/staff-tools';
import { FacetSearchProvider } from './FacetSearchProvider.client';
import { ImageSearchButton } from './ImageSearchButton';
import { ListingChatbot } from './ListingChatbot';
import { ListingHead } from './ListingHead';

/** The page of a category or search listing route: missing is a 404, a search rule's redirect is followed. */
export async function ListingRoute({ fallbackUrl }: { fallbackUrl: string }) {
  const { site, mode, lookup } = await loadRequestListing(fallbackUrl);
  if (lookup.status === 'missing') notFound();
  if (lookup.status === 'redirect') redirect(lookup.location);
  const [origin, staffTools] = await Promise.all([requestOrigin(), listingStaffTools(lookup.listing, site, mode)]);
  const listingPage = (
    <ListingPage
      listing={lookup.listing}
      pagesEndpoint="/_api/listing"
      imageSearch={<ImageSearchButton site={site} variant="button" />}
      staffTools={staffTools ? <StaffToolbar /> : undefined}
    />
  );
  const page = (
    <>
      <ListingHead listing={lookup.listing} origin={origin} />
      {staffTools ? (
        <StaffToolsProvider key={staffTools.selectionKey} settings={staffTools}>
          {listingPage}
        </StaffToolsProvider>
      ) : (
        listingPage
      )}
      <ListingChatbot listing={lookup.listing} />
    </>
  );
  // Discovery listings offer no facet-value search (L §5): no search client for them.
  if (!lookup.facetSearch) return page;
  return (
    <FacetSearchProvider search={lookup.facetSearch}>
      {page}
    </FacetSearchProvider>
  );
}
