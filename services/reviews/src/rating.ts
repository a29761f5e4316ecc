/** An average to one decimal, as cards and stats show it (P §9); exact for halves (4.25 → 4.3). */
export function roundAverage(sum: number, count: number): number {
  if (count === 0) return 0;
  // sum * 10 / count is exact whenever the true value is a half, so Math.round never sees 42.4999….
  return Math.round((sum * 10) / count) / 10;
}
