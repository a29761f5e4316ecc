import { primitiveLeaves, topLevelAttributes, type JsonRecord } from '../attributes';
import { andInto, createBitset, orInto, toIds, type Bitset } from '../bitset';
import { IntVector, LruCache } from '../int-vector';
import type { SearchableRank } from '../settings';
import { scanTokens } from './tokenize';
import { Vocabulary } from './vocabulary';

/**
 * The inverted index of an index's searchable attributes. One posting per (word, record) keeps
 * the record's best occurrence (packed as rank << 17 | position << 1 | notWholeValue) and a mask
 * of the attribute slots the word appears in (for restrictSearchableAttributes and friends).
 */

/** Gap between the elements of an array attribute, so their words are never "near". */
const ARRAY_GAP = 8;
const MAX_POSITION = 0xffff;
export const MAX_QUERY_WORDS = 10;

export function packPosition(rank: number, position: number, wholeValue: boolean): number {
  return (rank << 17) | (Math.min(position, MAX_POSITION) << 1) | (wholeValue ? 0 : 1);
}
export const positionRank = (packed: number) => packed >>> 17;
export const positionOffset = (packed: number) => (packed >>> 1) & MAX_POSITION;
export const isWholeValue = (packed: number) => (packed & 1) === 0;

/** One word of a query, with what may match it. */
export interface QueryWord {
  text: string;
  /** The last word of a prefixLast query (or every word with prefixAll). */
  prefix: boolean;
  maxTypos: number;
  plurals: boolean;
  optional: boolean;
}

/** Attribute slots a query may match in (restrictSearchableAttributes, typo and prefix exclusions). */
export interface MatchRestrictions {
  /** Slots a match may come from; -1 for all. */
  allowedMask: number;
  /** Slots where typo matches do not count. */
  noTypoMask: number;
  /** Slots where prefix matches do not count. */
  noPrefixMask: number;
  /** Slots where a match never counts as exact. */
  noExactMask: number;
  exactOnSingleWordQuery: 'attribute' | 'word' | 'none';
}

/** Terms one query word matches: ids with their typo count, whether exact, whether only as a prefix. */
export interface WordAlternatives {
  ids: Int32Array;
  typos: Uint8Array;
  exact: Uint8Array;
  prefixOnly: Uint8Array;
}

/** Records matching a query, ascending, with their textual ranking criteria. */
export interface TextMatch {
  bits: Bitset;
  ids: Int32Array;
  typos: Uint8Array;
  words: Uint8Array;
  proximity: Uint16Array;
  /** rank << 16 | position (position 0 for unordered attributes): lower is better. */
  attribute: Int32Array;
  exact: Uint8Array;
  wordCount: number;
  /** The words as matched, for highlighting. */
  queryWords: readonly QueryWord[];
  alternatives: readonly WordAlternatives[];
}

interface WordScratch {
  bits: Bitset;
  typos: Uint8Array;
  exact: Uint8Array;
  position: Int32Array;
}

export class TextIndex {
  readonly vocabulary: Vocabulary;
  readonly docCount: number;
  /** Attribute slots: path, rank (priority) and ordered flag. */
  readonly slots: readonly { path: string; rank: number; ordered: boolean }[];
  private readonly rankOrdered: readonly boolean[];
  private readonly offsets: Int32Array;
  private readonly postingDocs: Int32Array;
  private readonly postingPositions: Int32Array;
  private readonly postingMasks: Int32Array;
  private readonly scratch: WordScratch[] = [];
  private readonly alternativesCache = new LruCache<string, WordAlternatives>(4096);
  private readonly matchCache = new LruCache<string, TextMatch>(32);

  constructor(docs: readonly JsonRecord[], ranks: readonly SearchableRank[] | null) {
    this.docCount = docs.length;
    const slots: { path: string; rank: number; ordered: boolean }[] = [];
    const slotByPath = new Map<string, number>();
    if (ranks) {
      ranks.forEach((rank, index) => {
        for (const path of rank.attributes) {
          if (slotByPath.has(path)) continue;
          slotByPath.set(path, slots.length);
          slots.push({ path, rank: index, ordered: rank.ordered });
        }
      });
    }
    this.rankOrdered = ranks ? ranks.map((rank) => rank.ordered) : [true];

    const termIds = new Map<string, number>();
    const termStrings: string[] = [];
    let lastDoc = new Int32Array(4096).fill(-1);
    let lastIndex = new Int32Array(4096);
    const pTerm = new IntVector(docs.length * 16);
    const pDoc = new IntVector(docs.length * 16);
    const pPos = new IntVector(docs.length * 16);
    const pMask = new IntVector(docs.length * 16);
    const tokenNorms: string[] = [];
    const tokenCompound: boolean[] = [];
    const tokenStarts: number[] = [];

    const add = (term: string, doc: number, packed: number, maskBit: number) => {
      let id = termIds.get(term);
      if (id === undefined) {
        id = termStrings.length;
        termIds.set(term, id);
        termStrings.push(term);
        if (id >= lastDoc.length) {
          const grownDoc = new Int32Array(lastDoc.length * 2).fill(-1);
          grownDoc.set(lastDoc);
          lastDoc = grownDoc;
          const grownIndex = new Int32Array(lastIndex.length * 2);
          grownIndex.set(lastIndex);
          lastIndex = grownIndex;
        }
      }
      if (lastDoc[id] === doc) {
        const index = lastIndex[id]!;
        if (packed < pPos.data[index]!) pPos.data[index] = packed;
        pMask.data[index]! |= maskBit;
        return;
      }
      lastDoc[id] = doc;
      lastIndex[id] = pTerm.length;
      pTerm.push(id);
      pDoc.push(doc);
      pPos.push(packed);
      pMask.push(maskBit);
    };

    const indexValue = (text: string, doc: number, rank: number, slot: number, position: number): number => {
      tokenNorms.length = 0;
      tokenCompound.length = 0;
      tokenStarts.length = 0;
      let plain = 0;
      scanTokens(text, (norm, start, _end, compound) => {
        tokenNorms.push(norm);
        tokenCompound.push(compound);
        tokenStarts.push(start);
        if (!compound) plain++;
      });
      const whole = plain === 1;
      const maskBit = 1 << Math.min(slot, 31);
      let next = position;
      for (let i = 0; i < tokenNorms.length; i++) {
        let at: number;
        if (tokenCompound[i]) {
          // A compound sits at its first part's position: count back the parts sharing its start.
          let j = i - 1;
          let back = 0;
          while (j >= 0 && (tokenCompound[j] || tokenStarts[j]! >= tokenStarts[i]!)) {
            if (!tokenCompound[j]) back++;
            j--;
          }
          at = next - back;
        } else at = next++;
        add(tokenNorms[i]!, doc, packPosition(rank, at, whole), maskBit);
      }
      return next;
    };

    docs.forEach((record, doc) => {
      if (ranks) {
        for (let slot = 0; slot < slots.length; slot++) {
          const { path, rank } = slots[slot]!;
          let position = 0;
          for (const value of primitiveLeaves(record, path)) {
            if (typeof value === 'boolean') continue;
            position = indexValue(typeof value === 'string' ? value : String(value), doc, rank, slot, position) + ARRAY_GAP;
          }
        }
      } else {
        // No searchableAttributes: every attribute is searchable with the same priority.
        for (const path of topLevelAttributes(record)) {
          let slot = slotByPath.get(path);
          if (slot === undefined) {
            slot = slots.length;
            slotByPath.set(path, slot);
            slots.push({ path, rank: 0, ordered: true });
          }
          let position = 0;
          for (const value of primitiveLeaves(record, path)) {
            if (typeof value === 'boolean') continue;
            position = indexValue(typeof value === 'string' ? value : String(value), doc, 0, slot, position) + ARRAY_GAP;
          }
        }
      }
    });
    this.slots = slots;

    // Term ids in sorted order, so prefixes are id ranges.
    const order = termStrings.map((_, id) => id).sort((a, b) => (termStrings[a]! < termStrings[b]! ? -1 : termStrings[a]! > termStrings[b]! ? 1 : 0));
    const remap = new Int32Array(termStrings.length);
    order.forEach((oldId, newId) => {
      remap[oldId] = newId;
    });
    this.vocabulary = new Vocabulary(order.map((id) => termStrings[id]!));
    const offsets = new Int32Array(termStrings.length + 1);
    for (let i = 0; i < pTerm.length; i++) offsets[remap[pTerm.data[i]!]! + 1]!++;
    for (let i = 0; i < termStrings.length; i++) offsets[i + 1]! += offsets[i]!;
    const fill = offsets.slice(0, termStrings.length);
    const postingDocs = new Int32Array(pTerm.length);
    const postingPositions = new Int32Array(pTerm.length);
    const postingMasks = new Int32Array(pTerm.length);
    for (let i = 0; i < pTerm.length; i++) {
      const at = fill[remap[pTerm.data[i]!]!]!++;
      postingDocs[at] = pDoc.data[i]!;
      postingPositions[at] = pPos.data[i]!;
      postingMasks[at] = pMask.data[i]!;
    }
    this.offsets = offsets;
    this.postingDocs = postingDocs;
    this.postingPositions = postingPositions;
    this.postingMasks = postingMasks;
  }

  get postingCount(): number {
    return this.postingDocs.length;
  }

  /** Mask of the slots of these attribute paths (a path also covers its nested attributes). */
  slotMask(paths: readonly string[]): number {
    let mask = 0;
    this.slots.forEach((slot, index) => {
      if (paths.some((path) => slot.path === path || slot.path.startsWith(`${path}.`))) mask |= 1 << Math.min(index, 31);
    });
    return mask;
  }

  /** Terms a query word matches (exact, plural, prefix, typo), cached per word and options. */
  alternatives(word: QueryWord): WordAlternatives {
    const key = `${word.text}\u0000${word.prefix ? 1 : 0}${word.maxTypos}${word.plurals ? 1 : 0}`;
    const cached = this.alternativesCache.get(key);
    if (cached) return cached;
    const vocabulary = this.vocabulary;
    const found = new Map<number, { typos: number; exact: boolean; prefixOnly: boolean }>();
    const offer = (id: number, typos: number, exact: boolean, prefixOnly: boolean) => {
      const current = found.get(id);
      if (!current) found.set(id, { typos, exact, prefixOnly });
      else {
        if (typos < current.typos) current.typos = typos;
        if (exact) current.exact = true;
        if (!prefixOnly) current.prefixOnly = false;
      }
    };
    const exactId = vocabulary.id(word.text);
    if (exactId !== undefined) offer(exactId, 0, true, false);
    if (word.plurals) for (const id of vocabulary.pluralAlternatives(word.text)) offer(id, 0, true, false);
    if (word.prefix) {
      const range = vocabulary.prefixRange(word.text);
      for (let id = range.lo; id < range.hi; id++) if (id !== exactId) offer(id, 0, false, true);
    }
    if (word.maxTypos > 0) {
      for (const range of vocabulary.fuzzy(word.text, word.maxTypos, word.prefix)) {
        for (let id = range.lo; id < range.hi; id++) offer(id, range.typos, false, word.prefix);
      }
    }
    const ids = new Int32Array(found.size);
    const typos = new Uint8Array(found.size);
    const exact = new Uint8Array(found.size);
    const prefixOnly = new Uint8Array(found.size);
    let n = 0;
    for (const [id, info] of found) {
      ids[n] = id;
      typos[n] = info.typos;
      exact[n] = info.exact ? 1 : 0;
      prefixOnly[n] = info.prefixOnly ? 1 : 0;
      n++;
    }
    const result = { ids, typos, exact, prefixOnly };
    this.alternativesCache.set(key, result);
    return result;
  }

  private scratchFor(index: number): WordScratch {
    let scratch = this.scratch[index];
    if (!scratch) {
      scratch = {
        bits: createBitset(this.docCount),
        typos: new Uint8Array(this.docCount),
        exact: new Uint8Array(this.docCount),
        position: new Int32Array(this.docCount),
      };
      this.scratch[index] = scratch;
    }
    return scratch;
  }

  /** Marks the records one word matches in scratch slot `index`, keeping per record its best match. */
  private matchWord(index: number, alternatives: WordAlternatives, restrictions: MatchRestrictions): void {
    const scratch = this.scratchFor(index);
    const { bits, typos, exact, position } = scratch;
    bits.fill(0);
    const { allowedMask, noTypoMask, noPrefixMask, noExactMask } = restrictions;
    const restricted = allowedMask !== -1 || noTypoMask !== 0 || noPrefixMask !== 0;
    const docs = this.postingDocs;
    const positions = this.postingPositions;
    const masks = this.postingMasks;
    for (let a = 0; a < alternatives.ids.length; a++) {
      const term = alternatives.ids[a]!;
      const termTypos = alternatives.typos[a]!;
      const termExact = alternatives.exact[a]!;
      const termPrefixOnly = alternatives.prefixOnly[a]!;
      const end = this.offsets[term + 1]!;
      for (let k = this.offsets[term]!; k < end; k++) {
        const doc = docs[k]!;
        let mask = masks[k]!;
        if (restricted) {
          mask &= allowedMask;
          if (termTypos > 0) mask &= ~noTypoMask;
          if (termPrefixOnly) mask &= ~noPrefixMask;
          if (mask === 0) continue;
        }
        const isExact = termExact === 1 && (mask & ~noExactMask) !== 0 ? 1 : 0;
        const packed = positions[k]!;
        const word = doc >>> 5;
        const bit = 1 << (doc & 31);
        if ((bits[word]! & bit) === 0) {
          bits[word]! |= bit;
          typos[doc] = termTypos;
          exact[doc] = isExact;
          position[doc] = packed;
        } else if (termTypos < typos[doc]!) {
          // A better alternative: its typos, exactness and position replace the worse one's.
          typos[doc] = termTypos;
          exact[doc] = isExact;
          position[doc] = packed;
        } else if (termTypos === typos[doc]) {
          if (isExact) exact[doc] = 1;
          if (packed < position[doc]!) position[doc] = packed;
        }
      }
    }
  }

  /** Records matching the query words with their ranking criteria; null when there is nothing to match. */
  match(queryWords: readonly QueryWord[], restrictions: MatchRestrictions): TextMatch | null {
    if (queryWords.length === 0) return null;
    const key = `${queryWords.map((w) => `${w.text}\u0001${w.prefix ? 1 : 0}${w.maxTypos}${w.plurals ? 1 : 0}${w.optional ? 1 : 0}`).join('\u0002')}|${restrictions.allowedMask}|${restrictions.noTypoMask}|${restrictions.noPrefixMask}|${restrictions.noExactMask}|${restrictions.exactOnSingleWordQuery}`;
    const cached = this.matchCache.get(key);
    if (cached) return cached;

    const words = queryWords.slice(0, MAX_QUERY_WORDS);
    const alternatives = words.map((word) => this.alternatives(word));
    words.forEach((_, index) => this.matchWord(index, alternatives[index]!, restrictions));
    const bits = createBitset(this.docCount);
    const required = words.map((word, index) => (word.optional ? -1 : index)).filter((index) => index >= 0);
    if (required.length > 0) {
      bits.set(this.scratchFor(required[0]!).bits);
      for (const index of required.slice(1)) andInto(bits, this.scratchFor(index).bits);
    } else {
      for (let index = 0; index < words.length; index++) orInto(bits, this.scratchFor(index).bits);
    }
    const ids = toIds(bits);
    const count = ids.length;
    const typos = new Uint8Array(count);
    const wordsMatched = new Uint8Array(count);
    const proximity = new Uint16Array(count);
    const attribute = new Int32Array(count);
    const exact = new Uint8Array(count);
    const scratch = words.map((_, index) => this.scratchFor(index));
    const single = words.length === 1;
    for (let i = 0; i < count; i++) {
      const doc = ids[i]!;
      const word = doc >>> 5;
      const bit = 1 << (doc & 31);
      let typoSum = 0;
      let matched = 0;
      let exactSum = 0;
      let bestAttribute = 0x7fffffff;
      let distance = 0;
      let previous = -1;
      for (let w = 0; w < scratch.length; w++) {
        const s = scratch[w]!;
        if ((s.bits[word]! & bit) === 0) continue;
        matched++;
        typoSum += s.typos[doc]!;
        const packed = s.position[doc]!;
        const rank = positionRank(packed);
        const attributeValue = (rank << 16) | (this.rankOrdered[rank] === false ? 0 : positionOffset(packed));
        if (attributeValue < bestAttribute) bestAttribute = attributeValue;
        if (s.exact[doc]) {
          if (!single || restrictions.exactOnSingleWordQuery === 'word') exactSum++;
          else if (restrictions.exactOnSingleWordQuery === 'attribute' && isWholeValue(packed)) exactSum++;
        }
        if (previous >= 0) {
          const gap = positionRank(previous) === rank ? Math.abs(positionOffset(packed) - positionOffset(previous)) : 8;
          distance += Math.min(8, Math.max(1, gap));
        }
        previous = packed;
      }
      typos[i] = typoSum;
      wordsMatched[i] = matched;
      proximity[i] = distance;
      attribute[i] = bestAttribute;
      exact[i] = exactSum;
    }
    const result: TextMatch = { bits, ids, typos, words: wordsMatched, proximity, attribute, exact, wordCount: words.length, queryWords: words, alternatives };
    this.matchCache.set(key, result);
    return result;
  }
}
