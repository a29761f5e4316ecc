import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import { textFixtures } from '@storefront/plugins/text/fixtures';
import { emptyCatalogue } from '@storefront/plugins/testing/render';
import { fasciaById } from '@storefront/sites/fascias';
import { contentMode } from '../preview/preview-secret';
import { clearPublishedContentCaches } from './published-content-cache';
import { loadPage } from './pages';

const draft = { enabled: false };
const reads: string[] = [];

vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: draft.enabled }) }));
vi.mock('../products/catalogue', () => ({ getCatalogue: async () => emptyCatalogue }));
/** One page, with a published title and a newer draft title, as the two Contentful APIs give it. */
vi.mock('../contentful/client', () => ({
  getContentSource: async (mode: 'published' | 'preview') => ({
    findPages: async (slug: string): Promise<CmsEntry[]> => {
      reads.push(mode);
      const text = textFixtures.find((fixture) => !fixture.invalid)!.entry;
      return [{ kind: 'entry', id: 'page-1', contentType: 'page', fields: { title: mode === 'preview' ? 'Draft title' : 'Published title', slug, sections: [text] } }];
    },
    findBadges: async () => [],
  }),
}));

const hartley = fasciaById('hartley')!;
const titleOf = async (mode: 'published' | 'preview') => {
  const lookup = await loadPage('drafts-test', hartley, mode);
  return lookup.status === 'found' ? lookup.page.title : undefined;
};

beforeEach(() => {
  clearPublishedContentCaches();
  reads.length = 0;
});

describe('drafts stay out of the public storefront', () => {
  it('reads preview content only in Next.js draft mode', async () => {
    draft.enabled = false;
    expect(await contentMode()).toBe('published');
    draft.enabled = true;
    expect(await contentMode()).toBe('preview');
  });

  it('never serves a draft from the published page cache, nor caches a preview', async () => {
    expect(await titleOf('preview')).toBe('Draft title');
    expect(await titleOf('published')).toBe('Published title');
    expect(await titleOf('preview')).toBe('Draft title');
    expect(await titleOf('published')).toBe('Published title');
    // Published lookups are cached (one read); every preview reads afresh.
    expect(reads).toEqual(['preview', 'published', 'preview']);
  });
});
