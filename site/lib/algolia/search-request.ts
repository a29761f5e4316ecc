/**
 * The filters of a hosted search request (L §4, §5, §7): facet filters OR-ed within a facet and
 * AND-ed across facets, and price / discount ranges as numeric filters on the record's price and
 * discountPercentage. A
 * range that is not 'min-max' (or 'min-max' with max) is ignored, as the spec asks.
 */
import { isRangeFacet, rangeFacetAttributes } from '@storefront/plugins/listing/rules/facet-keys';
import { filtersForMode, type Filters } from '@storefront/plugins/listing/rules/facets';
import { parseRangeValue } from '@storefront/plugins/listing/rules/price-ranges';

export interface SearchFilters {
  /** One inner list per facet: its values OR-ed. */
  facetFilters: string[][];
  numericFilters: string[];
}

/** 'brand:coast'; a leading '-' is escaped so it is not read as a negation. */
function facetFilter(key: string, value: string): string {
  return `${key}:${value.startsWith('-') ? `\\${value}` : value}`;
}

export function searchFilters(filters: Filters, mode: { visualSearch?: boolean } = {}): SearchFilters {
  const facetFilters: string[][] = [];
  const numericFilters: string[] = [];
  for (const [key, values] of Object.entries(filtersForMode(filters, { visualSearch: mode.visualSearch ?? false }))) {
    if (isRangeFacet(key)) {
      const range = parseRangeValue(values[0]);
      if (!range) continue;
      const attribute = rangeFacetAttributes[key];
      numericFilters.push(`${attribute} >= ${range.min}`);
      if (range.max !== undefined) numericFilters.push(`${attribute} <= ${range.max}`);
      continue;
    }
    facetFilters.push(values.map((value) => facetFilter(key, value)));
  }
  return { facetFilters, numericFilters };
}
