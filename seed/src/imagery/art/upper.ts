import type { ArtContext } from '../context';
import { boundsOf } from '../bounds';
import { piece } from '../shading';
import { path, type Segment } from '../svg';
import { bodyFor, sleeveStyle, topEdge, type Body, type BodyKind, type SleeveStyle, type TopEdge } from './body';
import { bow } from './dress';
import { buttons, garmentOutline, innerBack, sleeves, sparkles, straps } from './garment';
import type { Drawing, View } from './types';

/** How an upper-body garment is built: the knobs that make a blouse differ from a hoodie. */
export interface UpperSpec {
  kind: BodyKind;
  /** Hem position below the hip line (negative = cropped). */
  hemDrop: number;
  fit: 'fitted' | 'relaxed' | 'boxy' | 'oversized';
  neckline?: string;
  sleeve?: SleeveStyle | undefined;
  sleeveReach?: number;
  collar?: 'shirt' | 'revere' | 'polo' | 'roll' | 'funnel' | 'hood';
  /** Buttons down the centre front (count), or a zip. */
  placket?: { buttons: number; to?: number } | { zip: number };
  neckRib?: boolean;
  hemBand?: number;
  cuffBand?: boolean;
  shirtTail?: boolean;
  chestPocket?: boolean;
  kangaroo?: boolean;
  corset?: boolean;
  /** Cardigans: the front opens in a V to this depth. */
  openFront?: number;
}

function sidesFor(body: Body, spec: UpperSpec, hemY: number, hemHalf: number): Segment[] {
  const [ax, ay] = body.armpit;
  const [wx, wy] = body.waist;
  if (spec.fit === 'fitted') {
    const sides: Segment[] = [['C', ax, ay + 40, wx + 4, wy - 50, wx + 4, wy]];
    sides.push(hemY > wy + 10 ? ['C', wx + 6, wy + 30, hemHalf, hemY - 40, hemHalf, hemY] : ['L', hemHalf, hemY]);
    if (spec.corset) sides.push(['L', 0, hemY + 22]);
    else sides.push(['Q', hemHalf * 0.5, hemY + 4, 0, hemY + 4]);
    return sides;
  }
  const sides: Segment[] = [['C', ax + 2, ay + 70, hemHalf - 2, hemY - 90, hemHalf, hemY]];
  if (spec.shirtTail) {
    // Shirt tails: the side seams stop short and the hem curves down to the centre.
    sides[0] = ['C', body.armpit[0] + 2, body.armpit[1] + 70, hemHalf - 2, hemY - 100, hemHalf, hemY - 22];
    sides.push(['C', hemHalf * 0.7, hemY - 20, hemHalf * 0.4, hemY + 14, 0, hemY + 14]);
  } else sides.push(['Q', hemHalf * 0.5, hemY + 3, 0, hemY + 3]);
  return sides;
}

function neckBand(context: ArtContext, top: TopEdge, body: Body): string {
  const depth = top.start[1];
  const nw = body.neck;
  const curve = depth > 60 ? `M${-nw} 0L0 ${depth}L${nw} 0` : `M${-nw} 0C${-nw * 0.95} ${depth * 0.6} ${-nw * 0.55} ${depth} 0 ${depth}C${nw * 0.55} ${depth} ${nw * 0.95} ${depth * 0.6} ${nw} 0`;
  return (
    path(curve, { fill: 'none', stroke: context.tones.outline, 'stroke-width': 11, 'stroke-linejoin': 'round', transform: 'translate(0 4)' }) +
    path(curve, { fill: 'none', stroke: context.tones.base, 'stroke-width': 8.6, 'stroke-linejoin': 'round', transform: 'translate(0 4)' }) +
    path(curve, { fill: 'none', stroke: '#000', 'stroke-width': 8.6, opacity: 0.08, 'stroke-dasharray': '1.4 2.4', transform: 'translate(0 4)' })
  );
}

function shirtCollar(context: ArtContext, body: Body, view: View): string {
  const nw = body.neck;
  const stand = piece(context, `M${-nw - 2} -6Q0 4 ${nw + 2} -6L${nw + 2} 4Q0 16 ${-nw - 2} 4Z`, { flat: true });
  if (view === 'back') return piece(context, `M${-nw - 6} -8Q0 -2 ${nw + 6} -8L${nw + 12} 16Q0 26 ${-nw - 12} 16Z`, { flat: true });
  const leaf = (side: number) =>
    piece(context, `M${side * 2} 20L${side * (nw + 4)} -7L${side * (nw + 16)} 10L${side * 30} 54Q${side * 14} 38 ${side * 2} 24Z`, {
      flat: true,
      stitches: [`M${side * (nw + 12)} 10L${side * 28} 48`],
    });
  return stand + leaf(1) + leaf(-1);
}

function revereCollar(context: ArtContext, body: Body): string {
  const nw = body.neck;
  const lapel = (side: number) =>
    piece(context, `M0 92L${side * (nw + 2)} -4L${side * (nw + 18)} 8L${side * (nw + 22)} 40Q${side * 20} 70 0 92Z`, { flat: true });
  return lapel(1) + lapel(-1);
}

function poloCollar(context: ArtContext, body: Body): string {
  const nw = body.neck;
  const leaf = (side: number) => piece(context, `M${side * 3} 16L${side * (nw + 2)} -8L${side * (nw + 14)} 8Q${side * 30} 36 ${side * 24} 44Q${side * 12} 34 ${side * 3} 20Z`, { flat: true });
  return leaf(1) + leaf(-1);
}

function rollCollar(context: ArtContext, body: Body, height: number): string {
  const nw = body.neck + 2;
  return piece(context, `M${-nw} ${-height}Q0 ${-height + 8} ${nw} ${-height}L${nw + 4} 6Q0 16 ${-nw - 4} 6Z`, {
    seams: [`M${-nw + 2} ${-height + 10}Q0 ${-height + 18} ${nw - 2} ${-height + 10}`],
  });
}

function hood(context: ArtContext, body: Body): string {
  const nw = body.neck;
  return (
    piece(context, `M${-nw - 18} 16C${-nw - 34} -70 ${nw + 34} -70 ${nw + 18} 16Q0 34 ${-nw - 18} 16Z`) +
    path(`M${-nw + 2} 10C${-nw - 6} -40 ${nw + 6} -40 ${nw - 2} 10Q0 22 ${-nw + 2} 10Z`, { fill: context.tones.darker, opacity: 0.85 })
  );
}

function drawstrings(context: ArtContext, y: number): string {
  return [-10, 10]
    .map(
      (x) =>
        path(`M${x} ${y}Q${x + x * 0.2} ${y + 40} ${x * 1.1} ${y + 74}`, { fill: 'none', stroke: context.tones.light, 'stroke-width': 3.2, 'stroke-linecap': 'round' }) +
        path(`M${x * 1.1} ${y + 70}l0 10`, { stroke: '#c9c9c9', 'stroke-width': 4.2, 'stroke-linecap': 'round' }),
    )
    .join('');
}

export function drawUpper(context: ArtContext, view: View, spec: UpperSpec): Drawing {
  const { attrs, shape } = context;
  const body = bodyFor(spec.kind, shape);
  const widen = spec.fit === 'oversized' ? 1.14 : spec.fit === 'boxy' ? 1.08 : 1;
  if (widen !== 1) {
    body.shoulder = [body.shoulder[0] * widen + 6, body.shoulder[1] + 10];
    body.armpit = [body.armpit[0] * widen, body.armpit[1] + 14];
  }
  const neckline = spec.neckline ?? attrs.neckline ?? 'Round Neck';
  const sleeveName = attrs.sleeveLength ?? 'Long Sleeve';
  const top = topEdge(body, neckline, spec.openFront ? 'Long Sleeve' : sleeveName, view);
  if (spec.openFront && view === 'front') {
    top.start = [0, spec.openFront];
    top.segments[0] = ['L', body.neck, 0];
  }
  const hemY = body.hip[1] + spec.hemDrop + shape.float(-6, 6);
  const hemHalf = spec.fit === 'fitted' ? body.waist[0] + (hemY > body.waist[1] ? 14 : 2) : body.armpit[0] * (spec.fit === 'relaxed' ? 1.04 : 1) + 4;
  const outline = garmentOutline(top, sidesFor(body, spec, hemY, hemHalf));
  const style = spec.sleeve ?? sleeveStyle(sleeveName);

  const folds = [
    `M${-body.armpit[0] * 0.55} ${body.armpit[1] + 10}Q${-body.waist[0] * 0.4} ${(body.armpit[1] + hemY) / 2} ${-hemHalf * 0.45} ${hemY - 10}`,
    `M${body.armpit[0] * 0.5} ${body.armpit[1] + 30}Q${body.waist[0] * 0.5} ${body.waist[1]} ${hemHalf * 0.55} ${hemY - 6}`,
  ];
  const highlights = [`M${-body.neck * 0.6} ${Math.max(top.start[1], 20) + 30}Q${-10} ${body.waist[1] - 30} ${-hemHalf * 0.15} ${hemY - 20}`];
  const seams: string[] = [...top.detailLines];
  const stitches: string[] = [];
  const over: string[] = [];
  const under: string[] = [];

  if (spec.corset && view === 'front') {
    for (const x of [16, 40]) for (const side of [1, -1]) seams.push(`M${side * x} ${body.armpit[1] - 30}Q${side * (x - 6)} ${body.waist[1]} ${side * (x + 2)} ${hemY + (x === 16 ? 14 : 4)}`);
  }
  if (spec.collar === 'hood') under.push(hood(context, body));
  if ((spec.collar === 'shirt' || spec.collar === 'polo') && view === 'front') under.push(path(`M${-body.neck - 2} -6L${body.neck + 2} -6L0 34Z`, { fill: context.tones.dark }));
  if (view === 'front' && top.start[1] > 16 && !top.left && !spec.collar && neckline !== 'Halter Neck') under.push(innerBack(context, top, body));
  if (spec.openFront && view === 'front') under.push(innerBack(context, { ...top, start: [0, spec.openFront] }, body));

  if (view === 'back' && (spec.collar === 'shirt' || spec.collar === 'polo')) seams.push(`M${-body.shoulder[0] + 4} ${body.shoulder[1] + 30}Q0 ${body.shoulder[1] + 40} ${body.shoulder[0] - 4} ${body.shoulder[1] + 30}`);
  if (view === 'back' && spec.fit === 'fitted' && !spec.corset) seams.push(`M0 ${top.start[1] + 6}L0 ${hemY - 20}`);
  if (spec.hemBand) {
    const y = hemY - spec.hemBand;
    over.push(piece(context, `M${-hemHalf} ${y}L${hemHalf} ${y}L${hemHalf} ${hemY}Q0 ${hemY + 3} ${-hemHalf} ${hemY}Z`, { flat: true, seams: Array.from({ length: 15 }, (_, i) => `M${-hemHalf + ((i + 1) * hemHalf * 2) / 16} ${y + 3}V${hemY - 2}`) }));
  }
  if (spec.placket && view === 'front') {
    const from = spec.collar === 'shirt' ? 20 : top.start[1];
    if ('zip' in spec.placket) {
      const to = spec.placket.zip;
      over.push(path(`M0 ${spec.collar === 'funnel' ? -18 : from}V${to}`, { stroke: '#8b8e94', 'stroke-width': 3.2 }), path(`M-3 ${(spec.collar === 'funnel' ? -18 : from) + 6}h6v16h-6z`, { fill: '#b8bbc1', stroke: '#6d7076', 'stroke-width': 1 }));
    } else {
      const to = spec.placket.to ?? hemY - 14;
      seams.push(`M-8 ${from}V${to}`, `M8 ${from}V${to}`);
      const count = spec.placket.buttons;
      over.push(buttons(context, 0, Array.from({ length: count }, (_, i) => from + 14 + (i * (to - from - 24)) / Math.max(1, count - 1)), spec.kind === 'kids' ? 3.4 : 4, context.tones.light));
    }
  }
  if (spec.openFront && view === 'front') {
    seams.push(`M-8 ${spec.openFront}V${hemY}`, `M8 ${spec.openFront}V${hemY}`);
    over.push(buttons(context, 0, Array.from({ length: 5 }, (_, i) => spec.openFront! + 10 + (i * (hemY - spec.openFront! - 30)) / 4), 4.5));
  }
  if (spec.chestPocket && view === 'front') {
    const x = body.neck + 16;
    const y = body.armpit[1] - 14;
    over.push(piece(context, `M${x} ${y}h34v36l-17 6l-17 -6Z`, { flat: true, stitches: [`M${x + 3} ${y + 4}h28`] }));
  }
  if (spec.kangaroo && view === 'front') {
    const y = hemY - (spec.hemBand ?? 0) - 96;
    over.push(piece(context, `M-48 ${y}H48L66 ${y + 76}H-66Z`, { flat: true, seams: [`M-48 ${y}Q-40 ${y + 50} -66 ${y + 76}`, `M48 ${y}Q40 ${y + 50} 66 ${y + 76}`] }));
  }
  if (view === 'front') {
    if (spec.collar === 'shirt') over.push(shirtCollar(context, body, view));
    else if (spec.collar === 'revere') over.push(revereCollar(context, body));
    else if (spec.collar === 'polo') over.push(poloCollar(context, body));
    else if (spec.collar === 'roll') over.push(rollCollar(context, body, 26));
    else if (spec.collar === 'funnel') over.push(rollCollar(context, body, 18));
    else if (spec.neckRib) over.push(neckBand(context, top, body));
    if (neckline === 'Pussy Bow') over.push(bow(context, 0, 44));
    if (spec.collar === 'hood') over.push(drawstrings(context, 20));
  } else if (spec.collar === 'shirt' || spec.collar === 'polo') {
    over.push(shirtCollar(context, body, view));
  } else if (spec.collar === 'roll' || spec.collar === 'funnel') {
    over.push(rollCollar(context, body, spec.collar === 'roll' ? 26 : 18));
  }
  const inner = context.fabric.finish === 'sequin' ? sparkles(context, { x: -hemHalf, y: 0, width: hemHalf * 2, height: hemY }, 10) : '';
  const sleevePair = sleeves(context, body, top, style, {
    reach: spec.sleeveReach ?? 1,
    width: spec.kind === 'kids' ? 0.85 : 1,
    cuffBand: spec.cuffBand,
  });
  const silhouette = [outline, ...sleevePair.outlines];
  return {
    body: [...under, sleevePair.markup, piece(context, outline, { folds, highlights, seams, stitches, inner }), straps(context, top), ...over].join(''),
    box: boundsOf(spec.collar === 'hood' ? [...silhouette, `M0 ${-body.neck * 1.8}`] : silhouette),
    silhouette,
    grounded: false,
    detail: [0, Math.max(30, top.start[1] * 0.8)],
    hangable: { neckY: 0 },
  };
}
