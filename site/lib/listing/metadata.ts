import type { Metadata } from 'next';
import type { FasciaConfig } from '@storefront/sites/fascias';
import { canonicalUrl, listingRobots, listingTitle } from '@storefront/plugins/listing/rules/metadata';
import type { ListingView } from '@storefront/plugins/listing/ui/model';

/** Title, description, canonical, robots and social image of a listing (L §2). */
export function listingMetadata(listing: ListingView, site: FasciaConfig, origin: string, preview: boolean): Metadata {
  const { state, category, content } = listing;
  const pageTitle = state.kind === 'search' ? (state.query ? `Search results for ${state.query}` : 'Search') : (category?.name ?? 'Shop');
  const title = listingTitle({ metaTitle: content?.metaTitle ?? category?.metaTitle, pageTitle, siteLabel: site.siteLabel });
  const description =
    content?.metaDescription ?? category?.metaDescription ?? (state.kind === 'search' ? `Shop ${state.query || 'everything'} at ${site.name}.` : `Shop ${pageTitle} at ${site.name}.`);
  const image = content?.categoryCards[0]?.image ?? content?.roundels[0]?.image;
  const robots = preview ? 'noindex,nofollow' : listingRobots(state, content?.robots);
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: canonicalUrl(origin, state) },
    robots,
    openGraph: { title, description, type: 'website', ...(image ? { images: [{ url: `${origin}${image.url}` }] } : {}) },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description, ...(image ? { images: [`${origin}${image.url}`] } : {}) },
  };
}
