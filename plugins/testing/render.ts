import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import { collectWarnings } from '@storefront/cms-models/validation-warnings';
import { createFieldTagger } from '../core/field-tags';
import type { AnyBlockManifest } from '../core/manifest';
import type { AnyBlockRenderer, BlockRenderContext, CatalogueReader, LoaderContext } from '../core/renderer';

export const testSite = { id: 'hartley', name: 'Hartley & Vale', locale: 'en-GB', currency: 'GBP' };

export function renderContext(overrides: Partial<BlockRenderContext> = {}): BlockRenderContext {
  const preview = overrides.preview ?? false;
  return { site: testSite, eager: false, preview, pagePath: '/', fieldTags: createFieldTagger({ preview, locale: 'en-GB' }), ...overrides };
}

export function loaderContext(catalogue: CatalogueReader, badges?: LoaderContext['badges']): LoaderContext {
  return { site: testSite, catalogue, preview: false, badges };
}

export const emptyCatalogue: CatalogueReader = {
  productsByKeys: async () => [],
  searchProducts: async () => [],
};

/** Validates a fixture entry with the renderer's manifest, runs its loader and renders it to static HTML. */
export async function renderFixture(
  renderer: AnyBlockRenderer,
  entry: CmsEntry,
  options: { catalogue?: CatalogueReader; context?: Partial<BlockRenderContext>; badges?: LoaderContext['badges'] } = {},
): Promise<{ html: string; warnings: string[] }> {
  const { manifest } = renderer;
  const parsed = collectWarnings(() => manifest.model.schema.safeParse(entry.fields));
  if (!parsed.result.success) throw new Error(`fixture ${entry.id} invalid: ${parsed.result.error.message}`);
  const content = manifest.toContent(parsed.result.data, { id: entry.id });
  const data = renderer.loader ? await renderer.loader(content, loaderContext(options.catalogue ?? emptyCatalogue, options.badges)) : undefined;
  const element = createElement(renderer.Component, { content, data, context: renderContext(options.context) });
  return { html: renderToStaticMarkup(element), warnings: parsed.warnings.map((w) => `${w.entryId}: ${w.reason}`) };
}

export function parseFixture(manifest: AnyBlockManifest, entry: CmsEntry) {
  return collectWarnings(() => manifest.model.schema.safeParse(entry.fields));
}
