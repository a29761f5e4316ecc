/**
 * The price and discount range filters (L §5, §9): 'min-max' facet values and their labels.
 * Money in pounds (or percent for discounts) as the shopper reads it.
 */

/** A range filter: `max` undefined means open-ended ('10-max'). */
export interface NumericRange {
  min: number;
  max: number | undefined;
}

export type RangeUnit = 'price' | 'percent';

const rangePattern = /^\s*(\d{1,9}(?:\.\d{1,4})?)\s*-\s*(\d{1,9}(?:\.\d{1,4})?|max)\s*$/i;

/**
 * Reads a price or discount range facet value: 'min-max', or 'min-max' with the word max as the
 * upper bound. Both ends must be numeric, else the filter is ignored (undefined). Values come as
 * low-high; a high-low pair is put in order rather than thrown away.
 */
export function parseRangeValue(value: unknown): NumericRange | undefined {
  if (typeof value !== 'string') return undefined;
  const match = rangePattern.exec(value);
  if (!match) return undefined;
  const min = Number(match[1]);
  const max = match[2]!.toLowerCase() === 'max' ? undefined : Number(match[2]);
  if (max !== undefined && max < min) return { min: max, max: min };
  return { min, max };
}

/** The facet value for a range: '10-20', or '10-max' when open-ended. */
export function formatRangeValue(range: NumericRange): string {
  return `${formatNumber(range.min)}-${range.max === undefined ? 'max' : formatNumber(range.max)}`;
}

function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(2)));
}

function formatAmount(value: number, unit: RangeUnit): string {
  if (unit === 'percent') return `${formatNumber(value)}%`;
  return `£${Number.isInteger(value) ? value.toLocaleString('en-GB') : value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The label of a range: '£10 - £20', '£100+', '10% - 50%', '70%+'. */
export function rangeLabel(range: NumericRange, unit: RangeUnit): string {
  if (range.max === undefined) return `${formatAmount(range.min, unit)}+`;
  if (range.max === range.min) return formatAmount(range.min, unit);
  return `${formatAmount(range.min, unit)} - ${formatAmount(range.max, unit)}`;
}
