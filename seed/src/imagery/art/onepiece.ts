import type { ArtContext } from '../context';
import { boundsOf } from '../bounds';
import { piece } from '../shading';
import { circle, type Segment } from '../svg';
import { bodyFor, sleeveStyle, topEdge, type BodyKind, type SleeveStyle } from './body';
import { buttons, garmentOutline, innerBack, sleeves, straps } from './garment';
import { legFit } from './legwear';
import type { Drawing, View } from './types';

export interface OnePieceSpec {
  kind: BodyKind;
  /** Leg length below the crotch; playsuits are short. */
  leg: 'full' | 'short';
  sleeve?: SleeveStyle;
  /** Baby sleepsuits: closed feet and poppers. */
  footed?: boolean;
  dungarees?: boolean;
}

/** Jumpsuits, playsuits, sleepsuits and dungarees: a bodice joined to trouser legs. */
export function drawOnePiece(context: ArtContext, view: View, spec: OnePieceSpec): Drawing {
  const { attrs, shape } = context;
  const body = bodyFor(spec.kind, shape);
  const [ax, ay] = body.armpit;
  const [wx, wy] = body.waist;
  const [hx, hy] = body.hip;
  const fit = legFit(attrs.fit);
  const crotch = hy + (spec.kind === 'baby' ? 10 : 40);
  const legLength = spec.leg === 'short' ? 80 : spec.kind === 'baby' ? 130 : 470;
  const hemY = crotch + legLength;
  const outer = spec.leg === 'short' ? hx + 16 : fit === 'wide' ? hx + 34 : fit === 'tapered' || spec.kind === 'baby' ? hx - 20 : hx + 4;
  const inner = spec.leg === 'short' ? 16 : fit === 'wide' ? 6 : spec.kind === 'baby' ? 10 : 18;
  const neckline = spec.dungarees ? 'Square Neck' : (attrs.neckline ?? 'Round Neck');
  const sleeveName = spec.dungarees ? 'Strappy' : (attrs.sleeveLength ?? (spec.sleeve ? 'Long Sleeve' : 'Sleeveless'));
  const top = topEdge(body, neckline, sleeveName, view);
  if (spec.dungarees) {
    // A square bib held by straps.
    top.start = [0, 50];
    top.segments = [['L', 40, 50], ['L', 40, wy - 20], ['L', ax - 4, wy - 20], ['L', ax, wy - 10]];
    top.straps = [[[34, 52], [40, -4]]];
  }
  const sides: Segment[] = [
    ...(spec.dungarees ? [] : ([['C', ax, ay + 40, wx, wy - 50, wx, wy]] as Segment[])),
    ['C', wx + 6, wy + 40, hx, hy - 40, hx, hy],
    spec.leg === 'short' ? ['L', outer, hemY] : ['C', hx + 2, hy + 120, outer, hemY - 160, outer, hemY],
  ];
  if (spec.footed) sides.push(['C', outer + 8, hemY + 30, inner - 4, hemY + 36, inner, hemY + 6]);
  else sides.push(['Q', (outer + inner) / 2, hemY + 4, inner, hemY]);
  sides.push(['C', inner - 2, hemY - 120, 8, crotch + 40, 3, crotch], ['Q', 1, crotch - 2, 0, crotch - 3]);
  const outline = garmentOutline(top, sides);

  const seams: string[] = [...top.detailLines];
  const folds: string[] = [];
  const over: string[] = [];
  if (!spec.dungarees && spec.kind !== 'baby') seams.push(`M${-wx} ${wy}Q0 ${wy + 4} ${wx} ${wy}`);
  for (const side of [1, -1]) folds.push(`M${side * hx * 0.5} ${crotch + 20}Q${side * (outer + inner) * 0.45} ${(crotch + hemY) / 2} ${side * (outer + inner) * 0.5} ${hemY - 8}`);
  folds.push(`M${-ax * 0.5} ${ay + 10}Q${-wx * 0.4} ${(ay + wy) / 2} ${-wx * 0.5} ${wy - 6}`);
  if (spec.footed && view === 'front') over.push(...Array.from({ length: 6 }, (_, i) => circle(0, 30 + i * ((crotch - 30) / 6), 2.6, { fill: '#eee', stroke: context.tones.outline, 'stroke-width': 0.8 })));
  if (spec.dungarees && view === 'front') {
    over.push(piece(context, `M-24 ${70}h48v40h-48Z`, { flat: true }));
    over.push(buttons(context, 34, [56], 4.5, '#c9a247'), buttons(context, -34, [56], 4.5, '#c9a247'));
  }
  if (attrs.fit === 'Utility' && view === 'front') {
    for (const side of [1, -1]) over.push(piece(context, `M${side * 14} ${ay - 10}h${side * 36}v30h${-side * 36}Z`, { flat: true }));
    over.push(buttons(context, 0, [ay - 20, ay + 30, wy - 20], 4));
  }
  if (spec.kind === 'women' && view === 'front' && !spec.dungarees) {
    for (const side of [1, -1]) seams.push(`M${side * (wx - 16)} ${wy + 6}L${side * (hx + 2)} ${wy + 70}`);
  }
  const sleevePair = sleeves(context, body, top, spec.sleeve ?? sleeveStyle(sleeveName), { cuffBand: spec.kind === 'baby', width: spec.kind === 'baby' ? 0.8 : 1 });
  const inside = view === 'front' && top.start[1] > 16 && !top.left && !spec.dungarees ? innerBack(context, top, body) : '';
  const silhouette = [outline, ...sleevePair.outlines];
  return {
    body: inside + sleevePair.markup + piece(context, outline, { seams, folds }) + straps(context, top) + over.join(''),
    box: boundsOf(silhouette),
    silhouette,
    grounded: false,
    detail: [0, Math.max(top.start[1], 40)],
    hangable: { neckY: 0 },
  };
}
