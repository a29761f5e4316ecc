import { describe, expect, it } from 'vitest';
import { sniffFile } from '../model/file-types';
import { pngBytes } from '../test-support/management';
import { isManagementRequest } from './dispatch';
import { parseManagementRoute } from './routes';

describe('management routes', () => {
  it('recognises the Content Management API paths, with or without an environment', () => {
    expect(parseManagementRoute('/spaces/shop')).toEqual({ resource: 'space', spaceId: 'shop' });
    expect(parseManagementRoute('/spaces/shop/environments/master')).toEqual({ resource: 'environment', spaceId: 'shop', environmentId: 'master' });
    expect(parseManagementRoute('/spaces/shop/environments/dev/entries')).toEqual({ resource: 'collection', collection: 'entries', spaceId: 'shop', environmentId: 'dev' });
    expect(parseManagementRoute('/spaces/shop/entries/abc')).toEqual({ resource: 'item', collection: 'entries', spaceId: 'shop', environmentId: 'master', id: 'abc' });
    expect(parseManagementRoute('/spaces/shop/environments/master/assets/a1/published')).toMatchObject({ resource: 'published', collection: 'assets', id: 'a1' });
    expect(parseManagementRoute('/spaces/shop/environments/master/entries/e1/archived')).toMatchObject({ resource: 'archived', collection: 'entries' });
    expect(parseManagementRoute('/spaces/shop/environments/master/entries/e1/snapshots/v3')).toMatchObject({ resource: 'snapshots', entryId: 'e1', snapshotId: 'v3' });
    expect(parseManagementRoute('/spaces/shop/environments/master/assets/a1/files/en-US/process')).toMatchObject({ resource: 'process', assetId: 'a1', locale: 'en-US' });
    expect(parseManagementRoute('/spaces/shop/uploads')).toEqual({ resource: 'uploads', spaceId: 'shop' });
    expect(parseManagementRoute('/spaces/shop/environments/master/uploads/u1')).toEqual({ resource: 'uploads', spaceId: 'shop', environmentId: 'master', uploadId: 'u1' });
    expect(parseManagementRoute('/spaces/shop/scheduled_actions/s1')).toEqual({ resource: 'scheduled_actions', spaceId: 'shop', actionId: 's1' });
    expect(parseManagementRoute('/spaces/shop/environments/master/content_types/product')).toMatchObject({ resource: 'item', collection: 'content_types', id: 'product' });
  });

  it('leaves other paths alone', () => {
    for (const path of ['/', '/spaces', '/files/shop/x', '/spaces/shop/environments', '/spaces/shop/widgets', '/spaces/shop/entries/e1/published/extra', '/spaces/shop/content_types/x/published', '/spaces/shop/entries/%E0%A4%A']) {
      expect(parseManagementRoute(path), path).toBeUndefined();
    }
  });
});

describe('which API a request on the shared origin is for', () => {
  it('sends writes and management-token reads to the Management API, the rest to delivery', () => {
    expect(isManagementRequest({ method: 'PUT', headers: {} })).toBe(true);
    expect(isManagementRequest({ method: 'POST', headers: { authorization: 'Bearer 0123abcd' } })).toBe(true);
    expect(isManagementRequest({ method: 'GET', headers: { Authorization: 'Bearer CFPAT-abc' } })).toBe(true);
    expect(isManagementRequest({ method: 'GET', headers: { authorization: 'Bearer 0123abcd' } })).toBe(false);
    expect(isManagementRequest({ method: 'GET', headers: {} })).toBe(false);
    expect(isManagementRequest({ method: 'OPTIONS', headers: { 'access-control-request-method': 'PUT' } })).toBe(true);
    expect(isManagementRequest({ method: 'OPTIONS', headers: { 'access-control-request-method': 'GET' } })).toBe(false);
  });
});

describe('recognising uploaded files by their bytes', () => {
  it('reads the type and pixel size of web images and recognises PDFs', () => {
    expect(sniffFile(pngBytes(640, 480))).toEqual({ contentType: 'image/png', image: { width: 640, height: 480 } });
    const gif = Uint8Array.from([...Buffer.from('GIF89a'), 0x20, 0x03, 0x58, 0x02, 0, 0, 0, 0]);
    expect(sniffFile(gif)).toEqual({ contentType: 'image/gif', image: { width: 800, height: 600 } });
    // A baseline JPEG: SOI, an APP0 segment, then SOF0 with height 1080 and width 1920.
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0x04, 0x38, 0x07, 0x80, 3, 0, 0, 0]);
    expect(sniffFile(jpeg)).toEqual({ contentType: 'image/jpeg', image: { width: 1920, height: 1080 } });
    const webp = Uint8Array.from([...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8X'), 10, 0, 0, 0, 0, 0, 0, 0, 0x1f, 0x03, 0, 0x57, 0x02, 0]);
    expect(sniffFile(webp)).toEqual({ contentType: 'image/webp', image: { width: 800, height: 600 } });
    const avif = Uint8Array.from([0, 0, 0, 0x1c, ...Buffer.from('ftypavif'), 0, 0, 0, 0, ...Buffer.from('meta'), 0, 0, 0, 0x14, ...Buffer.from('ispe'), 0, 0, 0, 0, 0, 0, 0x01, 0x00, 0, 0, 0, 0xc8]);
    expect(sniffFile(avif)).toEqual({ contentType: 'image/avif', image: { width: 256, height: 200 } });
    expect(sniffFile(new TextEncoder().encode('%PDF-1.7 minimal'))).toEqual({ contentType: 'application/pdf' });
  });

  it('recognises nothing else, whatever it claims to be', () => {
    for (const text of ['<svg xmlns="http://www.w3.org/2000/svg"/>', '<!doctype html><script>', 'MZ\x90\x00 executable', 'tiny']) {
      expect(sniffFile(new TextEncoder().encode(text)), text).toBeUndefined();
    }
  });
});
