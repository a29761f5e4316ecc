import { describe, expect, it } from 'vitest';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import { cmsTreeTags, EVERY_PAGE_TAG, tagsForCatalogueChange, tagsForPublishedDocument } from './cache-tags';

describe('cache tags', () => {
  it('name every entry and asset of a page tree, links not yet published included', () => {
    const hero: CmsEntry = { kind: 'entry', id: 'hero', contentType: 'heroBanner', fields: { image: { kind: 'asset', id: 'img', title: '', description: '', url: '', fileName: '', contentType: 'image/png' } } };
    const page: CmsEntry = {
      kind: 'entry',
      id: 'home',
      contentType: 'page',
      fields: {
        sections: [{ kind: 'entry', id: 's1', contentType: 'section', fields: { blocks: [hero, { kind: 'unresolved', id: 'draft-block', linkType: 'Entry' }] } }],
        body: { nodeType: 'document', content: [{ nodeType: 'embedded-entry-block', data: { target: hero } }] },
      },
    };
    expect([...cmsTreeTags(page)].sort()).toEqual(['cms:asset:img', 'cms:entry:draft-block', 'cms:entry:hero', 'cms:entry:home', 'cms:entry:s1']);
  });

  it('revalidate a page entry by id and by its old and new slugs, other entries by id and type', () => {
    const moved = tagsForPublishedDocument({ kind: 'Entry', id: 'p', contentTypeId: 'page', fields: { slug: { 'en-GB': 'new', fr: 'nouveau' } }, previousFields: { slug: { 'en-GB': 'old' } } }, 'page');
    expect(moved.sort()).toEqual(['cms:entry:p', 'cms:page-slug:new', 'cms:page-slug:nouveau', 'cms:page-slug:old']);
    expect(tagsForPublishedDocument({ kind: 'Entry', id: 'b', contentTypeId: 'badge', fields: null, previousFields: null }, 'page')).toEqual(['cms:entry:b', 'cms:type:badge']);
    expect(tagsForPublishedDocument({ kind: 'Asset', id: 'a', contentTypeId: null, fields: null, previousFields: null }, 'page')).toEqual(['cms:asset:a']);
  });

  it('revalidate a catalogue change by product, by each site\'s listings of its categories and searches; everything when unknown', () => {
    expect(tagsForCatalogueChange({ everything: false, productKeys: ['PRN1'], categorySlugs: ['women', 'women/dresses'] }, ['coast', 'hartley']).sort()).toEqual([
      'catalogue:coast',
      'catalogue:hartley',
      'category:coast:women',
      'category:coast:women/dresses',
      'category:hartley:women',
      'category:hartley:women/dresses',
      'product:PRN1',
    ]);
    expect(tagsForCatalogueChange({ everything: true, productKeys: [], categorySlugs: [] }, ['coast'])).toEqual([EVERY_PAGE_TAG]);
  });
});
