import { truncation } from '../reviews.texts';

export interface Shortened {
  text: string;
  /** True when text was cut and 'Read more' has more to show. */
  truncated: boolean;
}

/**
 * A review or response text cut to `limit` characters (P §9). A text at most `tolerance` longer
 * than the limit is shown whole, so 'Read more' never hides a few words; a longer one is cut at
 * the last word break within `tolerance` before the limit (at the limit if there is none) and
 * ends with an ellipsis.
 */
export function shorten(text: string, limit: number, tolerance: number = truncation.tolerance): Shortened {
  const whole = text.trim();
  if (whole.length <= limit + tolerance) return { text: whole, truncated: false };
  const head = whole.slice(0, limit);
  const lastBreak = head.search(/\s\S*$/);
  const cut = lastBreak >= limit - tolerance ? head.slice(0, lastBreak) : head;
  return { text: `${cut.replace(/[\s.,;:!?-]+$/, '')}…`, truncated: true };
}
