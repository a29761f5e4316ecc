import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCategoryTree } from '@storefront/catalogue/queries/category-tree';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { bombPng } from '../testing/png';
import { analyseImage, catalogueColourReferences, visualSearchErrors, visualSearchPostResponse, visualSearchThumbnailResponse, visualSearchView, type VisualSearchDeps } from './visual-search';

const ORIGIN = 'http://hartley.localhost:3000';
const csrf = { cookie: 'sf_csrf=test-token', 'x-csrf-token': 'test-token' };

/** A solid image, or a shape of `colour` on a `backdrop`, encoded by sharp. */
async function picture(colour: string, options: { backdrop?: string; format?: 'png' | 'jpeg' | 'webp' | 'gif'; width?: number; height?: number; transparent?: boolean } = {}): Promise<Buffer> {
  const width = options.width ?? 300;
  const height = options.height ?? 450;
  const backdrop = options.transparent ? { r: 0, g: 0, b: 0, alpha: 0 } : (options.backdrop ?? colour);
  const shape = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="M${width * 0.35} ${height * 0.1} L${width * 0.65} ${height * 0.1} L${width * 0.8} ${height * 0.9} L${width * 0.2} ${height * 0.9} Z" fill="${colour}"/></svg>`);
  const composed = sharp({ create: { width, height, channels: 4, background: backdrop } }).composite([{ input: shape }]);
  const format = options.format ?? 'png';
  return (format === 'jpeg' ? composed.jpeg() : format === 'webp' ? composed.webp() : format === 'gif' ? composed.gif() : composed.png()).toBuffer();
}

function formRequest(image: Blob | string | undefined, fields: Record<string, string> = {}, headers: Record<string, string> = csrf): Request {
  const form = new FormData();
  if (image !== undefined) form.set('image', image);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return new Request(`${ORIGIN}/_api/visual-search`, { method: 'POST', body: form, headers });
}

const png = (bytes: Buffer, type = 'image/png') => new Blob([new Uint8Array(bytes)], { type });

describe('visual search', () => {
  let handle: DatabaseHandle;
  let deps: VisualSearchDeps;

  beforeAll(async () => {
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    deps = { site: { id: 'hartley' }, db: handle.db, categories: () => getCategoryTree(handle.db, { fascia: 'hartley' }) };
  });
  afterAll(() => handle.close());

  describe('colours of a photo', () => {
    it.each([
      ['a red PNG', () => picture('#d01c1f'), ['Red']],
      ['a pure red PNG', () => picture('#ff0000'), ['Red']],
      ['a red dress on a white backdrop (JPEG)', () => picture('#c41e3a', { backdrop: '#ffffff', format: 'jpeg' }), ['Red']],
      ['a navy dress on a light grey backdrop (WebP)', () => picture('#1f2b47', { backdrop: '#e6e6e6', format: 'webp' }), ['Navy']],
      ['a green dress on a transparent PNG', () => picture('#2f7d4a', { transparent: true }), ['Green']],
      ['a pink GIF', () => picture('#f0a6bc', { backdrop: '#ffffff', format: 'gif' }), ['Pink']],
    ])('finds the catalogue colour of %s', async (_, make, expected) => {
      const analysis = await analyseImage(await make(), await catalogueColourReferences(handle.db));
      if (!analysis.ok) throw new Error(analysis.message);
      expect(analysis.colours.map((colour) => colour.facet)).toEqual(expected);
      const thumbnail = await sharp(analysis.thumbnail).metadata();
      expect(thumbnail.format).toBe('webp');
      expect(Math.max(thumbnail.width!, thumbnail.height!)).toBeLessThanOrEqual(160);
    });

    it('refuses files that are not images, and images it cannot decode', async () => {
      const references = await catalogueColourReferences(handle.db);
      expect(await analyseImage(Buffer.from('%PDF-1.7 not an image'), references)).toEqual({ ok: false, status: 415, message: visualSearchErrors.notAnImage });
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>');
      expect(await analyseImage(svg, references)).toMatchObject({ ok: false, status: 415 });
      const truncated = (await picture('#d01c1f', { format: 'jpeg' })).subarray(0, 400);
      expect(await analyseImage(truncated, references)).toMatchObject({ ok: false });
      expect(await analyseImage(bombPng(20_000, 20_000), references)).toMatchObject({ ok: false });
    });
  });

  describe('POST /_api/visual-search', () => {
    it('stores what the photo held and answers with the visual search listing URL (multipart)', async () => {
      const response = await visualSearchPostResponse(formRequest(png(await picture('#d01c1f', { backdrop: '#ffffff' })), { category: 'women/dresses' }), deps);
      expect(response.status).toBe(201);
      const body = (await response.json()) as { id: string; url: string; colours: Array<{ facet: string }> };
      expect(body.colours.map((colour) => colour.facet)).toEqual(['Red']);
      expect(body.url).toBe(`/search/facet/colourFacets/Red?visual=${body.id}`);
      const { view, categorySlug } = await visualSearchView(deps, body.id);
      expect(view).toMatchObject({ status: 'found', id: body.id, thumbnailUrl: `/_api/visual-search/${body.id}`, category: { slug: 'women/dresses', name: 'Dresses' } });
      expect(categorySlug).toBe('women/dresses');
      const thumbnail = await visualSearchThumbnailResponse(body.id, deps);
      expect(thumbnail.status).toBe(200);
      expect(thumbnail.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).format).toBe('webp');
    });

    it('takes the raw image as the body too, with the category in the query', async () => {
      const request = new Request(`${ORIGIN}/_api/visual-search`, { method: 'POST', body: new Uint8Array(await picture('#1f2b47', { format: 'jpeg' })), headers: { ...csrf, 'content-type': 'image/jpeg' } });
      const response = await visualSearchPostResponse(request, deps);
      expect(response.status).toBe(201);
      expect(((await response.json()) as { colours: Array<{ facet: string }> }).colours[0]!.facet).toBe('Navy');
    });

    it.each<[string, () => Promise<Request>, number, string | RegExp]>([
      ['a text file', async () => formRequest(new Blob(['hello'], { type: 'text/plain' })), 415, visualSearchErrors.notAnImage],
      ['an SVG', async () => formRequest(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' })), 415, visualSearchErrors.notAnImage],
      ['an empty file', async () => formRequest(new Blob([], { type: 'image/png' })), 400, visualSearchErrors.empty],
      ['no image field', async () => formRequest(undefined, { category: 'women' }), 400, visualSearchErrors.missingImage],
      ['a text field instead of a file', async () => formRequest('not a file'), 400, visualSearchErrors.missingImage],
      ['a malformed category', async () => formRequest(png(await picture('#d01c1f')), { category: '../admin' }), 400, visualSearchErrors.unknownCategory],
      ['a category the site does not have', async () => formRequest(png(await picture('#d01c1f')), { category: 'women/spacesuits' }), 400, visualSearchErrors.unknownCategory],
      ['JSON', async () => new Request(`${ORIGIN}/_api/visual-search`, { method: 'POST', body: '{}', headers: { ...csrf, 'content-type': 'application/json' } }), 415, /multipart/],
      ['no CSRF token', async () => formRequest(png(await picture('#d01c1f')), {}, {}), 403, /expired/],
      ['another site’s page', async () => formRequest(png(await picture('#d01c1f')), {}, { ...csrf, origin: 'https://evil.example' }), 403, /Cross-site/],
    ])('refuses %s with a 4xx and a message', async (_, make, status, message) => {
      const response = await visualSearchPostResponse(await make(), deps);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    });

    it('refuses an oversized upload, whether or not it declares its length', async () => {
      const big = new Uint8Array(8 * 1024 * 1024 + 1);
      const declared = new Request(`${ORIGIN}/_api/visual-search`, { method: 'POST', body: big, headers: { ...csrf, 'content-type': 'image/png', 'content-length': String(big.byteLength) } });
      expect((await visualSearchPostResponse(declared, deps)).status).toBe(413);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let sent = 0; sent < 9; sent += 1) controller.enqueue(new Uint8Array(1024 * 1024));
          controller.close();
        },
      });
      const undeclared = new Request(`${ORIGIN}/_api/visual-search`, { method: 'POST', body: stream, headers: { ...csrf, 'content-type': 'image/png' }, duplex: 'half' } as RequestInit);
      const response = await visualSearchPostResponse(undeclared, deps);
      expect(response.status).toBe(413);
      expect(((await response.json()) as { message: string }).message).toBe(visualSearchErrors.tooLarge);
    });
  });

  it('forgets a search after a day, and never shows one to another site', async () => {
    const response = await visualSearchPostResponse(formRequest(png(await picture('#2f7d4a'))), deps);
    const { id } = (await response.json()) as { id: string };
    const tomorrow = () => new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect((await visualSearchView({ ...deps, now: tomorrow }, id)).view).toEqual({ status: 'expired', id });
    expect((await visualSearchThumbnailResponse(id, { ...deps, now: tomorrow })).status).toBe(404);
    expect((await visualSearchView({ ...deps, site: { id: 'coast' } }, id)).view.status).toBe('expired');
    expect((await visualSearchView(deps, 'not-a-valid-id!')).view.status).toBe('expired');
  });
});
