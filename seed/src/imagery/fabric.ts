import type { Random } from '../catalogue/random';
import { darken, lighten, luminance, mix } from './colour';
import type { Defs, Tones } from './context';
import { circle, el, ellipse, n, path, rect } from './svg';

/** How light plays on the cloth: drives the sheen and fold highlights. */
export type Finish = 'matte' | 'satin' | 'velvet' | 'sequin' | 'leather' | 'patent' | 'knit' | 'denim' | 'metallic' | 'sheer';

export interface Fabric {
  /** Fill for the cloth: a colour or a url(#pattern) with the print. */
  fill: string;
  /** Optional overlay pattern with the weave or knit structure. */
  texture: string | undefined;
  finish: Finish;
  tones: Tones;
}

export interface FabricSpec {
  tones: Tones;
  pattern: string;
  material: string;
  knit?: string | undefined;
  random: Random;
}

export function finishFor(material: string): Finish {
  if (/patent/i.test(material)) return 'patent';
  if (/satin|silk|sateen|slinky/i.test(material)) return 'satin';
  if (/velvet/i.test(material)) return 'velvet';
  if (/metallic/i.test(material)) return 'metallic';
  if (/sequin|embellished/i.test(material)) return 'sequin';
  if (/leather|croc|pu\b/i.test(material)) return 'leather';
  if (/denim/i.test(material)) return 'denim';
  if (/knit|wool|cashmere|merino|lambswool|boucle|fleece|cable/i.test(material)) return 'knit';
  if (/chiffon|organza|mesh|tulle/i.test(material)) return 'sheer';
  return 'matte';
}

/** Every pattern tile is a whole number of these units; see snapScale in product-art. */
export const TILE_UNIT = 16;

function fitTile(size: number): { target: number; copies: number } {
  if (size >= TILE_UNIT) return { target: TILE_UNIT * Math.max(1, Math.round(size / TILE_UNIT)), copies: 1 };
  return { target: TILE_UNIT, copies: Math.max(1, Math.round(TILE_UNIT / size)) };
}

/**
 * A repeating tile. librsvg renders pattern fills quickly only when a tile covers a whole
 * number of device pixels, so tiles are stretched (or repeated) to a multiple of TILE_UNIT
 * and drawings are placed at scales where that unit is a whole number of pixels.
 */
function pattern(defs: Defs, prefix: string, width: number, height: number, body: string): string {
  const id = defs.uid(prefix);
  const across = fitTile(width);
  const down = fitTile(height);
  const copies: string[] = [];
  for (let x = 0; x < across.copies; x++) {
    for (let y = 0; y < down.copies; y++) copies.push(x === 0 && y === 0 ? body : `<g transform="translate(${n(x * width)} ${n(y * height)})">${body}</g>`);
  }
  const scaleX = across.target / (across.copies * width);
  const scaleY = down.target / (down.copies * height);
  const content = `<g transform="scale(${scaleX.toFixed(4)} ${scaleY.toFixed(4)})">${copies.join('')}</g>`;
  defs.add(id, el('pattern', { id, width: across.target, height: down.target, patternUnits: 'userSpaceOnUse' }, content));
  return `url(#${id})`;
}

function floral(defs: Defs, tones: Tones, random: Random): string {
  const size = random.int(52, 72);
  const leaf = mix(tones.ink, '#56744a', 0.55);
  const flowers: string[] = [];
  const spots = [
    [0.25, 0.3],
    [0.75, 0.72],
    [0.78, 0.18],
    [0.22, 0.8],
  ].slice(0, random.int(2, 4));
  for (const [fx, fy] of spots) {
    const cx = fx! * size + random.float(-4, 4);
    const cy = fy! * size + random.float(-4, 4);
    const radius = random.float(5, 9);
    const petal = random.chance(0.55) ? tones.ink : tones.accent;
    const rotation = random.float(0, 72);
    const parts: string[] = [];
    for (let leafIndex = 0; leafIndex < 2; leafIndex++) {
      const angle = rotation + 40 + leafIndex * 150;
      parts.push(ellipse(cx + radius * 1.3, cy, radius * 0.9, radius * 0.35, { fill: leaf, transform: `rotate(${n(angle)} ${n(cx)} ${n(cy)})` }));
    }
    for (let petalIndex = 0; petalIndex < 5; petalIndex++) {
      const angle = rotation + petalIndex * 72;
      parts.push(ellipse(cx + radius * 0.62, cy, radius * 0.62, radius * 0.42, { fill: petal, transform: `rotate(${n(angle)} ${n(cx)} ${n(cy)})` }));
    }
    parts.push(circle(cx, cy, radius * 0.3, { fill: petal === tones.ink ? tones.accent : tones.ink }));
    flowers.push(parts.join(''));
  }
  const buds = Array.from({ length: 4 }, () => circle(random.float(4, size - 4), random.float(4, size - 4), random.float(1.3, 2.2), { fill: tones.ink, opacity: 0.8 })).join('');
  return pattern(defs, 'floral', size, size, rect(0, 0, size, size, { fill: tones.base }) + buds + flowers.join(''));
}

function stripes(defs: Defs, tones: Tones, random: Random): string {
  const vertical = random.chance(0.35);
  const stripe = vertical ? random.float(1.5, 4) : random.float(4, 10);
  const gap = vertical ? random.float(8, 14) : random.float(7, 16);
  const period = stripe + gap;
  const body = rect(0, 0, period, period, { fill: tones.base }) + (vertical ? rect(0, 0, stripe, period, { fill: tones.ink }) : rect(0, 0, period, stripe, { fill: tones.ink }));
  return pattern(defs, 'stripe', period, period, body);
}

function dots(defs: Defs, tones: Tones, random: Random): string {
  const size = random.float(18, 32);
  const radius = size * random.float(0.1, 0.17);
  const body = rect(0, 0, size, size, { fill: tones.base }) + circle(size / 4, size / 4, radius, { fill: tones.ink }) + circle((size * 3) / 4, (size * 3) / 4, radius, { fill: tones.ink });
  return pattern(defs, 'dots', size, size, body);
}

function check(defs: Defs, tones: Tones, random: Random): string {
  if (random.chance(0.5)) {
    const size = random.float(14, 26);
    const body =
      rect(0, 0, size, size, { fill: tones.base }) +
      rect(0, 0, size, size / 2, { fill: tones.ink, opacity: 0.42 }) +
      rect(0, 0, size / 2, size, { fill: tones.ink, opacity: 0.42 });
    return pattern(defs, 'gingham', size, size, body);
  }
  // Tartan: broad dark bands, a fine overcheck in the accent colour.
  const size = random.float(40, 60);
  const dark = luminance(tones.base) < 0.2 ? tones.light : tones.darker;
  const band = (offset: number, width: number, fill: string, opacity: number) =>
    rect(0, offset, size, width, { fill, opacity }) + rect(offset, 0, width, size, { fill, opacity });
  const body =
    rect(0, 0, size, size, { fill: tones.base }) +
    band(size * 0.1, size * 0.3, dark, 0.35) +
    band(size * 0.62, size * 0.06, tones.ink, 0.55) +
    band(size * 0.82, size * 0.02, tones.accent, 0.9);
  return pattern(defs, 'tartan', size, size, body);
}

function leopard(defs: Defs, tones: Tones, random: Random): string {
  const size = 78;
  const spot = mix(tones.base, '#1b130d', 0.82);
  const inner = mix(tones.base, '#7a4a22', luminance(tones.base) > 0.4 ? 0.35 : 0.15);
  const shapes: string[] = [rect(0, 0, size, size, { fill: tones.base })];
  const centres: [number, number][] = [
    [16, 18],
    [52, 12],
    [36, 44],
    [66, 54],
    [14, 64],
  ];
  for (const [cx0, cy0] of centres) {
    const cx = cx0 + random.float(-3, 3);
    const cy = cy0 + random.float(-3, 3);
    const r = random.float(6, 9);
    shapes.push(ellipse(cx, cy, r * 0.75, r * 0.6, { fill: inner }));
    const arcs = random.int(3, 4);
    for (let index = 0; index < arcs; index++) {
      const angle = (index / arcs) * Math.PI * 2 + random.float(-0.3, 0.3);
      const x = cx + Math.cos(angle) * r;
      const y = cy + Math.sin(angle) * r * 0.85;
      shapes.push(ellipse(x, y, r * 0.42, r * 0.2, { fill: spot, transform: `rotate(${n((angle * 180) / Math.PI + 90)} ${n(x)} ${n(y)})` }));
    }
  }
  for (let index = 0; index < 6; index++) {
    shapes.push(circle(random.float(4, size - 4), random.float(4, size - 4), random.float(1.2, 2.6), { fill: spot }));
  }
  return pattern(defs, 'leopard', size, size, shapes.join(''));
}

/** The weave, knit or surface structure drawn over the colour. */
function texture(defs: Defs, tones: Tones, material: string, knit: string | undefined, random: Random): string | undefined {
  const shadow = darken(tones.base, 0.45);
  const shine = lighten(tones.base, 0.55);
  if (/denim/i.test(material)) {
    return pattern(defs, 'twill', 5, 5, path('M0 5L5 0', { stroke: shine, 'stroke-width': 1.1, opacity: 0.22 }) + path('M-1 1L1 -1M4 6L6 4', { stroke: shine, 'stroke-width': 1.1, opacity: 0.22 }));
  }
  if (knit === 'Cable Knit' || /cable/i.test(material)) {
    const rope = (x: number) =>
      path(`M${x - 5} 0C${x + 6} 6 ${x + 6} 12 ${x - 5} 18C${x + 6} 24 ${x + 6} 30 ${x - 5} 36`, { stroke: shadow, 'stroke-width': 2.6, fill: 'none', opacity: 0.28 }) +
      path(`M${x + 5} 0C${x - 6} 6 ${x - 6} 12 ${x + 5} 18C${x - 6} 24 ${x - 6} 30 ${x + 5} 36`, { stroke: shine, 'stroke-width': 2, fill: 'none', opacity: 0.22 });
    const ribs = [0, 26, 30, 56].map((x) => path(`M${x} 0V36`, { stroke: shadow, 'stroke-width': 1.2, opacity: 0.2 })).join('');
    return pattern(defs, 'cable', 56, 36, ribs + rope(14) + rope(42));
  }
  if (/chunky/i.test(material) || knit === 'Chunky Knit') {
    const loops = [0, 1].map((row) => path(`M0 ${row * 10 + 5}Q5 ${row * 10 + 12} 10 ${row * 10 + 5}`, { stroke: shadow, fill: 'none', 'stroke-width': 2.4, opacity: 0.3 })).join('');
    return pattern(defs, 'chunky', 10, 20, loops + path('M5 0V20', { stroke: shine, 'stroke-width': 1.4, opacity: 0.18 }));
  }
  if (/boucle|faux fur|fleece/i.test(material)) {
    const loops = Array.from({ length: 7 }, () =>
      circle(random.float(0, 12), random.float(0, 12), random.float(1.2, 2.4), { fill: 'none', stroke: random.chance(0.5) ? shine : shadow, 'stroke-width': 1, opacity: 0.35 }),
    ).join('');
    return pattern(defs, 'boucle', 12, 12, loops);
  }
  if (/knit|wool|cashmere|merino|lambswool|sweat/i.test(material) || knit === 'Ribbed' || knit === 'Fine Knit') {
    const width = knit === 'Ribbed' ? 8 : 5;
    return pattern(defs, 'rib', width, 6, path(`M${width / 2} 0V6`, { stroke: shadow, 'stroke-width': width * 0.28, opacity: 0.2 }) + path(`M1 0V6`, { stroke: shine, 'stroke-width': 0.8, opacity: 0.16 }));
  }
  if (/tweed/i.test(material)) {
    const flecks = Array.from({ length: 10 }, (_, index) =>
      rect(random.float(0, 12), random.float(0, 12), 1.6, 0.9, { fill: [shine, shadow, tones.accent][index % 3], opacity: 0.55 }),
    ).join('');
    return pattern(defs, 'tweed', 12, 12, flecks);
  }
  if (/sequin|embellished/i.test(material)) {
    const scale = (x: number, y: number) =>
      circle(x, y, 3.3, { fill: shine, opacity: 0.28 }) + circle(x + 0.8, y + 0.8, 2.2, { fill: shadow, opacity: 0.22 }) + circle(x - 1, y - 1, 0.9, { fill: '#ffffff', opacity: 0.6 });
    return pattern(defs, 'sequin', 8, 7, scale(4, 3.5) + scale(0, 0) + scale(8, 0) + scale(0, 7) + scale(8, 7));
  }
  if (/quilted/i.test(material)) {
    return pattern(defs, 'quilt', 22, 22, path('M0 0L22 22M22 0L0 22', { stroke: shadow, 'stroke-width': 1.4, opacity: 0.35 }) + path('M0 1L21 22', { stroke: shine, 'stroke-width': 1, opacity: 0.2 }));
  }
  if (/woven|raffia|rattan|jute|wicker/i.test(material)) {
    return pattern(
      defs,
      'weave',
      12,
      12,
      rect(0, 0, 6, 6, { fill: shine, opacity: 0.18 }) + rect(6, 6, 6, 6, { fill: shine, opacity: 0.18 }) + path('M0 3H6M9 6V12M6 9H12M3 0V6', { stroke: shadow, 'stroke-width': 0.8, opacity: 0.35 }),
    );
  }
  if (/lace/i.test(material)) {
    const motif = (x: number, y: number) =>
      circle(x, y, 4, { fill: 'none', stroke: shine, 'stroke-width': 1, opacity: 0.55 }) + circle(x, y, 1.4, { fill: shine, opacity: 0.5 });
    return pattern(defs, 'lace', 18, 18, motif(4.5, 4.5) + motif(13.5, 13.5) + path('M4.5 8.5Q9 12 13.5 9.5', { stroke: shine, fill: 'none', opacity: 0.35 }));
  }
  if (/broderie/i.test(material)) {
    return pattern(defs, 'broderie', 16, 16, ellipse(8, 8, 2.2, 3.4, { fill: shadow, opacity: 0.28, stroke: shine, 'stroke-width': 0.8 }) + circle(0, 0, 1.4, { fill: shadow, opacity: 0.25 }) + circle(16, 16, 1.4, { fill: shadow, opacity: 0.25 }));
  }
  if (/pleat|plisse/i.test(material)) {
    return pattern(defs, 'pleat', 9, 10, path('M0 0V10', { stroke: shadow, 'stroke-width': 1.6, opacity: 0.28 }) + path('M3 0V10', { stroke: shine, 'stroke-width': 1.6, opacity: 0.22 }));
  }
  if (/linen|seersucker|waffle|pique/i.test(material)) {
    const size = /waffle|pique/i.test(material) ? 7 : 4;
    return pattern(defs, 'weave', size, size, path(`M0 ${size / 2}H${size}M${size / 2} 0V${size}`, { stroke: shadow, 'stroke-width': 0.6, opacity: 0.16 }));
  }
  return undefined;
}

export function makeFabric(defs: Defs, spec: FabricSpec): Fabric {
  const { tones, random } = spec;
  const print = random.fork('print');
  let fill = tones.base;
  if (spec.pattern === 'Floral') fill = floral(defs, tones, print);
  else if (spec.pattern === 'Stripe') fill = stripes(defs, tones, print);
  else if (spec.pattern === 'Polka Dot') fill = dots(defs, tones, print);
  else if (spec.pattern === 'Check') fill = check(defs, tones, print);
  else if (spec.pattern === 'Animal') fill = leopard(defs, tones, print);
  return { fill, texture: texture(defs, tones, spec.material, spec.knit, random.fork('texture')), finish: finishFor(spec.material), tones };
}

/** A plain fabric in another colour (linings, shirt under a suit, soles). */
export function plainFabric(tones: Tones, finish: Finish = 'matte'): Fabric {
  return { fill: tones.base, texture: undefined, finish, tones };
}

