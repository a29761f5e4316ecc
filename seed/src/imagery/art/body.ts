import type { Random } from '../../catalogue/random';
import type { Point, Segment } from '../svg';

/** Landmarks of an upper-body flat, right half (x ≥ 0), neck point at y = 0. */
export interface Body {
  neck: number;
  shoulder: Point;
  armpit: Point;
  waist: Point;
  hip: Point;
}

export type BodyKind = 'women' | 'men' | 'kids' | 'baby';

export function bodyFor(kind: BodyKind, random: Random): Body {
  const jitter = (value: number, amount: number) => value + random.float(-amount, amount);
  switch (kind) {
    case 'men':
      return { neck: jitter(32, 2), shoulder: [jitter(98, 3), 20], armpit: [jitter(90, 3), 112], waist: [jitter(86, 3), 230], hip: [jitter(88, 3), 320] };
    case 'kids':
      return { neck: 26, shoulder: [jitter(70, 2), 12], armpit: [jitter(68, 2), 78], waist: [jitter(64, 2), 160], hip: [jitter(70, 2), 215] };
    case 'baby':
      return { neck: 24, shoulder: [62, 12], armpit: [62, 68], waist: [62, 130], hip: [66, 170] };
    default:
      return { neck: jitter(30, 2), shoulder: [jitter(82, 2), 16], armpit: [jitter(76, 2), 96], waist: [jitter(61, 3), 205], hip: [jitter(84, 3), 300] };
  }
}

/** The top of a garment, right half: from the centre-front neckline out to the armpit. */
export interface TopEdge {
  start: Point;
  segments: Segment[];
  /** The same for the left half, when the garment is asymmetric (one shoulder). */
  left?: { start: Point; segments: Segment[] };
  /** Thin straps drawn over the shoulders (cami, slip). */
  straps?: Array<[Point, Point]>;
  /** Where a sleeve joins: shoulder point (for sleeves) and whether the armhole is cut in. */
  sleeveRoot: Point;
  sleeveless: boolean;
  /** Decorative lines inside the bodice (cowl drape, sweetheart seam). */
  detailLines: string[];
}

function armhole(body: Body, from: Point, cutIn: boolean): Segment {
  const [ax, ay] = body.armpit;
  const [sx, sy] = from;
  return cutIn ? ['C', sx - 4, sy + 40, ax - 12, ay - 14, ax, ay] : ['C', sx + 2, sy + 38, ax + 4, ay - 22, ax, ay];
}

/**
 * Necklines and shoulder lines. `sleeveless` cuts the armhole in; the strap styles leave the
 * shoulders bare and draw thin straps instead.
 */
export function topEdge(body: Body, neckline: string, sleeves: string, view: 'front' | 'back'): TopEdge {
  const nw = body.neck;
  const [sx, sy] = body.shoulder;
  const [ax, ay] = body.armpit;
  const sleeveless = ['Sleeveless', 'Strappy', 'Strapless'].includes(sleeves) || ['Halter Neck', 'One Shoulder'].includes(neckline);
  const shoulderTip: Point = sleeveless ? [sx - 16, sy - 3] : [sx, sy];
  const shoulder = (start: Point, neckSegments: Segment[], extra: string[] = []): TopEdge => ({
    start,
    segments: [...neckSegments, ['L', shoulderTip[0], shoulderTip[1]], armhole(body, shoulderTip, sleeveless)],
    sleeveRoot: shoulderTip,
    sleeveless,
    detailLines: extra,
  });

  if (view === 'back' && !['Halter Neck', 'One Shoulder', 'Bardot'].includes(neckline) && sleeves !== 'Strappy') {
    return shoulder([0, 12], [['C', nw * 0.55, 12, nw * 0.95, 6, nw, 0]]);
  }
  if (sleeves === 'Strappy' || neckline === 'Sweetheart Strapless') {
    const depth = neckline === 'V-Neck' ? 78 : neckline === 'Cowl Neck' ? 70 : view === 'back' ? 86 : 58;
    const strapBase: Point = [nw + 8, 46];
    const segments: Segment[] =
      neckline === 'Square Neck'
        ? [['L', strapBase[0], 52], ['L', strapBase[0], strapBase[1]]]
        : neckline === 'Sweetheart'
          ? [['C', 4, 44, 14, 36, 24, 38], ['C', 30, 39, strapBase[0] - 2, 44, strapBase[0], strapBase[1]]]
          : [['C', 12, depth - 6, strapBase[0] - 12, strapBase[1] + 10, strapBase[0], strapBase[1]]];
    return {
      start: [0, neckline === 'Square Neck' ? 52 : depth],
      segments: [...segments, ['C', strapBase[0] + 18, 48, ax - 6, ay - 26, ax - 2, ay - 6], ['L', ax, ay]],
      straps: [[strapBase, [nw + 10, -2]]],
      sleeveRoot: [ax, ay],
      sleeveless: true,
      detailLines: neckline === 'Cowl Neck' ? cowlDrape(depth, strapBase[0]) : [],
    };
  }
  switch (neckline) {
    case 'V-Neck':
    case 'Pussy Bow':
      return shoulder([0, neckline === 'Pussy Bow' ? 46 : 86], [['L', nw, 0]]);
    case 'Cowl Neck':
      return shoulder([0, 66], [['C', 18, 68, nw + 2, 40, nw + 6, 0]], cowlDrape(66, nw + 6));
    case 'Square Neck':
      return shoulder([0, 52], [['L', nw + 8, 52], ['L', nw + 8, 0]]);
    case 'Sweetheart':
      return shoulder([0, 60], [['C', 4, 44, 14, 34, 26, 36], ['C', 36, 37, nw + 8, 20, nw + 10, 0]], [`M0 60Q0 80 -2 96`]);
    case 'High Neck':
    case 'Funnel Neck':
      return shoulder([0, -14], [['L', nw - 3, -14], ['L', nw, 0]]);
    case 'Roll Neck':
      return shoulder([0, -26], [['L', nw - 2, -26], ['L', nw + 1, 0]]);
    case 'Halter Neck':
      return {
        start: [0, 40],
        segments: [['L', 14, -8], ['L', 22, -8], ['C', 26, 34, ax - 14, ay - 40, ax - 2, ay - 4], ['L', ax, ay]],
        sleeveRoot: [ax, ay],
        sleeveless: true,
        detailLines: [],
      };
    case 'One Shoulder':
      return {
        start: [0, 28],
        segments: [['L', 22, 6], ['L', shoulderTip[0], shoulderTip[1] + 2], armhole(body, [shoulderTip[0], shoulderTip[1] + 2], true)],
        left: { start: [0, 28], segments: [['C', 30, 54, ax - 10, ay - 30, ax - 2, ay - 8], ['L', ax, ay]] },
        sleeveRoot: shoulderTip,
        sleeveless: true,
        detailLines: [],
      };
    case 'Bardot':
      return {
        start: [0, 46],
        segments: [['C', 30, 48, sx - 10, 40, sx + 8, 36], ['C', sx + 6, 60, ax + 4, ay - 20, ax, ay]],
        sleeveRoot: [sx + 8, 36],
        sleeveless: false,
        detailLines: [`M0 46C30 48 ${sx - 10} 40 ${sx + 8} 36`],
      };
    case 'Scoop Neck':
      return shoulder([0, 54], [['C', nw * 0.7, 54, nw + 6, 30, nw + 6, 0]]);
    case 'Hood':
    case 'Crew Neck':
    case 'Polo Collar':
    case 'Collared':
      return shoulder([0, 22], [['C', nw * 0.55, 22, nw * 0.95, 14, nw, 0]]);
    default:
      return shoulder([0, 30], [['C', nw * 0.55, 30, nw * 0.95, 18, nw, 0]]);
  }
}

function cowlDrape(depth: number, width: number): string[] {
  return [0.45, 0.7].map((t) => `M${-width * t} ${depth * t * 0.5}Q0 ${depth * (0.55 + t * 0.5)} ${width * t} ${depth * t * 0.5}`);
}

export type SleeveStyle = 'short' | 'long' | 'puff' | 'flutter' | 'three-quarter' | 'bishop' | 'cape' | 'cap';

export function sleeveStyle(sleeveLength: string | undefined): SleeveStyle | undefined {
  switch (sleeveLength) {
    case 'Short Sleeve':
      return 'short';
    case 'Long Sleeve':
      return 'long';
    case 'Puff Sleeve':
      return 'puff';
    case 'Flutter Sleeve':
      return 'flutter';
    case '3/4 Sleeve':
      return 'three-quarter';
    case 'Cape Sleeve':
      return 'cape';
    case 'Frill Sleeve':
      return 'flutter';
    default:
      return undefined;
  }
}

export interface SleeveShape {
  d: string;
  /** A cuff band at the end of the sleeve (knit ribs, shirt cuffs). */
  band?: string;
  /** Cuff line (a band or the hem of the sleeve). */
  cuff?: string;
  folds: string[];
  seams: string[];
}

/**
 * The right sleeve from the shoulder point to the armpit. `reach` scales how far a long sleeve
 * hangs (coats are longer than blouses).
 */
export function sleeve(body: Body, root: Point, style: SleeveStyle, reach = 1, width = 1): SleeveShape {
  const [sx, sy] = root;
  const [ax, ay] = body.armpit;
  const span = body.waist[1];
  switch (style) {
    case 'short':
    case 'cap': {
      const length = style === 'cap' ? 0.55 : 1;
      const outer: Point = [sx + 42 * length * width, sy + 62 * length];
      const inner: Point = [ax + 24 * length * width, ay + 16 * length];
      return {
        d: `M${sx - 3} ${sy}C${sx + 16} ${sy + 4} ${outer[0] - 6} ${outer[1] - 30} ${outer[0]} ${outer[1]}L${inner[0]} ${inner[1]}Q${ax + 8} ${ay + 6} ${ax - 2} ${ay}Z`,
        cuff: `M${outer[0] - 3} ${outer[1] - 6}L${inner[0] - 3} ${inner[1] - 6}`,
        band: `M${outer[0]} ${outer[1]}L${inner[0]} ${inner[1]}L${inner[0] - 4} ${inner[1] - 12}L${outer[0] - 5} ${outer[1] - 11}Z`,
        folds: [`M${sx + 16} ${sy + 20}Q${sx + 24} ${sy + 42} ${inner[0] + 4} ${inner[1] - 8}`],
        seams: [],
      };
    }
    case 'puff': {
      const outer: Point = [sx + 50 * width, sy + 66];
      const inner: Point = [ax + 28 * width, ay + 12];
      return {
        d: `M${sx - 4} ${sy}C${sx + 30} ${sy - 14} ${outer[0] + 26} ${outer[1] - 44} ${outer[0]} ${outer[1]}Q${(outer[0] + inner[0]) / 2 + 2} ${(outer[1] + inner[1]) / 2 + 8} ${inner[0]} ${inner[1]}Q${ax + 8} ${ay + 8} ${ax - 2} ${ay}Z`,
        cuff: `M${outer[0] - 2} ${outer[1] - 8}Q${(outer[0] + inner[0]) / 2} ${(outer[1] + inner[1]) / 2} ${inner[0] - 4} ${inner[1] - 7}`,
        folds: [0.3, 0.55, 0.8].map((t) => `M${sx + 8 + t * 30} ${sy + 6}Q${sx + 20 + t * 34} ${sy + 34} ${inner[0] + (outer[0] - inner[0]) * t} ${inner[1] + (outer[1] - inner[1]) * t - 10}`),
        seams: [],
      };
    }
    case 'flutter': {
      const outer: Point = [sx + 60 * width, sy + 70];
      const inner: Point = [ax + 30 * width, ay + 20];
      const midX = (outer[0] + inner[0]) / 2;
      const midY = (outer[1] + inner[1]) / 2;
      return {
        d: `M${sx - 3} ${sy}C${sx + 20} ${sy + 6} ${outer[0] - 10} ${outer[1] - 30} ${outer[0]} ${outer[1]}Q${midX + 14} ${midY + 18} ${midX} ${midY + 6}Q${midX - 8} ${midY + 20} ${inner[0]} ${inner[1]}Q${ax + 8} ${ay + 6} ${ax - 2} ${ay}Z`,
        folds: [`M${sx + 14} ${sy + 12}Q${midX} ${midY - 20} ${midX} ${midY + 2}`],
        seams: [],
      };
    }
    case 'cape': {
      const bottom = span + 120 * reach;
      return {
        d: `M${sx - 6} ${sy}C${sx + 40} ${sy + 20} ${sx + 70} ${bottom - 100} ${sx + 78} ${bottom}Q${sx + 40} ${bottom + 14} ${ax + 4} ${bottom - 6}L${ax - 2} ${ay}Z`,
        folds: [`M${sx + 20} ${sy + 30}Q${sx + 40} ${bottom - 80} ${sx + 44} ${bottom}`],
        seams: [],
      };
    }
    default: {
      const long = style !== 'three-quarter';
      const drop = long ? (span + 95) * reach : span + 10;
      const cuffOuter: Point = [sx + (long ? 46 : 36) * width + (style === 'bishop' ? 14 : 0), drop];
      const cuffInner: Point = [cuffOuter[0] - (style === 'bishop' ? 30 : 26) * width, drop + 6];
      const bulge = style === 'bishop' ? 22 : 0;
      const cuffDepth = long ? 18 : 0;
      return {
        d: `M${sx - 3} ${sy}C${sx + 22} ${sy + 8} ${cuffOuter[0] + bulge} ${drop - 120} ${cuffOuter[0]} ${drop}L${cuffInner[0]} ${cuffInner[1]}C${cuffInner[0] + bulge * 0.3} ${drop - 110} ${ax + 10} ${ay + 50} ${ax - 2} ${ay}Z`,
        cuff: cuffDepth ? `M${cuffOuter[0] + 1} ${drop - cuffDepth}L${cuffInner[0] + 0} ${cuffInner[1] - cuffDepth}` : undefined,
        band: cuffDepth
          ? `M${cuffOuter[0]} ${drop}L${cuffInner[0]} ${cuffInner[1]}L${cuffInner[0] - 1} ${cuffInner[1] - cuffDepth - 6}L${cuffOuter[0] - 1} ${drop - cuffDepth - 6}Z`
          : undefined,
        folds: [
          `M${sx + 14} ${sy + 60}Q${(sx + cuffOuter[0]) / 2 + 6} ${(sy + drop) / 2} ${cuffOuter[0] - 10} ${drop - 40}`,
          `M${ax + 10} ${ay + 50}Q${cuffInner[0] - 2} ${drop - 70} ${cuffInner[0] + 8} ${drop - 24}`,
        ],
        seams: [],
      };
    }
  }
}
