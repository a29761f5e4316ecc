import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import { collectWarnings } from '@storefront/cms-models/validation-warnings';
import { createFieldTagger } from '../core/field-tags';
import type { AnyBlockPlugin, BlockRenderContext, CatalogueReader, LoaderContext } from '../core/plugin';

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

/** Validates a fixture entry with its plugin and renders it to static HTML. */
export async function renderFixture(
  plugin: AnyBlockPlugin,
  entry: CmsEntry,
  options: { catalogue?: CatalogueReader; context?: Partial<BlockRenderContext>; badges?: LoaderContext['badges'] } = {},
): Promise<{ html: string; warnings: string[] }> {
  const parsed = collectWarnings(() => plugin.model.schema.safeParse(entry.fields));
  if (!parsed.result.success) throw new Error(`fixture ${entry.id} invalid: ${parsed.result.error.message}`);
  const content = plugin.toContent(parsed.result.data, { id: entry.id });
  const data = plugin.loader ? await plugin.loader(content, loaderContext(options.catalogue ?? emptyCatalogue, options.badges)) : undefined;
  const element = createElement(plugin.Component, { content, data, context: renderContext(options.context) });
  return { html: renderToStaticMarkup(element), warnings: parsed.warnings.map((w) => `${w.entryId}: ${w.reason}`) };
}

export function parseFixture(plugin: AnyBlockPlugin, entry: CmsEntry) {
  return collectWarnings(() => plugin.model.schema.safeParse(entry.fields));
}
