import type { ComponentType } from 'react';
import type { AnyContentModel, ModelOutput } from '@storefront/cms-models/define';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import type { ProductSummary } from '@storefront/catalogue/types';
import type { SiteBadge } from '../shared/product/rules/badge-content';
import type { FieldTagger } from './field-tags';

/** Who is looking at the page (visibility config depends on it). */
export interface Viewer {
  kind: 'guest' | 'signed-in';
  userId?: string | undefined;
}

/** What a block needs to know about the site it renders on. */
export interface SiteContext {
  id: string;
  name: string;
  locale: string;
  currency: string;
}

export interface BlockRenderContext {
  site: SiteContext;
  /** The first sections of a page load their images eagerly (they are likely above the fold). */
  eager: boolean;
  preview: boolean;
  /** The path of the page being rendered (e.g. /pages/brands/coast): some links depend on it. */
  pagePath: string;
  /** Field tags for editable elements (click-to-edit, live text); empty outside preview. */
  fieldTags: FieldTagger;
}

/** Read access to the catalogue for block loaders. */
export interface CatalogueReader {
  productsByKeys(keys: readonly string[], options: { fascia: string }): Promise<ProductSummary[]>;
  searchProducts(query: string, options: { fascia: string; limit: number }): Promise<ProductSummary[]>;
}

export interface LoaderContext {
  site: SiteContext;
  catalogue: CatalogueReader;
  preview: boolean;
  /** The site's CMS badges, for product cards; without it cards show none. */
  badges?: () => Promise<readonly SiteBadge[]>;
}

export interface BlockComponentProps<Content, Data> {
  content: Content;
  data: Data;
  context: BlockRenderContext;
}

export interface BlockFixture {
  /** Shown in the plugin workbench. */
  name: string;
  /** An entry as the content adapter gives it (links nested). */
  entry: CmsEntry;
  /** Fixtures the plugin must reject, for tests and the workbench. */
  invalid?: boolean;
}

export interface BlockPlugin<M extends AnyContentModel = AnyContentModel, Content = unknown, Data = unknown> {
  /** The content type this plugin renders; its id is the plugin's key. */
  model: M;
  /** Models only used inside this block (link items, hotspots). */
  nestedModels?: readonly AnyContentModel[];
  label: string;
  description: string;
  /** A small inline SVG (authored in code, never from content) for the studio palette. */
  thumbnail: string;
  /** Turns validated fields into the component's own props. */
  toContent(fields: ModelOutput<M>, entry: { id: string }): Content;
  /** Loads data the block needs on the server (products, stock). */
  loader?: (content: Content, context: LoaderContext) => Promise<Data>;
  Component: ComponentType<BlockComponentProps<Content, Data>>;
  fixtures: readonly BlockFixture[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBlockPlugin = BlockPlugin<any, any, any>;

/** Typed identity: lets TypeScript infer Content and Data from toContent and loader. */
export function defineBlockPlugin<M extends AnyContentModel, Content, Data = undefined>(
  plugin: BlockPlugin<M, Content, Data>,
): BlockPlugin<M, Content, Data> {
  return plugin;
}
