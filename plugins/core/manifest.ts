import type { AnyContentModel, ModelOutput } from '@storefront/cms-models/define';
import type { CmsEntry } from '@storefront/cms-models/nodes';

/**
 * The React-free half of a block plugin: what the CMS, the seed, the studio and the models export
 * need to know about a block. Its renderer (renderer.ts) adds the component and the loader; only
 * code that renders pages imports renderers.
 */

export interface BlockFixture {
  /** Shown in the plugin workbench. */
  name: string;
  /** An entry as the content adapter gives it (links nested). */
  entry: CmsEntry;
  /** Fixtures the plugin must reject, for tests and the workbench. */
  invalid?: boolean;
}

export interface BlockManifest<M extends AnyContentModel = AnyContentModel, Content = unknown> {
  /** The content type this block renders; its id is the block's key. Its zod schema is `model.schema`. */
  model: M;
  /** Models only used inside this block (link items, hotspots). */
  nestedModels?: readonly AnyContentModel[];
  label: string;
  description: string;
  /** A small inline SVG (authored in code, never from content) for the studio palette. */
  thumbnail: string;
  /** Turns validated fields into the component's own props. */
  toContent(fields: ModelOutput<M>, entry: { id: string }): Content;
  fixtures: readonly BlockFixture[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBlockManifest = BlockManifest<any, any>;

/** The props a block's component receives as `content`: what its manifest's toContent returns. */
export type ContentOf<Manifest extends AnyBlockManifest> = ReturnType<Manifest['toContent']>;

/** The content type id of a manifest, as a literal type ('heroBanner'). */
export type ContentTypeOf<Manifest extends AnyBlockManifest> = Manifest['model']['id'];

/** Typed identity: lets TypeScript infer Content from toContent and keep the model's literal id. */
export function defineBlockManifest<M extends AnyContentModel, Content>(manifest: BlockManifest<M, Content>): BlockManifest<M, Content> {
  return manifest;
}
