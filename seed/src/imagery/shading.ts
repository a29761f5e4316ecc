import type { ArtContext, Defs } from './context';
import type { Fabric } from './fabric';
import { el, g, path } from './svg';

/** Filters and gradients every artwork shares (soft shadows, body shading, satin sheen). */
export function installSharedDefs(defs: Defs): void {
  // Filter regions are kept tight: librsvg allocates a surface per filtered element, so their
  // size dominates rendering time at large output sizes.
  const blur = (id: string, deviation: number, margin: number) =>
    defs.add(
      id,
      el('filter', { id, x: `-${margin}%`, y: `-${margin}%`, width: `${100 + 2 * margin}%`, height: `${100 + 2 * margin}%` }, el('feGaussianBlur', { stdDeviation: deviation })),
    );
  blur('blur-s', 2.2, 10);
  blur('blur-m', 5, 10);
  blur('blur-l', 12, 20);
  blur('blur-xl', 26, 30);
  const stops = (list: readonly (readonly [number, string, number])[]) =>
    list.map(([offset, colour, opacity]) => el('stop', { offset, 'stop-color': colour, 'stop-opacity': opacity })).join('');
  defs.add(
    'shade-h',
    el('linearGradient', { id: 'shade-h', x1: 0, y1: 0, x2: 1, y2: 0 }, stops([[0, '#fff', 0.2], [0.3, '#fff', 0], [0.62, '#000', 0], [1, '#000', 0.26]])),
  );
  defs.add('shade-v', el('linearGradient', { id: 'shade-v', x1: 0, y1: 0, x2: 0, y2: 1 }, stops([[0, '#fff', 0.1], [0.5, '#fff', 0], [1, '#000', 0.14]])));
  defs.add(
    'sheen',
    el(
      'linearGradient',
      { id: 'sheen', x1: 0, y1: 0, x2: 1, y2: 1 },
      stops([[0, '#fff', 0], [0.16, '#fff', 0.02], [0.3, '#fff', 0.3], [0.44, '#fff', 0.02], [0.56, '#fff', 0], [0.68, '#fff', 0.2], [0.82, '#fff', 0], [1, '#fff', 0]]),
    ),
  );
  defs.add('lamp-glow', el('radialGradient', { id: 'lamp-glow' }, stops([[0, '#ffe9b5', 0.75], [1, '#ffe9b5', 0]])));
  defs.add('soft-shadow', el('radialGradient', { id: 'soft-shadow' }, stops([[0, '#000', 0.55], [0.5, '#000', 0.3], [1, '#000', 0]])));
  defs.add('velvet', el('radialGradient', { id: 'velvet', cx: 0.45, cy: 0.4, r: 0.7 }, stops([[0, '#fff', 0.16], [0.55, '#000', 0], [1, '#000', 0.38]])));
  defs.add('gloss', el('linearGradient', { id: 'gloss', x1: 0, y1: 0, x2: 0, y2: 1 }, stops([[0, '#fff', 0.4], [0.22, '#fff', 0.05], [0.5, '#fff', 0], [1, '#000', 0.12]])));
  defs.add(
    'metal',
    el('linearGradient', { id: 'metal', x1: 0, y1: 0, x2: 1, y2: 0.4 }, stops([[0, '#fff', 0.45], [0.2, '#000', 0.1], [0.45, '#fff', 0.5], [0.7, '#000', 0.15], [1, '#fff', 0.3]])),
  );
}

export interface PieceOptions {
  fabric?: Fabric;
  /** Open paths where the cloth folds away from the light. */
  folds?: readonly string[];
  /** Open paths along ridges that catch the light. */
  highlights?: readonly string[];
  /** Thin seam lines. */
  seams?: readonly string[];
  /** Dashed topstitching. */
  stitches?: readonly string[];
  stitchColour?: string;
  /** Extra markup painted inside the piece (pocket shadows, prints) under the outline. */
  inner?: string;
  outlineWidth?: number;
  /** Skip the side-to-side body shading (small trims, buttons). */
  flat?: boolean;
}

const foldStrength: Record<Fabric['finish'], { shadow: number; light: number }> = {
  matte: { shadow: 0.2, light: 0.14 },
  knit: { shadow: 0.22, light: 0.12 },
  denim: { shadow: 0.22, light: 0.2 },
  satin: { shadow: 0.3, light: 0.5 },
  velvet: { shadow: 0.42, light: 0.28 },
  sequin: { shadow: 0.3, light: 0.35 },
  leather: { shadow: 0.3, light: 0.45 },
  patent: { shadow: 0.3, light: 0.6 },
  metallic: { shadow: 0.3, light: 0.55 },
  sheer: { shadow: 0.14, light: 0.2 },
};

/** One piece of cloth (or material): fill, texture, shading, folds, seams and outline. */
export function piece(context: ArtContext, d: string, options: PieceOptions = {}): string {
  const fabric = options.fabric ?? context.fabric;
  const tones = fabric.tones;
  const clipId = context.defs.uid('clip');
  context.defs.add(clipId, el('clipPath', { id: clipId }, path(d)));
  const strength = foldStrength[fabric.finish];
  const layers: string[] = [path(d, { fill: fabric.fill })];
  if (fabric.texture) layers.push(path(d, { fill: fabric.texture }));
  if (!options.flat) {
    layers.push(path(d, { fill: 'url(#shade-h)' }), path(d, { fill: 'url(#shade-v)' }));
    if (fabric.finish === 'satin' || fabric.finish === 'sequin') layers.push(path(d, { fill: 'url(#sheen)' }));
    if (fabric.finish === 'velvet') layers.push(path(d, { fill: 'url(#velvet)' }));
    if (fabric.finish === 'leather' || fabric.finish === 'patent') layers.push(path(d, { fill: 'url(#gloss)' }));
    if (fabric.finish === 'metallic') layers.push(path(d, { fill: 'url(#metal)' }));
  }
  const inside: string[] = [];
  if (options.inner) inside.push(options.inner);
  const folds = options.folds ?? [];
  // Soft creases without blur filters (which dominate render time at large sizes): each
  // line is a wide faint stroke under a narrower, stronger one.
  const soft = (lines: string[], colour: string, strength: number, width: number) =>
    [width, width * 0.55].map((w, index) =>
      g(lines.join(''), { fill: 'none', stroke: colour, 'stroke-width': w, 'stroke-linecap': 'round', 'stroke-opacity': strength * (index === 0 ? 0.45 : 0.55) }),
    );
  if (folds.length) inside.push(...soft(folds.map((fold) => path(fold)), '#000', strength.shadow, 10));
  const lights = [...folds.map((fold) => path(fold, { transform: 'translate(-6 0)' })), ...(options.highlights ?? []).map((ridge) => path(ridge))];
  if (lights.length) inside.push(...soft(lights, '#fff', strength.light * 0.8, 8));
  if (inside.length) layers.push(g(inside.join(''), { 'clip-path': `url(#${clipId})` }));
  for (const seam of options.seams ?? []) {
    layers.push(path(seam, { fill: 'none', stroke: tones.seam, 'stroke-width': 1.3, opacity: 0.75, 'stroke-linecap': 'round' }));
  }
  for (const stitch of options.stitches ?? []) {
    layers.push(
      path(stitch, { fill: 'none', stroke: options.stitchColour ?? tones.seam, 'stroke-width': 1.2, 'stroke-dasharray': '4 3', opacity: 0.85 }),
    );
  }
  layers.push(path(d, { fill: 'none', stroke: tones.outline, 'stroke-width': options.outlineWidth ?? 1.8, 'stroke-linejoin': 'round', opacity: 0.9 }));
  return g(layers.join(''));
}
