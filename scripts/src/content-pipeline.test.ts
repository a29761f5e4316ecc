import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCatalogueReader } from '@storefront/catalogue/queries/reader';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import { createContentApi, type ContentApi } from '@storefront/content-space/delivery/api';
import { importSpaceExport } from '@storefront/content-space/import/import-space-export';
import { getSpace } from '@storefront/content-space/store/spaces';
import { sdkClient } from '@storefront/content-space/test-support/clients';
import { workspaceRoot, type DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { chooseBadges } from '@storefront/plugins/shared/product/rules/badge-content';
import { PageSections } from '@storefront/plugins/core/PageSections.tsx';
import { resolvePage } from '@storefront/plugins/core/load-page';
import { renderers } from '@storefront/plugins/renderers';
import { ensureSeeded } from '@storefront/seed/ensure-seeded';
import { fascias } from '@storefront/sites/fascias';
import { toCmsNode } from '@storefront/site/lib/contentful/to-cms-node';
import { pickPageForSite } from '@storefront/site/lib/content/page-choice';

const root = workspaceRoot();
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(root, path), 'utf8'));

/** The whole server path of a CMS page: SDK (include=10) → reshaping → validation → loaders → HTML. */
describe('content pipeline over the embedded space', () => {
  let handle: DatabaseHandle;
  let api: ContentApi;
  const pagesOf = async (spaceId: string, slug?: string): Promise<CmsEntry[]> => {
    const client = sdkClient(api, spaceId, (await getSpace(handle.db, spaceId))!.deliveryToken);
    const response = await client.getEntries({ content_type: 'page', include: 10, limit: 200, ...(slug ? { 'fields.slug': slug } : {}) });
    return response.items.map((item) => toCmsNode(item) as CmsEntry);
  };
  const resolve = (entry: CmsEntry, fascia = 'hartley', onSkip = vi.fn()) =>
    resolvePage(entry, {
      renderers,
      loaderContext: { site: { id: fascia, name: fascia, locale: 'en-GB', currency: 'GBP' }, catalogue: createCatalogueReader(handle.db), preview: false },
      onSkip,
    });

  beforeAll(async () => {
    handle = await openTestDatabase();
    await ensureSeeded(handle.db);
    await importSpaceExport(handle.db, { spaceId: 'starter', data: readJson('services/content-space/fixtures/page-composer-starter.export.json') });
    await importSpaceExport(handle.db, { spaceId: 'storefront', merge: true, data: readJson('tests/fixtures/qa-pages.export.json') });
    api = createContentApi({ db: handle.db, basePath: '/_content' });
  });
  afterAll(() => handle.close());

  it('resolves every seeded page of every site with no skipped entry', async () => {
    const pages = (await pagesOf('storefront')).filter((page) => !String(page.fields.slug).startsWith('qa/'));
    expect(pages.length).toBeGreaterThan(25);
    for (const page of pages) {
      const fascia = typeof page.fields.fascia === 'string' ? page.fields.fascia : 'hartley';
      const result = await resolve(page, fascia);
      expect(result.ok, `${page.id}`).toBe(true);
      if (result.ok) expect(result.page.warnings, `${page.id}`).toEqual([]);
    }
  });

  it.each(fascias.map((site) => [site.id, site] as const))('%s has a home page of at least 6 sections and a not-found page', async (_id, site) => {
    const home = pickPageForSite(await pagesOf('storefront', '/'), site);
    expect(home?.fields.fascia).toBe(site.id);
    const result = await resolve(home!, site.id);
    if (!result.ok) throw new Error(result.reason);
    expect(result.page.sections.length).toBeGreaterThanOrEqual(6);
    const html = renderToStaticMarkup(createElement(PageSections, { page: result.page, renderers, viewer: { kind: 'guest' }, site: { id: site.id, name: site.name, locale: 'en-GB', currency: 'GBP' }, preview: false, pagePath: '/' }));
    expect(html.match(/data-testid="product-card"/g)?.length ?? 0).toBeGreaterThanOrEqual(8);
    expect(pickPageForSite(await pagesOf('storefront', 'not-found'), site)?.fields.fascia).toBe(site.id);
  });

  it('renders the imported page-composer starter with its unknown types skipped and logged', async () => {
    const [home] = await pagesOf('starter', '/');
    const onSkip = vi.fn();
    const result = await resolve(home!, 'hartley', onSkip);
    if (!result.ok) throw new Error(result.reason);
    expect(result.page.title).toBe('Home Page');
    expect(onSkip.mock.calls.map(([warning]) => [warning.entryId, warning.contentType])).toEqual([
      ['1waD7wlBFDmDTKcI18NXO0', 'hero'],
      ['55B39LpWGFDQvt4kYYif6g', 'stats'],
    ]);
    const html = renderToStaticMarkup(createElement(PageSections, { page: result.page, renderers, viewer: { kind: 'guest' }, site: { id: 'hartley', name: 'H', locale: 'en-GB', currency: 'GBP' }, preview: false, pagePath: '/' }));
    expect(html).toBe('');
  });

  it('skips and logs a section whose fields fail validation while the rest of the page renders', async () => {
    const [page] = await pagesOf('storefront', 'qa/broken-blocks');
    const onSkip = vi.fn();
    const result = await resolve(page!, 'hartley', onSkip);
    if (!result.ok) throw new Error(result.reason);
    expect(onSkip).toHaveBeenCalledWith(expect.objectContaining({ entryId: 'qa-section-bad-colour', contentType: 'section', reason: expect.stringMatching(/backgroundColour/), pageId: 'qa-page-broken-blocks' }));
    expect(onSkip).toHaveBeenCalledWith(expect.objectContaining({ entryId: 'qa-hero-no-image', contentType: 'heroBanner', reason: expect.stringMatching(/image/) }));
    const html = renderToStaticMarkup(createElement(PageSections, { page: result.page, renderers, viewer: { kind: 'guest' }, site: { id: 'hartley', name: 'H', locale: 'en-GB', currency: 'GBP' }, preview: false, pagePath: '/' }));
    expect(html).toContain('This block is valid');
    expect(html).toContain('Still here after a broken hero');
    expect(html).not.toContain('Hidden because its section is invalid');
  });

  it.each(fascias.map((site) => [site.id] as const))('%s reads valid seeded badges: product badges, a dresses promo, the shared gift tag and classification label', async (fascia) => {
    const client = sdkClient(api, 'storefront', (await getSpace(handle.db, 'storefront'))!.deliveryToken);
    const response = await client.getEntries({ content_type: 'badge', include: 0, limit: 500 });
    const { badges, warnings } = chooseBadges(response.items.map((item) => toCmsNode(item) as CmsEntry), fascia);
    expect(warnings).toEqual([]);
    expect(badges.find((badge) => badge.text1 === 'Bestseller')?.productKeys.length).toBeGreaterThan(0);
    expect(badges.find((badge) => badge.text1 === 'Extra 20% off dresses')).toMatchObject({ categorySlug: 'women/dresses', discount: 20 });
    expect(badges.find((badge) => badge.placement.includes('giftWithPurchase'))).toMatchObject({ text1: 'Free gift', categorySlug: 'beauty' });
    expect(badges.find((badge) => badge.placement.includes('classification'))).toMatchObject({ text1: '{classification}', includedDepartments: ['home', 'beauty'] });
    // Another site's own badges never show here.
    const shared = ['badge-gift-with-purchase', 'badge-classification-home-beauty'];
    expect(badges.every((badge) => badge.id.startsWith(`${fascia}-`) || shared.includes(badge.id))).toBe(true);
  });
});
