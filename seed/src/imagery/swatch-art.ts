import { SWATCH_SIZE, type ArtSubject } from '@storefront/catalogue/images/artwork';
import { createArtContext, Defs } from './context';
import { installSharedDefs } from './shading';
import { el, path, rect } from './svg';

/** The product's cloth in the colour: print, weave and sheen, with a soft fold across it. */
export function swatchSvg(subject: ArtSubject, size = SWATCH_SIZE): string {
  const defs = new Defs();
  installSharedDefs(defs);
  const context = createArtContext(subject, defs);
  const { fabric } = context;
  const square = 'M0 0H200V200H0Z';
  const layers = [path(square, { fill: fabric.fill })];
  if (fabric.texture) layers.push(path(square, { fill: fabric.texture }));
  if (fabric.finish === 'satin' || fabric.finish === 'sequin' || fabric.finish === 'metallic' || fabric.finish === 'patent') layers.push(path(square, { fill: 'url(#sheen)' }));
  if (fabric.finish === 'velvet') layers.push(path(square, { fill: 'url(#velvet)' }));
  layers.push(
    path('M-20 150C60 110 120 170 220 120', { fill: 'none', stroke: '#000', 'stroke-width': 30, opacity: 0.05 }),
    path('M-20 150C60 110 120 170 220 120', { fill: 'none', stroke: '#000', 'stroke-width': 14, opacity: 0.06 }),
    path('M-20 128C60 88 120 148 220 98', { fill: 'none', stroke: '#fff', 'stroke-width': 20, opacity: 0.08 }),
    path('M-20 128C60 88 120 148 220 98', { fill: 'none', stroke: '#fff', 'stroke-width': 9, opacity: 0.1 }),
    rect(0, 0, 200, 200, { fill: 'none', stroke: '#000', 'stroke-opacity': 0.08, 'stroke-width': 2 }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200">${el('defs', {}, defs.toString())}${layers.join('')}</svg>`;
}
