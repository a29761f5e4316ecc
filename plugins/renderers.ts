import { blockManifests, registry } from './blocks';
import { createRenderers, type RendererMap } from './core/renderer';
import { heroBannerRenderer } from './hero-banner/renderer';
import { imageRenderer } from './image/renderer';
import { productGridRenderer } from './product-grid/renderer';
import { spacingRenderer } from './spacing/renderer';
import { textRenderer } from './text/renderer';

/**
 * Each block's renderer, by content type: for the code that renders pages only. The map's type
 * asks for exactly one renderer per manifest in blocks.ts, so a forgotten or stray one fails
 * typechecking (and start-up).
 */
export const rendererMap = {
  heroBanner: heroBannerRenderer,
  text: textRenderer,
  image: imageRenderer,
  spacing: spacingRenderer,
  productGrid: productGridRenderer,
} satisfies RendererMap<typeof blockManifests>;

export const renderers = createRenderers(registry, rendererMap);
