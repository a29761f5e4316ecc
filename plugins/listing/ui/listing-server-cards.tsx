import type { ReactNode } from 'react';
import { placeOrganicResults, sponsoredSlots } from '../rules/sponsored';
import { gridCardKeys } from './grid-card-keys';
import { ListingProductCard } from './ListingProductCard';
import type { ListingView } from './model';

/** The server's cards for the page it rendered, by their key in the grid (gridCardKeys). */
export interface ServerCards {
  organic: Record<string, ReactNode>;
  sponsored: Record<string, ReactNode>;
}

/**
 * The listing's cards for the page the server rendered, drawn here so that the browser only
 * hydrates their islands, not 40 cards (L §3, §4). Eagerness as the grid decides it: the first
 * `eagerImages` cards, sponsored ones first, load their images at once.
 */
export function listingServerCards(listing: ListingView, eagerImages: number): ServerCards {
  const { state, response, pageSize, reviewsEnabled } = listing;
  const selectedSizes = state.filters.sizes ?? [];
  // Sponsored cards show while page 1 is the first page loaded, as ListingResults shows them.
  const shownSponsored = (state.page ?? 1) === 1 ? listing.sponsored : [];
  const slots = sponsoredSlots(shownSponsored);
  const eagerOrganic = Math.max(0, eagerImages - slots.length);
  const products = response.edges.map((edge) => edge.node);
  const organic = Object.fromEntries(
    placeOrganicResults(products, shownSponsored, pageSize).map(({ product }, index) => {
      const key = gridCardKeys.organic(product);
      return [key, <ListingProductCard key={key} cardKey={key} product={product} eager={index < eagerOrganic} badges={listing.badges} selectedSizes={selectedSizes} showRatings={reviewsEnabled} />];
    }),
  );
  const sponsored = Object.fromEntries(
    slots.map(({ product, ad }, index) => {
      const key = gridCardKeys.sponsored(ad);
      return [key, <ListingProductCard key={key} cardKey={key} product={product} eager={index < eagerImages} selectedSizes={selectedSizes} showRatings={reviewsEnabled} />];
    }),
  );
  return { organic, sponsored };
}
