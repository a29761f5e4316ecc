import { toContentfulContentType, toContentfulEditorInterface } from '@storefront/cms-models/define';
import { registry } from '@storefront/plugins/blocks';
import { siteBadges } from './badges';
import { seedBlocks } from './blocks';
import type { CataloguePicks } from './catalogue-picks';
import { coastPages } from './coast';
import { ContentBuilder, SEED_LOCALE } from './export-builders';
import { hartleyPages } from './hartley';
import { listingContents } from './listing-content';
import { nastygalPages } from './nastygal';
import { productPageBadges } from './pdp-badges';
import { sharedPages } from './shared-pages';

/**
 * Every content model as Contentful content-type JSON (what `pnpm models:export` writes), marked
 * published as a space export marks them, so `contentful space import` activates them.
 */
export function contentTypesExport() {
  return {
    contentTypes: registry.models.map((model) => {
      const definition = toContentfulContentType(model, registry.blockTypes);
      return { ...definition, sys: { ...definition.sys, version: 2, publishedVersion: 1, publishedCounter: 1 } };
    }),
    editorInterfaces: registry.models.map((model) => toContentfulEditorInterface(model)),
  };
}

/** The seeded storefront space as a `contentful space export` document. */
export function storefrontSpaceExport(picks: CataloguePicks) {
  const builder = new ContentBuilder();
  const blocks = seedBlocks(builder);
  hartleyPages(blocks, picks);
  coastPages(blocks, picks);
  nastygalPages(blocks, picks);
  sharedPages(blocks);
  listingContents(blocks, picks);
  siteBadges(blocks, picks);
  productPageBadges(blocks);
  return {
    ...contentTypesExport(),
    locales: [{ name: 'English (United Kingdom)', code: SEED_LOCALE, fallbackCode: null, default: true, optional: false, contentDeliveryApi: true, contentManagementApi: true }],
    entries: builder.entries,
    assets: builder.assets,
  };
}
