import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FilmFormat, FilmLibrary, FilmPurpose } from '@storefront/catalogue/videos/films';
import { workspaceRoot } from '@storefront/db/client';

/**
 * The synthetic world's product films: a handful of short clips made once from the generated
 * artwork (scripts/src/make-films.ts, with ffmpeg) and committed under ./films, one per kind of
 * product. Every filmed product of a kind shares its kind's clip; the embedded video endpoint
 * (`/_video`) serves it under each product's own path.
 */
export const FILM_KINDS = ['dress', 'top', 'trousers', 'shoes', 'bag', 'beauty'] as const;
export type FilmKind = (typeof FILM_KINDS)[number];

/** The product each kind's clip is drawn from (a product type of the generated catalogue). */
export const FILM_SUBJECTS: Record<FilmKind, string> = {
  dress: 'midi-dress',
  top: 'trench-coat',
  trousers: 'womens-jeans',
  shoes: 'ankle-boots',
  bag: 'tote-bag',
  beauty: 'perfume',
};

const BEAUTY = /lipstick|palette|foundation|serum|oil|moisturiser|mask|cleanser|perfume|mist|shampoo|candle|diffuser/;

/** Which clip a product type is filmed by: the closest kind of product, tops and coats by default. */
export function filmKindOf(productType: string): FilmKind {
  if (/jacket|coat|blazer|cardigan|jumper|hoodie|shirt|top|blouse|zip/.test(productType)) return 'top';
  if (/dress|skirt|suit|dungarees/.test(productType)) return 'dress';
  if (/jeans|trousers|leggings|joggers/.test(productType)) return 'trousers';
  if (/boots|trainers|sandals|brogues|loafers/.test(productType)) return 'shoes';
  if (/bag|necklace|earrings/.test(productType)) return 'bag';
  if (BEAUTY.test(productType)) return 'beauty';
  return 'top';
}

/** File name of a clip: the gallery clip (2:3) in either container, the social one (9:16) as MP4. */
export function filmFileName(kind: FilmKind, purpose: FilmPurpose, format: FilmFormat): string {
  return `${kind}${purpose === 'social' ? '-social' : ''}.${format}`;
}

/**
 * The clips' folder: beside this file when it runs from source, else under the workspace
 * (bundlers such as Next.js move the compiled module elsewhere).
 */
export function filmsFolder(): string {
  const besideSource = resolve(/*turbopackIgnore: true*/ dirname(fileURLToPath(import.meta.url)), 'films');
  if (existsSync(join(/*turbopackIgnore: true*/ besideSource, filmFileName('dress', 'gallery', 'mp4')))) return besideSource;
  return join(/*turbopackIgnore: true*/ workspaceRoot(), 'seed', 'src', 'imagery', 'films');
}

const loaded = new Map<string, Promise<Uint8Array>>();

export const proceduralFilms: FilmLibrary = {
  // Bump whenever the clips are made again, so ETags (and so browser caches) change with them.
  version: '1',
  clip(productType, purpose, format) {
    // The social preview is MP4 only (P §2 page head).
    if (purpose === 'social' && format !== 'mp4') return Promise.resolve(undefined);
    const file = join(/*turbopackIgnore: true*/ filmsFolder(), filmFileName(filmKindOf(productType), purpose, format));
    let bytes = loaded.get(file);
    if (!bytes) {
      bytes = readFile(/*turbopackIgnore: true*/ file).then((buffer) => new Uint8Array(buffer));
      bytes.catch(() => loaded.delete(file));
      loaded.set(file, bytes);
    }
    return bytes;
  },
};
