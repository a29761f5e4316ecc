import { tonesFor, type ArtContext } from '../context';
import { lighten } from '../colour';
import { plainFabric } from '../fabric';
import { piece } from '../shading';
import { circle, ellipse, g, path } from '../svg';
import type { Drawing, View } from './types';

const hardware = '#c9a75a';

function metalRing(cx: number, cy: number, rx: number, ry: number, width: number, colour = hardware): string {
  return (
    ellipse(cx, cy, rx, ry, { fill: 'none', stroke: tonesFor(colour).outline, 'stroke-width': width + 2 }) +
    ellipse(cx, cy, rx, ry, { fill: 'none', stroke: colour, 'stroke-width': width }) +
    ellipse(cx - width * 0.2, cy - width * 0.2, rx, ry, { fill: 'none', stroke: '#fff', 'stroke-width': width * 0.3, opacity: 0.5 })
  );
}

export type BagStyle = 'tote' | 'crossbody' | 'clutch' | 'half-moon' | 'baguette' | 'slouch';

/** Handbags standing on the floor: body, gusset, handles or strap and hardware. */
export function drawBag(context: ArtContext, view: View, style: BagStyle): Drawing {
  const parts: string[] = [];
  let strapTop: number;
  const front = view === 'front';
  const width = style === 'clutch' ? 260 : style === 'baguette' ? 250 : style === 'tote' ? 240 : 200;
  const height = style === 'clutch' ? 140 : style === 'baguette' ? 110 : style === 'tote' ? 210 : style === 'half-moon' ? 150 : 160;
  const w = width / 2;
  const base = 300;
  const topY = base - height;
  strapTop = topY;
  let body: string;
  if (style === 'tote') body = `M${-w + 18} ${topY}L${w - 18} ${topY}L${w} ${base - 16}Q${w} ${base} ${w - 16} ${base}L${-w + 16} ${base}Q${-w} ${base} ${-w} ${base - 16}Z`;
  else if (style === 'half-moon') body = `M${-w} ${topY + 20}Q0 ${topY - 4} ${w} ${topY + 20}C${w + 4} ${base - 40} ${w * 0.5} ${base} 0 ${base}C${-w * 0.5} ${base} ${-w - 4} ${base - 40} ${-w} ${topY + 20}Z`;
  else if (style === 'slouch') body = `M${-w + 10} ${topY}Q0 ${topY + 24} ${w - 10} ${topY}C${w + 20} ${topY + 60} ${w + 6} ${base} ${w - 30} ${base}L${-w + 30} ${base}C${-w - 6} ${base} ${-w - 20} ${topY + 60} ${-w + 10} ${topY}Z`;
  else body = `M${-w} ${topY + 14}Q${-w} ${topY} ${-w + 14} ${topY}L${w - 14} ${topY}Q${w} ${topY} ${w} ${topY + 14}L${w} ${base - 14}Q${w} ${base} ${w - 14} ${base}L${-w + 14} ${base}Q${-w} ${base} ${-w} ${base - 14}Z`;

  // Handles and straps sit behind the body.
  if (style === 'tote') {
    for (const x of [-w * 0.45, w * 0.45]) {
      const d = `M${x - 26} ${topY + 4}C${x - 30} ${topY - 120} ${x + 30} ${topY - 120} ${x + 26} ${topY + 4}`;
      parts.push(path(d, { fill: 'none', stroke: context.tones.outline, 'stroke-width': 13 }), path(d, { fill: 'none', stroke: context.tones.base, 'stroke-width': 10 }), path(d, { fill: 'none', stroke: '#fff', 'stroke-width': 2.5, opacity: 0.3 }));
      strapTop = topY - 92;
    }
  } else if (style === 'crossbody' || style === 'baguette' || style === 'half-moon' || style === 'slouch') {
    const chain = context.attrs.closure === 'Chain Strap';
    const high = style === 'crossbody' ? topY - 190 : topY - 90;
    const d = `M${-w + 14} ${topY + 6}C${-w + 10} ${high} ${w - 10} ${high} ${w - 14} ${topY + 6}`;
    if (chain) parts.push(path(d, { fill: 'none', stroke: '#8b7332', 'stroke-width': 7, 'stroke-dasharray': '7 3' }), path(d, { fill: 'none', stroke: hardware, 'stroke-width': 4.5, 'stroke-dasharray': '7 3' }));
    else parts.push(path(d, { fill: 'none', stroke: context.tones.outline, 'stroke-width': 9 }), path(d, { fill: 'none', stroke: context.tones.base, 'stroke-width': 6.5 }));
    strapTop = high + (topY - high) * 0.25;
  }
  const gusset = path(`M${w - 2} ${topY + 10}L${w + 22} ${topY + 24}L${w + 22} ${base - 10}L${w - 2} ${base}Z`, { fill: context.tones.dark, stroke: context.tones.outline, 'stroke-width': 1.5 });
  if (!front && style !== 'clutch') parts.push(gusset);
  parts.push(piece(context, body, { stitches: [`M${-w + 10} ${topY + 10}H${w - 10}`], highlights: [`M${-w * 0.6} ${topY + 30}Q${-w * 0.5} ${(topY + base) / 2} ${-w * 0.6} ${base - 30}`] }));
  if (front) {
    if (style === 'crossbody' || style === 'clutch') {
      const flapY = style === 'clutch' ? topY + height * 0.62 : topY + height * 0.55;
      const flap = style === 'clutch' ? `M${-w} ${topY + 6}L0 ${flapY}L${w} ${topY + 6}L${w} ${topY}L${-w} ${topY}Z` : `M${-w} ${topY + 12}Q${-w} ${topY} ${-w + 14} ${topY}L${w - 14} ${topY}Q${w} ${topY} ${w} ${topY + 12}L${w} ${flapY - 24}Q${w} ${flapY} ${w - 24} ${flapY}L${-w + 24} ${flapY}Q${-w} ${flapY} ${-w} ${flapY - 24}Z`;
      parts.push(piece(context, flap, { flat: false, stitches: style === 'clutch' ? [] : [`M${-w + 8} ${flapY - 28}Q${-w + 8} ${flapY - 8} ${-w + 28} ${flapY - 8}H${w - 28}Q${w - 8} ${flapY - 8} ${w - 8} ${flapY - 28}`] }));
      parts.push(g(path(`M-16 ${flapY - 14}h32v20h-32z`, { fill: hardware, stroke: '#7d6630', 'stroke-width': 1.2 }) + path(`M-10 ${flapY - 8}h20`, { stroke: '#fff', 'stroke-width': 2, opacity: 0.5 })));
    } else if (style === 'tote') {
      parts.push(path(`M${-w + 30} ${topY + 40}h${width - 60}`, { stroke: context.tones.seam, 'stroke-width': 1.4, 'stroke-dasharray': '4 3' }));
      parts.push(circle(0, topY + 24, 7, { fill: hardware, stroke: '#7d6630' }));
    } else {
      parts.push(g(path(`M-22 ${topY + 26}h44v16h-44z`, { fill: hardware, stroke: '#7d6630', 'stroke-width': 1.2 })));
      parts.push(path(`M${-w + 16} ${topY + 8}Q0 ${topY + 20} ${w - 16} ${topY + 8}`, { fill: 'none', stroke: context.tones.seam, 'stroke-width': 1.3 }));
    }
  }
  return {
    body: parts.join(''),
    box: { x: -w - 30, y: strapTop - 10, width: width + 60, height: base + 20 - strapTop },
    silhouette: [],
    grounded: true,
    detail: [0, topY + height * 0.55],
  };
}

/** Necklaces on a velvet bust; earrings as a pair on a display card. */
export function drawJewellery(context: ArtContext, view: View, kind: 'necklace' | 'earrings'): Drawing {
  const metal = context.tones.base;
  const style = context.attrs.style ?? '';
  const stone = context.attrs.stone ?? (style.includes('Pearl') ? 'Pearl' : 'Crystal');
  const gem = stone === 'Pearl' ? '#f4efe6' : stone === 'Crystal' ? context.shape.pick(['#e8f1f7', '#b9d7ea', '#e7b6c8', '#9fd3c7']) : undefined;
  const gemDraw = (x: number, y: number, r: number) =>
    gem
      ? circle(x, y, r + 1.6, { fill: metal, stroke: tonesFor(metal).outline, 'stroke-width': 0.8 }) +
        circle(x, y, r, { fill: gem, stroke: '#8a8a8a', 'stroke-width': 0.6 }) +
        circle(x - r * 0.35, y - r * 0.35, r * 0.35, { fill: '#fff', opacity: 0.8 })
      : circle(x, y, r, { fill: metal, stroke: tonesFor(metal).outline }) + circle(x - r * 0.3, y - r * 0.3, r * 0.3, { fill: '#fff', opacity: 0.6 });
  if (kind === 'necklace') {
    // A charcoal velvet bust, as jewellers use: gold, silver and rose gold all read against it.
    const velvet = plainFabric(tonesFor('#3a3438'), 'velvet');
    const bust = 'M-40 0L40 0L44 70C60 92 110 100 126 130L134 300L-134 300L-126 130C-110 100 -60 92 -44 70Z';
    const parts = [piece(context, bust, { fabric: velvet })];
    const chains = style === 'Layered' ? [130, 175, 215] : [style === 'Chain' ? 150 : 190];
    for (const [index, depth] of chains.entries()) {
      const d = `M-44 ${80 + index * 6}C-40 ${depth} 40 ${depth} 44 ${80 + index * 6}`;
      if (style === 'Pearl' && index === 0) {
        for (let bead = 0; bead <= 18; bead++) {
          const t = bead / 18;
          const x = (1 - t) ** 3 * -44 + 3 * (1 - t) ** 2 * t * -40 + 3 * (1 - t) * t * t * 40 + t ** 3 * 44;
          const y = (1 - t) ** 3 * 80 + 3 * (1 - t) ** 2 * t * depth + 3 * (1 - t) * t * t * depth + t ** 3 * 80;
          // Every third bead is a metal spacer, so the finish shows.
          const spacer = bead % 3 === 1;
          parts.push(circle(x, y, spacer ? 3.6 : 5.2, { fill: spacer ? metal : '#f4efe6', stroke: spacer ? tonesFor(metal).outline : '#b9b1a3', 'stroke-width': 0.8 }), circle(x - 1.6, y - 1.6, 1.6, { fill: '#fff' }));
        }
      } else {
        parts.push(path(d, { fill: 'none', stroke: tonesFor(metal).outline, 'stroke-width': 5 }), path(d, { fill: 'none', stroke: metal, 'stroke-width': 3.4, 'stroke-dasharray': '4 1.4' }), path(d, { fill: 'none', stroke: '#fff', 'stroke-width': 1, opacity: 0.6, 'stroke-dasharray': '2 3.4' }));
      }
    }
    if (style === 'Pendant' || style === 'Layered') {
      const y = (chains[chains.length - 1] ?? 190) * 0.75 + 80 * 0.25 + 4;
      parts.push(circle(0, y - 8, 5, { fill: 'none', stroke: metal, 'stroke-width': 2.4 }), path(`M0 ${y - 4}L-18 ${y + 18}L0 ${y + 46}L18 ${y + 18}Z`, { fill: gem ?? metal, stroke: tonesFor(metal).outline, 'stroke-width': 2 }), path(`M-18 ${y + 18}H18M0 ${y - 4}V${y + 46}`, { stroke: '#fff', 'stroke-width': 1, opacity: 0.6 }), circle(-6, y + 10, 3, { fill: '#fff', opacity: 0.7 }));
    }
    return { body: parts.join(''), box: { x: -140, y: -10, width: 280, height: 320 }, silhouette: [], grounded: true, detail: [0, 170] };
  }
  const card = plainFabric(tonesFor('#efe8dd'));
  const parts = [piece(context, 'M-130 0H130V300H-130Z', { fabric: card, flat: true }), circle(-60, 40, 4, { fill: '#c8bfb1' }), circle(60, 40, 4, { fill: '#c8bfb1' })];
  for (const x of [-60, 60]) {
    const angle = view === 'back' ? (x < 0 ? -12 : 12) : 0;
    const pieceMarkup =
      style === 'Hoop'
        ? metalRing(x, 120, 44, 50, 7, metal) + gemDraw(x, 40, 3)
        : style === 'Stud'
          ? gemDraw(x, 60, 16)
          : path(`M${x} 40V${style === 'Pearl Drop' ? 120 : 110}`, { stroke: tonesFor(metal).outline, 'stroke-width': 5 }) + path(`M${x} 40V${style === 'Pearl Drop' ? 120 : 110}`, { stroke: metal, 'stroke-width': 3.4 }) +
            (style === 'Pearl Drop' ? circle(x, 140, 20, { fill: '#f4efe6', stroke: '#b9b1a3' }) + circle(x - 6, 133, 6, { fill: '#fff' }) : path(`M${x} 100L${x - 24} 150L${x} 210L${x + 24} 150Z`, { fill: gem ?? metal, stroke: metal, 'stroke-width': 5 }) + path(`M${x} 100L${x - 24} 150L${x} 210L${x + 24} 150Z`, { fill: 'none', stroke: tonesFor(metal).outline, 'stroke-width': 1.2 }) + path(`M${x - 22} 150H${x + 22}M${x} 100V210`, { stroke: '#fff', opacity: 0.5 })) +
            gemDraw(x, 40, 4);
    parts.push(g(pieceMarkup, { transform: `rotate(${angle} ${x} 40)` }));
  }
  parts.push(path('M-100 270H100', { stroke: lighten('#efe8dd', 0.2), 'stroke-width': 2 }));
  return { body: parts.join(''), box: { x: -140, y: -10, width: 280, height: 320 }, silhouette: [], grounded: true, detail: [60, 120] };
}
