import { andInto, andNotInto, createBitset, orInto, type Bitset } from '../bitset';
import type { FacetColumn } from '../columns/facet-column';
import type { NumericColumn } from '../columns/numeric-column';
import type { LruCache } from '../int-vector';
import { filterKey, type FilterNode } from './ast';

/** What filter evaluation reads: the snapshot's columns and which attributes may be filtered. */
export interface FilterContext {
  docCount: number;
  all: Bitset;
  facet(attribute: string): FacetColumn;
  numeric(attribute: string): NumericColumn;
  isFacetable(attribute: string): boolean;
  isNumericFilterable(attribute: string): boolean;
  cache: LruCache<string, Bitset>;
}

const numberPattern = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;

/**
 * The records matching a filter, as a bitset the caller must not modify (results are cached per
 * snapshot, so the groups InstantSearch repeats across its disjunctive queries are computed once).
 */
export function evaluateFilter(node: FilterNode, context: FilterContext): Bitset {
  const key = filterKey(node);
  const cached = context.cache.get(key);
  if (cached) return cached;
  const result = compute(node, context);
  context.cache.set(key, result);
  return result;
}

function compute(node: FilterNode, context: FilterContext): Bitset {
  switch (node.type) {
    case 'facet':
      return facetBits(node.attribute, node.value, context);
    case 'tag': {
      const column = context.facet('_tags');
      const bits = createBitset(context.docCount);
      for (const id of column.exactIdsFor(node.value)) column.orValueInto(bits, id);
      return bits;
    }
    case 'numeric': {
      if (!context.isNumericFilterable(node.attribute)) return createBitset(context.docCount);
      const column = context.numeric(node.attribute);
      if (node.operator === '!=') return andNotInto(context.all.slice(), column.compare('=', node.value));
      return column.compare(node.operator, node.value);
    }
    case 'range':
      if (!context.isNumericFilterable(node.attribute)) return createBitset(context.docCount);
      return context.numeric(node.attribute).range(node.low, node.high);
    case 'and': {
      if (node.children.length === 0) return context.all;
      const bits = evaluateFilter(node.children[0]!, context).slice();
      for (let i = 1; i < node.children.length; i++) andInto(bits, evaluateFilter(node.children[i]!, context));
      return bits;
    }
    case 'or': {
      const bits = createBitset(context.docCount);
      for (const child of node.children) {
        // Facet values of one attribute are ORed straight from their postings.
        if (child.type === 'facet' && context.isFacetable(child.attribute) && child.attribute !== 'objectID') {
          const column = context.facet(child.attribute);
          for (const id of column.idsFor(child.value)) column.orValueInto(bits, id);
          if (column.idsFor(child.value).length > 0 || !numberPattern.test(child.value)) continue;
        }
        orInto(bits, evaluateFilter(child, context));
      }
      return bits;
    }
    case 'not':
      return andNotInto(context.all.slice(), evaluateFilter(node.child, context));
  }
}

function facetBits(attribute: string, value: string, context: FilterContext): Bitset {
  const bits = createBitset(context.docCount);
  if (attribute === 'objectID') {
    // objectID is always filterable, and case-sensitive.
    const column = context.facet('objectID');
    for (const id of column.exactIdsFor(value)) column.orValueInto(bits, id);
    return bits;
  }
  if (context.isFacetable(attribute)) {
    const column = context.facet(attribute);
    const ids = column.idsFor(value);
    for (const id of ids) column.orValueInto(bits, id);
    if (ids.length > 0) return bits;
  }
  // attribute:10 or attribute:true on a numeric (or boolean) attribute compares numerically.
  if (context.isNumericFilterable(attribute)) {
    const number = value === 'true' ? 1 : value === 'false' ? 0 : numberPattern.test(value) ? Number(value) : undefined;
    if (number !== undefined) return context.numeric(attribute).compare('=', number);
  }
  return bits;
}
