/**
 * How much of its variant's stock each basket line may have. Lines of the same SKU (customised
 * differently) share its stock, first added first served, so the basket never asks for more
 * than there is in total.
 */
export interface StockedLine {
  sku: string;
  quantity: number;
  /** The variant's units in stock now. */
  stock: number;
}

/** For each line, in order: the units left for it after the earlier lines of its SKU (0 or more). */
export function unitsLeftPerLine(lines: readonly StockedLine[]): number[] {
  const taken = new Map<string, number>();
  return lines.map((line) => {
    const earlier = taken.get(line.sku) ?? 0;
    const left = Math.max(0, line.stock - earlier);
    taken.set(line.sku, earlier + Math.min(line.quantity, left));
    return left;
  });
}

/** The refusal when a line would ask for more than is left for it. */
export function onlyLeftMessage(unitsLeft: number): string {
  return unitsLeft > 0 ? `Only ${unitsLeft} left in stock` : 'Out of stock';
}
