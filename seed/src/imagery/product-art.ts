import type { ArtSubject, ProductView } from '@storefront/catalogue/images/artwork';
import { createRandom } from '../catalogue/random';
import { drawerFor } from './art/registry';
import type { Drawing } from './art/types';
import { floorShadow, pickBackdrop, studio } from './backdrop';
import { darken } from './colour';
import { createArtContext, Defs } from './context';
import { TILE_UNIT } from './fabric';
import { installSharedDefs } from './shading';
import { el, g, n, path } from './svg';

/** Source artwork size: portrait 2:3 (the spec's 1.5 image ratio). */
export const ARTWORK_WIDTH = 600;
export const ARTWORK_HEIGHT = 900;

export interface Placement {
  scale: number;
  x: number;
  y: number;
}

function place(drawing: Drawing, frame: { x: number; y: number; width: number; height: number }, floorY: number): Placement {
  const { box } = drawing;
  const scale = Math.min(frame.width / box.width, frame.height / box.height);
  const x = frame.x + frame.width / 2 - (box.x + box.width / 2) * scale;
  const y = drawing.grounded ? floorY - (box.y + box.height) * scale : frame.y + frame.height / 2 - (box.y + box.height / 2) * scale;
  return { scale, x, y };
}

/** The garment's soft shadow on the backdrop: a few offset, faint copies of its outline. */
/** Transforms keep four decimals: the snapped scale must survive formatting exactly. */
export function placementTransform(placement: Placement): string {
  return `translate(${placement.x.toFixed(4)} ${placement.y.toFixed(4)}) scale(${placement.scale.toFixed(5)})`;
}

export function snapPlacement(placement: Placement, deviceScale: number): Placement {
  // Keep pattern tiles on whole device pixels (see TILE_UNIT): a fractional tile size makes
  // librsvg paint patterns tile by tile, tens of times slower.
  const unit = TILE_UNIT * deviceScale;
  return {
    scale: Math.max(1, Math.round(placement.scale * unit)) / unit,
    x: Math.round(placement.x * deviceScale) / deviceScale,
    y: Math.round(placement.y * deviceScale) / deviceScale,
  };
}

export function castShadow(drawing: Drawing, placement: Placement): string {
  const shapes = drawing.silhouette.map((d) => path(d)).join('');
  return [
    [4, 6, 0.05],
    [8, 11, 0.045],
    [12, 16, 0.04],
    [17, 22, 0.03],
  ]
    .map(([dx, dy, opacity]) =>
      g(shapes, { transform: placementTransform({ ...placement, x: placement.x + dx!, y: placement.y + dy! }), fill: '#000', 'fill-opacity': opacity! }),
    )
    .join('');
}

function hanger(placement: Placement, neckY: number, wood: string): string {
  const cx = placement.x;
  const cy = placement.y + neckY * placement.scale - 6;
  const half = 118;
  return (
    path(`M${n(cx)} ${n(cy - 34)}L${n(cx)} ${n(cy - 58)}Q${n(cx)} ${n(cy - 80)} ${n(cx + 16)} ${n(cy - 80)}Q${n(cx + 30)} ${n(cy - 80)} ${n(cx + 30)} ${n(cy - 66)}`, {
      fill: 'none',
      stroke: '#8d8f94',
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }) +
    path(`M${n(cx - half)} ${n(cy + 8)}Q${n(cx - 60)} ${n(cy - 30)} ${n(cx)} ${n(cy - 36)}Q${n(cx + 60)} ${n(cy - 30)} ${n(cx + half)} ${n(cy + 8)}`, {
      fill: 'none',
      stroke: wood,
      'stroke-width': 11,
      'stroke-linecap': 'round',
    }) +
    path(`M${n(cx - half + 6)} ${n(cy + 4)}Q${n(cx - 60)} ${n(cy - 33)} ${n(cx)} ${n(cy - 39)}`, { fill: 'none', stroke: '#fff', 'stroke-width': 2.5, opacity: 0.35, 'stroke-linecap': 'round' })
  );
}

/** The product artwork as an SVG document (600 × 900 user units, rendered at any size). */
export function productSvg(subject: ArtSubject, view: ProductView, size: { width: number; height: number } = { width: ARTWORK_WIDTH, height: ARTWORK_HEIGHT }): string {
  const defs = new Defs();
  installSharedDefs(defs);
  const context = createArtContext(subject, defs);
  const drawer = drawerFor(subject.productType);
  const drawing = drawer(context, view === 2 ? 'back' : 'front');
  const scenery = createRandom(`scene:${subject.key}`);
  const backdrop = pickBackdrop(scenery, subject.colourHex);
  const floorY = 770;
  const deviceScale = size.width / ARTWORK_WIDTH;
  const layers: string[] = [];

  if (view === 4 && drawing.hangable) {
    layers.push(studio(ARTWORK_WIDTH, ARTWORK_HEIGHT, { wall: darken(backdrop.wall, 0.02), floor: backdrop.floor }, 0.93));
    const rail = 86;
    layers.push(path(`M0 ${rail}H${ARTWORK_WIDTH}`, { stroke: '#b8a07e', 'stroke-width': 9 }), path(`M0 ${rail - 2}H${ARTWORK_WIDTH}`, { stroke: '#fff', 'stroke-width': 2, opacity: 0.4 }));
    let placement = place(drawing, { x: 110, y: 150, width: 380, height: 690 }, floorY);
    placement.y = 160 - drawing.box.y * placement.scale;
    placement = snapPlacement(placement, deviceScale);
    layers.push(castShadow(drawing, placement));
    layers.push(hanger(placement, drawing.hangable.neckY, '#b98d5e'));
    layers.push(g(drawing.body, { transform: placementTransform(placement) }));
  } else {
    // Grounded products stand on a floor that sits just below them, so they fill the frame.
    const frame = drawing.grounded ? { x: 70, y: 120, width: 460, height: 620 } : { x: 70, y: 60, width: 460, height: 700 };
    let placement = place(drawing, frame, floorY);
    if (drawing.grounded) placement.y = frame.y + frame.height / 2 - (drawing.box.y + drawing.box.height / 2) * placement.scale + 30;
    placement = snapPlacement(placement, deviceScale);
    const bottom = placement.y + (drawing.box.y + drawing.box.height) * placement.scale;
    const horizon = drawing.grounded ? Math.min(0.9, (bottom - 40) / ARTWORK_HEIGHT) : 0.84;
    if (view === 3) {
      // Close-up: zoom into the detail point and fill the frame with fabric or finish.
      const zoom = drawing.grounded ? 1.9 : 2.6;
      placement.scale *= zoom;
      placement.x = ARTWORK_WIDTH / 2 - drawing.detail[0] * placement.scale;
      placement.y = ARTWORK_HEIGHT * 0.45 - drawing.detail[1] * placement.scale;
    }
    placement = snapPlacement(placement, deviceScale);
    layers.push(studio(ARTWORK_WIDTH, ARTWORK_HEIGHT, backdrop, view === 3 ? 0.95 : horizon));
    if (view !== 3) {
      if (drawing.grounded) layers.push(floorShadow(placement.x + (drawing.box.x + drawing.box.width / 2) * placement.scale, bottom - 2, drawing.box.width * placement.scale * 1.02, 0.38));
      else {
        layers.push(castShadow(drawing, placement));
        layers.push(floorShadow(ARTWORK_WIDTH / 2, Math.min(860, bottom + 40), drawing.box.width * placement.scale * 0.75, 0.16));
      }
    }
    layers.push(g(drawing.body, { transform: placementTransform(placement) }));
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${ARTWORK_WIDTH} ${ARTWORK_HEIGHT}">` +
    el('defs', {}, defs.toString()) +
    layers.join('') +
    '</svg>'
  );
}
