import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import { fasciaById } from '@storefront/sites/fascias';
import { loadSiteBadges } from './badges';

const hartley = fasciaById('hartley')!;
const entry = (id: string, fields: Record<string, unknown>): CmsEntry => ({ kind: 'entry', id, contentType: 'badge', fields: { name: id, placement: 'PLP_promo', text1: id, ...fields } });

describe('loading the site’s badges', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives the valid badges and logs the invalid ones it skipped', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const badges = await loadSiteBadges(hartley, async () => ({ findBadges: async () => [entry('ok', {}), entry('broken', { placement: 'nowhere' })] }));
    expect(badges.map((badge) => badge.id)).toEqual(['ok']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(warn.mock.calls[0]![0]))).toMatchObject({ event: 'cms.badge.skipped', site: 'hartley', warning: expect.stringContaining('badge broken: placement') });
  });

  it('gives no badges, never an error, when the content space cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await loadSiteBadges(hartley, async () => ({ findBadges: async () => Promise.reject(new Error('space offline')) }))).toEqual([]);
    expect(JSON.parse(String(error.mock.calls[0]![0]))).toMatchObject({ event: 'cms.badges.failed', error: 'Error: space offline' });
  });
});
