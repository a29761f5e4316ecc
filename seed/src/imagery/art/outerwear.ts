import { tonesFor, type ArtContext } from '../context';
import { boundsOf } from '../bounds';
import { piece } from '../shading';
import { path, type Segment } from '../svg';
import { bodyFor, topEdge, type BodyKind } from './body';
import { buttons, garmentOutline, sleeves } from './garment';
import type { Drawing, View } from './types';

export type OuterStyle =
  | 'trench'
  | 'tailored'
  | 'double-breasted'
  | 'belted-wrap'
  | 'blazer'
  | 'suit'
  | 'overcoat'
  | 'puffer'
  | 'denim'
  | 'biker'
  | 'bomber'
  | 'harrington';

export interface OuterSpec {
  kind: BodyKind;
  style: OuterStyle;
  /** Hem below the hip line. */
  hemDrop: number;
  doubleBreasted?: boolean;
}

const topstitch = '#c98a3a';

function lapels(context: ArtContext, neck: number, breakY: number, wide: number): string {
  const lapel = (side: number) =>
    piece(
      context,
      `M${side * (neck - 2)} -4L${side * (neck + 12)} 14L${side * (neck + 18 + wide * 0.3)} 42L${side * (neck + 30 + wide)} 52L${side * 6} ${breakY}L${side * 2} ${breakY - 10}L${side * (neck - 6)} 8Z`,
      { flat: true, seams: [`M${side * (neck + 14)} 20L${side * (neck + 22 + wide * 0.3)} 44`] },
    );
  return lapel(1) + lapel(-1);
}

function flapPocket(context: ArtContext, x: number, y: number, width: number, slant = 0): string {
  return piece(context, `M${x - width / 2} ${y - slant}L${x + width / 2} ${y + slant}L${x + width / 2} ${y + 14 + slant}L${x - width / 2} ${y + 14 - slant}Z`, { flat: true });
}

function shirtAndTie(neck: number, breakY: number, tieColour: string): string {
  const shirt = tonesFor('#f4f4f2');
  const tie = tonesFor(tieColour);
  return (
    path(`M${-neck - 4} -6L${neck + 4} -6L0 ${breakY}Z`, { fill: shirt.base, stroke: shirt.outline, 'stroke-width': 1.2 }) +
    path(`M-2 -4L${neck - 2} -8L14 20Z`, { fill: '#fff', stroke: shirt.outline, 'stroke-width': 1 }) +
    path(`M2 -4L${-neck + 2} -8L-14 20Z`, { fill: '#fff', stroke: shirt.outline, 'stroke-width': 1 }) +
    path(`M-7 4L7 4L5 18L-5 18Z`, { fill: tie.base, stroke: tie.outline, 'stroke-width': 1 }) +
    path(`M-5 18L5 18L11 ${breakY - 10}L0 ${breakY + 4}L-11 ${breakY - 10}Z`, { fill: tie.base, stroke: tie.outline, 'stroke-width': 1 }) +
    path(`M-3 22L6 ${breakY - 14}`, { stroke: '#fff', 'stroke-width': 3, opacity: 0.25 })
  );
}

export function drawOuter(context: ArtContext, view: View, spec: OuterSpec): Drawing {
  const { shape } = context;
  const body = bodyFor(spec.kind, shape);
  body.shoulder = [body.shoulder[0] + 6, body.shoulder[1] + 2];
  body.armpit = [body.armpit[0] + 8, body.armpit[1] + 8];
  body.waist = [body.waist[0] + 12, body.waist[1]];
  const puffer = spec.style === 'puffer';
  const tailoredWaist = ['tailored', 'belted-wrap', 'blazer', 'trench'].includes(spec.style) && spec.kind === 'women';
  const hemY = body.hip[1] + spec.hemDrop + shape.float(-8, 8);
  const hemHalf = body.hip[0] + 6 + (spec.hemDrop > 150 ? 16 : 0) + (puffer ? 10 : 0);
  const top = topEdge(body, 'Crew Neck', 'Long Sleeve', view);
  const [ax, ay] = body.armpit;
  const [wx, wy] = body.waist;

  const sides: Segment[] = [];
  if (puffer) {
    const channels = Math.max(3, Math.round((hemY - ay) / 70));
    for (let index = 1; index <= channels; index++) {
      const y = ay + ((hemY - ay) * index) / channels;
      const half = ax + ((hemHalf - ax) * index) / channels;
      sides.push(['Q', half + 14, y - (hemY - ay) / channels / 2, half, y]);
    }
  } else if (tailoredWaist) {
    sides.push(['C', ax, ay + 40, wx - 4, wy - 50, wx - 4, wy], ['C', wx, wy + 60, hemHalf - 4, hemY - 100, hemHalf, hemY]);
  } else {
    sides.push(['C', ax + 2, ay + 80, hemHalf - 4, hemY - 120, hemHalf, hemY]);
  }
  sides.push(['Q', hemHalf * 0.5, hemY + 4, 0, hemY + 4]);
  const outline = garmentOutline(top, sides);

  const seams: string[] = [];
  const stitches: string[] = [];
  const over: string[] = [];
  const under: string[] = [];
  const folds = [`M${-ax * 0.6} ${ay + 20}Q${-wx * 0.5} ${wy} ${-hemHalf * 0.5} ${hemY - 10}`, `M${ax * 0.55} ${ay + 40}Q${wx * 0.55} ${wy + 20} ${hemHalf * 0.55} ${hemY - 10}`];
  const highlights = [`M${-body.neck} 60Q${-20} ${wy} ${-hemHalf * 0.2} ${hemY - 20}`];
  const neck = body.neck;
  const lapelStyles = ['trench', 'tailored', 'double-breasted', 'belted-wrap', 'blazer', 'suit', 'overcoat'];
  const breakY = spec.style === 'suit' || spec.style === 'blazer' ? wy - 10 : spec.style === 'belted-wrap' ? wy - 20 : wy - 70;
  const double = spec.doubleBreasted || spec.style === 'double-breasted' || spec.style === 'trench';

  if (view === 'front') {
    if (lapelStyles.includes(spec.style)) {
      if (spec.style === 'suit') under.push(shirtAndTie(neck, breakY, shape.pick(['#7a1f2d', '#1f2b47', '#3c5a7a', '#5b5f66', '#6a4a8a'])));
      else under.push(path(`M${-neck - 4} -6L${neck + 4} -6L0 ${breakY}Z`, { fill: context.tones.darker }));
      seams.push(double ? `M${-14} ${breakY}L${-14} ${hemY}` : `M0 ${breakY}L0 ${hemY}`);
      over.push(lapels(context, neck, breakY, spec.style === 'trench' || spec.style === 'belted-wrap' ? 22 : 14));
      const buttonYs = double
        ? [breakY + 20, breakY + 70, ...(hemY - breakY > 260 ? [breakY + 120] : [])]
        : Array.from({ length: spec.style === 'blazer' || spec.style === 'suit' ? (shape.chance(0.6) ? 1 : 2) : 3 }, (_, i) => breakY + 16 + i * 56);
      if (spec.style !== 'belted-wrap') {
        over.push(buttons(context, double ? -30 : 0, buttonYs, 5.5));
        if (double) over.push(buttons(context, 30, buttonYs, 5.5));
      }
      const pocketY = Math.min(hemY - 40, body.hip[1] - 10);
      over.push(flapPocket(context, -hemHalf * 0.5, pocketY, 50), flapPocket(context, hemHalf * 0.5, pocketY, 50));
      if (spec.style === 'suit' || spec.style === 'blazer' || spec.style === 'overcoat') over.push(path(`M${ax * 0.3} ${ay - 6}l36 -3`, { stroke: context.tones.seam, 'stroke-width': 3, opacity: 0.7 }));
    } else if (spec.style === 'denim') {
      under.push(path(`M${-neck - 2} -6L${neck + 2} -6L0 34Z`, { fill: context.tones.darker }));
      seams.push(`M0 18V${hemY}`, `M${-ax * 0.55} ${ay - 10}V${hemY - 26}`, `M${ax * 0.55} ${ay - 10}V${hemY - 26}`);
      stitches.push(`M4 20V${hemY - 2}`, `M${-ax + 4} ${ay - 34}Q0 ${ay - 26} ${ax - 4} ${ay - 34}`);
      for (const side of [1, -1]) {
        over.push(piece(context, `M${side * 16} ${ay - 28}h${side * 40}v14l${-side * 20} 8l${-side * 20} -8Z`, { flat: true, stitches: [`M${side * 19} ${ay - 24}h${side * 34}`], stitchColour: topstitch }));
        over.push(buttons(context, side * 36, [ay - 16], 3.5, '#b08a4a'));
      }
      over.push(piece(context, `M${-hemHalf} ${hemY - 28}H${hemHalf}V${hemY + 2}H${-hemHalf}Z`, { flat: true, stitches: [`M${-hemHalf + 2} ${hemY - 23}H${hemHalf - 2}`], stitchColour: topstitch }));
      over.push(buttons(context, 0, [40, 100, 160, 220, hemY - 14].filter((y) => y < hemY - 10), 3.8, '#b08a4a'));
      over.push(piece(context, `M2 20L${neck + 4} -8L${neck + 22} 10L36 60Q16 40 2 24Z`, { flat: true }), piece(context, `M-2 20L${-neck - 4} -8L${-neck - 22} 10L-36 60Q-16 40 -2 24Z`, { flat: true }));
    } else if (spec.style === 'biker') {
      under.push(path(`M${-neck - 4} -6L${neck + 4} -6L${neck * 0.4} 90Z`, { fill: context.tones.darker }));
      over.push(
        piece(context, `M${neck - 2} -4L${neck + 14} 14L${neck + 40} 56L${neck + 6} 110L${neck * 0.4} 90Z`, { flat: true }),
        piece(context, `M${-neck + 2} -4L${-neck - 14} 14L${-neck - 46} 70L${-6} 150L${neck * 0.4} 90Z`, { flat: true }),
      );
      over.push(path(`M${neck * 0.4} 90L${hemHalf * 0.25} ${hemY - 26}`, { stroke: '#a7aab0', 'stroke-width': 3.6 }), path(`M${-hemHalf * 0.7} ${wy + 10}l44 -24M${hemHalf * 0.35} ${wy + 20}l40 -18`, { stroke: '#a7aab0', 'stroke-width': 3 }));
      over.push(piece(context, `M${-hemHalf} ${hemY - 30}H${hemHalf}V${hemY + 2}H${-hemHalf}Z`, { flat: true }), path(`M${-hemHalf + 20} ${hemY - 26}h18v24h-18z`, { fill: 'none', stroke: '#b8bbc1', 'stroke-width': 3 }));
    } else {
      // Zip-front jackets: puffer, bomber, harrington.
      over.push(path(`M0 ${spec.style === 'puffer' ? -30 : 2}V${hemY}`, { stroke: '#8b8e94', 'stroke-width': 3.4 }), path(`M-3.5 ${spec.style === 'puffer' ? -22 : 10}h7v18h-7z`, { fill: '#c4c7cc', stroke: '#6d7076', 'stroke-width': 1 }));
      if (spec.style === 'bomber' || spec.style === 'harrington') {
        over.push(piece(context, `M${-hemHalf} ${hemY - 26}H${hemHalf}V${hemY + 3}H${-hemHalf}Z`, { flat: true, seams: Array.from({ length: 18 }, (_, i) => `M${-hemHalf + ((i + 1) * hemHalf * 2) / 19} ${hemY - 22}V${hemY}`) }));
        for (const side of [1, -1]) over.push(path(`M${side * hemHalf * 0.42} ${wy}l${side * 16} 60`, { stroke: context.tones.seam, 'stroke-width': 3, 'stroke-linecap': 'round' }));
      }
    }
  } else {
    seams.push(`M0 ${top.start[1] + 10}V${hemY}`);
    if (spec.style === 'trench') seams.push(`M${-ax + 6} 70Q0 90 ${ax - 6} 70`);
  }
  if (puffer) {
    const channels = Math.max(3, Math.round((hemY - ay) / 70));
    for (let index = 1; index < channels; index++) {
      const y = ay + ((hemY - ay) * index) / channels;
      const half = ax + ((hemHalf - ax) * index) / channels;
      seams.push(`M${-half - 2} ${y}Q0 ${y + 6} ${half + 2} ${y}`);
    }
    seams.push(`M${-ax} ${ay - 30}Q0 ${ay - 22} ${ax} ${ay - 30}`);
  }
  // Collars that stand up round the neck.
  if (puffer || spec.style === 'bomber' || spec.style === 'harrington') {
    const height = puffer ? 34 : 14;
    over.push(piece(context, `M${-neck - 4} ${-height}Q0 ${-height + 8} ${neck + 4} ${-height}L${neck + 8} 10Q0 34 ${-neck - 8} 10Z`, { flat: !puffer }));
  }
  if (spec.style === 'trench' || spec.style === 'belted-wrap') {
    const beltFabric = context.fabric;
    over.push(piece(context, `M${-wx - 2} ${wy - 10}Q0 ${wy - 6} ${wx + 2} ${wy - 10}L${wx + 2} ${wy + 10}Q0 ${wy + 14} ${-wx - 2} ${wy + 10}Z`, { fabric: beltFabric, flat: true, stitches: [`M${-wx} ${wy - 5}Q0 ${wy - 1} ${wx} ${wy - 5}`] }));
    if (spec.style === 'trench') over.push(path(`M-14 ${wy - 12}h28v24h-28z`, { fill: 'none', stroke: context.tones.outline, 'stroke-width': 3 }));
    else over.push(path(`M${wx - 20} ${wy}C${wx - 10} ${wy + 50} ${wx + 4} ${wy + 90} ${wx - 6} ${wy + 130}`, { fill: 'none', stroke: context.tones.dark, 'stroke-width': 9, 'stroke-linecap': 'round' }));
  }
  if (spec.style === 'trench') {
    for (const side of [1, -1]) over.push(piece(context, `M${side * (neck + 8)} 4L${side * (body.shoulder[0] - 4)} ${body.shoulder[1] + 2}L${side * (body.shoulder[0] - 4)} ${body.shoulder[1] + 14}L${side * (neck + 8)} 16Z`, { flat: true }));
    if (view === 'front') over.push(piece(context, `M${neck + 8} 10L${ax - 6} 20L${ax - 8} ${ay + 10}L${neck + 20} ${ay}Z`, { flat: true }));
  }

  const sleevePair = sleeves(context, body, top, 'long', {
    reach: 1.06,
    width: puffer ? 1.25 : 1.08,
    cuffBand: spec.style === 'bomber' || spec.style === 'harrington' || spec.style === 'denim',
  });
  const silhouette = [outline, ...sleevePair.outlines];
  return {
    body: [sleevePair.markup, piece(context, outline, { folds, highlights, seams, stitches, stitchColour: spec.style === 'denim' ? topstitch : undefined }), ...under, ...over].join(''),
    box: boundsOf([...silhouette, `M0 ${puffer ? -36 : -10}`]),
    silhouette,
    grounded: false,
    detail: [neck + 10, 40],
    hangable: { neckY: 0 },
  };
}
