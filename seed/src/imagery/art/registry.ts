import type { ArtContext } from '../context';
import { drawBag, drawJewellery } from './accessories';
import { drawDropper, drawFoundation, drawHairBottle, drawJar, drawLipstick, drawPalette, drawPerfume, drawTube } from './beauty';
import { drawBed, drawCandle, drawCushion, drawDiffuser, drawLamp, drawTableware, drawThrow, drawVessel } from './home';
import type { SleeveStyle } from './body';
import { drawDress } from './dress';
import { drawLegs, legFit } from './legwear';
import { drawOnePiece } from './onepiece';
import { drawOuter, type OuterStyle } from './outerwear';
import { drawSandalsFromAbove, drawShoes, type FlatSandalStyle, type ShoeSpec } from './shoes';
import { drawSkirt } from './skirt';
import type { Drawer } from './types';
import { drawUpper, type UpperSpec } from './upper';

const dress: Drawer = (c, v) => drawDress(c, v);

function teeFit(fit: string | undefined): UpperSpec['fit'] {
  if (fit === 'Oversized') return 'oversized';
  if (fit === 'Boxy') return 'boxy';
  if (fit === 'Fitted' || fit === 'Muscle Fit' || fit === 'Slim Fit') return 'fitted';
  return 'relaxed';
}

function knitCollar(neckline: string | undefined): Pick<UpperSpec, 'collar' | 'neckRib'> {
  if (neckline === 'Roll Neck') return { collar: 'roll' };
  if (neckline === 'Funnel Neck') return { collar: 'funnel' };
  return { neckRib: true };
}

const blouseSleeve = (c: ArtContext): SleeveStyle | undefined =>
  c.attrs.sleeveLength === 'Long Sleeve' && /chiffon|satin|crepe/i.test(c.attrs.material ?? '') && c.shape.fork('bishop').chance(0.5) ? 'bishop' : undefined;

const tshirt = (kind: UpperSpec['kind']): Drawer => (c, v) =>
  drawUpper(c, v, { kind, hemDrop: kind === 'men' ? 30 : 14, fit: teeFit(c.attrs.fit), neckRib: true, sleeve: c.attrs.style === 'Frill Sleeve' ? 'flutter' : 'short' });

const jumper = (kind: UpperSpec['kind']): Drawer => (c, v) =>
  drawUpper(c, v, { kind, hemDrop: kind === 'men' ? 30 : 16, fit: 'relaxed', hemBand: 22, cuffBand: true, sleeve: 'long', ...knitCollar(c.attrs.neckline) });

const cardigan = (kind: UpperSpec['kind']): Drawer => (c, v) => {
  const length = c.attrs.length;
  const hemDrop = length === 'Cropped' ? -60 : length === 'Longline' ? 130 : 16;
  if (c.attrs.neckline === 'Crew Neck' || kind === 'baby')
    return drawUpper(c, v, { kind, hemDrop, fit: 'relaxed', hemBand: 18, cuffBand: true, sleeve: 'long', neckRib: true, placket: { buttons: kind === 'baby' ? 4 : 6 } });
  return drawUpper(c, v, { kind, hemDrop, fit: 'relaxed', hemBand: 18, cuffBand: true, sleeve: 'long', openFront: 120 });
};

const shirt = (kind: UpperSpec['kind']): Drawer => (c, v) =>
  drawUpper(c, v, {
    kind,
    hemDrop: kind === 'men' ? 50 : 30,
    fit: c.attrs.fit === 'Slim Fit' ? 'relaxed' : 'relaxed',
    collar: c.attrs.collar === 'Revere' ? 'revere' : 'shirt',
    placket: { buttons: kind === 'men' ? 7 : 5 },
    shirtTail: true,
    cuffBand: c.attrs.sleeveLength !== 'Short Sleeve',
    chestPocket: kind === 'men' && c.shape.fork('pocket').chance(0.6),
  });

const outer = (kind: UpperSpec['kind'], style: OuterStyle | ((c: ArtContext) => OuterStyle), hemDrop: number | ((c: ArtContext) => number)): Drawer => (c, v) =>
  drawOuter(c, v, {
    kind,
    style: typeof style === 'function' ? style(c) : style,
    hemDrop: typeof hemDrop === 'function' ? hemDrop(c) : hemDrop,
    doubleBreasted: c.attrs.style === 'Double Breasted',
  });

const coatLength = (c: ArtContext) => (c.attrs.length === 'Cropped' ? -40 : c.attrs.length === 'Longline' ? 300 : c.attrs.length === 'Regular' ? 20 : 240);

const heelHeights: Record<string, number> = { 'High Heel': 56, 'Mid Heel': 40, 'Kitten Heel': 24 };
const toeShape = (toe: string | undefined): ShoeSpec['toe'] => (toe === 'Pointed' ? 'pointed' : toe === 'Square Toe' ? 'square' : 'round');

const heels: Drawer = (c, v) => {
  const style = c.attrs.style;
  const heel = heelHeights[c.attrs.heelHeight ?? ''] ?? 48;
  const map: Record<string, ShoeSpec['style']> = { Court: 'court', Slingback: 'slingback', Strappy: 'strappy', Mule: 'mule', Platform: 'platform' };
  return drawShoes(c, v, { style: map[style ?? ''] ?? 'court', heel: style === 'Platform' ? 64 : heel, toe: toeShape(c.attrs.toe), block: style === 'Platform' });
};

const ankleBoots: Drawer = (c, v) => {
  const heel = c.attrs.heelHeight === 'Stiletto' ? 54 : c.attrs.heelHeight === 'Flat' ? 14 : 36;
  const style = c.attrs.style;
  return drawShoes(c, v, {
    style: style === 'Chelsea' ? 'chelsea' : 'ankle-boot',
    heel,
    toe: style === 'Western' ? 'pointed' : heel > 50 ? 'pointed' : 'round',
    block: c.attrs.heelHeight === 'Block Heel',
    laces: style === 'Lace Up',
  });
};

const sandals: Drawer = (c, v) => {
  const map: Record<string, FlatSandalStyle> = { Slider: 'slider', 'Toe Post': 'toe-post', Espadrille: 'espadrille', 'Strappy Flat': 'flat-strappy' };
  return drawSandalsFromAbove(c, v, map[c.attrs.style ?? ''] ?? 'flat-strappy');
};

const drawers: Record<string, Drawer> = {
  'maxi-dress': dress,
  'midi-dress': dress,
  'mini-dress': dress,
  'bridesmaid-dress': dress,
  'occasion-dress': dress,
  'party-dress': dress,
  'girls-dress': (c, v) => drawDress(c, v, { kind: 'kids' }),
  'baby-dress': (c, v) => drawDress(c, v, { kind: 'baby' }),

  blouse: (c, v) =>
    drawUpper(c, v, {
      kind: 'women',
      hemDrop: 24,
      fit: 'relaxed',
      sleeve: blouseSleeve(c),
      cuffBand: c.attrs.sleeveLength === 'Long Sleeve',
      ...(c.attrs.neckline === 'Collared' ? { collar: 'shirt' as const, placket: { buttons: 6 } } : {}),
    }),
  'cami-top': (c, v) => drawUpper(c, v, { kind: 'women', hemDrop: 6, fit: 'relaxed' }),
  'corset-top': (c, v) => drawUpper(c, v, { kind: 'women', hemDrop: -76, fit: 'fitted', corset: true }),
  'going-out-top': (c, v) => drawUpper(c, v, { kind: 'women', hemDrop: -30, fit: 'fitted' }),
  'womens-t-shirt': tshirt('women'),
  'mens-t-shirt': tshirt('men'),
  'girls-t-shirt': tshirt('kids'),
  'boys-t-shirt': tshirt('kids'),
  'polo-shirt': (c, v) =>
    drawUpper(c, v, { kind: 'men', hemDrop: 30, fit: teeFit(c.attrs.fit), collar: 'polo', placket: { buttons: 3, to: 96 }, sleeve: 'short', cuffBand: true }),
  'mens-shirt': shirt('men'),
  'boys-shirt': shirt('kids'),
  jumper: jumper('women'),
  'crew-jumper': jumper('men'),
  'girls-jumper': (c, v) => (c.attrs.style === 'Cardigan' ? cardigan('kids')(c, v) : jumper('kids')(c, v)),
  cardigan: cardigan('women'),
  'baby-cardigan': cardigan('baby'),
  'quarter-zip': (c, v) => drawUpper(c, v, { kind: 'men', hemDrop: 30, fit: 'relaxed', hemBand: 22, cuffBand: true, sleeve: 'long', collar: 'funnel', placket: { zip: 110 } }),
  'boys-hoodie': (c, v) => drawUpper(c, v, { kind: 'kids', hemDrop: 20, fit: 'relaxed', hemBand: 20, cuffBand: true, sleeve: 'long', collar: 'hood', kangaroo: true }),

  'trench-coat': outer('women', 'trench', coatLength),
  'tailored-coat': outer(
    'women',
    (c) => (c.attrs.style === 'Belted Wrap' ? 'belted-wrap' : c.attrs.style === 'Double Breasted' ? 'double-breasted' : 'tailored'),
    (c) => (c.attrs.style === 'Longline' ? 320 : 250),
  ),
  blazer: outer('women', 'blazer', (c) => (c.attrs.style === 'Oversized' ? 60 : 20)),
  'puffer-jacket': outer('women', 'puffer', coatLength),
  'denim-jacket': outer('women', 'denim', (c) => (c.attrs.fit === 'Cropped' ? -50 : -10)),
  'biker-jacket': outer('women', 'biker', -20),
  overcoat: outer('men', 'overcoat', 260),
  'bomber-jacket': outer('men', 'bomber', 0),
  'mens-puffer-jacket': outer('men', 'puffer', 20),
  'harrington-jacket': outer('men', 'harrington', 0),
  'mens-denim-jacket': outer('men', 'denim', 0),
  'suit-jacket': outer('men', 'suit', 40),
  'girls-coat': outer('kids', 'puffer', 60),
  'boys-coat': outer('kids', 'puffer', 10),

  'womens-jeans': (c, v) => drawLegs(c, v, { kind: 'women', fit: legFit(c.attrs.fit), denim: true }),
  'mens-jeans': (c, v) => drawLegs(c, v, { kind: 'men', fit: legFit(c.attrs.fit), denim: true }),
  'boys-jeans': (c, v) => drawLegs(c, v, { kind: 'kids', fit: legFit(c.attrs.fit), denim: true }),
  'womens-trousers': (c, v) =>
    drawLegs(c, v, { kind: 'women', fit: legFit(c.attrs.fit), tailored: c.attrs.style === 'Tailored' || c.attrs.style === 'Pleat Front', elastic: c.attrs.style === 'Pull On', cargo: c.attrs.style === 'Cargo' }),
  'suit-trousers': (c, v) => drawLegs(c, v, { kind: 'men', fit: legFit(c.attrs.fit), tailored: true }),
  'girls-leggings': (c, v) => drawLegs(c, v, { kind: 'kids', fit: 'skinny', elastic: true }),
  'boys-joggers': (c, v) => drawLegs(c, v, { kind: 'kids', fit: 'jogger', elastic: true }),
  skirt: drawSkirt,

  heels,
  'ankle-boots': ankleBoots,
  trainers: (c, v) => drawShoes(c, v, { style: 'trainer', heel: 0, toe: 'round', chunky: c.attrs.style === 'Chunky' || c.attrs.style === 'Platform' }),
  'flat-sandals': sandals,
  brogues: (c, v) => drawShoes(c, v, { style: 'brogue', heel: 12, toe: 'round', laces: true }),
  loafers: (c, v) => drawShoes(c, v, { style: 'loafer', heel: 12, toe: 'round' }),
  'chelsea-boots': (c, v) => drawShoes(c, v, { style: 'chelsea', heel: 16, toe: 'round', block: true }),
  'tote-bag': (c, v) => drawBag(c, v, c.attrs.style === 'Slouchy' ? 'slouch' : 'tote'),
  'crossbody-bag': (c, v) => drawBag(c, v, 'crossbody'),
  'clutch-bag': (c, v) => drawBag(c, v, 'clutch'),
  'shoulder-bag': (c, v) => drawBag(c, v, c.attrs.style === 'Half Moon' ? 'half-moon' : c.attrs.style === 'Slouch' ? 'slouch' : 'baguette'),
  necklace: (c, v) => drawJewellery(c, v, 'necklace'),
  earrings: (c, v) => drawJewellery(c, v, 'earrings'),
  'duvet-set': drawBed,
  bedspread: drawBed,
  cushion: drawCushion,
  throw: drawThrow,
  candle: drawCandle,
  diffuser: drawDiffuser,
  mugs: (c, v) => drawTableware(c, v, 'mugs'),
  'dinner-set': (c, v) => drawTableware(c, v, 'dinner-set'),
  'table-lamp': (c, v) => drawLamp(c, v, false),
  'floor-lamp': (c, v) => drawLamp(c, v, true),
  vase: (c, v) => drawVessel(c, v, false),
  planter: (c, v) => drawVessel(c, v, true),

  lipstick: drawLipstick,
  'eyeshadow-palette': drawPalette,
  foundation: drawFoundation,
  'face-serum': drawDropper,
  'hair-oil': drawDropper,
  moisturiser: drawJar,
  'hair-mask': drawJar,
  cleanser: drawTube,
  perfume: (c, v) => drawPerfume(c, v, false),
  'body-mist': (c, v) => drawPerfume(c, v, true),
  shampoo: drawHairBottle,
  'mens-trainers': (c, v) => drawShoes(c, v, { style: 'trainer', heel: 0, toe: 'round' }),

  jumpsuit: (c, v) => drawOnePiece(c, v, { kind: 'women', leg: 'full' }),
  'occasion-jumpsuit': (c, v) => drawOnePiece(c, v, { kind: 'women', leg: 'full' }),
  playsuit: (c, v) => drawOnePiece(c, v, { kind: 'women', leg: 'short' }),
  'baby-sleepsuit': (c, v) => drawOnePiece(c, v, { kind: 'baby', leg: 'full', sleeve: 'long', footed: true }),
  'baby-dungarees': (c, v) => drawOnePiece(c, v, { kind: 'baby', leg: 'full', dungarees: true }),
};

export function drawerFor(productType: string): Drawer {
  return drawers[productType] ?? dress;
}

export function hasDrawer(productType: string): boolean {
  return productType in drawers;
}
