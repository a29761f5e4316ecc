/** P §5: a review collected in a promotion starts with this marker; it is stripped when shown. */
export const PROMOTION_MARKER = '[This review was collected as part of a promotion.]';

const leadingMarker = /^\s*\[This review was collected as part of a promotion\.\]\s*/;

/** The text to show and whether the review was collected as part of a promotion. */
export function splitPromotionMarker(text: string): { reviewText: string; isPromotional: boolean } {
  const match = leadingMarker.exec(text);
  return match ? { reviewText: text.slice(match[0].length), isPromotional: true } : { reviewText: text, isPromotional: false };
}
