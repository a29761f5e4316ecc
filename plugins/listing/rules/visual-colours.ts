/**
 * The colours of an uploaded photo, as the catalogue's colour facet names (L §2, §4 visual
 * search): a plain near-white or grey backdrop is left out (the garment is what counts), each
 * remaining pixel takes the nearest named colour of the catalogue (CIEDE2000), and the facets
 * covering enough of the garment are kept, largest first.
 */
import { normaliseColourName } from '../../shared/product/rules/colours';
import { chroma, deltaE2000, hexToRgb, rgbToLab, type Lab, type Rgb } from './colour-science';

/** A named colour of the catalogue and the facet value it files under ('Burgundy' → 'Red'). */
export interface ColourReference {
  label: string;
  facet: string;
  hex: string;
}

export interface DetectedColour {
  /** The catalogue's colour facet value ('Red'). */
  facet: string;
  /** The average colour of the pixels found for it. */
  hex: string;
  /** Its share of the garment's pixels, 0 to 1. */
  share: number;
}

/** Raw decoded pixels, row by row: RGB or RGBA. */
export interface PixelImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  channels: 3 | 4;
}

export const visualColourRules = {
  /** The border ring read for the backdrop, as a share of each side. */
  borderShare: 0.06,
  /** The border is a backdrop when this share of it is one colour ... */
  backdropUniformShare: 0.6,
  backdropUniformDeltaE: 8,
  /** ... and that colour is near-neutral (white, grey, off-white). */
  backdropMaxChroma: 14,
  /** Pixels this close to the backdrop are backdrop. */
  backdropDeltaE: 10,
  /** Below this share of garment pixels the photo is all backdrop: its colour is the answer. */
  minForegroundShare: 0.02,
  /** A facet needs this share of the garment to count. */
  minShare: 0.1,
  maxColours: 3,
} as const;

/**
 * Pure colours a photo or a plain test image may hold, named plainly. They join the catalogue's
 * colours under the facet whose name normalises to theirs, so a pure #ff0000 reads as Red even
 * though the catalogue's reds are deeper; facets the catalogue lacks are left out.
 */
const anchorColours: ReadonlyArray<readonly [family: string, hex: string]> = [
  ['red', '#ff0000'], ['red', '#e0101a'], ['red', '#b01018'],
  ['orange', '#ff8000'], ['orange', '#ffa500'],
  ['yellow', '#ffff00'], ['yellow', '#ffd700'],
  ['green', '#00ff00'], ['green', '#00a000'], ['green', '#006400'],
  ['blue', '#0000ff'], ['blue', '#1e90ff'], ['blue', '#4169e1'], ['blue', '#00bfff'],
  ['navy', '#000080'], ['navy', '#101840'],
  ['purple', '#800080'], ['purple', '#8000ff'],
  ['pink', '#ff00ff'], ['pink', '#ff69b4'], ['pink', '#ffc0cb'],
  ['brown', '#8b4513'], ['brown', '#5c3317'],
  ['black', '#000000'], ['white', '#ffffff'], ['grey', '#808080'], ['grey', '#b0b0b0'],
];

/** The catalogue's colours plus the anchors whose facet the catalogue has. */
export function colourReferences(catalogue: readonly ColourReference[]): ColourReference[] {
  const facets = new Map(catalogue.map((reference) => [normaliseColourName(reference.facet), reference.facet]));
  const anchors = anchorColours.flatMap(([family, hex]) => {
    const facet = facets.get(family);
    return facet ? [{ label: family, facet, hex }] : [];
  });
  return [...catalogue, ...anchors];
}

interface Prepared {
  facet: string;
  lab: Lab;
}

/** 5 bits per channel: near-identical pixels share their colour work. */
const bucket = (r: number, g: number, b: number) => ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export function detectColours(image: PixelImage, catalogue: readonly ColourReference[]): DetectedColour[] {
  const rules = visualColourRules;
  const references: Prepared[] = colourReferences(catalogue).flatMap((reference) => {
    const rgb = hexToRgb(reference.hex);
    return rgb ? [{ facet: reference.facet, lab: rgbToLab(rgb) }] : [];
  });
  if (references.length === 0) return [];
  const { data, width, height, channels } = image;
  const labs = new Map<number, Lab>();
  const labOf = (r: number, g: number, b: number) => {
    const key = bucket(r, g, b);
    let lab = labs.get(key);
    if (!lab) {
      lab = rgbToLab([r, g, b]);
      labs.set(key, lab);
    }
    return lab;
  };

  // Opaque pixels, and which of them lie on the border ring.
  const pixels: Array<{ rgb: Rgb; lab: Lab; border: boolean }> = [];
  const ringX = Math.max(1, Math.round(width * rules.borderShare));
  const ringY = Math.max(1, Math.round(height * rules.borderShare));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * channels;
      if (channels === 4 && data[at + 3]! < 128) continue;
      const rgb: Rgb = [data[at]!, data[at + 1]!, data[at + 2]!];
      pixels.push({ rgb, lab: labOf(...rgb), border: x < ringX || y < ringY || x >= width - ringX || y >= height - ringY });
    }
  }
  if (pixels.length === 0) return [];

  // A uniform, near-neutral border is a backdrop.
  const border = pixels.filter((pixel) => pixel.border);
  const backdrop: Lab = [median(border.map((p) => p.lab[0])), median(border.map((p) => p.lab[1])), median(border.map((p) => p.lab[2]))];
  const uniform = border.filter((pixel) => deltaE2000(pixel.lab, backdrop) < rules.backdropUniformDeltaE).length / Math.max(1, border.length);
  const hasBackdrop = border.length > 0 && uniform >= rules.backdropUniformShare && chroma(backdrop) < rules.backdropMaxChroma;
  const distanceToBackdrop = new Map<Lab, number>();
  const isBackdrop = (lab: Lab) => {
    let distance = distanceToBackdrop.get(lab);
    if (distance === undefined) {
      distance = deltaE2000(lab, backdrop);
      distanceToBackdrop.set(lab, distance);
    }
    return distance < rules.backdropDeltaE;
  };
  let garment = hasBackdrop ? pixels.filter((pixel) => !isBackdrop(pixel.lab)) : pixels;
  if (garment.length < pixels.length * rules.minForegroundShare) garment = pixels;

  // Each pixel files under its nearest named colour's facet.
  const nearest = new Map<Lab, string>();
  const facetOf = (lab: Lab) => {
    let facet = nearest.get(lab);
    if (facet === undefined) {
      let best = Number.POSITIVE_INFINITY;
      for (const reference of references) {
        const distance = deltaE2000(lab, reference.lab);
        if (distance < best) {
          best = distance;
          facet = reference.facet;
        }
      }
      nearest.set(lab, facet!);
    }
    return facet!;
  };
  const tally = new Map<string, { count: number; r: number; g: number; b: number }>();
  for (const pixel of garment) {
    const facet = facetOf(pixel.lab);
    const entry = tally.get(facet) ?? { count: 0, r: 0, g: 0, b: 0 };
    entry.count += 1;
    entry.r += pixel.rgb[0];
    entry.g += pixel.rgb[1];
    entry.b += pixel.rgb[2];
    tally.set(facet, entry);
  }
  const ranked = [...tally.entries()]
    .map(([facet, entry]) => ({
      facet,
      hex: `#${[entry.r, entry.g, entry.b].map((sum) => Math.round(sum / entry.count).toString(16).padStart(2, '0')).join('')}`,
      share: Math.round((entry.count / garment.length) * 1000) / 1000,
    }))
    .sort((a, b) => b.share - a.share || a.facet.localeCompare(b.facet));
  const kept = ranked.filter((colour) => colour.share >= rules.minShare).slice(0, rules.maxColours);
  return kept.length > 0 ? kept : ranked.slice(0, 1);
}
