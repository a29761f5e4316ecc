import type { ArtSubject } from '@storefront/catalogue/images/artwork';
import { createRandom, type Random } from '../catalogue/random';
import { darken, hueShift, lighten, luminance, mix, withSaturation } from './colour';
import { makeFabric, type Fabric } from './fabric';

export interface Tones {
  base: string;
  light: string;
  dark: string;
  darker: string;
  outline: string;
  /** Seams and stitching: visible on both black and white cloth. */
  seam: string;
  /** Print colour that contrasts with the ground. */
  ink: string;
  /** A second print colour (flower centres, tartan overcheck). */
  accent: string;
}

export class Defs {
  private readonly entries = new Map<string, string>();
  private counter = 0;
  add(id: string, markup: string): string {
    if (!this.entries.has(id)) this.entries.set(id, markup);
    return id;
  }
  uid(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }
  toString(): string {
    return [...this.entries.values()].join('');
  }
}

export interface ArtContext {
  subject: ArtSubject;
  attrs: Readonly<Record<string, string>>;
  /** Shape choices. Seeded by the product key alone, so every colour and view agrees on them. */
  shape: Random;
  tones: Tones;
  defs: Defs;
  fabric: Fabric;
}

export function tonesFor(hex: string): Tones {
  const lum = luminance(hex);
  return {
    base: hex,
    light: lighten(hex, 0.35),
    dark: darken(hex, 0.25),
    darker: darken(hex, 0.5),
    outline: lum < 0.04 ? '#0a0a0c' : darken(hex, 0.55),
    seam: lum < 0.1 ? lighten(hex, 0.3) : darken(hex, 0.32),
    ink: lum < 0.3 ? lighten(hex, 0.8) : darken(hex, lum > 0.7 ? 0.55 : 0.68),
    accent: withSaturation(mix(hueShift(hex, 150), lum < 0.3 ? '#f3e7d3' : '#3a2f2a', 0.35), 0.9),
  };
}

export function createArtContext(subject: ArtSubject, defs = new Defs()): ArtContext {
  const shape = createRandom(`art:${subject.key}`);
  const tones = tonesFor(subject.colourHex);
  const fabric = makeFabric(defs, {
    tones,
    pattern: subject.attributes.pattern ?? 'Plain',
    material: subject.attributes.material ?? '',
    knit: subject.attributes.knit,
    random: createRandom(`fabric:${subject.key}`),
  });
  return { subject, attrs: subject.attributes, shape, tones, defs, fabric };
}
