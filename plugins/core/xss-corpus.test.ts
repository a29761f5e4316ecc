import { describe, expect, it } from 'vitest';
import { TEXT_PAYLOADS } from '@storefront/cms-models/testing/xss-payloads';
import { blockManifests } from '../blocks';
import { renderers } from '../renderers';
import { markupProblems } from '../testing/markup-safety';
import { testProduct } from '../testing/products';
import { parseFixture, renderFixture } from '../testing/render';
import { corpusCoverage, xssCorpus } from '../testing/xss-corpus';

const catalogue = {
  productsByKeys: async (keys: readonly string[]) => keys.map((key) => testProduct(key)),
  searchProducts: async (_query: string, { limit }: { limit: number }) => Array.from({ length: limit }, (_, index) => testProduct(`TST${String(index).padStart(5, '0')}`)),
};

describe('the XSS corpus', () => {
  it('reaches every field of every block’s models (a new block is covered by its fixtures)', () => {
    const { reached, missed } = corpusCoverage();
    expect(missed).toEqual([]);
    expect(reached.length).toBeGreaterThan(40);
  });

  it('has markup, URL, file and wrong-typed cases for every block', () => {
    const cases = xssCorpus();
    for (const manifest of blockManifests) expect(cases.filter((corpusCase) => corpusCase.entry.contentType === manifest.model.id).length, manifest.model.id).toBeGreaterThanOrEqual(TEXT_PAYLOADS.length);
  });
});

describe.each(blockManifests.map((manifest) => [manifest.model.id, manifest] as const))('%s through the zod boundary and its component', (id, manifest) => {
  const cases = xssCorpus([manifest]);

  it('renders no script, handler or unsafe URL for any case, and shows markup payloads as text', async () => {
    const problems: string[] = [];
    let rendered = 0;
    for (const corpusCase of cases) {
      if (!parseFixture(manifest, corpusCase.entry).result.success) continue;
      const { html } = await renderFixture(renderers.rendererFor(id)!, corpusCase.entry, { catalogue });
      rendered += 1;
      problems.push(...markupProblems(html).map((problem) => `${corpusCase.name}: ${problem}`));
    }
    expect(problems).toEqual([]);
    // The markup rounds render (the payloads are text); what fails the boundary is dropped instead.
    expect(rendered).toBeGreaterThanOrEqual(TEXT_PAYLOADS.length);
  });
});
