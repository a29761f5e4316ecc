import { roundAverage } from '@storefront/reviews/rating';
import type { Random } from '../catalogue/random';

/**
 * The total of `count` ratings of 1–5 whose average rounds to `target`, nearest to target × count;
 * `exact` is false when no total does (one review cannot average 4.3), and the total is then the
 * one whose average is nearest the target.
 */
export function ratingTotal(count: number, target: number): { total: number; exact: boolean } {
  let best: number | undefined;
  for (let total = count; total <= count * 5; total++) {
    if (roundAverage(total, count) !== target) continue;
    if (best === undefined || Math.abs(total - target * count) < Math.abs(best - target * count)) best = total;
  }
  if (best !== undefined) return { total: best, exact: true };
  const nearest = Math.min(count * 5, Math.max(count, Math.round(target * count)));
  return { total: nearest, exact: false };
}

/** Weights p(r) ∝ e^(λr) for r = 1..5 with the given mean: the least-assuming shape for it. */
function weightsForMean(mean: number): number[] {
  const weights = (lambda: number) => [1, 2, 3, 4, 5].map((rating) => Math.exp(lambda * rating));
  const meanOf = (w: number[]) => w.reduce((sum, weight, index) => sum + weight * (index + 1), 0) / w.reduce((sum, weight) => sum + weight, 0);
  let low = -20;
  let high = 20;
  for (let step = 0; step < 60; step++) {
    const middle = (low + high) / 2;
    if (meanOf(weights(middle)) < mean) low = middle;
    else high = middle;
  }
  return weights((low + high) / 2);
}

/**
 * `count` ratings adding up to exactly `total`: drawn around the mean, then nudged one star at a
 * time on randomly chosen reviews until the total is met. Deterministic for a given Random.
 */
export function drawRatings(count: number, total: number, random: Random): number[] {
  if (total < count || total > count * 5) throw new Error(`No ${count} ratings of 1–5 add up to ${total}`);
  const weights = weightsForMean(total / count);
  const entries = weights.map((weight, index) => [index + 1, weight] as const);
  const ratings = Array.from({ length: count }, () => random.weighted(entries));
  let sum = ratings.reduce((a, b) => a + b, 0);
  while (sum !== total) {
    const up = sum < total;
    const candidates: number[] = [];
    ratings.forEach((rating, index) => {
      if (up ? rating < 5 : rating > 1) candidates.push(index);
    });
    const index = random.pick(candidates);
    ratings[index] = ratings[index]! + (up ? 1 : -1);
    sum += up ? 1 : -1;
  }
  return ratings;
}
