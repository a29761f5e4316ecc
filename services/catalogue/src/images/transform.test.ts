import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ImageParamError } from './params';
import { transformImageBytes as transformImage, UnsupportedImageError } from './transform';

let photo: Buffer;
let transparent: Buffer;

beforeAll(async () => {
  // A 400 × 200 landscape with a red left half and a blue right half.
  photo = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#0000ff' } })
    .composite([{ input: await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ff0000' } }).png().toBuffer(), left: 0, top: 0 }])
    .jpeg()
    .toBuffer();
  transparent = await sharp({ create: { width: 100, height: 100, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } } }).png().toBuffer();
});

describe('transformImageBytes', () => {
  it('keeps the uploaded format and size without parameters', async () => {
    const result = await transformImage(photo, '');
    expect(result).toMatchObject({ contentType: 'image/jpeg', width: 400, height: 200 });
    const png = await transformImage(transparent, new URLSearchParams());
    expect(png).toMatchObject({ contentType: 'image/png', width: 100, height: 100 });
  });

  it('resizes with the same fits as the product images', async () => {
    expect(await transformImage(photo, 'w=200')).toMatchObject({ width: 200, height: 100 });
    expect(await transformImage(photo, 'w=100&h=100')).toMatchObject({ width: 100, height: 50 });
    expect(await transformImage(photo, 'w=100&h=100&fit=fill')).toMatchObject({ width: 100, height: 100 });
    expect(await transformImage(photo, 'w=100&h=100&fit=pad')).toMatchObject({ width: 100, height: 100 });
    expect(await transformImage(photo, 'w=100&h=100&fit=scale')).toMatchObject({ width: 100, height: 100 });
    expect(await transformImage(photo, 'w=100&h=100&fit=thumb')).toMatchObject({ width: 100, height: 100 });
    expect(await transformImage(photo, { width: 50, height: 50, fit: 'crop', format: 'png' })).toMatchObject({ width: 50, height: 50 });
  });

  it('crops from the centre at the original scale', async () => {
    // The centre 20 × 20 of the photo straddles the red/blue edge.
    const result = await transformImage(photo, 'w=20&h=20&fit=crop&fm=png');
    const { data } = await sharp(result.body).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // left edge red
    expect(data[(20 - 1) * 3 + 2]).toBeGreaterThan(200); // right edge blue
  });

  it('converts formats and flattens transparency onto bg for JPEG', async () => {
    const webp = await transformImage(transparent, 'fm=webp');
    expect(webp.contentType).toBe('image/webp');
    const jpg = await transformImage(transparent, 'fm=jpg&bg=rgb:ffffff');
    const { data } = await sharp(jpg.body).raw().toBuffer({ resolveWithObject: true });
    // Half-transparent green over white.
    expect(data[0]).toBeGreaterThan(100);
    expect(data[1]).toBeGreaterThan(180);
  });

  it('rejects bad parameters and files that are not images', async () => {
    await expect(transformImage(photo, 'w=0')).rejects.toThrow(ImageParamError);
    await expect(transformImage(photo, 'fit=zoom')).rejects.toThrow('fit must be one of pad, fill, scale, crop, thumb');
    await expect(transformImage(Buffer.from('not an image'), 'w=10')).rejects.toThrow(UnsupportedImageError);
  });

  it('refuses SVG files that reference external resources', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><image xlink:href="file:///etc/passwd" width="10" height="10"/></svg>');
    await expect(transformImage(svg, 'w=10')).rejects.toThrow('external resources');
    const safe = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>');
    expect(await transformImage(safe, 'w=20')).toMatchObject({ contentType: 'image/png', width: 20, height: 20 });
  });
});
