import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createCatalogueReader } from '@storefront/catalogue/queries/reader';
import { seedCatalogue } from '@storefront/seed/catalogue/seed-catalogue';
import { createContentApi } from '@storefront/content-space/delivery/api';
import { importSpaceExport } from '@storefront/content-space/import/import-space-export';
import { getSpace } from '@storefront/content-space/store/spaces';
import { openDatabase } from '@storefront/db/client';
import { PageSections } from '@storefront/plugins/core/PageSections.tsx';
import { resolvePage } from '@storefront/plugins/core/load-page';
import { renderers } from '@storefront/plugins/renderers';
import { loadCataloguePicks } from '@storefront/seed/content/load-catalogue-picks';
import { contentSourceOf, embeddedSdkClient } from '@storefront/site/lib/contentful/content-source';
import { BENCH_SECTIONS, benchSpaceExport } from './bench-page';
import { summarise } from './stats';

const site = { id: 'hartley', name: 'Hartley & Vale', locale: 'en-GB', currency: 'GBP' };

/**
 * Time to fetch (the site's Contentful adapter against the embedded space, include=10), validate, resolve
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
    // The site's own Contentful adapter, over the SDK client of the embedded space.
    const content = contentSourceOf(embeddedSdkClient({ spaceId: 'bench', accessToken: space.deliveryToken, handle: api.handle }), 'bench', undefined);
    const catalogue = createCatalogueReader(handle.db);

    let htmlBytes = 0;
    let renderedSections = 0;
    const renderOnce = async () => {
      const [entry] = await content.findPages('bench');
      if (!entry) throw new Error('bench page missing');
      const result = await resolvePage(entry, { renderers, loaderContext: { site, catalogue, preview: false } });
      if (!result.ok) throw new Error(result.reason);
      if (result.page.warnings.length > 0) throw new Error(`bench page has warnings: ${JSON.stringify(result.page.warnings[0])}`);
      const html = renderToString(createElement(PageSections, { page: result.page, renderers, viewer: { kind: 'guest' }, site, preview: false, pagePath: '/' }));
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
