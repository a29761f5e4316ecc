import type { ArtContext } from '../context';
import { boundsOf } from '../bounds';
import { piece } from '../shading';
import { path, type Segment } from '../svg';
import { bodyFor, sleeveStyle, topEdge, type Body, type BodyKind } from './body';
import { garmentOutline, innerBack, sleeves, sparkles, straps, wavyHem } from './garment';
import type { Drawing, View } from './types';

const flared = new Set(['A-Line', 'Fit & Flare', 'Skater', 'Smock', 'Tiered', 'Wrap']);
const fitted = new Set(['Bodycon', 'Pencil', 'Corset', 'Ruched']);

function hemLength(kind: BodyKind, length: string | undefined, body: Body): number {
  if (kind === 'baby') return body.hip[1] + 85;
  if (kind === 'kids') return body.hip[1] + 90;
  if (length === 'Maxi') return 700;
  if (length === 'Midi') return 560;
  return 400;
}

function hemWidth(silhouette: string, hem: number, body: Body): number {
  const scale = body.hip[0] / 84;
  const extra = hem - 300;
  switch (silhouette) {
    case 'Fit & Flare':
    case 'Skater':
    case 'Smock':
      return (130 + extra * 0.3) * scale;
    case 'Tiered':
      return (112 + extra * 0.3) * scale;
    case 'Slip':
      return (92 + extra * 0.15) * scale;
    case 'Shift':
      return (94 + extra * 0.08) * scale;
    case 'Wrap':
      return (106 + extra * 0.24) * scale;
    case 'Bodycon':
    case 'Corset':
    case 'Ruched':
      return (80 - extra * 0.03) * scale;
    case 'Pencil':
      return 74 * scale;
    default:
      return (96 + extra * 0.27) * scale;
  }
}

export interface DressOptions {
  kind: BodyKind;
}

/** Dresses: neckline, sleeves, silhouette and length all come from the product's attributes. */
export function drawDress(context: ArtContext, view: View, options: DressOptions = { kind: 'women' }): Drawing {
  const { attrs, shape } = context;
  const body = bodyFor(options.kind, shape);
  const silhouette = attrs.silhouette ?? 'A-Line';
  const hem = hemLength(options.kind, attrs.length, body) + shape.float(-12, 12);
  const hemHalf = hemWidth(silhouette, hem, body) * shape.float(0.94, 1.06);
  const neckline = attrs.neckline ?? 'Round Neck';
  const top = topEdge(body, neckline, attrs.sleeveLength ?? 'Sleeveless', view);
  const [ax, ay] = body.armpit;
  const [wx, wy] = body.waist;
  const [hx, hy] = body.hip;
  const belted = flared.has(silhouette) && silhouette !== 'Smock' && shape.chance(0.25);

  const sides: Segment[] = [];
  if (silhouette === 'Slip' || silhouette === 'Shift') {
    sides.push(['C', ax + 2, ay + 80, hemHalf - 12, hem - 180, hemHalf, hem]);
  } else if (fitted.has(silhouette)) {
    sides.push(['C', ax, ay + 40, wx, wy - 50, wx, wy], ['C', wx + 4, wy + 40, hx, hy - 40, hx, hy], ['C', hx, hy + 60, hemHalf + 2, hem - 60, hemHalf, hem]);
  } else {
    sides.push(['C', ax, ay + 40, wx, wy - 50, wx, wy], ['C', wx + 12, wy + 50, hemHalf - 12, hem - 150, hemHalf, hem]);
  }
  const full = flared.has(silhouette) || silhouette === 'Slip';
  if (full) sides.push(...wavyHem(hemHalf, hem, hemHalf > 150 ? 4 : 3, silhouette === 'Slip' ? 6 : 11));
  else sides.push(['Q', hemHalf * 0.5, hem + 5, 0, hem + 5]);
  const outline = garmentOutline(top, sides);

  const folds: string[] = [];
  const highlights: string[] = [];
  const seams: string[] = [...top.detailLines];
  const skirtTop = silhouette === 'Slip' || silhouette === 'Shift' ? ay + 40 : wy;
  if (full) {
    const waves = hemHalf > 150 ? 4 : 3;
    for (let index = 1; index < waves; index++) {
      const x = hemHalf * (1 - index / waves);
      for (const side of [1, -1]) {
        folds.push(`M${side * x * 0.35} ${skirtTop + 30}Q${side * x * 0.75} ${(skirtTop + hem) / 2} ${side * x} ${hem - 6}`);
        highlights.push(`M${side * (x + hemHalf / waves / 2) * 0.4} ${skirtTop + 40}Q${side * (x + hemHalf / waves / 2) * 0.78} ${(skirtTop + hem) / 2} ${side * (x + hemHalf / waves / 2)} ${hem - 10}`);
      }
    }
  } else {
    folds.push(`M${-wx * 0.5} ${wy + 20}Q${-hx * 0.35} ${hy} ${-hemHalf * 0.4} ${hem - 8}`, `M${wx * 0.6} ${wy + 30}Q${hx * 0.45} ${hy + 20} ${hemHalf * 0.45} ${hem - 8}`);
    highlights.push(`M${-wx * 0.2} ${ay + 30}Q${-8} ${wy} ${-hx * 0.15} ${hy + 40}`);
  }
  folds.push(`M${-ax * 0.55} ${ay + 6}Q${-wx * 0.45} ${(ay + wy) / 2} ${-wx * 0.5} ${wy - 8}`);

  if (silhouette !== 'Slip' && silhouette !== 'Shift') seams.push(`M${-wx} ${wy}Q0 ${wy + 4} ${wx} ${wy}`);
  if (view === 'back') {
    seams.push(`M0 ${top.start[1] + 4}L0 ${Math.min(hem - 40, hy + 20)}`);
  } else if (silhouette === 'Wrap') {
    seams.push(`M${-body.neck} 2C${-10} 60 ${wx * 0.6} ${wy - 40} ${wx} ${wy}`, `M${wx * 0.9} ${wy + 4}C${wx * 0.6} ${wy + 120} ${hemHalf * 0.3} ${hem - 120} ${hemHalf * 0.45} ${hem + 4}`);
  } else if (silhouette === 'Tiered') {
    for (const t of [0.36, 0.68]) {
      const y = wy + (hem - wy) * t;
      const half = wx + (hemHalf - wx) * (t * 0.9 + 0.05);
      seams.push(`M${-half} ${y}Q0 ${y + 8} ${half} ${y}`);
      for (let index = -4; index <= 4; index++) seams.push(`M${(index / 4.5) * half} ${y + 4}l${index * 0.8} 16`);
    }
  } else if (silhouette === 'Smock') {
    for (let index = 0; index < 6; index++) {
      const y = ay - 14 + index * ((wy - ay + 10) / 6);
      seams.push(`M${-ax + 6} ${y}q${ax / 3} 4 ${(ax * 2) / 3} 0t${(ax * 2) / 3} 0t${(ax * 2) / 3} 0`);
    }
  } else if (silhouette === 'Corset') {
    for (const x of [18, 44]) for (const side of [1, -1]) seams.push(`M${side * x} ${ay - 24}Q${side * (x - 8)} ${wy} ${side * (x + 4)} ${hy - 10}`);
  } else if (silhouette === 'Ruched') {
    for (let index = 0; index < 6; index++) {
      const y = wy - 40 + index * 34;
      seams.push(`M${-hx + 4} ${y}Q0 ${y + 22} ${hx - 4} ${y + 6}`);
    }
  } else if (fitted.has(silhouette) || silhouette === 'A-Line' || silhouette === 'Fit & Flare') {
    for (const side of [1, -1]) seams.push(`M${side * 28} ${wy - 2}L${side * 25} ${wy - 52}`);
  }
  if (silhouette === 'Pencil') seams.push(`M0 ${hem - 60}L0 ${hem + 4}`);

  const inner = context.fabric.finish === 'sequin' ? sparkles(context, { x: -hemHalf, y: 0, width: hemHalf * 2, height: hem }, 16) : '';
  const sleevePair = sleeves(context, body, top, sleeveStyle(attrs.sleeveLength), { width: options.kind === 'kids' ? 0.8 : 1 });
  const parts = [view === 'front' && top.start[1] > 14 && !top.left && neckline !== 'Halter Neck' ? innerBack(context, top, body) : '', sleevePair.markup, piece(context, outline, { folds, highlights, seams, inner }), straps(context, top)];
  if (belted && view === 'front') parts.push(belt(context, wx, wy));
  if (neckline === 'Pussy Bow' && view === 'front') parts.push(bow(context, 0, 40));
  if (silhouette === 'Wrap' && view === 'front') parts.push(bow(context, wx - 4, wy + 2, 0.8));

  const silhouettePaths = [outline, ...sleevePair.outlines];
  return {
    body: parts.join(''),
    box: boundsOf(silhouettePaths),
    silhouette: silhouettePaths,
    grounded: false,
    detail: [0, Math.max(40, top.start[1])],
    hangable: { neckY: 0 },
  };
}

function belt(context: ArtContext, wx: number, wy: number): string {
  const d = `M${-wx - 2} ${wy - 9}Q0 ${wy - 5} ${wx + 2} ${wy - 9}L${wx + 2} ${wy + 9}Q0 ${wy + 13} ${-wx - 2} ${wy + 9}Z`;
  return piece(context, d, { flat: true }) + bow(context, 0, wy + 2, 0.7);
}

/** A tied bow with two tails (pussy bow, wrap tie, belt tie). */
export function bow(context: ArtContext, x: number, y: number, scale = 1): string {
  const s = (value: number) => value * scale;
  const loops = [1, -1]
    .map((side) => piece(context, `M${x} ${y}C${x + side * s(18)} ${y - s(20)} ${x + side * s(34)} ${y - s(8)} ${x + side * s(28)} ${y + s(6)}C${x + side * s(22)} ${y + s(14)} ${x + side * s(8)} ${y + s(6)} ${x} ${y}Z`, { flat: true }))
    .join('');
  const tails = [1, -1]
    .map((side) => piece(context, `M${x} ${y}C${x + side * s(6)} ${y + s(20)} ${x + side * s(14)} ${y + s(44)} ${x + side * s(10)} ${y + s(62)}L${x + side * s(20)} ${y + s(58)}C${x + side * s(18)} ${y + s(36)} ${x + side * s(10)} ${y + s(16)} ${x} ${y}Z`, { flat: true }))
    .join('');
  return tails + loops + path(`M${x - s(6)} ${y - s(6)}h${s(12)}v${s(12)}h${-s(12)}Z`, { fill: context.tones.dark, stroke: context.tones.outline, 'stroke-width': 1 });
}
