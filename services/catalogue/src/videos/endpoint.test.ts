import { describe, expect, it } from 'vitest';
import { proceduralFilms } from '@storefront/seed/imagery/films';
import { handleVideoRequest, type VideoEndpointDeps, type VideoRequestOptions } from './endpoint';
import type { ProductFilmRecord, ProductFilmSource } from './video-source';

// Two filmed products of different kinds (a midi dress, ankle boots), as the catalogue lists them (MP4 paths).
const listed = new Map<string, ProductFilmRecord>([
  ['/_video/products/CST72804/fuchsia/1.mp4', { purpose: 'gallery' }],
  ['/_video/products/CST72804/fuchsia/social.mp4', { purpose: 'social' }],
  ['/_video/products/CST50719/nude/1.mp4', { purpose: 'gallery' }],
]);
const asked: string[] = [];
const source: ProductFilmSource = {
  findFilm: async (key, src) => {
    asked.push(src);
    return src.includes(`/${key}/`) ? listed.get(src) : undefined;
  },
};
const deps: VideoEndpointDeps = { source, films: proceduralFilms };

const get = (path: string, options: VideoRequestOptions = {}) => handleVideoRequest(new URL(`http://shop.localhost${path}`), deps, options);
const bytes = (body: Uint8Array | string) => {
  if (typeof body === 'string') throw new Error(`expected film bytes, got text: ${body}`);
  return Buffer.from(body);
};
/** The ISO base media file type box an MP4 starts with, and the EBML magic of a WebM. */
const isMp4 = (body: Buffer) => body.subarray(4, 8).toString('latin1') === 'ftyp';
const isWebm = (body: Buffer) => body.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));

describe('product films', () => {
  it('serves a catalogued film as a real MP4, whole, cacheable for a year, saying it takes ranges', async () => {
    const response = await get('/_video/products/CST72804/fuchsia/1.mp4');
    expect(response.status).toBe(200);
    expect(response.headers['Content-Type']).toBe('video/mp4');
    expect(response.headers['Accept-Ranges']).toBe('bytes');
    expect(response.headers['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.ETag).toMatch(/^"[\w-]+"$/);
    const body = bytes(response.body);
    expect(isMp4(body)).toBe(true);
    expect(response.headers['Content-Length']).toBe(String(body.length));
    // A few seconds of small video: tens of kilobytes, not a placeholder of a few bytes.
    expect(body.length).toBeGreaterThan(10_000);
    expect(body.length).toBeLessThan(200_000);
  });

  it('serves the same film as WebM beside the MP4 the catalogue lists', async () => {
    const response = await get('/_video/products/CST72804/fuchsia/1.webm');
    expect(response.status).toBe(200);
    expect(response.headers['Content-Type']).toBe('video/webm');
    expect(isWebm(bytes(response.body))).toBe(true);
  });

  it('plays each product by its own clip, and a film the same way every time', async () => {
    const dress = bytes((await get('/_video/products/CST72804/fuchsia/1.mp4')).body);
    const boots = bytes((await get('/_video/products/CST50719/nude/1.mp4')).body);
    expect(dress.equals(boots)).toBe(false);
    expect(bytes((await get('/_video/products/cst72804/fuchsia/1.mp4')).body).equals(dress)).toBe(true);
  });

  it('serves the social preview as a larger MP4, and no WebM of it (P §2: the social video is MP4)', async () => {
    const social = await get('/_video/products/CST72804/fuchsia/social.mp4');
    expect(social.status).toBe(200);
    expect(social.headers['Content-Type']).toBe('video/mp4');
    expect(bytes(social.body).length).toBeGreaterThan(bytes((await get('/_video/products/CST72804/fuchsia/1.mp4')).body).length);
    expect((await get('/_video/products/CST72804/fuchsia/social.webm')).status).toBe(404);
  });

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const whole = bytes((await get('/_video/products/CST72804/fuchsia/1.mp4')).body);
    const first = await get('/_video/products/CST72804/fuchsia/1.mp4', { range: 'bytes=0-1' });
    expect(first.status).toBe(206);
    expect(first.headers['Content-Range']).toBe(`bytes 0-1/${whole.length}`);
    expect(first.headers['Content-Length']).toBe('2');
    expect(bytes(first.body).equals(whole.subarray(0, 2))).toBe(true);

    const tail = await get('/_video/products/CST72804/fuchsia/1.mp4', { range: 'bytes=100-' });
    expect(tail.status).toBe(206);
    expect(tail.headers['Content-Range']).toBe(`bytes 100-${whole.length - 1}/${whole.length}`);
    expect(bytes(tail.body).equals(whole.subarray(100))).toBe(true);

    const suffix = await get('/_video/products/CST72804/fuchsia/1.mp4', { range: 'bytes=-10' });
    expect(bytes(suffix.body).equals(whole.subarray(whole.length - 10))).toBe(true);
  });

  it('refuses a range past the end or malformed with 416 and the size', async () => {
    const size = bytes((await get('/_video/products/CST72804/fuchsia/1.mp4')).body).length;
    for (const range of [`bytes=${size}-`, 'bytes=50-10', 'bytes=x-y']) {
      const response = await get('/_video/products/CST72804/fuchsia/1.mp4', { range });
      expect(response.status, range).toBe(416);
      expect(response.headers['Content-Range']).toBe(`bytes */${size}`);
    }
  });

  it('answers a range of another version of the film (If-Range) whole, and an unchanged one with 304', async () => {
    const whole = await get('/_video/products/CST72804/fuchsia/1.mp4');
    const etag = whole.headers.ETag!;
    expect((await get('/_video/products/CST72804/fuchsia/1.mp4', { range: 'bytes=0-1', ifRange: '"older"' })).status).toBe(200);
    expect((await get('/_video/products/CST72804/fuchsia/1.mp4', { range: 'bytes=0-1', ifRange: etag })).status).toBe(206);
    const unchanged = await get('/_video/products/CST72804/fuchsia/1.mp4', { ifNoneMatch: etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBe('');
  });

  it('answers HEAD with the headers alone', async () => {
    const response = await get('/_video/products/CST72804/fuchsia/1.mp4', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(Number(response.headers['Content-Length'])).toBeGreaterThan(10_000);
    expect(response.body).toBe('');
    expect((await get('/_video/products/CST72804/fuchsia/1.mp4', { method: 'POST' })).status).toBe(405);
  });

  it('answers 404 for a film the catalogue does not list, another colour, or an unknown path', async () => {
    for (const path of ['/_video/products/CST72804/fuchsia/2.mp4', '/_video/products/CST12345/red/1.mp4', '/_video/products/ZZZ00000/black/1.mp4', '/_video/products/CST72804/fuchsia/1.mov', '/_video/other/x.mp4', '/_video/']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers['Content-Type']).toBe('text/plain; charset=utf-8');
    }
  });

  it('never reads outside the films: climbing and escaped paths are unknown paths, not looked up', async () => {
    asked.length = 0;
    for (const path of [
      '/_video/products/CST72804/fuchsia/../../../../package.json',
      '/_video/products/CST72804/fuchsia/%2e%2e%2f%2e%2e%2fpackage.json',
      '/_video/products/CST12345/..%2f..%2fetc/passwd.mp4',
      '/_video/products/CST72804/fuchsia/%2E%2E.mp4',
      '/_video/products/CST72804/fuchsia/..%5C..%5Cfilms.mp4',
      '/_video/products/CST72804/fuchsia/1.mp4%00.txt',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(typeof response.body, path).toBe('string');
    }
    expect(asked).toEqual([]);
  });
});
