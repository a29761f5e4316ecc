/**
 * Listing layout rules (L §9): grid columns by viewport, sponsored items on mobile, the brand
 * ticker, the result count and the text limits of banners and SEO text.
 */
import { gridRules, listingRules } from './constants';

export type Viewport = 'mobile' | 'tablet' | 'desktop';

/** Mobile below 768 px, tablet below 1024 px, desktop from 1024 px (L §9). */
export function viewportOf(width: number): Viewport {
  if (!Number.isFinite(width) || width < gridRules.mobileBelowPx) return 'mobile';
  return width < gridRules.desktopFromPx ? 'tablet' : 'desktop';
}

/** Product grid columns: 5 on desktop, 4 under 1024 px (tablet), 2 on mobile (L §9). */
export function gridColumns(width: number): number {
  return gridRules.columns[viewportOf(width)];
}

/** At most 4 sponsored items on mobile; all of them elsewhere (L §9). */
export function sponsoredItemsShown<T>(items: readonly T[], viewport: Viewport): T[] {
  return viewport === 'mobile' ? items.slice(0, listingRules.maxSponsoredOnMobile) : [...items];
}

/** The brand ticker takes at most 50 brands (L §9). */
export function brandTickerItems<T>(items: readonly T[]): T[] {
  return items.slice(0, listingRules.brandTickerMax);
}

/** The result count as shown: 1,000 or more reads '1,000+' (L §9). */
export function formatResultTotal(total: number): string {
  if (!Number.isFinite(total) || total < 0) return '0';
  if (total >= listingRules.totalCapDisplay) return `${groupThousands(listingRules.totalCapDisplay)}+`;
  return String(Math.floor(total));
}

/**
 * A whole number with en-GB thousands separators ('12,345'), by hand: the count is drawn while a
 * listing hydrates, and a page's first Intl call (toLocaleString included) starts ICU, about
 * 30 ms of main thread on a phone for one comma.
 */
export function groupThousands(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  return `${value < 0 ? '-' : ''}${digits.replace(/\B(?=(\d{3})+$)/g, ',')}`;
}

/**
 * Text cut for a 'read more' toggle: whole when within the limit, else cut at the last word
 * boundary inside the limit with an ellipsis.
 */
export function truncateText(text: string, limit: number): { text: string; truncated: boolean } {
  const clean = text.trim();
  if (clean.length <= limit) return { text: clean, truncated: false };
  const cut = clean.slice(0, limit);
  const boundary = cut.search(/\s\S*$/);
  return { text: `${(boundary > 0 ? cut.slice(0, boundary) : cut).trimEnd()}…`, truncated: true };
}

/** The bottom SEO text collapses beyond 250 characters (L §9). */
export function bottomSeoText(text: string): { text: string; truncated: boolean } {
  return truncateText(text, listingRules.bottomSeoTextThreshold);
}

/** A banner paragraph collapses beyond 200 characters (L §9). */
export function bannerParagraph(text: string): { text: string; truncated: boolean } {
  return truncateText(text, listingRules.bannerParagraphLimit);
}
