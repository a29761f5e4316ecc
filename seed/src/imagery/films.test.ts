import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../catalogue/generate';
import { FILMED_PRODUCTS, filmFileName, filmsFolder, isFilmedProduct, proceduralFilms } from './films';

const file = (name: string) => readFileSync(join(filmsFolder(), name));

/** Each filmed product in the colour it is filmed in: its first, as the seed lists its films. */
const catalogue = generateCatalogue();
const films = FILMED_PRODUCTS.map((productKey) => {
  const product = catalogue.products.find((entry) => entry.key === productKey)!;
  const colour = catalogue.productColours.find((entry) => entry.productId === product.id && entry.position === 0)!.colour;
  return { productKey, colour, productType: product.productType };
});

/** The frame size an H.264 MP4 declares in its avc1 sample entry (ISO/IEC 14496-15). */
function avcFrameSize(bytes: Buffer): { width: number; height: number } | undefined {
  // The sample description box lists it ('avc1' also appears among the file type's brands).
  const at = bytes.indexOf('avc1', bytes.indexOf('stsd', 0, 'latin1'), 'latin1');
  if (at < 0 || bytes.indexOf('stsd', 0, 'latin1') < 0) return undefined;
  // After the box type: 6 reserved bytes, a data reference index, 16 bytes of pre-defined fields.
  return { width: bytes.readUInt16BE(at + 4 + 24), height: bytes.readUInt16BE(at + 4 + 26) };
}

describe('the committed product films', () => {
  it('are real, small H.264 MP4 and VP9 WebM clips of the gallery (2:3) and the social preview (1080×1920)', () => {
    for (const film of films) {
      const kind = `${film.productKey} ${film.colour}`;
      const gallery = file(filmFileName(film, 'gallery', 'mp4'));
      expect(gallery.subarray(4, 8).toString('latin1'), kind).toBe('ftyp');
      const size = avcFrameSize(gallery);
      expect(size, kind).toBeDefined();
      expect(size!.height / size!.width, kind).toBeCloseTo(1.5, 2);
      // The index comes first (faststart), so playing can begin before the whole file arrives.
      expect(gallery.indexOf('moov', 0, 'latin1'), kind).toBeLessThan(gallery.indexOf('mdat', 0, 'latin1'));

      const webm = file(filmFileName(film, 'gallery', 'webm'));
      expect(webm.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])), kind).toBe(true);
      expect(webm.includes('V_VP9', 0, 'latin1'), kind).toBe(true);

      const social = file(filmFileName(film, 'social', 'mp4'));
      expect(avcFrameSize(social), kind).toEqual({ width: 1080, height: 1920 });
    }
  });

  it('weigh a few tens of kilobytes each', () => {
    const sizes = films.flatMap((film) => [filmFileName(film, 'gallery', 'mp4'), filmFileName(film, 'gallery', 'webm'), filmFileName(film, 'social', 'mp4')].map((name) => statSync(join(filmsFolder(), name)).size));
    for (const size of sizes) expect(size).toBeLessThan(150_000);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(1_000_000);
  });

  it('film products of several kinds, each from its own pictures: no two products share a clip', async () => {
    expect(new Set(films.map((film) => film.productType)).size).toBe(films.length);
    const clips = await Promise.all(films.map((film) => proceduralFilms.clip(film, 'gallery', 'mp4')));
    expect(new Set(clips.map((clip) => Buffer.from(clip!).toString('base64'))).size).toBe(films.length);
    // A colour that was not filmed, or a product that was not, has no clip.
    expect(await proceduralFilms.clip({ productKey: films[0]!.productKey, colour: 'no-such-colour' }, 'gallery', 'mp4')).toBeUndefined();
    expect(await proceduralFilms.clip({ productKey: 'CST00001', colour: films[0]!.colour }, 'gallery', 'mp4')).toBeUndefined();
    expect(isFilmedProduct(films[0]!.productKey.toLowerCase())).toBe(true);
  });

  it('serves the social preview as MP4 only', async () => {
    expect(await proceduralFilms.clip(films[0]!, 'social', 'webm')).toBeUndefined();
    expect((await proceduralFilms.clip(films[0]!, 'social', 'mp4'))?.length).toBeGreaterThan(10_000);
  });
});
