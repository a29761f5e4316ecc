import { describe, expect, it } from 'vitest';
import { checkUpload, DEFAULT_MAX_UPLOAD_BYTES, formatBytes, uploadRules } from './upload';

describe('upload checks', () => {
  it('accepts the image types browsers report for an image field, up to the limit', () => {
    const rules = uploadRules(['image']);
    expect(rules.maxBytes).toBe(DEFAULT_MAX_UPLOAD_BYTES);
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']) expect(checkUpload({ name: 'a', type, size: 1 }, rules)).toBeUndefined();
    expect(checkUpload({ name: 'a.svg', type: 'image/svg+xml', size: 1 }, rules)).toMatch(/not a type this field takes \(image\/svg\+xml\)/);
    expect(checkUpload({ name: 'a', type: '', size: 1 }, rules)).toMatch(/\(unknown type\)/);
    expect(checkUpload({ name: 'big.jpg', type: 'image/jpeg', size: DEFAULT_MAX_UPLOAD_BYTES + 1 }, rules)).toBe('big.jpg is 10 MB: files can be at most 10 MB.');
  });

  it('takes any type for fields without a known group, but never an empty or oversized file', () => {
    const rules = uploadRules([], 2048);
    expect(checkUpload({ name: 'notes.txt', type: 'text/plain', size: 10 }, rules)).toBeUndefined();
    expect(checkUpload({ name: 'x', type: 'text/plain', size: 0 }, rules)).toBe('x is empty.');
    expect(uploadRules(['image', 'pdfdocument']).description).toBe('a JPEG, PNG, WebP, GIF or AVIF image or a PDF');
    expect(uploadRules(['video']).types).toBeUndefined();
  });

  it('writes sizes for people', () => {
    expect([formatBytes(900), formatBytes(1536), formatBytes(3 * 1024 * 1024), formatBytes(1.25 * 1024 * 1024)]).toEqual(['900 B', '2 KB', '3 MB', '1.3 MB']);
  });
});
