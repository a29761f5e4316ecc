import { describe, expect, it } from 'vitest';
import {
  entryTree,
  insertAt,
  isChanged,
  linkedEntryIds,
  moveItem,
  needsPublishing,
  normalizeFields,
  normalizeValue,
  reachableIds,
  sameValue,
  type DraftEntry,
  type EditorAsset,
  type Found,
} from './page-editor-entries';

const link = (id: string, linkType: 'Entry' | 'Asset' = 'Entry') => ({ kind: 'link' as const, linkType, id });
const image: EditorAsset = { kind: 'asset', id: 'img', title: 'T', description: '', url: '/a.jpg', fileName: 'a.jpg', contentType: 'image/jpeg' };
const found = (): Found => ({ entries: [], assets: [] });
const store = (...entries: DraftEntry[]) => Object.fromEntries(entries.map((entry) => [entry.id, entry]));

describe('page editor entries', () => {
  it('normalises nested entries, assets, unresolved links and rich-text targets to links, collecting what it met', () => {
    const into = found();
    const value = normalizeValue(
      [
        { kind: 'entry', id: 'a', contentType: 'text', fields: { child: { kind: 'entry', id: 'b', contentType: 'x', fields: 'not fields' }, gone: undefined } },
        image,
        { kind: 'unresolved', id: 'c', linkType: 'Asset' },
        { kind: 'unresolved', id: 'd', linkType: 'Entry' },
        { kind: 'other', id: 'e' },
        { kind: 'entry', id: 42 },
      ],
      into,
    );
    expect(value).toEqual([link('a'), link('img', 'Asset'), link('c', 'Asset'), link('d'), { kind: 'other', id: 'e' }, { kind: 'entry', id: 42 }]);
    expect(into.entries).toEqual([
      { id: 'b', contentType: 'x', fields: {} },
      { id: 'a', contentType: 'text', fields: { child: link('b') } },
    ]);
    expect(into.assets).toEqual([image]);

    const doc = {
      nodeType: 'document',
      data: {},
      content: [
        { nodeType: 'embedded-asset-block', data: { target: image }, content: [] },
        { nodeType: 'embedded-entry-block', data: { target: { sys: { id: 'raw' } } }, content: [] },
        { nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: 'x', marks: [], data: {} }] },
        'not a node',
      ],
    };
    const richInto = found();
    const normalised = normalizeValue(doc, richInto) as typeof doc;
    expect(normalised.content[0]!).toEqual({ nodeType: 'embedded-asset-block', data: { target: link('img', 'Asset') }, content: [] });
    expect(normalised.content.slice(1)).toEqual(doc.content.slice(1));
    expect(richInto.assets).toEqual([image]);
    expect(normalizeFields({ a: 1, b: undefined }, found())).toEqual({ a: 1 });
  });

  it('nests links into a tree, with unresolved links for missing targets and loops, and keeps one tree per store', () => {
    const entries = store(
      { id: 'page', contentType: 'page', fields: { sections: [link('a'), link('missing')], hero: link('img', 'Asset'), photo: link('nope', 'Asset') } },
      {
        id: 'a',
        contentType: 'text',
        fields: {
          back: link('page'),
          body: { nodeType: 'document', data: {}, content: [{ nodeType: 'embedded-entry-block', data: { target: link('page') }, content: [] }, { nodeType: 'hr', data: {} }, 'odd'] },
        },
      },
    );
    const assets = { img: image };
    const tree = entryTree('page', entries, assets)!;
    expect(tree.fields).toEqual({
      sections: [
        {
          kind: 'entry',
          id: 'a',
          contentType: 'text',
          fields: {
            back: { kind: 'unresolved', id: 'page', linkType: 'Entry' },
            body: {
              nodeType: 'document',
              data: {},
              content: [{ nodeType: 'embedded-entry-block', data: { target: { kind: 'unresolved', id: 'page', linkType: 'Entry' } }, content: [] }, { nodeType: 'hr', data: {} }, 'odd'],
            },
          },
        },
        { kind: 'unresolved', id: 'missing', linkType: 'Entry' },
      ],
      hero: image,
      photo: { kind: 'unresolved', id: 'nope', linkType: 'Asset' },
    });
    expect(entryTree('page', entries, assets)).toBe(tree);
    expect(entryTree('a', entries, assets)).not.toBe(tree);
    expect(entryTree('page', entries, { ...assets })).not.toBe(tree);
    expect(entryTree('ghost', entries, assets)).toBeUndefined();
  });

  it('lists linked entries (lists, single links, rich text) and walks them children first, each once', () => {
    const entries = store(
      { id: 'page', contentType: 'page', fields: { sections: [link('s1'), link('s2'), link('ghost')], image: link('img', 'Asset'), json: { nodeType: 'custom' } } },
      { id: 's1', contentType: 'section', fields: { content: [link('b1')], visibility: link('vis') } },
      { id: 's2', contentType: 'text', fields: { body: { nodeType: 'document', data: {}, content: [{ nodeType: 'embedded-entry-block', data: { target: link('vis') }, content: [] }] } } },
      { id: 'b1', contentType: 'text', fields: { back: link('page') } },
      { id: 'vis', contentType: 'visibilityConfig', fields: {} },
    );
    expect(linkedEntryIds(entries.page!)).toEqual(['s1', 's2', 'ghost']);
    expect(reachableIds('page', entries)).toEqual(['b1', 'vis', 's1', 's2', 'page']);
    expect(reachableIds('ghost', entries)).toEqual([]);
  });

  it('compares values deeply, with absent keys equal to undefined ones', () => {
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValue([1, 2], [1])).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue('a', 'b')).toBe(false);
    expect(sameValue({ a: 1 }, null)).toBe(false);
  });

  it('says whether a draft changed and whether the server’s entry has unpublished changes', () => {
    const draft = { id: 'a', contentType: 't', fields: { x: 1 } };
    expect(isChanged(draft, undefined)).toBe(true);
    expect(isChanged(draft, { ...draft, version: 1 })).toBe(false);
    expect(isChanged(draft, { ...draft, fields: { x: 1 }, version: 1 })).toBe(false);
    expect(isChanged(draft, { ...draft, fields: { x: 2 }, version: 1 })).toBe(true);
    expect(needsPublishing(undefined)).toBe(true);
    expect(needsPublishing({ ...draft, version: 1 })).toBe(true);
    expect(needsPublishing({ ...draft, version: 4, publishedVersion: 3 })).toBe(false);
    expect(needsPublishing({ ...draft, version: 5, publishedVersion: 3 })).toBe(true);
  });

  it('inserts (clamped to the list) and moves items', () => {
    expect(insertAt(['a', 'b'], -3, 'x')).toEqual(['x', 'a', 'b']);
    expect(insertAt(['a', 'b'], 9, 'x')).toEqual(['a', 'b', 'x']);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });
});
