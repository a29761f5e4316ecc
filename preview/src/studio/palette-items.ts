import type { PaletteItem } from './types';

/** What the palette needs of a block (a manifest, plugins/core/manifest.ts, has all of it). */
export interface PaletteBlockLike {
  model: { id: string };
  label: string;
  description: string;
  thumbnail: string;
}

/** The palette's entries, one per registered block manifest, in registry order. */
export function toPaletteItems(manifests: readonly PaletteBlockLike[]): PaletteItem[] {
  return manifests.map((manifest) => ({ contentType: manifest.model.id, label: manifest.label, description: manifest.description, thumbnail: manifest.thumbnail }));
}

/**
 * The thumbnail as an image URL. An SVG shown through <img> cannot run scripts or load anything,
 * so even markup that slipped past review stays inert; it is never put into the page's DOM.
 */
export function thumbnailSrc(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.trim())}`;
}
