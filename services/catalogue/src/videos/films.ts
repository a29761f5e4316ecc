/**
 * What the video endpoint plays. The endpoint finds a product's film, answers ranges and caches;
 * the clips themselves come from the film library the storefront wires in. The embedded default
 * wires the synthetic world's clips (seed/src/imagery/films.ts), as `/_img` wires its artwork.
 */

/** gallery: the film shown in the product gallery (2:3); social: the 1080×1920 preview of the page head. */
export type FilmPurpose = 'gallery' | 'social';
export type FilmFormat = 'mp4' | 'webm';

export const FILM_CONTENT_TYPES: Record<FilmFormat, string> = { mp4: 'video/mp4', webm: 'video/webm' };

export interface FilmLibrary {
  /** Goes into every ETag: bumped whenever the clips change, so cached copies are replaced. */
  readonly version: string;
  /** The clip that films this product in this colour for a purpose, in a container; undefined when there is none. */
  clip(film: { productKey: string; colour: string }, purpose: FilmPurpose, format: FilmFormat): Promise<Uint8Array | undefined>;
}
