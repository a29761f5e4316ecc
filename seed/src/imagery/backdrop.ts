import type { Random } from '../catalogue/random';
import { darken, lighten, luminance, mix } from './colour';
import { el, ellipse, rect } from './svg';

export interface Backdrop {
  wall: string;
  floor: string;
}

// Soft studio paper colours; chosen per product so a grid of cards has gentle variety.
const papers: readonly Backdrop[] = [
  { wall: '#f3efe9', floor: '#e6dfd5' },
  { wall: '#eef0f1', floor: '#dfe2e4' },
  { wall: '#f5ebe7', floor: '#e9dbd5' },
  { wall: '#ecefe8', floor: '#dde2d9' },
  { wall: '#f1ebe1', floor: '#e4dacb' },
  { wall: '#efebf2', floor: '#e0dbe6' },
];

/** A backdrop that keeps the product readable: pale cloth gets a deeper paper. */
export function pickBackdrop(random: Random, productHex: string): Backdrop {
  const paper = random.pick(papers);
  const lum = luminance(productHex);
  if (lum > 0.72) return { wall: darken(paper.wall, 0.1), floor: darken(paper.floor, 0.12) };
  if (lum > 0.5) return { wall: darken(paper.wall, 0.04), floor: darken(paper.floor, 0.05) };
  return paper;
}

/** Wall, floor sweep and a light pool behind the subject. `horizon` is the floor line (0–1). */
export function studio(width: number, height: number, backdrop: Backdrop, horizon = 0.8): string {
  const id = `studio${width}x${height}`;
  const gradient = el(
    'linearGradient',
    { id, x1: 0, y1: 0, x2: 0, y2: 1 },
    [
      el('stop', { offset: 0, 'stop-color': lighten(backdrop.wall, 0.25) }),
      el('stop', { offset: Math.max(0, horizon - 0.12), 'stop-color': backdrop.wall }),
      el('stop', { offset: horizon, 'stop-color': mix(backdrop.wall, backdrop.floor, 0.6) }),
      el('stop', { offset: 1, 'stop-color': darken(backdrop.floor, 0.04) }),
    ].join(''),
  );
  const glow = el(
    'radialGradient',
    { id: `${id}glow`, cx: 0.5, cy: 0.42, r: 0.55 },
    el('stop', { offset: 0, 'stop-color': '#ffffff', 'stop-opacity': 0.55 }) + el('stop', { offset: 1, 'stop-color': '#ffffff', 'stop-opacity': 0 }),
  );
  const vignette = el(
    'radialGradient',
    { id: `${id}vig`, cx: 0.5, cy: 0.5, r: 0.75 },
    el('stop', { offset: 0.6, 'stop-color': '#000', 'stop-opacity': 0 }) + el('stop', { offset: 1, 'stop-color': '#000', 'stop-opacity': 0.08 }),
  );
  return (
    el('defs', {}, gradient + glow + vignette) +
    rect(0, 0, width, height, { fill: `url(#${id})` }) +
    rect(0, 0, width, height, { fill: `url(#${id}glow)` }) +
    rect(0, 0, width, height, { fill: `url(#${id}vig)` })
  );
}

/** A soft contact shadow on the floor. */
export function floorShadow(cx: number, cy: number, width: number, strength = 0.3): string {
  // Radial gradients give the soft edge that a blur would, at a fraction of the cost.
  return (
    ellipse(cx, cy, width * 0.58, Math.max(8, width * 0.09), { fill: 'url(#soft-shadow)', opacity: strength * 1.4 }) +
    ellipse(cx, cy, width * 0.4, Math.max(4, width * 0.035), { fill: 'url(#soft-shadow)', opacity: strength * 1.6 })
  );
}
