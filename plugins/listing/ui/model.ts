import type { ProductSummary } from '@storefront/catalogue/types';
import type { SiteBadge } from '../../shared/product/rules/badge-content';
import type { ListingContent } from '../content';
import type { ListingSearchResponse, ListType } from '../model/listing-types';
import type { ListingUrlState } from '../rules/listing-url';
import type { BreadcrumbLink } from '../rules/metadata';
import type { SponsoredProduct } from '../rules/sponsored';
import type { VisualSearchView } from '../rules/visual-search';

export interface ListingCategory {
  id: string;
  slug: string;
  name: string;
  metaTitle: string | undefined;
  metaDescription: string | undefined;
  /** Names of the category and its ancestors (the chatbot rule reads them). */
  names: string[];
  breadcrumbs: BreadcrumbLink[];
  /** Sub-categories to browse into. */
  children: Array<{ name: string; href: string }>;
}

/** Everything a listing page shows for one URL, in the app's own shapes. */
export interface ListingView {
  state: ListingUrlState;
  listType: ListType;
  category: ListingCategory | undefined;
  content: ListingContent | undefined;
  response: ListingSearchResponse;
  pageSize: number;
  reviewsEnabled: boolean;
  /** 'We Think You'll Like' products for the no-results page. */
  suggestions: ProductSummary[];
  /** The site's chatbot flag (the widget shows on dress listings, L §2). */
  chatbotEnabled: boolean;
  /** The site's CMS badges; each card shows those its product qualifies for (L §5). */
  badges: SiteBadge[];
  /** Sponsored products shown first on page 1 of a category (L §3, §9); none when the ad fetch fails. */
  sponsored: SponsoredProduct[];
  /** The photo search this listing shows, in visual search mode (L §4). */
  visualSearch?: VisualSearchView;
}
