import type { ReactNode } from 'react';
import { notFound, redirect } from 'next/navigation';
import type { FasciaConfig } from '@storefront/sites/fascias';
import { ListingPage } from '@storefront/plugins/listing/ui/ListingPage.tsx';
import { LazyStaffToolbar, LazyStaffToolsProvider } from '@storefront/plugins/listing/ui/LazyStaffTools.client';
import { loadCachedCategoryListing } from '@/lib/listing/cached-listing';
import type { ListingLookup } from '@/lib/listing/load-listing';
import { loadRequestListing } from '@/lib/listing/request';
import { requestOrigin } from '@/lib/platform/request-site';
import { cachedListingStaffTools, listingStaffTools } from '@/lib/staff/staff-tools';
import { FacetSearchProvider } from './FacetSearchProvider.client';
import { ImageSearchButton } from './ImageSearchButton';
import { ListingChatbot } from './ListingChatbot';
import { ListingHead } from './ListingHead';
import { StaffListingTools } from './StaffListingTools.client';

type FoundListing = Extract<ListingLookup, { status: 'found' }>;

interface ListingViewProps {
  site: FasciaConfig;
  lookup: FoundListing;
  /** The origin of the page's links (canonical, rel prev / next, JSON-LD). */
  origin: string;
  /** Whether the page has a place for the staff toolbar (shown only inside the staff tools). */
  staffToolbar: boolean;
  /** Puts the staff tools around the listing, where they apply. */
  withStaffTools: (listingPage: ReactNode) => ReactNode;
}

/** A category or search listing, with its head, staff tools, style assistant and facet-value search. */
function ListingView({ site, lookup, origin, staffToolbar, withStaffTools }: ListingViewProps) {
  const listingPage = (
    <ListingPage
      listing={lookup.listing}
      pagesEndpoint="/_api/listing"
      imageSearch={<ImageSearchButton site={site} variant="button" />}
      staffTools={staffToolbar ? <LazyStaffToolbar /> : undefined}
    />
  );
  const page = (
    <>
      <ListingHead listing={lookup.listing} origin={origin} />
      {withStaffTools(listingPage)}
      <ListingChatbot listing={lookup.listing} />
    </>
  );
  // Discovery listings offer no facet-value search (L §5): no search client for them.
  if (!lookup.facetSearch) return page;
  return <FacetSearchProvider search={lookup.facetSearch}>{page}</FacetSearchProvider>;
}

/**
 * The page of a listing rendered per request (search, and category URLs with filters, sort or a
 * page): missing is a 404, a search rule's redirect is followed, the staff tools are decided here.
 */
export async function ListingRoute({ fallbackUrl }: { fallbackUrl: string }) {
  const { site, mode, lookup } = await loadRequestListing(fallbackUrl);
  if (lookup.status === 'missing') notFound();
  if (lookup.status === 'redirect') redirect(lookup.location);
  const [origin, staffTools] = await Promise.all([requestOrigin(), listingStaffTools(lookup.listing, site, mode)]);
  return (
    <ListingView
      site={site}
      lookup={lookup}
      origin={origin}
      staffToolbar={Boolean(staffTools)}
      withStaffTools={(listingPage) =>
        staffTools ? (
          <LazyStaffToolsProvider key={staffTools.selectionKey} settings={staffTools}>
            {listingPage}
          </LazyStaffToolsProvider>
        ) : (
          listingPage
        )
      }
    />
  );
}

/**
 * The first, unfiltered page of a category, served from the cache (lib/listing/cached-listing.ts):
 * the same for every shopper; the staff tools are mounted by the browser for staff only.
 */
export async function CachedCategoryRoute({ site, url }: { site: FasciaConfig; url: string }) {
  const { origin, lookup } = await loadCachedCategoryListing(site, url);
  if (lookup.status !== 'found') notFound();
  const staffSettings = cachedListingStaffTools(lookup.listing, site);
  return (
    <ListingView
      site={site}
      lookup={lookup}
      origin={origin}
      staffToolbar
      withStaffTools={(listingPage) => <StaffListingTools settings={staffSettings}>{listingPage}</StaffListingTools>}
    />
  );
}
