import { describe, expect, it } from 'vitest';
import { pageOutline } from './page-outline';
import type { StudioEntry, StudioEntryTree } from './types';

const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });
const entry = (id: string, contentType: string, fields: Record<string, unknown>): StudioEntry => ({
  id,
  contentType,
  version: 1,
  status: 'draft',
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  publishedAt: null,
  publishedVersion: null,
  fields,
});

describe('page outline', () => {
  it('lists sections with their blocks by label, direct blocks, and missing links', () => {
    const tree: StudioEntryTree = {
      rootId: 'p',
      locale: 'en-GB',
      assets: {},
      entries: {
        p: entry('p', 'page', { title: 'Home', sections: [link('s1'), link('hero'), link('gone')] }),
        s1: entry('s1', 'section', { internalName: 'Intro', content: [link('t1'), link('lost')] }),
        t1: entry('t1', 'text', { internalName: 'Gifting copy' }),
        hero: entry('hero', 'heroBanner', { heading: 'Party season' }),
      },
    };
    const outline = pageOutline(tree, { text: 'Text', heroBanner: 'Hero banner' });
    expect(outline).toEqual([
      {
        id: 's1',
        kind: 'section',
        contentType: 'section',
        label: 'Section',
        name: 'Intro',
        missing: false,
        blocks: [
          { id: 't1', contentType: 'text', label: 'Text', name: 'Gifting copy', missing: false },
          { id: 'lost', contentType: 'unknown', label: 'Missing entry', name: 'lost', missing: true },
        ],
      },
      { id: 'hero', kind: 'block', contentType: 'heroBanner', label: 'Hero banner', name: 'Party season', missing: false, blocks: [] },
      { id: 'gone', kind: 'block', contentType: 'unknown', label: 'Missing entry', name: 'gone', missing: true, blocks: [] },
    ]);
  });
});
