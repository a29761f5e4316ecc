import { describe, expect, it } from 'vitest';
import { palettes } from '@storefront/seed/catalogue/colours';
import { hexToRgb } from './colour-science';
import { colourReferences, detectColours, type ColourReference, type PixelImage } from './visual-colours';

/** The catalogue's named colours, as the site reads them from the database. */
const catalogue: ColourReference[] = [...new Map(Object.values(palettes).flat().map((colour) => [`${colour.label}|${colour.hex}`, { label: colour.label, facet: colour.facet, hex: colour.hex }])).values()];

type Paint = (x: number, y: number) => string | undefined;

/** A width × height RGBA image painted per pixel (undefined: transparent). */
function image(width: number, height: number, paint: Paint): PixelImage {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const hex = paint(x, y);
      const at = (y * width + x) * 4;
      if (!hex) continue;
      const [r, g, b] = hexToRgb(hex)!;
      data.set([r, g, b, 255], at);
    }
  }
  return { data, width, height, channels: 4 };
}

const plain = (hex: string) => image(40, 60, () => hex);
/** A garment-ish shape: a centred ellipse on a backdrop. */
const onBackdrop = (garment: string, backdrop: string, extra?: Paint) =>
  image(60, 90, (x, y) => extra?.(x, y) ?? (((x - 30) / 20) ** 2 + ((y - 45) / 35) ** 2 <= 1 ? garment : backdrop));
const facets = (pixels: PixelImage) => detectColours(pixels, catalogue).map((colour) => colour.facet);

describe('colours of an uploaded image', () => {
  it.each([
    ['#ff0000', 'Red'],
    ['#be2630', 'Red'],
    ['#c8102e', 'Red'],
    ['#6a1f2d', 'Red'],
    ['#1f2b47', 'Navy'],
    ['#0000ff', 'Blue'],
    ['#2f7d4a', 'Green'],
    ['#f0a6bc', 'Pink'],
    ['#ffd700', 'Yellow'],
    ['#ff8000', 'Orange'],
    ['#5c3a8a', 'Purple'],
    ['#111111', 'Black'],
  ])('reads a plain %s image as %s', (hex, facet) => {
    const found = detectColours(plain(hex), catalogue);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ facet, share: 1, hex });
  });

  it('leaves out a near-white or grey backdrop', () => {
    expect(facets(onBackdrop('#be2630', '#ffffff'))).toEqual(['Red']);
    expect(facets(onBackdrop('#be2630', '#f4f3ef'))).toEqual(['Red']);
    expect(facets(onBackdrop('#2f7d4a', '#9a9a9c'))).toEqual(['Green']);
    // A soft shadow on the backdrop stays backdrop.
    expect(facets(onBackdrop('#1f2b47', '#ffffff', (x, y) => (y > 80 && x > 10 && x < 50 ? '#f1f1f1' : undefined)))).toEqual(['Navy']);
  });

  it('keeps a white garment on a grey backdrop, and a plain white photo is white', () => {
    expect(facets(onBackdrop('#f6f6f3', '#8a8a8a'))).toEqual(['White']);
    expect(facets(plain('#ffffff'))).toEqual(['White']);
  });

  it('does not take a coloured backdrop for a neutral one', () => {
    const found = detectColours(onBackdrop('#111111', '#2f5fb3'), catalogue);
    expect(found.map((colour) => colour.facet).sort()).toEqual(['Black', 'Blue']);
  });

  it('gives a two-colour garment both colours, the larger first with its share', () => {
    const found = detectColours(
      image(60, 90, (x, y) => {
        if (((x - 30) / 22) ** 2 + ((y - 45) / 38) ** 2 > 1) return '#ffffff';
        return y < 30 ? '#111111' : '#be2630';
      }),
      catalogue,
    );
    expect(found.map((colour) => colour.facet)).toEqual(['Red', 'Black']);
    expect(found[0]!.share).toBeGreaterThan(found[1]!.share);
    expect(found[0]!.share + found[1]!.share).toBeCloseTo(1, 2);
  });

  it('ignores colours covering under a tenth of the garment, and keeps at most three', () => {
    const speck = detectColours(onBackdrop('#be2630', '#ffffff', (x, y) => (x >= 28 && x < 32 && y >= 40 && y < 44 ? '#2f7d4a' : undefined)), catalogue);
    expect(speck.map((colour) => colour.facet)).toEqual(['Red']);
    const stripes = ['#be2630', '#2f7d4a', '#1f2b47', '#f0d64a', '#5c3a8a'];
    const many = detectColours(image(50, 50, (x) => stripes[Math.floor(x / 10)]), catalogue);
    expect(many).toHaveLength(3);
  });

  it('skips transparent pixels', () => {
    expect(facets(image(40, 40, (x, y) => (Math.hypot(x - 20, y - 20) < 12 ? '#f0a6bc' : undefined)))).toEqual(['Pink']);
    expect(detectColours(image(10, 10, () => undefined), catalogue)).toEqual([]);
  });

  it('only answers with facets the catalogue has', () => {
    const noOrange = catalogue.filter((reference) => reference.facet !== 'Orange');
    expect(detectColours(plain('#ff8000'), noOrange)[0]!.facet).not.toBe('Orange');
    expect(colourReferences(noOrange).some((reference) => reference.facet === 'Orange')).toBe(false);
    expect(detectColours(plain('#ff0000'), [])).toEqual([]);
  });
});
