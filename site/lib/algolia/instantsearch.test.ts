import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { Configure, getServerState, Hits, InstantSearch, InstantSearchSSRProvider, RefinementList, type InstantSearchServerState } from 'react-instantsearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { embeddedSearchFor, setEmbeddedSearch } from '../embedded/search-engine';
import { EmbeddedSearchIndex } from '../embedded/search-index';
import { databaseFeed } from '../embedded/search-index-database';
import { embeddedSearchKeys } from '../embedded/engine-keys';
import { searchClient } from './server-client';

/**
 * react-instantsearch against the embedded engine, through the site's algoliasearch client (the
 * in-process requester): InstantSearch's own requests (disjunctive facets included) are
 * answered, and its widgets render the engine's hits and facet counts. Rendered on the server
 * the way a Next.js page would (getServerState, then the SSR provider): no DOM needed.
 */
const INDEX = 'coast_products';

// createElement rather than JSX: the site's tsconfig preserves JSX for Next.js, which Vitest cannot run.
function Listing({ serverState, refinedBrand }: { serverState?: InstantSearchServerState; refinedBrand?: string }) {
  const initialUiState = refinedBrand ? { [INDEX]: { refinementList: { brand: [refinedBrand] } } } : undefined;
  return h(
    InstantSearchSSRProvider,
    { ...serverState },
    h(
      InstantSearch,
      { searchClient: searchClient(), indexName: INDEX, initialUiState },
      h(Configure, { query: 'dress', hitsPerPage: 6 }),
      h('section', { 'data-facet': 'brand' }, h(RefinementList, { attribute: 'brand', limit: 20 })),
      h('section', { 'data-facet': 'sizes' }, h(RefinementList, { attribute: 'sizes', limit: 30 })),
      h(Hits, { hitComponent: ({ hit }: { hit: { objectID: string; name?: unknown } }) => h('span', { 'data-object-id': hit.objectID }, String(hit.name)) }),
    ),
  );
}

async function render(refinedBrand?: string): Promise<string> {
  const serverState = await getServerState(h(Listing, { refinedBrand }), { renderToString });
  return renderToString(h(Listing, { serverState, refinedBrand }));
}

const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
const renderedHits = (html: string) => [...html.matchAll(/data-object-id="([^"]+)"/g)].map((match) => match[1]);

/** The counts a RefinementList shows, by value. */
function renderedFacet(html: string, attribute: string): Record<string, number> {
  const list = /<section data-facet="([^"]+)">(.*?)<\/section>/gs;
  const section = [...html.matchAll(list)].find((match) => match[1] === attribute)?.[2] ?? '';
  const counts: Record<string, number> = {};
  for (const match of section.matchAll(/ais-RefinementList-labelText">([^<]*)<\/span><span class="ais-RefinementList-count">(\d+)</g)) counts[decode(match[1]!)] = Number(match[2]);
  return counts;
}

describe('react-instantsearch on the embedded engine', () => {
  let handle: DatabaseHandle;
  let index: EmbeddedSearchIndex;
  const saved = { ...process.env };

  beforeAll(async () => {
    for (const name of ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_KEY', 'ALGOLIA_ADMIN_KEY']) delete process.env[name];
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    index = await EmbeddedSearchIndex.open({ feed: databaseFeed(handle.db), sites: [{ fascia: 'coast', prefix: 'coast' }], checkIntervalMs: 60_000 });
    setEmbeddedSearch(embeddedSearchFor(index, embeddedSearchKeys()));
  });

  afterAll(async () => {
    process.env = saved;
    setEmbeddedSearch(undefined);
    await index.settled();
    await handle.close();
  });

  it('renders the engine’s hits and facet counts', async () => {
    const html = await render();
    const direct = index.engine.search(INDEX, { query: 'dress', hitsPerPage: 6, facets: ['brand', 'sizes'] });
    expect(direct.nbHits).toBeGreaterThan(6);
    expect(renderedHits(html)).toEqual(direct.hits.map((hit) => hit.objectID));
    expect(html).toContain(`>${String(direct.hits[0]!.name)}<`);
    const brands = renderedFacet(html, 'brand');
    expect(Object.keys(brands).length).toBeGreaterThan(1);
    expect(brands).toEqual(direct.facets!.brand);
    expect(renderedFacet(html, 'sizes')).toEqual(direct.facets!.sizes);
  });

  it('refines disjunctively: hits of the chosen brand, other brands keep their counts', async () => {
    const unrefined = index.engine.search(INDEX, { query: 'dress', facets: ['brand'] }).facets!.brand!;
    const [brand] = Object.entries(unrefined).sort((a, b) => a[1] - b[1])[0]!;
    const html = await render(brand);
    const refined = index.engine.search(INDEX, { query: 'dress', hitsPerPage: 6, facets: ['sizes'], facetFilters: [[`brand:${brand}`]] });
    expect(renderedHits(html)).toEqual(refined.hits.map((hit) => hit.objectID));
    expect(renderedFacet(html, 'brand')).toEqual(unrefined);
    expect(renderedFacet(html, 'sizes')).toEqual(refined.facets!.sizes);
    expect(html).toMatch(/ais-RefinementList-item--selected/);
  });
});
