import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FilmFormat, FilmLibrary, FilmPurpose } from '@storefront/catalogue/videos/films';
import { workspaceRoot } from '@storefront/db/client';

/**
 * The synthetic world's product films: short clips made once from the generated artwork
 * (scripts/src/make-films.ts, with ffmpeg) and committed under ./films. Each filmed product is
 * filmed from its own pictures in the colour the catalogue lists the film for (its first), so
 * the film shows the garment and the colour the gallery shows beside it. The embedded video
 * endpoint (`/_video`) serves them.
 */
export const FILMED_PRODUCTS = [
  'CST72804', // midi dress, four colours
  'CST58891', // trench coat
  'DPK77654', // women's jeans
  'CST50719', // ankle boots
  'CST80908', // tote bag
  'CST23710', // perfume
  'BUR30895', // men's jeans (Hartley)
  'BUR61394', // suit jacket
] as const;

const filmed = new Set<string>(FILMED_PRODUCTS);

/** Whether the seed lists a film for this product (in its first colour). */
export function isFilmedProduct(productKey: string): boolean {
  return filmed.has(productKey.toUpperCase());
}

/** File name of a clip: the gallery clip (2:3) in either container, the social one (9:16) as MP4. */
export function filmFileName(film: { productKey: string; colour: string }, purpose: FilmPurpose, format: FilmFormat): string {
  return `${film.productKey.toLowerCase()}-${film.colour}${purpose === 'social' ? '-social' : ''}.${format}`;
}

/**
 * The clips' folder: beside this file when it runs from source, else under the workspace
 * (bundlers such as Next.js move the compiled module elsewhere).
 */
export function filmsFolder(): string {
  const besideSource = resolve(/*turbopackIgnore: true*/ dirname(fileURLToPath(import.meta.url)), 'films');
  if (existsSync(/*turbopackIgnore: true*/ besideSource)) return besideSource;
  return join(/*turbopackIgnore: true*/ workspaceRoot(), 'seed', 'src', 'imagery', 'films');
}

const loaded = new Map<string, Promise<Uint8Array>>();

export const proceduralFilms: FilmLibrary = {
  // Bump whenever the clips are made again, so ETags (and so browser caches) change with them.
  version: '2',
  clip(film, purpose, format) {
    // The social preview is MP4 only (P §2 page head); only the filmed products have clips.
    if ((purpose === 'social' && format !== 'mp4') || !isFilmedProduct(film.productKey)) return Promise.resolve(undefined);
    const file = join(/*turbopackIgnore: true*/ filmsFolder(), filmFileName(film, purpose, format));
    let bytes = loaded.get(file);
    if (!bytes) {
      bytes = readFile(/*turbopackIgnore: true*/ file).then((buffer) => new Uint8Array(buffer));
      bytes.catch(() => loaded.delete(file));
      loaded.set(file, bytes);
    }
    // A colour that was not filmed has no file: no clip, rather than an error.
    return bytes.catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
  },
};
