import sharp from 'sharp';
import { productTypeById } from '../catalogue/generate';
import { pickAttributes } from '../catalogue/product-builder';
import { createRandom, type Random } from '../catalogue/random';
import { drawerFor } from './art/registry';
import type { Drawing } from './art/types';
import { darken, lighten, mix } from './colour';
import { createArtContext, Defs } from './context';
import { castShadow, placementTransform, snapPlacement } from './product-art';
import { installSharedDefs } from './shading';
import { circle, el, ellipse, g, n, path, rect } from './svg';

export const campaignThemes = ['occasion', 'partywear', 'summer', 'tailoring', 'menswear', 'beauty', 'home', 'knitwear', 'denim', 'sale'] as const;
export type CampaignTheme = (typeof campaignThemes)[number];

export function isCampaignTheme(value: string): value is CampaignTheme {
  return (campaignThemes as readonly string[]).includes(value);
}

interface ThemeStyle {
  sky: [string, string];
  shapes: string[];
  /** Product types drawn in the scene, most prominent first, with the colours they come in. */
  items: Array<{ type: string; colours: string[]; attributes?: Record<string, string> }>;
  extras?: 'sun' | 'sparkle' | 'stripes' | 'leaves';
}

const themes: Record<CampaignTheme, ThemeStyle> = {
  occasion: {
    sky: ['#f6e4df', '#ead3cc'],
    shapes: ['#dcb3ad', '#c9d2bf', '#efe0cf'],
    items: [
      { type: 'occasion-dress', colours: ['#d29a9a', '#a5b596', '#1f2b47', '#e6d2ae'], attributes: { length: 'Maxi', silhouette: 'A-Line', pattern: 'Plain' } },
      { type: 'clutch-bag', colours: ['#c9a247', '#e6d2ae'] },
      { type: 'heels', colours: ['#e6d2ae', '#c9a247'], attributes: { style: 'Court', heelHeight: 'High Heel' } },
    ],
  },
  partywear: {
    sky: ['#2a1630', '#4a1f3f'],
    shapes: ['#5c2a4a', '#6d3a5e', '#3a2040'],
    items: [
      { type: 'party-dress', colours: ['#c9a247', '#c4c7cd', '#ff4f9a', '#be2630'], attributes: { material: 'Sequin', pattern: 'Plain' } },
      { type: 'heels', colours: ['#c4c7cd', '#c9a247'], attributes: { style: 'Strappy', heelHeight: 'High Heel' } },
      { type: 'clutch-bag', colours: ['#c9a247', '#c4c7cd'] },
    ],
    extras: 'sparkle',
  },
  summer: {
    sky: ['#cfe6ef', '#f3e6cf'],
    shapes: ['#f1d3a8', '#e7b995', '#bfd8c8'],
    items: [
      { type: 'maxi-dress', colours: ['#e6742c', '#f0de84', '#2552a8', '#ef7a68'], attributes: { pattern: 'Floral', silhouette: 'Tiered', sleeveLength: 'Strappy', neckline: 'V-Neck' } },
      { type: 'tote-bag', colours: ['#d6c29c'], attributes: { material: 'Woven', pattern: 'Plain' } },
      { type: 'flat-sandals', colours: ['#ae7846', '#f6f6f3'] },
    ],
    extras: 'sun',
  },
  tailoring: {
    sky: ['#ece6de', '#d9cfc2'],
    shapes: ['#cbbda6', '#9b8a79', '#e4dccf'],
    items: [
      { type: 'blazer', colours: ['#1d1d1f', '#cbbda6', '#b7884f'] },
      { type: 'womens-trousers', colours: ['#cbbda6', '#1d1d1f', '#9b8a79'], attributes: { fit: 'Wide Leg', style: 'Tailored', pattern: 'Plain' } },
      { type: 'ankle-boots', colours: ['#1d1d1f', '#553726'] },
    ],
  },
  menswear: {
    sky: ['#dfe3e6', '#b9c2c9'],
    shapes: ['#8796a3', '#c8ced3', '#5d6b77'],
    items: [
      { type: 'overcoat', colours: ['#3e4046', '#1f2b47', '#b7884f'], attributes: { pattern: 'Plain' } },
      { type: 'mens-shirt', colours: ['#f6f6f3', '#9cc2e2'], attributes: { pattern: 'Plain' } },
      { type: 'chelsea-boots', colours: ['#553726', '#1d1d1f'] },
    ],
  },
  beauty: {
    sky: ['#f7e2dc', '#f2cfc4'],
    shapes: ['#e8b9ad', '#f4e3d9', '#d99c90'],
    items: [
      { type: 'perfume', colours: ['#e9a9b4', '#c98a3c'] },
      { type: 'lipstick', colours: ['#9d1b25', '#c88b84'] },
      { type: 'face-serum', colours: ['#f0cec6', '#e3e9ea'] },
      { type: 'eyeshadow-palette', colours: ['#c17e83', '#c9a189'] },
    ],
  },
  home: {
    sky: ['#e7ece3', '#d7dfd2'],
    shapes: ['#b9c6ad', '#e8e0d1', '#c98f6b'],
    items: [
      { type: 'table-lamp', colours: ['#bf6548', '#a5b596', '#f6f6f3'] },
      { type: 'vase', colours: ['#ede2c8', '#bf6548'] },
      { type: 'candle', colours: ['#b8742a', '#e8b7b0'] },
      { type: 'cushion', colours: ['#a5b596', '#c68e2c', '#bf6548'] },
    ],
    extras: 'leaves',
  },
  knitwear: {
    sky: ['#efe6da', '#dccbb4'],
    shapes: ['#cdb79a', '#e9dccb', '#a98b6d'],
    items: [
      { type: 'jumper', colours: ['#d6cab3', '#b7884f', '#6a1f2d'], attributes: { knit: 'Cable Knit', neckline: 'Roll Neck', pattern: 'Plain', material: 'Wool Blend' } },
      { type: 'cardigan', colours: ['#ede2c8', '#a5b596'] },
      { type: 'ankle-boots', colours: ['#553726', '#ae7846'] },
    ],
  },
  denim: {
    sky: ['#dbe5ef', '#b7c8db'],
    shapes: ['#8fa8c4', '#d7e0ea', '#5f7d9f'],
    items: [
      { type: 'womens-jeans', colours: ['#6d8db3', '#a8c0d8', '#2e4467'], attributes: { fit: 'Wide Leg' } },
      { type: 'denim-jacket', colours: ['#a8c0d8', '#6d8db3'] },
      { type: 'trainers', colours: ['#f6f6f3'] },
    ],
  },
  sale: {
    sky: ['#d8343c', '#ef6a5c'],
    shapes: ['#f7d5cf', '#b3242b', '#ffb3a6'],
    items: [
      { type: 'midi-dress', colours: ['#f6f6f3', '#1d1d1f', '#f0cec6'], attributes: { pattern: 'Polka Dot', silhouette: 'Wrap' } },
      { type: 'tote-bag', colours: ['#1d1d1f', '#ae7846'] },
      { type: 'heels', colours: ['#1d1d1f', '#f6f6f3'] },
    ],
    extras: 'stripes',
  },
};

export interface CampaignImageRequest {
  theme: CampaignTheme;
  seed: string | number;
  width: number;
  height: number;
}

interface Slot {
  x: number;
  y: number;
  height: number;
  maxWidth: number;
  plinth: boolean;
}

function arch(x: number, bottom: number, width: number, height: number, colour: string): string {
  const r = width / 2;
  const d = `M${n(x - r)} ${n(bottom)}V${n(bottom - height + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(bottom - height + r)}V${n(bottom)}Z`;
  return path(d, { fill: colour }) + path(d, { fill: 'url(#arch-shade)' });
}

function plinth(x: number, top: number, width: number, height: number, colour: string): string {
  const rx = width / 2;
  const ry = width * 0.1;
  return (
    path(`M${n(x - rx)} ${n(top)}V${n(top + height)}A${n(rx)} ${n(ry)} 0 0 0 ${n(x + rx)} ${n(top + height)}V${n(top)}Z`, { fill: darken(colour, 0.08) }) +
    path(`M${n(x - rx)} ${n(top)}V${n(top + height)}A${n(rx)} ${n(ry)} 0 0 0 ${n(x + rx)} ${n(top + height)}V${n(top)}Z`, { fill: 'url(#plinth-shade)' }) +
    ellipse(x, top, rx, ry, { fill: lighten(colour, 0.12) })
  );
}

function extrasFor(kind: ThemeStyle['extras'], width: number, height: number, random: Random): string {
  if (kind === 'sun') return circle(width * 0.78, height * 0.22, Math.min(width, height) * 0.16, { fill: '#ffd98e', opacity: 0.75 });
  if (kind === 'sparkle') {
    return Array.from({ length: 40 }, () => {
      const x = random.float(0, width);
      const y = random.float(0, height * 0.8);
      const s = random.float(2, 6) * (Math.min(width, height) / 600);
      return path(`M${n(x)} ${n(y - s * 2)}Q${n(x)} ${n(y)} ${n(x + s * 2)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y + s * 2)}Q${n(x)} ${n(y)} ${n(x - s * 2)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y - s * 2)}Z`, {
        fill: random.chance(0.5) ? '#f6d98b' : '#ffffff',
        opacity: random.float(0.4, 0.9),
      });
    }).join('');
  }
  if (kind === 'stripes') {
    const band = Math.max(width, height) / 14;
    return g(
      Array.from({ length: 30 }, (_, index) => rect(-width + index * band * 2, -height, band, height * 3, { fill: '#fff', opacity: 0.07 })).join(''),
      { transform: `rotate(-30 ${n(width / 2)} ${n(height / 2)})` },
    );
  }
  if (kind === 'leaves') {
    return Array.from({ length: 6 }, (_, index) => {
      const x = index < 3 ? random.float(0, width * 0.12) : random.float(width * 0.88, width);
      const y = random.float(height * 0.1, height * 0.6);
      const s = Math.min(width, height) * random.float(0.08, 0.14);
      return path(`M${n(x)} ${n(y)}Q${n(x + s)} ${n(y - s)} ${n(x + s * 2)} ${n(y)}Q${n(x + s)} ${n(y + s * 0.6)} ${n(x)} ${n(y)}Z`, { fill: '#7e9a6e', opacity: 0.35, transform: `rotate(${n(random.float(-50, 50))} ${n(x)} ${n(y)})` });
    }).join('');
  }
  return '';
}

function itemScale(drawing: Drawing, slot: Slot): number {
  return Math.min(slot.height / drawing.box.height, slot.maxWidth / drawing.box.width);
}

function placeItem(drawing: Drawing, slot: Slot): string {
  const raw = itemScale(drawing, slot);
  const { x, y, scale } = snapPlacement({ scale: raw, x: slot.x - (drawing.box.x + drawing.box.width / 2) * raw, y: slot.y - (drawing.box.y + drawing.box.height) * raw }, 1);
  const width = drawing.box.width * scale;
  const shadow = drawing.grounded
    ? ellipse(slot.x, slot.y - 2, width * 0.56, Math.max(5, width * 0.07), { fill: 'url(#soft-shadow)', opacity: 0.7 })
    : castShadow(drawing, { x, y, scale });
  return shadow + g(drawing.body, { transform: placementTransform({ x, y, scale }) });
}

/** A styled banner image: products arranged on arches and plinths over a soft gradient. */
export function campaignSvg(request: CampaignImageRequest): string {
  const { width, height } = request;
  const style = themes[request.theme];
  const random = createRandom(`campaign:${request.theme}:${request.seed}`);
  const defs = new Defs();
  installSharedDefs(defs);
  const stop = (offset: number, colour: string, opacity = 1) => el('stop', { offset, 'stop-color': colour, 'stop-opacity': opacity });
  defs.add('sky', el('linearGradient', { id: 'sky', x1: 0, y1: 0, x2: 0.3, y2: 1 }, stop(0, style.sky[0]) + stop(1, style.sky[1])));
  defs.add('arch-shade', el('linearGradient', { id: 'arch-shade', x1: 0, y1: 0, x2: 1, y2: 0 }, stop(0, '#fff', 0.18) + stop(0.5, '#fff', 0) + stop(1, '#000', 0.12)));
  defs.add('plinth-shade', el('linearGradient', { id: 'plinth-shade', x1: 0, y1: 0, x2: 1, y2: 0 }, stop(0, '#fff', 0.2) + stop(0.45, '#fff', 0) + stop(1, '#000', 0.18)));
  defs.add('light', el('radialGradient', { id: 'light', cx: 0.65, cy: 0.3, r: 0.7 }, stop(0, '#fff', 0.35) + stop(1, '#fff', 0)));

  const landscape = width > height * 1.15;
  const floor = height * (landscape ? 0.86 : 0.88);
  // Landscape banners keep the left side calm for the heading; portrait ones keep the top.
  const area = landscape ? { left: width * 0.42, right: width * 0.97 } : { left: width * 0.06, right: width * 0.94 };
  const unit = landscape ? height : Math.min(width * 1.3, height * 0.62);
  const items = style.items.slice(0, 3);
  const count = items.length;
  const span = area.right - area.left;
  const layers: string[] = [rect(0, 0, width, height, { fill: 'url(#sky)' }), rect(0, 0, width, height, { fill: 'url(#light)' }), extrasFor(style.extras, width, height, random.fork('extras'))];
  const floorColour = mix(style.sky[1], '#000000', 0.06);
  layers.push(rect(0, floor, width, height - floor, { fill: floorColour }), rect(0, floor - 2, width, 4, { fill: '#000', opacity: 0.05 }));

  const slots: Slot[] = items.map((item, index) => {
    const centre = area.left + (span * (index + 0.5)) / count + random.float(-span * 0.03, span * 0.03);
    const type = productTypeById(item.type);
    const garment = type !== undefined && !['Shoes', 'Bags', 'Jewellery'].includes(type.classification) && !['home', 'beauty'].includes(type.category.split('/')[0]!);
    const onPlinth = !garment;
    const itemHeight = garment ? unit * (index === 0 ? 0.7 : 0.58) : unit * (index === 0 ? 0.42 : 0.32);
    const plinthHeight = onPlinth ? unit * random.float(0.1, 0.2) : 0;
    const maxWidth = (span / count) * (garment ? 1.05 : 0.78);
    return { x: centre, y: floor - plinthHeight - (garment ? unit * 0.04 : 0), height: itemHeight, maxWidth, plinth: onPlinth };
  });
  // Arches behind the scene.
  slots.forEach((slot, index) => {
    const colour = style.shapes[index % style.shapes.length]!;
    const archWidth = (span / count) * random.float(0.7, 0.9);
    layers.push(arch(slot.x, floor, archWidth, Math.min(height * 0.92, unit * random.float(0.72, 0.86)), colour));
  });
  slots.forEach((slot, index) => {
    const item = items[index]!;
    const type = productTypeById(item.type);
    const itemRandom = random.fork(`item:${index}`);
    const attributes = { ...(type ? pickAttributes(type, itemRandom) : {}), ...(item.attributes ?? {}) };
    const colourHex = itemRandom.pick(item.colours);
    const context = createArtContext({ key: `CMP${request.theme}${request.seed}${index}`, productType: item.type, attributes, colourHex }, defs);
    const drawing = drawerFor(item.type)(context, 'front');
    if (slot.plinth) {
      const plinthWidth = Math.min(span / count, Math.max(drawing.box.width * itemScale(drawing, slot) * 1.2, unit * 0.2));
      layers.push(plinth(slot.x, slot.y, plinthWidth, floor - slot.y, style.shapes[(index + 1) % style.shapes.length]!));
    }
    layers.push(placeItem(drawing, slot));
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${el('defs', {}, defs.toString())}${layers.join('')}</svg>`;
}

/** Campaign artwork as PNG, composed for the requested aspect ratio. */
export async function renderCampaignImage(request: CampaignImageRequest): Promise<Buffer> {
  if (!isCampaignTheme(request.theme)) throw new Error(`Unknown campaign theme: ${String(request.theme)}`);
  const width = Math.round(request.width);
  const height = Math.round(request.height);
  if (!(width >= 1 && width <= 4000 && height >= 1 && height <= 4000)) throw new Error('Campaign images must be 1–4000 pixels wide and high');
  return sharp(Buffer.from(campaignSvg({ ...request, width, height }))).png({ compressionLevel: 3 }).toBuffer();
}
