import type { NumericOperator } from '../columns/numeric-column';
import { badRequest } from '../errors';
import { checkFilterArray } from '../limits';
import { and, or, type FilterNode } from './ast';

/**
 * facetFilters, numericFilters, tagFilters and optionalFilters: a string or arrays where the top
 * level is AND and each nested level switches between OR and AND ([["a:1","a:2"],"b:3"] is
 * (a:1 OR a:2) AND b:3). A leading "-" negates (`-brand:Coast` or `brand:-Coast`; `\-` keeps it).
 */

type Nested = string | Nested[];

function combine(value: Nested, parameter: string, leaf: (text: string) => FilterNode, depth: number): FilterNode {
  if (typeof value === 'string') return leaf(value);
  if (!Array.isArray(value)) throw badRequest(`${parameter}: expected strings and arrays`);
  const children = value.map((item) => combine(item, parameter, leaf, depth + 1));
  if (children.length === 0) return { type: 'and', children: [] };
  return depth % 2 === 0 ? and(children) : or(children);
}

/** Legacy string form: "a,b,(c,d)" is a AND b AND (c OR d). */
function splitLegacy(text: string, parameter: string): Nested[] {
  const out: Nested[] = [];
  let depth = 0;
  let current = '';
  let group: string[] | undefined;
  for (const char of text) {
    if (char === '(' && depth === 0) {
      depth = 1;
      group = [];
      current = '';
      continue;
    }
    if (char === ')' && depth === 1) {
      if (current.trim()) group!.push(current.trim());
      out.push(group!);
      group = undefined;
      depth = 0;
      current = '';
      continue;
    }
    if (char === ',') {
      if (current.trim()) (group ?? out).push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  if (depth !== 0) throw badRequest(`${parameter}: unbalanced parentheses in "${text}"`);
  if (current.trim()) out.push(current.trim());
  return out;
}

function facetLeaf(text: string, parameter: string): FilterNode {
  let body = text;
  let negated = false;
  if (body.startsWith('-')) {
    negated = true;
    body = body.slice(1);
  }
  const colon = body.indexOf(':');
  if (colon <= 0) throw badRequest(`${parameter}: invalid filter "${text}" (expected attribute:value)`);
  const attribute = body.slice(0, colon);
  let value = body.slice(colon + 1);
  if (value.startsWith('\\-')) value = value.slice(1);
  else if (value.startsWith('-')) {
    negated = !negated;
    value = value.slice(1);
  }
  const node: FilterNode = attribute === '_tags' ? { type: 'tag', value } : { type: 'facet', attribute, value };
  return negated ? { type: 'not', child: node } : node;
}

const numericPattern = /^\s*([^<>=!:\s]+)\s*(<=|>=|!=|<|>|=)\s*(-?[\d.eE+-]+)\s*$/;
const rangePattern = /^\s*([^<>=!:\s]+)\s*:\s*(-?[\d.eE+-]+)\s+TO\s+(-?[\d.eE+-]+)\s*$/;

function numericLeaf(text: string): FilterNode {
  const range = rangePattern.exec(text);
  if (range) {
    const low = Number(range[2]);
    const high = Number(range[3]);
    if (Number.isFinite(low) && Number.isFinite(high)) return { type: 'range', attribute: range[1]!, low, high };
  }
  const comparison = numericPattern.exec(text);
  if (comparison) {
    const value = Number(comparison[3]);
    if (Number.isFinite(value)) return { type: 'numeric', attribute: comparison[1]!, operator: comparison[2] as NumericOperator, value };
  }
  throw badRequest(`numericFilters: invalid filter "${text}" (expected attribute<op>number or attribute:low TO high)`);
}

function tagLeaf(text: string): FilterNode {
  if (text.startsWith('-')) return { type: 'not', child: { type: 'tag', value: text.slice(1) } };
  return { type: 'tag', value: text.startsWith('\\-') ? text.slice(1) : text };
}

export function parseFacetFilters(value: Nested, parameter = 'facetFilters'): FilterNode | undefined {
  checkFilterArray(parameter, value);
  const list = typeof value === 'string' ? [value] : value;
  if (list.length === 0) return undefined;
  return combine(list, parameter, (text) => facetLeaf(text, parameter), 0);
}

export function parseNumericFilters(value: Nested): FilterNode | undefined {
  checkFilterArray('numericFilters', value);
  const list = typeof value === 'string' ? splitLegacy(value, 'numericFilters') : value;
  if (typeof value === 'string') checkFilterArray('numericFilters', list);
  if (list.length === 0) return undefined;
  return combine(list, 'numericFilters', numericLeaf, 0);
}

export function parseTagFilters(value: Nested): FilterNode | undefined {
  checkFilterArray('tagFilters', value);
  const list = typeof value === 'string' ? splitLegacy(value, 'tagFilters') : value;
  if (typeof value === 'string') checkFilterArray('tagFilters', list);
  if (list.length === 0) return undefined;
  return combine(list, 'tagFilters', tagLeaf, 0);
}

/** optionalFilters: the facet-filter syntax; each top-level entry scores one point when matched ("<score=N>" is read and ignored). */
export function parseOptionalFilters(value: Nested): FilterNode[] {
  checkFilterArray('optionalFilters', value);
  const list = typeof value === 'string' ? [value] : value;
  const strip = (item: Nested): Nested => (typeof item === 'string' ? item.replace(/<score=\d+>$/, '') : item.map(strip));
  return list.map((item) => combine([strip(item)], 'optionalFilters', (text) => facetLeaf(text, 'optionalFilters'), 0));
}
