import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { fascias } from '@storefront/sites/fascias';
import type { StudioAsset, StudioEntrySummary } from '@storefront/preview/studio/types';
import { createStudioContent } from '../contentful/management-client';
import { buildStudioSpace, studioEditor, TEST_SPACE } from './studio-space.testing';
import { greyPng } from '../testing/png';
import { bodyOf, studioRequest, type StudioRequestOptions } from './studio-requests.testing';
import { MAX_UPLOAD_BYTES, safeFileName, uploadAssetHandler } from './asset-upload-handler';
import { MAX_SEARCH_RESULTS, searchEntriesHandler } from './entry-search-handler';
import type { StudioApiDeps } from './handler-kit';

/** A real PNG of this size (the space reads the pixel size from its header). */
const png = (width: number, height: number) => new Uint8Array(greyPng(width, height));

describe('studio assets and entry search', () => {
  let handle: DatabaseHandle;
  let deps: StudioApiDeps;
  let editorToken: string;

  const asEditor = (method: string, path: string, options: StudioRequestOptions = {}) =>
    studioRequest(method, path, { ...options, cookies: { sf_studio: editorToken, ...options.cookies } });
  const upload = (form: FormData, options: StudioRequestOptions = {}) => uploadAssetHandler(asEditor('POST', '/_api/studio/assets', { body: form, ...options }), deps);
  const formWith = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string, title?: string) => {
    const form = new FormData();
    form.append('file', new File([bytes], name, { type }));
    if (title !== undefined) form.append('title', title);
    return form;
  };
  const search = (query: string) => searchEntriesHandler(asEditor('GET', `/_api/studio/entries${query}`), deps);

  beforeAll(async () => {
    handle = await openTestDatabase();
    const { management } = await buildStudioSpace(handle.db);
    editorToken = (await studioEditor(handle.db, management)).token;
    deps = {
      db: handle.db,
      sites: fascias,
      contentFor: async (editor) => createStudioContent({ kind: 'embedded', handle: management.handle, spaceId: TEST_SPACE, environmentId: 'master', accessToken: editor.token }),
    };
  });
  afterAll(() => handle.close());

  describe('uploads', () => {
    it('uploads an image and publishes it as an asset with its size and URL (201)', async () => {
      const response = await upload(formWith(png(24, 16), 'Summer Lookbook.png', 'image/png', 'Summer lookbook'));
      expect(response.status).toBe(201);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const asset = (await bodyOf(response)).asset as StudioAsset;
      expect(asset).toMatchObject({ title: 'Summer lookbook', fileName: 'Summer Lookbook.png', contentType: 'image/png', width: 24, height: 16, status: 'published' });
      expect(asset.url).toMatch(new RegExp(`^/_content/files/${TEST_SPACE}/[^/]+/Summer%20Lookbook\\.png$`));
    });

    it('keeps the type the bytes have and titles the asset after its file when no title is given', async () => {
      const response = await upload(formWith(png(4, 4), '../../etc/passwd.jpg', 'image/jpeg'));
      expect(response.status).toBe(201);
      expect((await bodyOf(response)).asset).toMatchObject({ title: 'passwd', fileName: 'passwd.png', contentType: 'image/png' });
    });

    it('refuses SVG, scripts and anything that is not a web image by its bytes (415)', async () => {
      const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      const refusedSvg = await upload(formWith(svg, 'logo.svg', 'image/svg+xml'));
      expect(refusedSvg.status).toBe(415);
      expect((await bodyOf(refusedSvg)).message).toBe('That file is not a JPEG, PNG, WebP, AVIF or GIF image.');
      const disguised = await upload(formWith(new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'photo.png', 'image/png'));
      expect(disguised.status).toBe(415);
      const pdf = await upload(formWith(new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF'), 'lookbook.pdf', 'application/pdf'));
      expect(pdf.status).toBe(415);
      const json = await uploadAssetHandler(asEditor('POST', '/_api/studio/assets', { body: { file: 'x' } }), deps);
      expect(json.status).toBe(415);
      expect((await bodyOf(json)).message).toBe('Send the file as multipart/form-data with a "file" field.');
    });

    it('refuses a file over the limit with 413, and a form without a file or with an empty one with 400', async () => {
      const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
      big.set(png(2, 2));
      const tooBig = await upload(formWith(big, 'huge.png', 'image/png'));
      expect(tooBig.status).toBe(413);
      expect((await bodyOf(tooBig)).message).toBe('The file is too large: upload images of at most 10 MB.');
      const declared = await uploadAssetHandler(
        asEditor('POST', '/_api/studio/assets', { body: 'x', headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50 * 1024 * 1024) } }),
        deps,
      );
      expect(declared.status).toBe(413);

      const noFile = new FormData();
      noFile.append('title', 'Nothing');
      expect((await bodyOf(await upload(noFile))).message).toBe('Choose a file to upload.');
      const empty = await upload(formWith(new Uint8Array(), 'empty.png', 'image/png'));
      expect(empty.status).toBe(400);
      expect((await bodyOf(empty)).message).toBe('The file is empty.');
    });

    it('needs a studio session (401) and the CSRF token (403)', async () => {
      expect((await uploadAssetHandler(studioRequest('POST', '/_api/studio/assets', { body: formWith(png(2, 2), 'a.png', 'image/png') }), deps)).status).toBe(401);
      expect((await upload(formWith(png(2, 2), 'a.png', 'image/png'), { csrf: false })).status).toBe(403);
    });

    it('keeps file names plain', () => {
      expect(safeFileName('C:\\photos\\beach day.jpeg', 'jpg')).toBe('beach day.jpg');
      expect(safeFileName('\u0000\u0007', 'png')).toBe('image.png');
      expect(safeFileName(`${'a'.repeat(300)}.gif`, 'gif')).toBe(`${'a'.repeat(100)}.gif`);
    });
  });

  describe('entry search', () => {
    it('finds entries of the asked content types by text, drafts included, titled by their display field', async () => {
      const response = await search('?q=gifting&contentType=text,section');
      expect(response.status).toBe(200);
      const entries = (await bodyOf(response)).entries as StudioEntrySummary[];
      expect(entries.map((entry) => [entry.id, entry.contentType, entry.title]).sort()).toEqual([
        ['hv-text', 'text', 'Gifting'],
        ['hv-text-section', 'section', 'Gifting text'],
      ]);
      const one = (await bodyOf(await search('?contentType=page'))).entries as StudioEntrySummary[];
      expect(new Set(one.map((entry) => entry.contentType))).toEqual(new Set(['page']));
      expect(one.map((entry) => entry.title)).toEqual(expect.arrayContaining(['Home', 'Summer edit', 'Coast home', 'Delivery']));
      expect(one[0]).toMatchObject({ status: expect.stringMatching(/draft|published|changed/), updatedAt: expect.any(String) });
    });

    it('answers at most 50, newest first', async () => {
      const all = (await bodyOf(await search(''))).entries as StudioEntrySummary[];
      expect(all.length).toBeGreaterThan(0);
      expect(all.length).toBeLessThanOrEqual(MAX_SEARCH_RESULTS);
      const times = all.map((entry) => Date.parse(entry.updatedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('refuses a bad content type or a long query with 400, and needs a session', async () => {
      const bad = await search('?contentType=text,%3Cscript%3E');
      expect(bad.status).toBe(400);
      expect((await bodyOf(bad)).message).toBe('"<script>" is not a content type id.');
      expect((await search(`?q=${'a'.repeat(101)}`)).status).toBe(400);
      expect((await searchEntriesHandler(studioRequest('GET', '/_api/studio/entries?q=x'), deps)).status).toBe(401);
    });
  });
});
