/** Tiny SVG string helpers: numbers, attributes, elements and mirrored outlines. */

export const n = (value: number): string => {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

export type Attributes = Record<string, string | number | undefined | null | false>;

export function attrs(attributes: Attributes): string {
  return Object.entries(attributes)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? n(value) : escapeAttr(String(value))}"`)
    .join('');
}

export function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

const leaves = new Set(['path', 'circle', 'ellipse', 'rect']);

export const el = (name: string, attributes: Attributes, children = ''): string => {
  // On a single shape, opacity makes librsvg composite through an offscreen layer; fill- and
  // stroke-opacity look the same there and paint directly, which is several times faster.
  if (leaves.has(name) && attributes.opacity !== undefined && attributes.opacity !== null && attributes.opacity !== false) {
    const { opacity, ...rest } = attributes;
    attributes = { 'fill-opacity': opacity, 'stroke-opacity': opacity, ...rest };
  }
  return children ? `<${name}${attrs(attributes)}>${children}</${name}>` : `<${name}${attrs(attributes)}/>`;
};

export const path = (d: string, attributes: Attributes = {}) => el('path', { d, ...attributes });
export const g = (children: string, attributes: Attributes = {}) => el('g', attributes, children);

export type Point = readonly [number, number];

/** Outline segments, absolute coordinates. */
export type Segment =
  | readonly ['L', number, number]
  | readonly ['Q', number, number, number, number]
  | readonly ['C', number, number, number, number, number, number];

function segmentEnd(segment: Segment): Point {
  const length = segment.length;
  return [segment[length - 2] as number, segment[length - 1] as number];
}

function segmentToString(segment: Segment): string {
  return `${segment[0]}${segment.slice(1).map((value) => n(value as number)).join(' ')}`;
}

/** An open path: M start, then the segments. */
export function openPath(start: Point, segments: readonly Segment[]): string {
  return `M${n(start[0])} ${n(start[1])}${segments.map(segmentToString).join('')}`;
}

/**
 * A closed outline symmetric about x = 0: `segments` walk down the right-hand side from `start`
 * (normally on the centre line); the left-hand side is their mirror image walked back up.
 */
export function mirrored(start: Point, segments: readonly Segment[]): string {
  const mirror = (x: number) => -x;
  let d = openPath(start, segments);
  const starts: Point[] = [start, ...segments.slice(0, -1).map(segmentEnd)];
  const last = segments.length ? segmentEnd(segments[segments.length - 1]!) : start;
  if (Math.abs(last[0]) > 0.01) d += `L${n(mirror(last[0]))} ${n(last[1])}`;
  for (let index = segments.length - 1; index >= 0; index--) {
    const segment = segments[index]!;
    const from = starts[index]!;
    if (segment[0] === 'L') d += `L${n(mirror(from[0]))} ${n(from[1])}`;
    else if (segment[0] === 'Q') d += `Q${n(mirror(segment[1]))} ${n(segment[2])} ${n(mirror(from[0]))} ${n(from[1])}`;
    else d += `C${n(mirror(segment[3]))} ${n(segment[4])} ${n(mirror(segment[1]))} ${n(segment[2])} ${n(mirror(from[0]))} ${n(from[1])}`;
  }
  return `${d}Z`;
}

/** Mirror a path's x coordinates (for drawing the left sleeve from the right one). */
export function mirrorX(segmentsStart: Point, segments: readonly Segment[]): [Point, Segment[]] {
  const flip = (segment: Segment): Segment => {
    if (segment[0] === 'L') return ['L', -segment[1], segment[2]];
    if (segment[0] === 'Q') return ['Q', -segment[1], segment[2], -segment[3], segment[4]];
    return ['C', -segment[1], segment[2], -segment[3], segment[4], -segment[5], segment[6]];
  };
  return [[-segmentsStart[0], segmentsStart[1]], segments.map(flip)];
}

export const closedPath = (start: Point, segments: readonly Segment[]) => `${openPath(start, segments)}Z`;

export function rect(x: number, y: number, width: number, height: number, attributes: Attributes = {}): string {
  return el('rect', { x, y, width, height, ...attributes });
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, attributes: Attributes = {}): string {
  return el('ellipse', { cx, cy, rx, ry, ...attributes });
}

export function circle(cx: number, cy: number, r: number, attributes: Attributes = {}): string {
  return el('circle', { cx, cy, r, ...attributes });
}

/** A rounded rectangle path (for bottles, labels, bags). */
export function roundedRect(x: number, y: number, width: number, height: number, radius: number): string {
  const r = Math.min(radius, width / 2, height / 2);
  return `M${n(x + r)} ${n(y)}H${n(x + width - r)}Q${n(x + width)} ${n(y)} ${n(x + width)} ${n(y + r)}V${n(y + height - r)}Q${n(x + width)} ${n(y + height)} ${n(x + width - r)} ${n(y + height)}H${n(x + r)}Q${n(x)} ${n(y + height)} ${n(x)} ${n(y + height - r)}V${n(y + r)}Q${n(x)} ${n(y)} ${n(x + r)} ${n(y)}Z`;
}
