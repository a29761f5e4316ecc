import { createHash } from 'node:crypto';
import type { Database } from '@storefront/db/client';
import { byteRange } from './byte-range';
import { FILM_CONTENT_TYPES, type FilmFormat, type FilmLibrary } from './films';
import { createDatabaseFilmSource, type ProductFilmSource } from './video-source';

export interface VideoResponse {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array | string;
}

export interface VideoRequestOptions {
  method?: string;
  /** The Range request header: a browser plays and seeks a film by ranges. */
  range?: string | null;
  /** The If-Range request header: a range of a film that changed since is answered whole. */
  ifRange?: string | null;
  /** The If-None-Match request header, for 304 answers. */
  ifNoneMatch?: string | null;
}

/** Where catalogued films are looked up (a catalogue database, or any other source) and the clips that play them. */
export type VideoEndpointDeps = ({ source: ProductFilmSource } | { db: Database }) & { films: FilmLibrary };

// One source per database, so its short lookup memory survives from request to request.
const sourcesByDb = new WeakMap<Database, ProductFilmSource>();

function sourceOf(deps: VideoEndpointDeps): ProductFilmSource {
  if ('source' in deps) return deps.source;
  let source = sourcesByDb.get(deps.db);
  if (!source) {
    source = createDatabaseFilmSource(deps.db);
    sourcesByDb.set(deps.db, source);
  }
  return source;
}

/** A film's URL never changes what it plays (its ETag follows the library's version). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * /_video/products/{key}/{colour}/{name}.{mp4|webm}: nothing else, so no path can climb out of
 * the films (a `..` or an escaped slash simply does not match).
 */
const filmPath = /^\/_video\/products\/([A-Za-z]{3}\d{5})\/([a-z0-9-]{1,60})\/([a-z0-9-]{1,20})\.(mp4|webm)$/;

function text(status: number, message: string, cacheControl = 'no-store'): VideoResponse {
  return { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cacheControl }, body: message };
}

const etags = new WeakMap<Uint8Array, string>();

function etagFor(version: string, body: Uint8Array): string {
  let etag = etags.get(body);
  if (!etag) {
    etag = `"${createHash('sha1').update(version).update(body).digest('base64url').slice(0, 27)}"`;
    etags.set(body, etag);
  }
  return etag;
}

const matchesAny = (header: string, etag: string) => header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');

function respond(body: Uint8Array, contentType: string, etag: string, options: VideoRequestOptions): VideoResponse {
  const size = body.length;
  const headers: Record<string, string> = { 'Content-Type': contentType, 'Accept-Ranges': 'bytes', 'Cache-Control': IMMUTABLE, ETag: etag };
  if (options.ifNoneMatch && matchesAny(options.ifNoneMatch, etag)) return { status: 304, headers, body: '' };
  const head = options.method === 'HEAD';
  // A range of another version of the film would splice two files: answer the whole one instead.
  const range = options.ifRange && options.ifRange.trim() !== etag ? { kind: 'whole' as const } : byteRange(options.range, size);
  if (range.kind === 'unsatisfiable') {
    return { status: 416, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Accept-Ranges': 'bytes', 'Content-Range': `bytes */${size}` }, body: head ? '' : 'Range not satisfiable' };
  }
  if (range.kind === 'partial') {
    const length = range.end - range.start + 1;
    return {
      status: 206,
      headers: { ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${size}`, 'Content-Length': String(length) },
      body: head ? '' : body.subarray(range.start, range.end + 1),
    };
  }
  return { status: 200, headers: { ...headers, 'Content-Length': String(size) }, body: head ? '' : body };
}

/**
 * GET and HEAD /_video/products/{key}/{colour}/{name}.mp4 (or .webm): a film the catalogue lists
 * for a colour, played by the library's clip of that product in that colour for the film's purpose, with
 * byte ranges (206, 416) and long-lived cache headers. The catalogue lists the MP4; the same film
 * is served as WebM beside it for the browsers that prefer it. Framework-free: the route hands
 * in the URL and headers and gets status, headers and body back.
 */
export async function handleVideoRequest(url: URL, deps: VideoEndpointDeps, options: VideoRequestOptions = {}): Promise<VideoResponse> {
  if (options.method && options.method !== 'GET' && options.method !== 'HEAD') {
    return { ...text(405, 'Only GET and HEAD are supported'), headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Allow: 'GET, HEAD' } };
  }
  const path = filmPath.exec(url.pathname);
  if (!path) return text(404, 'Unknown video path');
  const key = path[1]!.toUpperCase();
  const [, , colour, name, extension] = path;
  const format = extension as FilmFormat;
  const base = `/_video/products/${key}/${colour}/${name}`;
  const source = sourceOf(deps);
  const film = (await source.findFilm(key, `${base}.${format}`)) ?? (await source.findFilm(key, `${base}.${format === 'mp4' ? 'webm' : 'mp4'}`));
  if (!film) return text(404, `No film ${name} of product ${key} in colour ${colour}`, 'public, max-age=60');
  const clip = await deps.films.clip({ productKey: key, colour: colour! }, film.purpose, format);
  if (!clip) return text(404, `Film ${name} of product ${key} is not made as ${format}`, 'public, max-age=60');
  return respond(clip, FILM_CONTENT_TYPES[format], etagFor(deps.films.version, clip), options);
}
