import type { PaletteItem } from './types';

/** What the palette needs of a block plugin (plugins/core/plugin.ts BlockPlugin has all of it). */
export interface PalettePluginLike {
  model: { id: string };
  label: string;
  description: string;
  thumbnail: string;
}

/** The palette's entries, one per registered block plugin, in registry order. */
export function toPaletteItems(plugins: readonly PalettePluginLike[]): PaletteItem[] {
  return plugins.map((plugin) => ({ contentType: plugin.model.id, label: plugin.label, description: plugin.description, thumbnail: plugin.thumbnail }));
}

/**
 * The thumbnail as an image URL. An SVG shown through <img> cannot run scripts or load anything,
 * so even markup that slipped past review stays inert; it is never put into the page's DOM.
 */
export function thumbnailSrc(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.trim())}`;
}
