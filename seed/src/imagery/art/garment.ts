import type { ArtContext } from '../context';
import { piece } from '../shading';
import { mirrored, mirrorX, path, type Point, type Segment } from '../svg';
import { sleeve, type Body, type SleeveShape, type SleeveStyle, type TopEdge } from './body';

/** The closed outline of a garment from its top edge and its right-hand side below the armpit. */
export function garmentOutline(top: TopEdge, sides: readonly Segment[]): string {
  const right = [...top.segments, ...sides];
  if (!top.left) return mirrored(top.start, right);
  // Asymmetric top: walk the right side down, then the mirrored left side back up.
  const left = [...top.left.segments, ...sides];
  const [leftStart, leftSegments] = mirrorX(top.left.start, left);
  const reversed = reversePath(leftStart, leftSegments);
  return mirroredJoin(top.start, right, reversed);
}

function reversePath(start: Point, segments: readonly Segment[]): { start: Point; segments: Segment[] } {
  const points: Point[] = [start];
  for (const segment of segments) points.push([segment[segment.length - 2] as number, segment[segment.length - 1] as number]);
  const out: Segment[] = [];
  for (let index = segments.length - 1; index >= 0; index--) {
    const segment = segments[index]!;
    const to = points[index]!;
    if (segment[0] === 'L') out.push(['L', to[0], to[1]]);
    else if (segment[0] === 'Q') out.push(['Q', segment[1], segment[2], to[0], to[1]]);
    else out.push(['C', segment[3], segment[4], segment[1], segment[2], to[0], to[1]]);
  }
  return { start: points[points.length - 1]!, segments: out };
}

function mirroredJoin(start: Point, right: readonly Segment[], left: { start: Point; segments: Segment[] }): string {
  const format = (segment: Segment) => `${segment[0]}${segment.slice(1).join(' ')}`;
  return `M${start[0]} ${start[1]}${right.map(format).join('')}L${left.start[0]} ${left.start[1]}${left.segments.map(format).join('')}Z`;
}

export interface SleevePair {
  markup: string;
  outlines: string[];
}

/** Both sleeves (the left is the mirror of the right), painted under the body. */
export interface SleeveOptions {
  reach?: number;
  width?: number;
  /** Paint the cuff band (ribbed knit cuffs, buttoned shirt cuffs). */
  cuffBand?: boolean;
  /** Extra markup per sleeve in the right sleeve's coordinates (cuff buttons, zips). */
  extra?: (shape: SleeveShape) => string;
}

export function sleeves(context: ArtContext, body: Body, top: TopEdge, style: SleeveStyle | undefined, options: SleeveOptions = {}): SleevePair {
  if (!style || top.sleeveless) return { markup: '', outlines: [] };
  const shape = sleeve(body, top.sleeveRoot, style, options.reach ?? 1, options.width ?? 1);
  const markup: string[] = [];
  const outlines: string[] = [];
  for (const side of [1, -1]) {
    const transform = side === -1 ? 'scale(-1 1)' : undefined;
    markup.push(
      `<g${transform ? ` transform="${transform}"` : ''}>${piece(context, shape.d, { folds: shape.folds, seams: shape.cuff && !options.cuffBand ? [shape.cuff] : [] })}${
        options.cuffBand && shape.band ? piece(context, shape.band, { flat: true }) : ''
      }${options.extra?.(shape) ?? ''}</g>`,
    );
    outlines.push(side === -1 ? flipPathX(shape.d) : shape.d);
  }
  return { markup: markup.join(''), outlines };
}

/** Mirror absolute path data across x = 0. */
export function flipPathX(d: string): string {
  return d.replace(/([MLCQ])([^MLCQZHV]*)/g, (_, command: string, numbers: string) => {
    const values = (numbers.match(/-?\d*\.?\d+/g) ?? []).map(Number);
    const flipped = values.map((value, index) => (index % 2 === 0 ? -value : value));
    return `${command}${flipped.join(' ')}`;
  });
}

/** Thin straps from the bodice to the shoulder, both sides. */
export function straps(context: ArtContext, top: TopEdge): string {
  if (!top.straps) return '';
  return top.straps
    .flatMap(([from, to]) =>
      [1, -1].map((side) => {
        const d = `M${from[0] * side} ${from[1] + 2}Q${(from[0] + 2) * side} ${(from[1] + to[1]) / 2} ${to[0] * side} ${to[1]}`;
        return (
          path(d, { fill: 'none', stroke: context.tones.outline, 'stroke-width': 4.6, 'stroke-linecap': 'round' }) +
          path(d, { fill: 'none', stroke: context.tones.base, 'stroke-width': 2.8, 'stroke-linecap': 'round' })
        );
      }),
    )
    .join('');
}

/** Small four-point glints for sequins and embellishment. */
export function sparkles(context: ArtContext, area: { x: number; y: number; width: number; height: number }, count: number): string {
  const random = context.shape.fork('sparkle');
  const stars: string[] = [];
  for (let index = 0; index < count; index++) {
    const x = area.x + random.float(0.1, 0.9) * area.width;
    const y = area.y + random.float(0.05, 0.95) * area.height;
    const size = random.float(3, 7);
    stars.push(
      path(`M${x} ${y - size}Q${x} ${y} ${x + size} ${y}Q${x} ${y} ${x} ${y + size}Q${x} ${y} ${x - size} ${y}Q${x} ${y} ${x} ${y - size}Z`, { fill: '#fff', opacity: random.float(0.55, 0.9) }),
    );
  }
  return stars.join('');
}

/** A gentle scalloped hem from (x, y) to the centre line, with `waves` folds. */
export function wavyHem(x: number, y: number, waves: number, depth = 10): Segment[] {
  const out: Segment[] = [];
  for (let index = 1; index <= waves; index++) {
    const toX = x * (1 - index / waves);
    const midX = x * (1 - (index - 0.5) / waves);
    out.push(['Q', midX, y + depth, toX, y + (index === waves ? depth * 0.35 : 0)]);
  }
  return out;
}

/** Buttons down a placket or jacket front. */
export function buttons(context: ArtContext, x: number, ys: readonly number[], radius = 4.5, colour?: string): string {
  const fill = colour ?? context.tones.dark;
  return ys
    .map(
      (y) =>
        `<circle cx="${x}" cy="${y}" r="${radius}" fill="${fill}" stroke="${context.tones.outline}" stroke-width="1"/>` +
        `<circle cx="${x - radius * 0.3}" cy="${y - radius * 0.3}" r="${radius * 0.35}" fill="#fff" opacity="0.45"/>`,
    )
    .join('');
}

/**
 * The inside of the back neckline, seen through a front neckline: painted under the body so it
 * only shows in the neck opening, which gives the flat its depth.
 */
export function innerBack(context: ArtContext, top: TopEdge, body: Body): string {
  const depth = Math.max(top.start[1], 20);
  const half = top.straps ? body.armpit[0] - 4 : body.neck + 12;
  const y = top.straps ? 34 : 0;
  // The back neckline dips a little below the neck points, as it does on the garment.
  const d = `M${-half} ${y}Q0 ${y + 26} ${half} ${y}L${half} ${depth + 30}L${-half} ${depth + 30}Z`;
  return path(d, { fill: context.tones.dark }) + path(`M${-half} ${y}Q0 ${y + 26} ${half} ${y}`, { fill: 'none', stroke: context.tones.outline, 'stroke-width': 1.4 });
}
