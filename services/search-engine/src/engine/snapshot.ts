import type { JsonRecord } from './attributes';
import { fullBitset, type Bitset } from './bitset';
import { FacetColumn } from './columns/facet-column';
import { NumericColumn } from './columns/numeric-column';
import { distinctGroups, sortRanks, staticOrder, type StaticOrder } from './columns/sort-columns';
import { LruCache } from './int-vector';
import type { SearchableRank, SortKey } from './settings';
import { TextIndex } from './text/text-index';

/**
 * An immutable view of an index's records at one version, numbered 0..n-1, with every derived
 * structure built on first use and kept until the records change: the text index per
 * searchableAttributes, facet and numeric columns per attribute, sort orders per ranking. A
 * primary and its replicas share one snapshot, so replicas cost no extra memory for records,
 * facets or filters.
 */
export class Snapshot {
  readonly docs: readonly JsonRecord[];
  readonly size: number;
  readonly all: Bitset;
  readonly filterCache = new LruCache<string, Bitset>(512);
  private readonly textIndexes = new Map<string, TextIndex>();
  private readonly facets = new Map<string, FacetColumn>();
  private readonly numerics = new Map<string, NumericColumn>();
  private readonly ranks = new Map<string, Int32Array>();
  private readonly orders = new Map<string, StaticOrder>();
  private readonly groups = new Map<string, Int32Array>();
  private idToDoc: Map<string, number> | undefined;

  constructor(docs: readonly JsonRecord[]) {
    this.docs = docs;
    this.size = docs.length;
    this.all = fullBitset(docs.length);
  }

  textIndex(ranks: readonly SearchableRank[] | null): TextIndex {
    const key = ranks ? JSON.stringify(ranks) : '*';
    let index = this.textIndexes.get(key);
    if (!index) {
      index = new TextIndex(this.docs, ranks);
      this.textIndexes.set(key, index);
    }
    return index;
  }

  facet(attribute: string): FacetColumn {
    let column = this.facets.get(attribute);
    if (!column) {
      column = new FacetColumn(this.docs, attribute);
      this.facets.set(attribute, column);
    }
    return column;
  }

  numeric(attribute: string): NumericColumn {
    let column = this.numerics.get(attribute);
    if (!column) {
      column = new NumericColumn(this.docs, attribute);
      this.numerics.set(attribute, column);
    }
    return column;
  }

  sortRank(key: SortKey): Int32Array {
    const name = `${key.direction}(${key.attribute})`;
    let ranks = this.ranks.get(name);
    if (!ranks) {
      ranks = sortRanks(this.docs, key);
      this.ranks.set(name, ranks);
    }
    return ranks;
  }

  /** Records ordered by these keys, then by record number. */
  order(keys: readonly SortKey[]): StaticOrder {
    const name = keys.map((key) => `${key.direction}(${key.attribute})`).join(',');
    let order = this.orders.get(name);
    if (!order) {
      order = staticOrder(
        this.size,
        keys.map((key) => this.sortRank(key)),
      );
      this.orders.set(name, order);
    }
    return order;
  }

  distinctGroups(attribute: string): Int32Array {
    let groups = this.groups.get(attribute);
    if (!groups) {
      groups = distinctGroups(this.docs, attribute);
      this.groups.set(attribute, groups);
    }
    return groups;
  }

  docOf(objectID: string): number | undefined {
    if (!this.idToDoc) this.idToDoc = new Map(this.docs.map((record, doc) => [record.objectID as string, doc]));
    return this.idToDoc.get(objectID);
  }
}
