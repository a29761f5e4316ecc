import type { Random } from './random';

/**
 * A shelf price in pence near `pounds`, ending the way UK fashion prices end: round pounds
 * (in fives above £20), .99 or .50.
 */
export function retailPrice(pounds: number, random: Random): number {
  const whole = Math.max(3, Math.round(pounds));
  const ending = random.weighted([
    ['00', 5],
    ['99', 3],
    ['50', 1],
  ] as const);
  if (ending === '00') return (whole >= 20 ? Math.round(whole / 5) * 5 : whole) * 100;
  if (ending === '99') return whole * 100 - 1;
  return whole * 100 - 50;
}

/** A sale price `percent` below `fullPence`, still ending in 00/99/50 and always lower. */
export function markdownPrice(fullPence: number, percent: number, random: Random): number {
  const candidate = retailPrice((fullPence * (1 - percent / 100)) / 100, random);
  if (candidate < fullPence) return candidate;
  // Tiny prices can round back up to the full price: drop to the next ending below it.
  return fullPence % 100 === 0 ? fullPence - 1 : fullPence - (fullPence % 100 === 99 ? 49 : 50);
}

export const markdownPercents = [
  [10, 1],
  [15, 1],
  [20, 3],
  [25, 2],
  [30, 3],
  [40, 2],
  [50, 2],
  [60, 1],
  [70, 0.5],
] as const;
