/**
 * Card and grid layout rules (L §3, §9, P §9): swatches fitted to the card width, grid columns,
 * sponsored items on mobile, the result count, text limits and image aspect ratios.
 */
import { cardRules, gridRules, imageAspectRatios } from './constants';

/**
 * How many colour swatches a card of this width shows, and how many go into '+N' (L §9): at most 6,
 * each 24 px plus a 4 px gap, so (width + 4) / 28 fit; when not all fit, 30 px are kept for '+N'.
 */
export function fittedSwatches(cardWidth: number, colourCount: number): { shown: number; more: number } {
  const count = Number.isFinite(colourCount) ? Math.max(0, Math.floor(colourCount)) : 0;
  const width = Number.isFinite(cardWidth) ? Math.max(0, cardWidth) : 0;
  const slot = cardRules.swatchPx + cardRules.swatchGapPx;
  const fitAll = Math.floor((width + cardRules.swatchGapPx) / slot);
  if (count <= Math.min(fitAll, cardRules.maxSwatches)) return { shown: count, more: 0 };
  const fitWithReserve = Math.floor((width - cardRules.swatchReservePx + cardRules.swatchGapPx) / slot);
  const shown = Math.max(0, Math.min(fitWithReserve, cardRules.maxSwatches, count));
  return { shown, more: count - shown };
}

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
  return viewport === 'mobile' ? items.slice(0, cardRules.maxSponsoredOnMobile) : [...items];
}

/** The brand ticker takes at most 50 brands (L §9). */
export function brandTickerItems<T>(items: readonly T[]): T[] {
  return items.slice(0, cardRules.brandTickerMax);
}

/** The result count as shown: 1,000 or more reads '1,000+' (L §9). */
export function formatResultTotal(total: number): string {
  if (!Number.isFinite(total) || total < 0) return '0';
  if (total >= cardRules.totalCapDisplay) return `${cardRules.totalCapDisplay.toLocaleString('en-GB')}+`;
  return String(Math.floor(total));
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
  return truncateText(text, cardRules.bottomSeoTextThreshold);
}

/** A banner paragraph collapses beyond 200 characters (L §9). */
export function bannerParagraph(text: string): { text: string; truncated: boolean } {
  return truncateText(text, cardRules.bannerParagraphLimit);
}

export type ImageShape = keyof typeof imageAspectRatios;

/** Image height for a width: ratio 1.5 by default, 1 square, 1.25 five-four (L §9). */
export function imageHeight(width: number, shape: ImageShape = 'default'): number {
  return Math.round(width * (imageAspectRatios[shape] ?? imageAspectRatios.default));
}

/** A star rating clamped to 0–5 and rounded to halves, for drawing stars (L §9). */
export function starRating(rating: unknown): number {
  if (typeof rating !== 'number' || !Number.isFinite(rating)) return 0;
  return Math.round(Math.min(cardRules.maxRating, Math.max(0, rating)) * 2) / 2;
}
