import { beforeAll, describe, expect, it } from 'vitest';
import { createSearchEngine, type SearchEngine } from './engine';
import { arePluralEquivalent } from './text/plurals';
import { catalogueRecords, productIndexSettings, type ProductRecord } from '../testing/catalogue-records';

/**
 * Differential test: over the seeded catalogue, random combinations of text, disjunctive and
 * negated facet filters and numeric filters must give exactly the nbHits and facet counts of a
 * brute-force evaluation written here with plain loops. Only the definition of English plural
 * equivalence is shared with the engine (it is a word list, tested on its own).
 */

// ---- An independent reference implementation ----------------------------------------------

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

function referenceTokens(text: string): string[] {
  const folded = fold(text);
  const plain = folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const compounds = (folded.match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)+/gu) ?? []).map((word) => word.replace(/[-'’]/g, ''));
  return [...plain, ...compounds];
}

function osa(a: string, b: string): number {
  const d: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    d.push([]);
    for (let j = 0; j <= b.length; j++) {
      if (i === 0) d[i]![j] = j;
      else if (j === 0) d[i]![j] = i;
      else {
        let value = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, d[i - 2]![j - 2]! + 1);
        d[i]![j] = value;
      }
    }
  }
  return d[a.length]![b.length]!;
}

function wordMatches(word: string, token: string, prefix: boolean): boolean {
  if (token === word || arePluralEquivalent(word, token)) return true;
  const allowed = word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
  if (prefix) {
    if (token.startsWith(word)) return true;
    if (allowed === 0) return false;
    for (let end = 0; end <= token.length; end++) if (osa(word, token.slice(0, end)) <= allowed) return true;
    return false;
  }
  return allowed > 0 && osa(word, token) <= allowed;
}

const searchable = ['name', 'brand', 'categoryNames', 'styleTaxonomy', 'colours', 'description'] as const;

function values(record: ProductRecord, attribute: string): unknown[] {
  const value = record[attribute];
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

type Facet = { attribute: string; value: string; negated: boolean };
type Numeric = { attribute: string; operator: '<' | '<=' | '=' | '!=' | '>=' | '>' | 'range'; value: number; high?: number };

interface Case {
  query: string;
  /** AND of OR groups. */
  facetGroups: Facet[][];
  numeric: Numeric[];
  useFiltersString: boolean;
}

function facetValueText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return String(value);
  return undefined;
}

/** Memo of wordMatches over distinct (word, token) pairs: the brute force stays a plain loop, only faster. */
const memo = new Map<string, boolean>();
function cachedMatch(word: string, token: string, prefix: boolean): boolean {
  const key = `${word}\u0000${token}\u0000${prefix}`;
  let result = memo.get(key);
  if (result === undefined) {
    result = wordMatches(word, token, prefix);
    memo.set(key, result);
  }
  return result;
}

function referenceMatch(record: ProductRecord, testCase: Case, tokensOf: Map<ProductRecord, string[]>): boolean {
  const words = fold(testCase.query).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const tokens = tokensOf.get(record)!;
  for (let i = 0; i < words.length; i++) {
    const prefix = i === words.length - 1;
    if (!tokens.some((token) => cachedMatch(words[i]!, token, prefix))) return false;
  }
  for (const group of testCase.facetGroups) {
    const ok = group.some((facet) => {
      const has = values(record, facet.attribute).some((value) => {
        const text = facetValueText(value);
        return text !== undefined && fold(text) === fold(facet.value);
      });
      return facet.negated ? !has : has;
    });
    if (!ok) return false;
  }
  for (const filter of testCase.numeric) {
    const numbers = values(record, filter.attribute).flatMap((value) => (typeof value === 'number' ? [value] : typeof value === 'boolean' ? [value ? 1 : 0] : []));
    const test = (n: number) => {
      switch (filter.operator) {
        case '<':
          return n < filter.value;
        case '<=':
          return n <= filter.value;
        case '=':
          return n === filter.value;
        case '>=':
          return n >= filter.value;
        case '>':
          return n > filter.value;
        case 'range':
          return n >= filter.value && n <= filter.high!;
        case '!=':
          return n === filter.value;
      }
    };
    const any = numbers.some(test);
    if (filter.operator === '!=' ? any : !any) return false;
  }
  return true;
}

// ---- Random cases ------------------------------------------------------------------------

function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const facetAttributes = ['brand', 'colourFacets', 'sizes', 'department', 'gender', 'occasion', 'fabrication', 'categorySlugs', 'styleTaxonomy', 'neckline', 'sleeveLength'];

function makeCases(records: readonly ProductRecord[], count: number): Case[] {
  const random = prng(20240611);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const valuesOf = new Map(facetAttributes.map((attribute) => [attribute, [...new Set(records.flatMap((record) => values(record, attribute).map(String)))]]));
  const wordsOf = (record: ProductRecord) => [record.name, record.brand, ...record.colours, ...record.categoryNames].flatMap((text) => fold(text).split(/[^\p{L}\p{N}]+/u)).filter((word) => word.length > 1);
  const textWords = [...new Set(records.flatMap(wordsOf))];
  const mutate = (word: string): string => {
    const roll = random();
    if (roll < 0.25 && word.length >= 5) {
      const at = 1 + Math.floor(random() * (word.length - 2));
      return word.slice(0, at) + word.slice(at + 1); // deletion
    }
    if (roll < 0.4 && word.length >= 5) {
      const at = 1 + Math.floor(random() * (word.length - 2));
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2); // transposition
    }
    if (roll < 0.55 && word.length >= 4) return word.slice(0, 2 + Math.floor(random() * (word.length - 2))); // prefix
    if (roll < 0.65) return word.endsWith('s') ? word.slice(0, -1) : `${word}s`; // plural
    if (roll < 0.7) return word.toUpperCase();
    return word;
  };
  const cases: Case[] = [];
  for (let n = 0; n < count; n++) {
    // Most values come from one anchor record, so combinations often match something.
    const anchor = pick(records);
    const anchorWords = wordsOf(anchor);
    const words = random() < 0.35 ? [] : Array.from({ length: random() < 0.6 ? 1 : 2 }, () => mutate(random() < 0.8 ? pick(anchorWords) : pick(textWords)));
    const facetGroups: Facet[][] = [];
    const groups = Math.floor(random() * 4);
    for (let g = 0; g < groups; g++) {
      const attribute = pick(facetAttributes);
      const size = 1 + Math.floor(random() * 3);
      const negated = random() < 0.2;
      const anchorValues = values(anchor, attribute).map(String);
      facetGroups.push(
        Array.from({ length: negated ? 1 : size }, (_, index) => ({
          attribute,
          value: index === 0 && !negated && anchorValues.length > 0 && random() < 0.8 ? pick(anchorValues) : pick(valuesOf.get(attribute)!),
          negated,
        })),
      );
    }
    const numeric: Numeric[] = [];
    const numerics = Math.floor(random() * 3);
    for (let k = 0; k < numerics; k++) {
      const roll = random();
      if (roll < 0.45) numeric.push({ attribute: 'price', operator: pick(['<', '<=', '>=', '>'] as const), value: Math.round(random() * 120) });
      else if (roll < 0.65) {
        const low = Math.round(random() * 60);
        numeric.push({ attribute: 'price', operator: 'range', value: low, high: low + Math.round(random() * 80) });
      } else if (roll < 0.8) numeric.push({ attribute: 'rating', operator: pick(['>=', '<'] as const), value: 3 + Math.round(random() * 20) / 10 });
      else if (roll < 0.9) numeric.push({ attribute: 'discountPercentage', operator: pick(['>', '=', '!='] as const), value: pick([0, 20, 30, 50]) });
      else numeric.push({ attribute: 'isNextDay', operator: '=', value: 1 });
    }
    cases.push({ query: words.join(' '), facetGroups, numeric, useFiltersString: random() < 0.3 });
  }
  return cases;
}

function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function toParams(testCase: Case): Record<string, unknown> {
  if (testCase.useFiltersString) {
    const clauses = [
      ...testCase.facetGroups.map((group) => `(${group.map((facet) => `${facet.negated ? 'NOT ' : ''}${facet.attribute}:${quote(facet.value)}`).join(' OR ')})`),
      ...testCase.numeric.map((filter) => (filter.operator === 'range' ? `${filter.attribute}:${filter.value} TO ${filter.high}` : `${filter.attribute} ${filter.operator} ${filter.value}`)),
    ];
    return { query: testCase.query, filters: clauses.join(' AND ') };
  }
  return {
    query: testCase.query,
    facetFilters: testCase.facetGroups.map((group) => group.map((facet) => (facet.negated ? `-${facet.attribute}:${facet.value}` : `${facet.attribute}:${facet.value}`))),
    numericFilters: testCase.numeric.map((filter) => (filter.operator === 'range' ? `${filter.attribute}:${filter.value} TO ${filter.high}` : `${filter.attribute}${filter.operator}${filter.value}`)),
  };
}

describe('differential: engine vs brute force over the seeded catalogue', () => {
  let records: ProductRecord[];
  let engine: SearchEngine;
  let tokensOf: Map<ProductRecord, string[]>;
  const countedFacets = [...facetAttributes, 'price', 'isNextDay', 'discountPercentage'];

  beforeAll(() => {
    records = catalogueRecords();
    engine = createSearchEngine();
    engine.saveObjects('products', records);
    engine.setSettings('products', productIndexSettings);
    tokensOf = new Map(records.map((record) => [record, searchable.flatMap((attribute) => values(record, attribute).flatMap((value) => referenceTokens(String(value))))]));
  });

  it('agrees on nbHits and every facet count for 600 random queries', () => {
    const cases = makeCases(records, 600);
    let nonEmpty = 0;
    let withText = 0;
    for (const testCase of cases) {
      const matching = records.filter((record) => referenceMatch(record, testCase, tokensOf));
      const expectedFacets: Record<string, Record<string, number>> = {};
      for (const attribute of countedFacets) {
        const counts: Record<string, number> = {};
        for (const record of matching) {
          for (const value of new Set(values(record, attribute).map(facetValueText).filter((text): text is string => text !== undefined))) counts[value] = (counts[value] ?? 0) + 1;
        }
        if (Object.keys(counts).length > 0) expectedFacets[attribute] = counts;
      }
      const response = engine.search('products', { ...toParams(testCase), facets: countedFacets, maxValuesPerFacet: 1000, hitsPerPage: 0 });
      const label = JSON.stringify(toParams(testCase));
      expect(response.nbHits, label).toBe(matching.length);
      expect(response.facets ?? {}, label).toEqual(expectedFacets);
      if (matching.length > 0) nonEmpty++;
      if (testCase.query) withText++;
    }
    // The generator must exercise real matches, not only empty results.
    expect(nonEmpty).toBeGreaterThan(300);
    expect(withText).toBeGreaterThan(300);
  });

  it('returns exactly the matching records as hits', () => {
    const cases = makeCases(records, 80).filter((testCase) => testCase.query !== '');
    for (const testCase of cases) {
      const matching = records.filter((record) => referenceMatch(record, testCase, tokensOf)).map((record) => record.objectID);
      if (matching.length > 1000) continue;
      const response = engine.search('products', { ...toParams(testCase), hitsPerPage: 1000, attributesToRetrieve: ['objectID'], attributesToHighlight: [] });
      expect(response.hits.map((hit) => hit.objectID as string).sort(), JSON.stringify(toParams(testCase))).toEqual(matching.sort());
    }
  });
});
