import { describe, expect, it } from 'vitest';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import { pickPageForSite } from './page-choice';

const page = (id: string, fascia?: string): CmsEntry => ({ kind: 'entry', id, contentType: 'page', fields: { slug: '/', ...(fascia ? { fascia } : {}) } });

describe('pickPageForSite', () => {
  it('prefers the site’s own page, then a shared one, never another site’s', () => {
    expect(pickPageForSite([page('shared'), page('coast', 'coast'), page('ng', 'nastygal')], { contentScope: 'coast' })?.id).toBe('coast');
    expect(pickPageForSite([page('ng', 'nastygal'), page('shared')], { contentScope: 'coast' })?.id).toBe('shared');
    expect(pickPageForSite([page('ng', 'nastygal')], { contentScope: 'coast' })).toBeUndefined();
  });
});
