import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createClient } from 'contentful';
import { createCatalogueReader } from '@storefront/catalogue/queries/reader';
import { seedCatalogue } from '@storefront/seed/catalogue/seed-catalogue';
import { createInProcessAdapter } from '@storefront/content-space/axios-adapter';
import { createContentApi } from '@storefront/content-space/delivery/api';
import { importSpaceExport } from '@storefront/content-space/import/import-space-export';
import { getSpace } from '@storefront/content-space/store/spaces';
import { openDatabase } from '@storefront/db/client';
import { PageSections } from '@storefront/plugins/core/PageSections.tsx';
import { resolvePage } from '@storefront/plugins/core/resolve-page';
import { registry } from '@storefront/plugins/registry';
import { loadCataloguePicks } from '@storefront/seed/content/load-catalogue-picks';
import { toCmsNode } from '@storefront/site/lib/contentful/to-cms-node';
import { BENCH_SECTIONS, benchSpaceExport } from './bench-page';
import { summarise } from './stats';

const site = { id: 'hartley', name: 'Hartley & Vale', locale: 'en-GB', currency: 'GBP' };

/**
 * Time to fetch (contentful SDK against the embedded space, include=10), validate, resolve
 * (product loaders included) and render to HTML a page of 50 sections — the whole server path
 * of a CMS page except the HTTP layer. Warm caches, as on a running server.
 */
export async function benchPageRender({ iterations = 200, warmup = 30 } = {}) {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await seedCatalogue(handle.db);
    await importSpaceExport(handle.db, { spaceId: 'bench', data: benchSpaceExport(await loadCataloguePicks(handle.db)) });
    const space = await getSpace(handle.db, 'bench');
    if (!space) throw new Error('bench space missing');
    const api = createContentApi({ db: handle.db, basePath: '/_content' });
    const client = createClient({
      space: 'bench',
      accessToken: space.deliveryToken,
      host: 'localhost',
      insecure: true,
      basePath: '/_content',
      adapter: createInProcessAdapter(api.handle, { basePath: '/_content' }),
    });
    const catalogue = createCatalogueReader(handle.db);

    let htmlBytes = 0;
    let renderedSections = 0;
    const renderOnce = async () => {
      const response = await client.getEntries({ content_type: 'page', 'fields.slug': 'bench', include: 10 });
      const entry = toCmsNode(response.items[0]);
      if (entry.kind !== 'entry') throw new Error('bench page missing');
      const result = await resolvePage(entry, { registry, loaderContext: { site, catalogue, preview: false } });
      if (!result.ok) throw new Error(result.reason);
      if (result.page.warnings.length > 0) throw new Error(`bench page has warnings: ${JSON.stringify(result.page.warnings[0])}`);
      const html = renderToString(createElement(PageSections, { page: result.page, registry, viewer: { kind: 'guest' }, site, preview: false, pagePath: '/' }));
      htmlBytes = Buffer.byteLength(html);
      renderedSections = (html.match(/data-section-id=/g) ?? []).length;
    };

    for (let i = 0; i < warmup; i += 1) await renderOnce();
    const samples: number[] = [];
    for (let i = 0; i < iterations; i += 1) {
      const started = performance.now();
      await renderOnce();
      samples.push(performance.now() - started);
    }
    if (renderedSections !== BENCH_SECTIONS) throw new Error(`rendered ${renderedSections} of ${BENCH_SECTIONS} sections`);
    return { sections: BENCH_SECTIONS, htmlBytes, ...summarise(samples) };
  } finally {
    await handle.close();
  }
}
