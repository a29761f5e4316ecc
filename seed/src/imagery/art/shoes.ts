import { tonesFor, type ArtContext } from '../context';
import { boundsOf } from '../bounds';
import { plainFabric } from '../fabric';
import { piece } from '../shading';
import { circle, g, path } from '../svg';
import type { Drawing, View } from './types';

export type ShoeStyle = 'court' | 'slingback' | 'strappy' | 'mule' | 'platform' | 'ankle-boot' | 'chelsea' | 'trainer' | 'slider' | 'toe-post' | 'espadrille' | 'flat-strappy' | 'brogue' | 'loafer';

export interface ShoeSpec {
  style: ShoeStyle;
  /** Heel height in drawing units (ground at y = 160). */
  heel: number;
  toe: 'pointed' | 'round' | 'square';
  block?: boolean;
  laces?: boolean;
  chunky?: boolean;
}

interface ShoeParts {
  markup: string;
  outline: string[];
}

const GROUND = 160;

function toePath(toe: ShoeSpec['toe'], topY: number): string {
  if (toe === 'pointed') return `M0 ${GROUND - 6}C6 ${topY + 22} 34 ${topY + 4} 74 ${topY}`;
  if (toe === 'square') return `M8 ${GROUND - 4}L6 ${topY + 18}Q8 ${topY + 6} 26 ${topY + 2}C44 ${topY} 60 ${topY} 74 ${topY}`;
  return `M6 ${GROUND - 4}C-4 ${topY + 30} 20 ${topY + 2} 74 ${topY}`;
}

/** One shoe in side profile, toe to the left. */
function shoe(context: ArtContext, spec: ShoeSpec): ShoeParts {
  const upper = context.fabric;
  const soleTones = tonesFor(spec.style === 'trainer' ? '#f3f1ec' : spec.style === 'espadrille' ? '#cfae7c' : '#2b2523');
  const sole = plainFabric(soleTones, 'matte');
  const lining = plainFabric(tonesFor('#d8b9a0'));
  const seatY = GROUND - spec.heel;
  const parts: string[] = [];
  const outline: string[] = [];

  if (spec.style === 'trainer') {
    const mid = spec.chunky ? 34 : 22;
    const top = GROUND - mid;
    const upperD = `M6 ${top + 4}C2 ${top - 20} 30 ${top - 44} 70 ${top - 50}L150 ${top - 92}Q164 ${top - 98} 172 ${top - 84}C184 ${top - 70} 214 ${top - 72} 236 ${top - 92}Q256 ${top - 96} 262 ${top - 70}L266 ${top + 4}Z`;
    const soleD = `M-2 ${top}Q-8 ${GROUND - 2} 14 ${GROUND}H258Q276 ${GROUND} 274 ${top}${spec.chunky ? `Q240 ${top - 8} 200 ${top}Q150 ${top + 6} 100 ${top - 4}Q50 ${top - 10} -2 ${top}` : 'Z'}`;
    parts.push(piece(context, upperD, { seams: [`M70 ${top - 48}C90 ${top - 20} 94 ${top} 96 ${top + 2}`, `M236 ${top - 90}Q224 ${top - 40} 240 ${top + 2}`], stitches: [`M10 ${top - 6}H260`] }));
    parts.push(path(`M108 ${top - 10}L196 ${top - 66}M120 ${top - 2}L206 ${top - 56}`, { stroke: context.tones.seam, 'stroke-width': 5, 'stroke-linecap': 'round', opacity: 0.7 }));
    parts.push(piece(context, `M78 ${top - 54}L150 ${top - 92}L164 ${top - 78}L92 ${top - 40}Z`, { flat: true, fabric: plainFabric(tonesFor('#f0eee9')) }));
    for (let index = 0; index < 5; index++) {
      const x = 90 + index * 14;
      const y = top - 50 - index * 8;
      parts.push(path(`M${x} ${y}l10 -12`, { stroke: '#f7f7f7', 'stroke-width': 3.4, 'stroke-linecap': 'round' }), circle(x, y, 1.8, { fill: '#555' }));
    }
    parts.push(piece(context, soleD, { fabric: sole, seams: [`M10 ${GROUND - 6}H262`] }));
    outline.push(upperD, soleD);
    return { markup: parts.join(''), outline };
  }

  if (spec.style === 'slider' || spec.style === 'toe-post' || spec.style === 'flat-strappy' || spec.style === 'strappy') {
    const flat = spec.style !== 'strappy';
    const bedY = flat ? GROUND - 12 : seatY;
    const soleD = flat
      ? `M4 ${GROUND - 8}Q0 ${GROUND} 14 ${GROUND}H250Q262 ${GROUND} 262 ${GROUND - 8}L262 ${GROUND - 14}H6Z`
      : `M4 ${GROUND - 8}Q2 ${GROUND} 16 ${GROUND}L100 ${GROUND}C150 ${GROUND - 20} 210 ${seatY + 6} 256 ${seatY}L258 ${seatY - 8}C210 ${seatY - 4} 140 ${GROUND - 30} 90 ${GROUND - 14}L6 ${GROUND - 14}Z`;
    if (!flat) parts.push(heel(context, seatY, spec, plainFabric(tonesFor('#2b2523'))));
    parts.push(piece(context, soleD, { fabric: sole }));
    const strap = (d: string, width: number) =>
      path(d, { fill: 'none', stroke: context.tones.outline, 'stroke-width': width + 2.4, 'stroke-linecap': 'round' }) + path(d, { fill: 'none', stroke: context.tones.base, 'stroke-width': width, 'stroke-linecap': 'round' });
    if (spec.style === 'slider') {
      const band = `M40 ${bedY}C44 ${bedY - 56} 128 ${bedY - 62} 140 ${bedY}Z`;
      parts.push(piece(context, band));
      outline.push(band);
    } else if (spec.style === 'toe-post') {
      parts.push(strap(`M40 ${bedY}Q70 ${bedY - 36} 120 ${bedY - 4}`, 7), strap(`M44 ${bedY - 4}L70 ${bedY - 26}`, 5));
    } else {
      const toeY = flat ? bedY : GROUND - 14; // straps start at the footbed
      parts.push(strap(`M34 ${toeY}Q60 ${toeY - 34} 92 ${toeY - 6}`, 7), strap(`M96 ${toeY - 8}Q140 ${toeY - 60} 190 ${bedY - 46}`, 5));
      parts.push(g(path(`M176 ${bedY - 70}a36 14 -10 1 0 72 -6a36 14 -10 1 0 -72 6`, { fill: 'none', stroke: context.tones.outline, 'stroke-width': 8 }) + path(`M176 ${bedY - 70}a36 14 -10 1 0 72 -6a36 14 -10 1 0 -72 6`, { fill: 'none', stroke: context.tones.base, 'stroke-width': 5.6 })));
      parts.push(strap(`M236 ${bedY - 64}L252 ${bedY - 4}`, 5));
    }
    outline.push(soleD);
    return { markup: parts.join(''), outline };
  }

  const boot = spec.style === 'ankle-boot' || spec.style === 'chelsea';
  const low = spec.style === 'brogue' || spec.style === 'loafer' || spec.style === 'espadrille';
  const toeTopY = GROUND - (low ? 54 : spec.toe === 'pointed' ? 36 : 42);
  const throat: [number, number] = boot ? [112, GROUND - 76 - spec.heel * 0.3] : low ? [122, GROUND - 84] : [118, GROUND - 58 - spec.heel * 0.35];
  const backTop: [number, number] = boot ? [240, GROUND - 190 - spec.heel * 0.3] : low ? [248, GROUND - 80] : [250, seatY - 58];
  const toe = toePath(spec.toe, toeTopY);
  const open = spec.style === 'slingback' || spec.style === 'mule';
  const backEdge = open
    ? `L${200} ${seatY - 18}Q${214} ${seatY - 4} ${236} ${seatY - 2}`
    : `C${backTop[0] + 14} ${backTop[1] + 40} ${backTop[0] + 16} ${seatY - 30} ${backTop[0] + 2} ${seatY}`;
  const topline = boot
    ? `C${throat[0] + 8} ${throat[1] - 50} ${throat[0] + 20} ${backTop[1] + 40} ${throat[0] + 22} ${backTop[1]}L${backTop[0]} ${backTop[1] - 6}`
    : open
      ? `C${throat[0] + 30} ${throat[1] + 10} ${170} ${seatY - 40} ${200} ${seatY - 34}`
      : `C${throat[0] + 40} ${throat[1] + 14} ${backTop[0] - 40} ${backTop[1] + 12} ${backTop[0]} ${backTop[1]}`;
  const toeX = spec.toe === 'pointed' ? 0 : spec.toe === 'square' ? 8 : 6;
  const underside =
    low || spec.heel < 20 ? `L20 ${GROUND - 2}Q4 ${GROUND - 2} ${toeX} ${GROUND - 6}` : `C${200} ${seatY + 6} ${140} ${GROUND - 20} ${96} ${GROUND - 4}L20 ${GROUND - 2}`;
  const upperD = `${toe}C${96} ${toeTopY} ${throat[0] - 14} ${throat[1] + 6} ${throat[0]} ${throat[1]}${topline}${backEdge}${underside}Z`;

  if (spec.heel >= 20) parts.push(heel(context, seatY, spec, spec.style === 'court' || spec.style === 'slingback' || spec.style === 'mule' ? upper : plainFabric(tonesFor('#2b2523'))));
  // The insole and lining show inside the shoe opening.
  if (!boot) {
    const [bx, by] = open ? [206, seatY - 40] : backTop;
    parts.push(
      piece(context, `M${throat[0]} ${throat[1]}C${throat[0] + 40} ${throat[1] - 8} ${bx - 40} ${by - 2} ${bx - 2} ${by - 5}L${bx} ${by + 30}C${bx - 60} ${by + 50} ${throat[0] + 30} ${throat[1] + 30} ${throat[0]} ${throat[1] + 6}Z`, {
        fabric: lining,
        flat: true,
      }),
    );
  }
  parts.push(piece(context, upperD, { highlights: [`M30 ${toeTopY + 20}Q70 ${toeTopY + 4} ${throat[0] - 10} ${throat[1] + 10}`] }));
  if (low || spec.heel < 20) {
    const soleD = `M${spec.toe === 'pointed' ? 2 : 8} ${GROUND - 8}Q0 ${GROUND} 14 ${GROUND}H${backTop[0] + 4}L${backTop[0] + 6} ${GROUND - 10}Z`;
    parts.push(piece(context, soleD, { fabric: spec.style === 'espadrille' ? plainFabric(tonesFor('#cfae7c')) : sole, seams: spec.style === 'espadrille' ? Array.from({ length: 18 }, (_, i) => `M${12 + i * 13} ${GROUND - 9}l6 8`) : [] }));
    if (spec.heel >= 10 && spec.heel < 20) parts.push(path(`M${backTop[0] - 40} ${GROUND}h44v-14h-44z`, { fill: soleTones.base, stroke: soleTones.outline }));
    outline.push(soleD);
  }
  if (spec.style === 'platform') parts.push(piece(context, `M0 ${GROUND - 4}Q-2 ${GROUND + 16} 14 ${GROUND + 16}H110Q120 ${GROUND + 12} 118 ${GROUND - 10}Z`, { fabric: sole }));
  if (spec.style === 'slingback') parts.push(path(`M200 ${seatY - 34}Q244 ${seatY - 64} 258 ${seatY - 24}`, { fill: 'none', stroke: context.tones.outline, 'stroke-width': 7 }), path(`M200 ${seatY - 34}Q244 ${seatY - 64} 258 ${seatY - 24}`, { fill: 'none', stroke: context.tones.base, 'stroke-width': 4.6 }));
  if (spec.style === 'chelsea') {
    parts.push(piece(context, `M${throat[0] + 40} ${backTop[1] - 2}L${throat[0] + 90} ${backTop[1] - 4}L${throat[0] + 64} ${throat[1] + 10}Z`, { fabric: plainFabric(tonesFor(context.tones.darker)), flat: true, seams: [0.3, 0.5, 0.7].map((t) => `M${throat[0] + 40 + t * 50} ${backTop[1]}L${throat[0] + 64} ${throat[1] + 4}`) }));
    parts.push(path(`M${backTop[0] - 4} ${backTop[1] - 4}q10 -22 18 0`, { fill: 'none', stroke: context.tones.outline, 'stroke-width': 5 }));
  }
  if (spec.laces) {
    const count = boot ? 6 : 4;
    for (let index = 0; index < count; index++) {
      const t = index / Math.max(1, count - 1);
      // Boots lace up the front of the shaft; shoes across the vamp below the throat.
      const x = boot ? throat[0] + 10 + t * 18 : throat[0] - 44 + t * 38;
      const y = boot ? throat[1] - 6 - t * (throat[1] - backTop[1] - 18) : throat[1] + 24 - t * 20;
      parts.push(circle(x, y, 2.4, { fill: '#333' }), path(`M${x - 6} ${y + 3}l14 -7`, { stroke: context.tones.light, 'stroke-width': 3, 'stroke-linecap': 'round' }));
    }
  }
  if (spec.style === 'brogue') {
    const capTop = toeTopY + 6;
    parts.push(path(`M44 ${capTop}Q62 ${capTop + 26} 50 ${GROUND - 10}`, { fill: 'none', stroke: context.tones.seam, 'stroke-width': 1.4 }));
    for (let index = 0; index < 7; index++) {
      const t = index / 6;
      parts.push(circle(44 + t * 12 - t * t * 6, capTop + 4 + t * (GROUND - 18 - capTop), 1.4, { fill: context.tones.darker }));
    }
  }
  if (spec.style === 'loafer') {
    parts.push(path(`M60 ${toeTopY + 2}C70 ${toeTopY + 30} 110 ${toeTopY + 30} ${throat[0]} ${throat[1] + 12}`, { fill: 'none', stroke: context.tones.seam, 'stroke-width': 1.6, 'stroke-dasharray': '3 2' }));
    // The penny strap across the saddle, with its slot.
    parts.push(piece(context, `M${throat[0] - 50} ${throat[1] + 22}Q${throat[0] - 20} ${throat[1] + 12} ${throat[0] + 4} ${throat[1] + 6}L${throat[0] + 6} ${throat[1] + 18}Q${throat[0] - 18} ${throat[1] + 24} ${throat[0] - 48} ${throat[1] + 34}Z`, { flat: true }));
    parts.push(path(`M${throat[0] - 30} ${throat[1] + 22}q8 -4 16 -6`, { stroke: context.tones.darker, 'stroke-width': 4, 'stroke-linecap': 'round' }));
  }
  outline.push(upperD);
  return { markup: parts.join(''), outline };
}

function heel(context: ArtContext, seatY: number, spec: ShoeSpec, fabric: ReturnType<typeof plainFabric>): string {
  const block = spec.block || spec.heel < 30;
  const d = block
    ? `M${222} ${seatY - 2}L${256} ${seatY - 2}L${254} ${GROUND}L${230} ${GROUND}Z`
    : `M${224} ${seatY - 4}L${254} ${seatY - 2}C${248} ${seatY + 20} ${244} ${GROUND - 30} ${246} ${GROUND}L${238} ${GROUND}C${238} ${GROUND - 30} ${234} ${seatY + 20} ${224} ${seatY - 4}Z`;
  return piece(context, d, { fabric, flat: true }) + path(`M${block ? 230 : 237} ${GROUND - 4}h${block ? 24 : 10}v4h${block ? -24 : -10}z`, { fill: '#1b1b1b' });
}

/** A pair of shoes in side profile (front view), or one shoe facing the other way (back view). */
export function drawShoes(context: ArtContext, view: View, spec: ShoeSpec): Drawing {
  const one = shoe(context, spec);
  if (view === 'back') {
    return {
      body: g(one.markup, { transform: 'translate(270 0) scale(-1 1)' }),
      box: { x: -10, ...boxY(one.outline), width: 290 },
      silhouette: [],
      grounded: true,
      detail: [200, GROUND - 70],
    };
  }
  const shade = one.outline.map((d) => path(d, { fill: '#000', opacity: 0.14 })).join('');
  const back = g(one.markup + shade, { transform: 'translate(48 -58)' });
  const bounds = boundsOf(one.outline);
  return {
    body: back + one.markup,
    box: { x: bounds.x - 6, y: bounds.y - 62, width: bounds.width + 56, height: bounds.height + 68 },
    silhouette: [],
    grounded: true,
    detail: [70, GROUND - 50],
  };
}

function boxY(outline: readonly string[]): { y: number; height: number } {
  const bounds = boundsOf(outline);
  return { y: bounds.y - 6, height: bounds.height + 10 };
}

/** Right footbed seen from above, toe up (y = 0) and heel down (y ≈ 262). */
const FOOTBED = 'M6 0C40 0 54 40 52 80C50 130 36 170 38 210C40 248 22 264 4 264C-16 264 -32 250 -32 212C-32 170 -42 122 -45 80C-48 30 -26 0 6 0Z';

export type FlatSandalStyle = 'slider' | 'toe-post' | 'flat-strappy' | 'espadrille';

/** Flat sandals and espadrilles photographed from above, as a pair. */
export function drawSandalsFromAbove(context: ArtContext, view: View, style: FlatSandalStyle): Drawing {
  const soleTones = tonesFor(style === 'espadrille' ? '#cfae7c' : '#d9c2a5');
  const edge = plainFabric(tonesFor(style === 'espadrille' ? '#b48f5c' : '#3a2f2a'));
  const footbed = plainFabric(soleTones);
  const strap = (d: string, width: number) =>
    path(d, { fill: 'none', stroke: context.tones.outline, 'stroke-width': width + 3, 'stroke-linecap': 'round' }) +
    path(d, { fill: 'none', stroke: context.tones.base, 'stroke-width': width, 'stroke-linecap': 'round' }) +
    path(d, { fill: 'none', stroke: '#fff', 'stroke-width': width * 0.3, opacity: 0.25, 'stroke-linecap': 'round', transform: 'translate(-1 -1)' });
  const one = (): string => {
    const parts = [
      g(path(FOOTBED, { fill: edge.tones.base, stroke: edge.tones.outline, 'stroke-width': 1.5 }), { transform: 'translate(2 5)' }),
      piece(context, FOOTBED, { fabric: footbed, seams: style === 'espadrille' ? [] : ['M-10 40C-20 120 -10 200 2 246'], highlights: ['M10 30C20 90 10 180 8 230'] }),
    ];
    if (style === 'slider') parts.push(piece(context, 'M-52 74C-40 50 44 48 58 74L60 134C40 148 -30 150 -50 134Z', { seams: ['M-46 86C-30 70 40 70 54 86'] }));
    else if (style === 'toe-post') parts.push(strap('M-2 32C-12 60 -34 92 -42 118', 8), strap('M-2 32C10 60 36 92 46 118', 8), circle(-2, 32, 6, { fill: context.tones.dark, stroke: context.tones.outline }));
    else if (style === 'flat-strappy') parts.push(strap('M-44 64C-20 50 30 50 50 66', 7), strap('M-40 112C-10 100 30 100 48 114', 7), strap('M-34 206C-20 190 30 190 40 206', 6), strap('M4 112L4 196', 5));
    else parts.push(piece(context, 'M-46 118C-48 40 -26 -2 6 -2C40 -2 56 40 54 118C30 100 -22 100 -46 118Z', { seams: ['M-36 108C-10 96 20 96 44 108'] }));
    return parts.join('');
  };
  const left = g(one(), { transform: 'translate(-64 6) scale(-1 1) rotate(-5)' });
  const right = g(one(), { transform: `translate(64 ${view === 'back' ? 20 : -6}) rotate(${view === 'back' ? 12 : 5})` });
  return {
    body: left + right,
    box: { x: -140, y: -20, width: 280, height: 300 },
    silhouette: [],
    grounded: true,
    detail: [64, 90],
  };
}
