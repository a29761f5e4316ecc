import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fasciaById } from '@storefront/sites/fascias';
import HomePage from './page';

const state = { storeEmpty: true };

vi.mock('@/lib/content/request', () => ({
  loadSitePage: async () => ({ site: fasciaById('hartley')!, mode: 'published', viewer: { kind: 'guest' }, lookup: { status: 'missing', tags: [] }, livePreview: undefined }),
}));
const params = Promise.resolve({ site: 'hartley', audience: 'guest' });
vi.mock('@/lib/platform/db', () => ({ isStoreEmpty: async () => state.storeEmpty }));

describe('the home page without a home page entry', () => {
  beforeEach(() => {
    state.storeEmpty = true;
  });

  it('on an empty store, tells the visitor calmly and the operator how to fill it', async () => {
    const html = renderToStaticMarkup(await HomePage({ params }));
    expect(html).toContain('data-testid="empty-store"');
    expect(html).toContain('Hartley &amp; Vale');
    expect(html).toMatch(/<h1[^>]*>This store has no content yet<\/h1>/);
    expect(html).toContain('<code>pnpm seed</code>');
  });

  it('on a store with content, is still the 404 it always was', async () => {
    state.storeEmpty = false;
    await expect(HomePage({ params })).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/);
  });
});
