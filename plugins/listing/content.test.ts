import { describe, expect, it } from 'vitest';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import { chooseListingContent } from './content';

const image = { kind: 'asset', id: 'a1', title: 'Dress', description: '', url: '/_img/campaigns/a.jpg', fileName: 'a.jpg', contentType: 'image/jpeg', width: 800, height: 1000 };

const entry = (id: string, fields: Record<string, unknown>): CmsEntry => ({ kind: 'entry', id, contentType: 'listingContent', fields: { categorySlug: 'women/dresses', ...fields } });

describe('choosing a category’s listing content', () => {
  it('prefers the site’s own entry to a shared one, and ignores other sites’', () => {
    const entries = [entry('shared', { heading: 'Shared' }), entry('coast', { fascia: 'coast', heading: 'Coast' }), entry('hartley', { fascia: 'hartley', heading: 'Hartley' })];
    expect(chooseListingContent(entries, 'hartley').content?.heading).toBe('Hartley');
    expect(chooseListingContent(entries, 'nastygal').content?.heading).toBe('Shared');
    expect(chooseListingContent([entries[1]!], 'nastygal').content).toBeUndefined();
  });

  it('reshapes roundels and category cards into image links', () => {
    const roundel = { kind: 'entry', id: 'r1', contentType: 'listingRoundel', fields: { title: 'Maxi', link: '/categories/women/dresses/maxi-dresses', image } };
    const card = { kind: 'entry', id: 'c1', contentType: 'listingCategoryCard', fields: { callToAction: 'Shop midi', href: '/categories/women/dresses/midi-dresses', image } };
    const { content } = chooseListingContent([entry('e', { roundels: [roundel], categoryCards: [card], bottomSeoMarkdown: '## About' })], 'hartley');
    expect(content?.roundels).toEqual([{ id: 'r1', label: 'Maxi', href: '/categories/women/dresses/maxi-dresses', image: expect.objectContaining({ url: '/_img/campaigns/a.jpg' }) }]);
    expect(content?.categoryCards[0]).toMatchObject({ label: 'Shop midi', href: '/categories/women/dresses/midi-dresses' });
    expect(content?.bottomSeoMarkdown).toBe('## About');
  });

  it('skips an invalid entry with a warning instead of failing the listing', () => {
    const { content, warnings } = chooseListingContent([entry('bad', { categorySlug: 'Not A Slug!' }), entry('good', { heading: 'Fine' })], 'hartley');
    expect(content?.id).toBe('good');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('bad');
  });
});
