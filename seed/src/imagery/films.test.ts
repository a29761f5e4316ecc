import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../catalogue/generate';
import { FILM_KINDS, FILM_SUBJECTS, filmFileName, filmKindOf, filmsFolder, proceduralFilms } from './films';

const file = (name: string) => readFileSync(join(filmsFolder(), name));

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
    for (const kind of FILM_KINDS) {
      const gallery = file(filmFileName(kind, 'gallery', 'mp4'));
      expect(gallery.subarray(4, 8).toString('latin1'), kind).toBe('ftyp');
      const size = avcFrameSize(gallery);
      expect(size, kind).toBeDefined();
      expect(size!.height / size!.width, kind).toBeCloseTo(1.5, 2);
      // The index comes first (faststart), so playing can begin before the whole file arrives.
      expect(gallery.indexOf('moov', 0, 'latin1'), kind).toBeLessThan(gallery.indexOf('mdat', 0, 'latin1'));

      const webm = file(filmFileName(kind, 'gallery', 'webm'));
      expect(webm.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])), kind).toBe(true);
      expect(webm.includes('V_VP9', 0, 'latin1'), kind).toBe(true);

      const social = file(filmFileName(kind, 'social', 'mp4'));
      expect(avcFrameSize(social), kind).toEqual({ width: 1080, height: 1920 });
    }
  });

  it('weigh a few tens of kilobytes each', () => {
    const sizes = FILM_KINDS.flatMap((kind) => [filmFileName(kind, 'gallery', 'mp4'), filmFileName(kind, 'gallery', 'webm'), filmFileName(kind, 'social', 'mp4')].map((name) => statSync(join(filmsFolder(), name)).size));
    for (const size of sizes) expect(size).toBeLessThan(150_000);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(1_000_000);
  });

  it('film every kind of product the seed films by its nearest clip, each clip by its own subject', () => {
    for (const kind of FILM_KINDS) expect(filmKindOf(FILM_SUBJECTS[kind])).toBe(kind);
    expect(filmKindOf('mens-puffer-jacket')).toBe('top');
    expect(filmKindOf('suit-jacket')).toBe('top');
    expect(filmKindOf('occasion-jumpsuit')).toBe('dress');
    expect(filmKindOf('boys-joggers')).toBe('trousers');
    expect(filmKindOf('mens-trainers')).toBe('shoes');
    expect(filmKindOf('earrings')).toBe('bag');
    expect(filmKindOf('eyeshadow-palette')).toBe('beauty');
    // Every product type of the catalogue has a clip.
    const types = new Set(generateCatalogue().products.map((product) => product.productType));
    for (const type of types) expect(FILM_KINDS).toContain(filmKindOf(type));
  });

  it('serves the social preview as MP4 only', async () => {
    expect(await proceduralFilms.clip('midi-dress', 'social', 'webm')).toBeUndefined();
    expect((await proceduralFilms.clip('midi-dress', 'social', 'mp4'))?.length).toBeGreaterThan(10_000);
  });
});
