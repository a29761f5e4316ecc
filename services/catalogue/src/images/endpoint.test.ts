import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '@storefront/seed/catalogue/generate';
import { generatedImageSource } from '@storefront/seed/imagery/generated-image-source';
import { proceduralArtwork } from '@storefront/seed/imagery/procedural-artwork';
import { createImageCaches, handleImageRequest, transformImage, type ImageEndpointDeps } from './endpoint';

let deps: ImageEndpointDeps;
const source = generatedImageSource();
// A dress in several colours and a second product, straight from the generated catalogue.
const catalogue = generateCatalogue();
const dress = catalogue.products.find((product) => product.productType === 'maxi-dress' && catalogue.productColours.filter((colour) => colour.productId === product.id).length >= 2)!;
const DRESS = dress.key;
const [PINK, BLACK] = catalogue.productColours.filter((colour) => colour.productId === dress.id).map((colour) => colour.colour) as [string, string];
const OTHER = catalogue.products.find((product) => product.productType === 'heels')!;
const OTHER_COLOUR = catalogue.productColours.find((colour) => colour.productId === OTHER.id)!.colour;

beforeAll(() => {
  deps = { source, artwork: proceduralArtwork, caches: createImageCaches() };
});

const get = (path: string, options = {}) => handleImageRequest(new URL(`http://shop.localhost${path}`), deps, options);
const bytes = (body: Uint8Array | string) => {
  if (typeof body === 'string') throw new Error(`expected image bytes, got text: ${body}`);
  return Buffer.from(body);
};
const size = async (path: string) => {
  const response = await get(path);
  expect(response.status, typeof response.body === 'string' ? response.body : '').toBe(200);
  const meta = await sharp(bytes(response.body)).metadata();
  return { width: meta.width, height: meta.height, format: meta.format };
};

describe('product images', () => {
  it('serves a portrait JPEG at the intrinsic 1200 × 1800 by default, cacheable for a year', async () => {
    const response = await get(`/_img/products/${DRESS}/${PINK}/1`);
    expect(response.status).toBe(200);
    expect(response.headers['Content-Type']).toBe('image/jpeg');
    expect(response.headers['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.ETag).toMatch(/^"[\w-]+"$/);
    const meta = await sharp(bytes(response.body)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 1800]);
  });

  it('draws a real picture, not a flat colour', async () => {
    const response = await get(`/_img/products/${DRESS}/${PINK}/1?w=120`);
    const stats = await sharp(bytes(response.body)).stats();
    expect(Math.max(...stats.channels.map((channel) => channel.stdev))).toBeGreaterThan(20);
  });

  it('honours w and h for every fit', async () => {
    expect(await size(`/_img/products/${DRESS}/${PINK}/1?w=300`)).toMatchObject({ width: 300, height: 450 });
    expect(await size(`/_img/products/${DRESS}/${PINK}/1?h=300`)).toMatchObject({ width: 200, height: 300 });
    // Without fit the image fits inside the box, keeping its 2:3 shape.
    expect(await size(`/_img/products/${DRESS}/${PINK}/1?w=300&h=300`)).toMatchObject({ width: 200, height: 300 });
    for (const fit of ['pad', 'fill', 'scale', 'crop', 'thumb']) {
      expect(await size(`/_img/products/${DRESS}/${PINK}/1?w=300&h=300&fit=${fit}`), fit).toMatchObject({ width: 300, height: 300 });
    }
    expect(await size(`/_img/products/${DRESS}/${PINK}/1?w=2400&fit=fill&h=100`)).toMatchObject({ width: 2400, height: 100 });
  });

  it('pads with the bg colour', async () => {
    const response = await get(`/_img/products/${DRESS}/${PINK}/1?w=400&h=200&fit=pad&bg=rgb:ff0000&fm=png`);
    const { data } = await sharp(bytes(response.body)).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([255, 0, 0]);
  });

  it('crops a window of the artwork at its own scale', async () => {
    const cropped = await sharp(bytes((await get(`/_img/products/${DRESS}/${PINK}/1?w=200&h=200&fit=crop&fm=png`)).body)).stats();
    const scaled = await sharp(bytes((await get(`/_img/products/${DRESS}/${PINK}/1?w=200&h=200&fit=scale&fm=png`)).body)).stats();
    expect(cropped.channels[0]!.mean).not.toBeCloseTo(scaled.channels[0]!.mean, 0);
  });

  it.each([
    ['jpg', 'image/jpeg', 'jpeg'],
    ['png', 'image/png', 'png'],
    ['webp', 'image/webp', 'webp'],
    ['avif', 'image/avif', 'heif'],
  ])('encodes fm=%s', async (fm, contentType, format) => {
    const response = await get(`/_img/products/${DRESS}/${PINK}/2?w=90&fm=${fm}`);
    expect(response.headers['Content-Type']).toBe(contentType);
    expect((await sharp(bytes(response.body)).metadata()).format).toBe(format);
  });

  it('applies q to lossy formats', async () => {
    const low = bytes((await get(`/_img/products/${DRESS}/${PINK}/1?w=400&q=20`)).body);
    const high = bytes((await get(`/_img/products/${DRESS}/${PINK}/1?w=400&q=95`)).body);
    expect(low.length).toBeLessThan(high.length);
  });

  it('differs between products, colours and views', async () => {
    const [pink, black, back, other] = await Promise.all([
      get(`/_img/products/${DRESS}/${PINK}/1?w=200&fm=png`),
      get(`/_img/products/${DRESS}/${BLACK}/1?w=200&fm=png`),
      get(`/_img/products/${DRESS}/${PINK}/2?w=200&fm=png`),
      get(`/_img/products/${OTHER.key}/${OTHER_COLOUR}/1?w=200&fm=png`),
    ]);
    const bodies = [pink, black, back, other].map((response) => bytes(response.body).toString('base64'));
    expect(new Set(bodies).size).toBe(4);
    expect(pink.headers.ETag).not.toBe(black.headers.ETag);
  });

  it('answers 404 for unknown products, colours and views', async () => {
    expect((await get('/_img/products/ZZZ99999/pink/1')).status).toBe(404);
    const colour = await get(`/_img/products/${DRESS}/chartreuse/1`);
    expect(colour.status).toBe(404);
    expect(colour.body).toBe(`No product ${DRESS} in colour chartreuse`);
    expect((await get(`/_img/products/${DRESS}/${PINK}/9`)).status).toBe(404);
    expect((await get(`/_img/products/${DRESS}/${PINK}/0`)).status).toBe(404);
    expect((await get('/_img/elsewhere/x')).status).toBe(404);
  });

  it('answers 400 with the reason for bad parameters, before any lookup', async () => {
    const before = source.lookups;
    const response = await get(`/_img/products/${DRESS}/${PINK}/1?w=5000`);
    expect(response.status).toBe(400);
    expect(response.body).toBe('Bad image parameters: w must be between 1 and 4000 (got 5000)');
    expect(response.headers['Cache-Control']).toBe('no-store');
    expect(source.lookups).toBe(before);
  });

  it('answers 304 to a matching If-None-Match, and headers only to HEAD', async () => {
    const first = await get(`/_img/products/${DRESS}/${PINK}/1?w=100`);
    const again = await get(`/_img/products/${DRESS}/${PINK}/1?w=100`, { ifNoneMatch: first.headers.ETag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    const head = await get(`/_img/products/${DRESS}/${PINK}/1?w=100`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['Content-Length']).toBe(first.headers['Content-Length']);
    expect((await get(`/_img/products/${DRESS}/${PINK}/1`, { method: 'POST' })).status).toBe(405);
  });

  it('keeps rendered images within the cache budget', async () => {
    const caches = createImageCaches({ rasterBytes: 4 * 1024 * 1024, outputBytes: 64 * 1024 });
    for (const w of [100, 150, 200, 250, 300]) await handleImageRequest(new URL(`http://x/_img/products/${DRESS}/${PINK}/1?w=${w}`), { source, artwork: proceduralArtwork, caches });
    expect(caches.outputs.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(caches.rasters.bytes).toBeLessThanOrEqual(4 * 1024 * 1024);
    expect(caches.outputs.size).toBeGreaterThan(0);
  });
});

describe('swatches and campaigns', () => {
  it('serves a square PNG swatch of the cloth, sized by w and h', async () => {
    const response = await get(`/_img/swatches/${DRESS}/${PINK}?w=60&h=60`);
    expect(response.headers['Content-Type']).toBe('image/png');
    expect(await sharp(bytes(response.body)).metadata()).toMatchObject({ width: 60, height: 60 });
    expect((await get(`/_img/swatches/${DRESS}/chartreuse`)).status).toBe(404);
  });

  it('composes campaign art for the requested banner shape', async () => {
    expect(await size('/_img/campaigns/summer/hero?w=800&h=300')).toMatchObject({ width: 800, height: 300 });
    expect(await size('/_img/campaigns/beauty/hero?w=300&h=450&fm=webp')).toMatchObject({ width: 300, height: 450, format: 'webp' });
    expect((await get('/_img/campaigns/winter/hero')).status).toBe(404);
  });
});

describe('transformImage (CMS asset files)', () => {
  it('answers with the resized upload and cache headers, keeping its format', async () => {
    const upload = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } }).png().toBuffer();
    const response = await transformImage(upload, new URLSearchParams('w=150'));
    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject({ 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=31536000, immutable' });
    expect(await sharp(bytes(response.body)).metadata()).toMatchObject({ width: 150, height: 100 });
    const again = await transformImage(upload, 'w=150', { ifNoneMatch: response.headers.ETag });
    expect(again.status).toBe(304);
  });

  it('answers 400 for bad parameters and 415 for files that are not images', async () => {
    const upload = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).jpeg().toBuffer();
    const bad = await transformImage(upload, 'fm=bmp');
    expect(bad.status).toBe(400);
    expect(bad.body).toBe('Bad image parameters: fm must be one of jpg, png, webp, avif (got "bmp")');
    expect((await transformImage(Buffer.from('%PDF-1.4'), 'w=10')).status).toBe(415);
  });
});
