import type { Random } from './random';

export type StockPlan = 'normal' | 'sold-out';

/**
 * Units in stock for one size. Middle sizes sell fastest but are also bought deepest, so they
 * carry more stock; the smallest and largest sizes sell out more often. A one-size product
 * (beauty, home, bags) is usually available.
 */
export function sizeStock(sizeIndex: number, sizeCount: number, random: Random): number {
  if (sizeCount === 1) {
    const roll = random.next();
    if (roll < 0.05) return 0;
    if (roll < 0.14) return random.int(1, 4);
    return random.int(8, 140);
  }
  const centre = (sizeCount - 1) / 2;
  const edge = centre === 0 ? 0 : Math.abs(sizeIndex - centre) / centre;
  const roll = random.next();
  const soldOut = 0.07 + edge * 0.12;
  const low = soldOut + 0.1 + edge * 0.05;
  if (roll < soldOut) return 0;
  if (roll < low) return random.int(1, 4);
  return Math.round(random.int(5, 60) * (1.3 - edge * 0.6));
}
