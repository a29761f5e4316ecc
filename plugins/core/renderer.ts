import type { ComponentType } from 'react';
import type { ProductSummary } from '@storefront/catalogue/types';
import type { SiteBadge } from '../shared/product/rules/badge-content';
import type { FieldTagger } from './field-tags';
import type { AnyBlockManifest, ContentOf, ContentTypeOf } from './manifest';
import { RegistryError, type ContentRegistry } from './registry';

/**
 * The rendering half of a block plugin: its React component and, when it needs server data, its
 * loader. Imported only where pages are rendered (page resolution, PageSections, the workbench);
 * everything else reads the block's manifest.
 */

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

export interface BlockRenderer<Manifest extends AnyBlockManifest = AnyBlockManifest, Data = unknown> {
  /** The manifest this renderer draws; the renderers map checks it is the registered one. */
  manifest: Manifest;
  /** Loads data the block needs on the server (products, stock). */
  loader?: ((content: ContentOf<Manifest>, context: LoaderContext) => Promise<Data>) | undefined;
  Component: ComponentType<BlockComponentProps<ContentOf<Manifest>, Data>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBlockRenderer = BlockRenderer<any, any>;

/** Typed: the component's props follow from the manifest's toContent and the loader's result. */
export function defineBlockRenderer<Manifest extends AnyBlockManifest, Data = undefined>(
  manifest: Manifest,
  parts: {
    loader?: (content: ContentOf<Manifest>, context: LoaderContext) => Promise<Data>;
    Component: ComponentType<BlockComponentProps<ContentOf<Manifest>, Data>>;
  },
): BlockRenderer<Manifest, Data> {
  return { manifest, loader: parts.loader, Component: parts.Component };
}

/**
 * One renderer per block manifest, keyed by content type: a missing renderer, a stray one or one
 * drawing another block's manifest is a type error.
 */
export type RendererMap<Manifests extends readonly AnyBlockManifest[]> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  [Manifest in Manifests[number] as ContentTypeOf<Manifest>]: BlockRenderer<Manifest, any>;
};

export interface BlockRenderers {
  /** The content registry the renderers draw (validation reads its manifests). */
  registry: ContentRegistry;
  rendererFor(contentType: string): AnyBlockRenderer | undefined;
}

/**
 * Pairs the content registry with its renderers. The map's type already demands one renderer per
 * block; the same is checked at start-up, for maps built around the type system.
 */
export function createRenderers<const Manifests extends readonly AnyBlockManifest[]>(
  registry: ContentRegistry<Manifests>,
  map: RendererMap<Manifests>,
): BlockRenderers {
  const byContentType = new Map<string, AnyBlockRenderer>(Object.entries(map as Record<string, AnyBlockRenderer>));
  for (const contentType of registry.blockTypes) {
    const renderer = byContentType.get(contentType);
    if (!renderer) throw new RegistryError(`Block "${contentType}" has no renderer`);
    if (renderer.manifest !== registry.manifestFor(contentType)) {
      throw new RegistryError(`The renderer registered for "${contentType}" draws another manifest ("${renderer.manifest.model.id}")`);
    }
  }
  for (const contentType of byContentType.keys()) {
    if (!registry.manifestFor(contentType)) throw new RegistryError(`A renderer is registered for "${contentType}", which is not a block`);
  }
  return { registry, rendererFor: (contentType) => byContentType.get(contentType) };
}
