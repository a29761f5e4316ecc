import type { ArtContext } from '../context';
import { boundsOf } from '../bounds';
import { piece } from '../shading';
import { circle, mirrored, path, type Segment } from '../svg';
import type { BodyKind } from './body';
import type { Drawing, View } from './types';

export type LegFit = 'skinny' | 'slim' | 'straight' | 'wide' | 'flared' | 'tapered' | 'mom' | 'relaxed' | 'jogger' | 'palazzo' | 'cigarette' | 'utility';

export function legFit(fit: string | undefined): LegFit {
  const value = (fit ?? '').toLowerCase();
  if (value.includes('skinny')) return 'skinny';
  if (value.includes('slim')) return 'slim';
  if (value.includes('wide')) return 'wide';
  if (value.includes('palazzo')) return 'palazzo';
  if (value.includes('flare')) return 'flared';
  if (value.includes('taper')) return 'tapered';
  if (value.includes('mom')) return 'mom';
  if (value.includes('relaxed')) return 'relaxed';
  if (value.includes('jogger')) return 'jogger';
  if (value.includes('cigarette')) return 'cigarette';
  if (value.includes('utility') || value.includes('cargo')) return 'utility';
  return 'straight';
}

export interface LegSpec {
  kind: BodyKind;
  fit: LegFit;
  denim?: boolean;
  tailored?: boolean;
  elastic?: boolean;
  cargo?: boolean;
  /** Leg length from the waistband; shorts are short. */
  length?: number;
}

interface Proportions {
  waist: number;
  hip: number;
  hipY: number;
  crotchY: number;
  hemY: number;
}

function proportions(kind: BodyKind, length: number | undefined): Proportions {
  if (kind === 'men') return { waist: 82, hip: 96, hipY: 110, crotchY: 185, hemY: length ?? 660 };
  if (kind === 'kids') return { waist: 62, hip: 72, hipY: 80, crotchY: 132, hemY: length ?? 430 };
  if (kind === 'baby') return { waist: 54, hip: 62, hipY: 62, crotchY: 104, hemY: length ?? 260 };
  return { waist: 72, hip: 94, hipY: 110, crotchY: 180, hemY: length ?? 650 };
}

/** Outer and inner hem half-offsets and knee width for each fit. */
function legShape(fit: LegFit, p: Proportions): { outer: number; inner: number; knee: number } {
  const s = p.hip / 84;
  switch (fit) {
    case 'skinny':
      return { outer: 54 * s, inner: 24 * s, knee: 62 * s };
    case 'slim':
    case 'cigarette':
      return { outer: 62 * s, inner: 20 * s, knee: 68 * s };
    case 'wide':
      return { outer: 112 * s, inner: 4 * s, knee: 100 * s };
    case 'palazzo':
      return { outer: 128 * s, inner: 2 * s, knee: 112 * s };
    case 'flared':
      return { outer: 104 * s, inner: 2 * s, knee: 66 * s };
    case 'tapered':
    case 'jogger':
      return { outer: 62 * s, inner: 24 * s, knee: 76 * s };
    case 'mom':
      return { outer: 72 * s, inner: 14 * s, knee: 80 * s };
    case 'relaxed':
    case 'utility':
      return { outer: 88 * s, inner: 8 * s, knee: 90 * s };
    default:
      return { outer: 80 * s, inner: 12 * s, knee: 80 * s };
  }
}

/** Trousers, jeans, leggings and joggers: two legs from a waistband, front or back. */
export function drawLegs(context: ArtContext, view: View, spec: LegSpec): Drawing {
  const p = proportions(spec.kind, spec.length);
  p.hemY += context.shape.float(-8, 8);
  const leg = legShape(spec.fit, p);
  const kneeY = p.crotchY + (p.hemY - p.crotchY) * 0.42;
  const short = p.hemY - p.crotchY < 120;
  const sides: Segment[] = [
    ['L', p.waist, 0],
    ['C', p.waist + 6, 40, p.hip, p.hipY - 40, p.hip, p.hipY],
    short ? ['L', p.hip + 14, p.hemY] : ['C', p.hip, p.hipY + 90, leg.knee, kneeY - 60, leg.knee, kneeY],
  ];
  if (!short) sides.push(['C', leg.knee, kneeY + 80, leg.outer, p.hemY - 120, leg.outer, p.hemY]);
  const innerHem = short ? 18 : leg.inner;
  sides.push(['Q', (leg.outer + innerHem) / 2, p.hemY + 4, innerHem, p.hemY + 1]);
  sides.push(short ? ['L', 4, p.crotchY] : ['C', innerHem - 2, p.hemY - 200, 10, p.crotchY + 80, 4, p.crotchY], ['Q', 1, p.crotchY - 2, 0, p.crotchY - 4]);
  const outline = mirrored([0, 0], sides);

  const tones = context.tones;
  const seams: string[] = [];
  const stitches: string[] = [];
  const over: string[] = [];
  const folds: string[] = [];
  const highlights: string[] = [];
  const band = spec.elastic ? 22 : 18;
  for (const side of [1, -1]) {
    const legCentre = (leg.outer + innerHem) / 2;
    folds.push(`M${side * (p.hip * 0.45)} ${p.crotchY + 10}Q${side * leg.knee * 0.55} ${kneeY} ${side * legCentre} ${p.hemY - 10}`);
    if (!short) folds.push(`M${side * leg.knee * 0.8} ${kneeY - 10}q${side * -20} 14 ${side * -36} 8`);
    highlights.push(`M${side * (p.hip * 0.62)} ${p.hipY}Q${side * leg.knee * 0.7} ${kneeY} ${side * (legCentre + 10)} ${p.hemY - 20}`);
    if (spec.tailored && !short) seams.push(`M${side * p.hip * 0.52} ${band + 6}L${side * legCentre} ${p.hemY - 2}`);
  }
  if (!spec.elastic && view === 'front') {
    seams.push(`M0 ${band}L0 ${p.crotchY - 6}`);
    stitches.push(`M-14 ${band + 2}V${p.crotchY - 40}Q-14 ${p.crotchY - 20} -2 ${p.crotchY - 14}`);
  }
  if (view === 'front' && !spec.elastic) {
    for (const side of [1, -1]) {
      const pocket = spec.denim
        ? `M${side * (p.waist - 36)} ${band}Q${side * (p.waist - 30)} ${band + 44} ${side * (p.waist + 2)} ${band + 54}`
        : `M${side * (p.waist - 24)} ${band}L${side * (p.waist + 4)} ${band + 64}`;
      seams.push(pocket);
      if (spec.denim) {
        stitches.push(`M${side * (p.waist - 30)} ${band + 2}Q${side * (p.waist - 25)} ${band + 38} ${side * (p.waist - 2)} ${band + 48}`);
        over.push(circle(side * (p.waist - 34), band + 6, 2.4, { fill: '#b58b4b' }));
      }
    }
    if (spec.denim) seams.push(`M${p.waist - 30} ${band + 6}h-20v22h20`);
  }
  if (view === 'back') {
    seams.push(`M0 ${band}L0 ${p.crotchY - 4}`);
    if (spec.denim) {
      seams.push(`M${-p.waist - 2} ${band + 34}L0 ${band + 50}L${p.waist + 2} ${band + 34}`);
      for (const side of [1, -1]) {
        const x = side * (p.hip * 0.5);
        over.push(piece(context, `M${x - 26} ${band + 52}h52l-4 50l-22 10l-22 -10Z`, { flat: true, stitches: [`M${x - 22} ${band + 58}h44`], stitchColour: '#c98a3a' }));
      }
    } else if (!spec.elastic) {
      for (const side of [1, -1]) seams.push(`M${side * (p.hip * 0.3)} ${band + 40}h${side * 40}`);
    }
  }
  if (spec.cargo) {
    for (const side of [1, -1]) {
      const x = side * (leg.knee + 2);
      over.push(piece(context, `M${x - side * 6} ${kneeY - 70}h${-side * 40}v60h${side * 40}Z`, { flat: true, seams: [`M${x - side * 6} ${kneeY - 56}h${-side * 40}`] }));
    }
  }
  if (spec.fit === 'jogger' && !short) {
    for (const side of [1, -1]) {
      const a = side * leg.outer;
      const b = side * innerHem;
      over.push(piece(context, `M${a} ${p.hemY}L${b} ${p.hemY + 1}L${b + side * 2} ${p.hemY - 20}L${a - side * 2} ${p.hemY - 20}Z`, { flat: true }));
    }
  }
  // Waistband (with belt loops, or elastic with a drawcord).
  const waistband = piece(context, `M${-p.waist} 0L${p.waist} 0L${p.waist + 1} ${band}Q0 ${band + 3} ${-p.waist - 1} ${band}Z`, {
    flat: true,
    seams: spec.elastic ? Array.from({ length: 11 }, (_, i) => `M${-p.waist + ((i + 1) * p.waist * 2) / 12} 3V${band - 3}`) : [],
    stitches: spec.denim ? [`M${-p.waist + 2} ${band - 4}H${p.waist - 2}`] : [],
    stitchColour: spec.denim ? '#c98a3a' : undefined,
  });
  const extras: string[] = [];
  if (!spec.elastic) {
    for (const x of [-p.waist * 0.7, -p.waist * 0.15, p.waist * 0.15, p.waist * 0.7]) extras.push(path(`M${x - 3} -2h6v${band + 6}h-6Z`, { fill: tones.base, stroke: tones.outline, 'stroke-width': 1 }));
    if (view === 'front') extras.push(circle(0, band / 2, 4, { fill: spec.denim ? '#b58b4b' : tones.dark, stroke: tones.outline, 'stroke-width': 1 }));
  } else if (view === 'front' && spec.fit === 'jogger') {
    extras.push(path(`M-4 ${band}q-4 30 -10 44M4 ${band}q4 30 10 44`, { fill: 'none', stroke: tones.light, 'stroke-width': 3, 'stroke-linecap': 'round' }));
  }
  return {
    body: piece(context, outline, { folds, highlights, seams, stitches, stitchColour: spec.denim ? '#c98a3a' : undefined }) + over.join('') + waistband + extras.join(''),
    box: boundsOf([outline]),
    silhouette: [outline],
    grounded: false,
    detail: [p.waist * 0.4, band + 30],
    hangable: { neckY: 0 },
  };
}
