import type { NumericOperator } from '../columns/numeric-column';

/** A parsed filter, from `filters`, `facetFilters`, `numericFilters` or `tagFilters`. */
export type FilterNode =
  | { type: 'facet'; attribute: string; value: string }
  | { type: 'tag'; value: string }
  | { type: 'numeric'; attribute: string; operator: NumericOperator; value: number }
  | { type: 'range'; attribute: string; low: number; high: number }
  | { type: 'and'; children: FilterNode[] }
  | { type: 'or'; children: FilterNode[] }
  | { type: 'not'; child: FilterNode };

export const and = (children: FilterNode[]): FilterNode => (children.length === 1 ? children[0]! : { type: 'and', children });
export const or = (children: FilterNode[]): FilterNode => (children.length === 1 ? children[0]! : { type: 'or', children });

/** A stable text form, used as a cache key. */
export function filterKey(node: FilterNode): string {
  switch (node.type) {
    case 'facet':
      return `f${JSON.stringify([node.attribute, node.value])}`;
    case 'tag':
      return `t${JSON.stringify(node.value)}`;
    case 'numeric':
      return `n${JSON.stringify([node.attribute, node.operator, node.value])}`;
    case 'range':
      return `r${JSON.stringify([node.attribute, node.low, node.high])}`;
    case 'and':
      return `(${node.children.map(filterKey).join('&')})`;
    case 'or':
      return `(${node.children.map(filterKey).join('|')})`;
    case 'not':
      return `!${filterKey(node.child)}`;
  }
}
