/**
 * Card layout rules (L §3, §9, P §9): swatches fitted to the card width, image aspect ratios and
 * star ratings.
 */
import { cardRules, imageAspectRatios } from './constants';

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
