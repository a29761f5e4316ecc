import { tonesFor, type ArtContext } from '../context';
import { darken, lighten, luminance, mix } from '../colour';
import { plainFabric } from '../fabric';
import { piece } from '../shading';
import { ellipse, g, path, rect, roundedRect } from '../svg';
import type { Drawing, View } from './types';

const grounded = (body: string, box: Drawing['box'], detail: Drawing['detail']): Drawing => ({ body, box, silhouette: [], grounded: true, detail });

/** Packaging colour for products whose variant colour is the shade (lipstick, palettes). */
function casing(context: ArtContext): string {
  return context.shape.fork('casing').pick(['#1d1d1f', '#c9a247', '#d4a18c', '#f3efe8', '#2b2b4a']);
}

function labelLines(width: number, y: number, ink: string, lines = 2): string {
  return Array.from({ length: lines }, (_, index) =>
    rect(-width * (index === 0 ? 0.34 : 0.24), y + index * 12, width * (index === 0 ? 0.68 : 0.48), index === 0 ? 6 : 4, { fill: ink, rx: 2, opacity: index === 0 ? 0.9 : 0.55 }),
  ).join('');
}

function shine(x: number, y: number, height: number, width = 6): string {
  return path(`M${x} ${y}V${y + height}`, { stroke: '#fff', 'stroke-width': width, opacity: 0.45, 'stroke-linecap': 'round' });
}

export function drawLipstick(context: ArtContext, view: View): Drawing {
  const metal = plainFabric(tonesFor(casing(context)), 'metallic');
  const shade = plainFabric(context.tones, 'satin');
  const tube = (x: number, open: boolean) =>
    g(
      (open
        ? piece(context, 'M-20 -110L-20 -170Q-20 -196 18 -214L20 -110Z', { fabric: shade }) + piece(context, 'M-26 -112H26V-60H-26Z', { fabric: metal, flat: false })
        : '') + piece(context, 'M-32 -62H32V120Q32 130 22 130H-22Q-32 130 -32 120Z', { fabric: metal }) + rect(-32, -70, 64, 10, { fill: darken(metal.tones.base, 0.3) }) + shine(-18, -50, 160),
      { transform: `translate(${x} 0)` },
    );
  const cap = piece(context, 'M-32 -70H32V70Q32 80 22 80H-22Q-32 80 -32 70Z', { fabric: metal }) + shine(-18, -60, 120);
  const body = view === 'front' ? tube(-50, true) + g(cap, { transform: 'translate(70 50) rotate(90)' }) : tube(-40, true) + tube(50, false);
  return grounded(body, { x: -140, y: -230, width: 280, height: 370 }, [-50, -150]);
}

export function drawPalette(context: ArtContext, view: View): Drawing {
  const box = plainFabric(tonesFor(casing(context)), 'leather');
  const pans = Number(/^(\d+)/.exec(context.attrs.pans ?? '9')?.[1] ?? 9);
  const cols = pans === 12 ? 4 : pans === 4 ? 2 : 3;
  const rows = Math.ceil(pans / cols);
  const base = context.tones.base;
  const shades = [lighten(base, 0.6), mix(base, '#e8cbb0', 0.5), base, darken(base, 0.3), mix(base, '#c9a247', 0.4), lighten(base, 0.3), darken(base, 0.55), mix(base, '#f1d8c9', 0.7), mix(base, '#6b3b2a', 0.5), lighten(base, 0.45), mix(base, '#8d6a9f', 0.3), darken(base, 0.15)];
  const parts: string[] = [];
  // Lid with mirror, standing up behind the open base.
  parts.push(piece(context, roundedRect(-150, -230, 300, 210, 14), { fabric: box }), path(roundedRect(-132, -212, 264, 174, 8), { fill: '#dfe6ea', stroke: '#9aa4aa' }), path('M-110 -200L-40 -60M-60 -205L20 -50', { stroke: '#fff', 'stroke-width': 10, opacity: 0.5 }));
  parts.push(piece(context, roundedRect(-150, -20, 300, 200, 14), { fabric: box }));
  const cell = 260 / cols;
  const cellH = 160 / rows;
  for (let index = 0; index < pans; index++) {
    const x = -130 + (index % cols) * cell + cell / 2;
    const y = 0 + Math.floor(index / cols) * cellH + cellH / 2;
    const colour = shades[index % shades.length]!;
    parts.push(path(roundedRect(x - cell * 0.4, y - cellH * 0.38, cell * 0.8, cellH * 0.76, 6), { fill: colour, stroke: darken(colour, 0.35), 'stroke-width': 1.2 }));
    if (index % 3 === 1) parts.push(ellipse(x - cell * 0.12, y - cellH * 0.12, cell * 0.18, cellH * 0.12, { fill: '#fff', opacity: 0.45 }));
  }
  const body = view === 'front' ? parts.join('') : g(parts.join(''), { transform: 'rotate(-8)' });
  return grounded(body, { x: -170, y: -250, width: 340, height: 450 }, [0, 60]);
}

function pump(colour: string, y: number): string {
  return (
    piece0(`M-14 ${y}H14V${y - 24}H-14Z`, colour) +
    piece0(`M-22 ${y - 24}H22V${y - 40}H-22Z`, colour) +
    path(`M-4 ${y - 40}V${y - 70}H40V${y - 60}H6V${y - 40}Z`, { fill: colour, stroke: darken(colour, 0.4) })
  );
}

function piece0(d: string, colour: string): string {
  return path(d, { fill: colour, stroke: darken(colour, 0.45), 'stroke-width': 1.4 });
}

/** Foundation: frosted glass bottle showing the shade, with a pump. */
export function drawFoundation(context: ArtContext, view: View): Drawing {
  const cap = casing(context);
  const bottle = roundedRect(-70, -170, 140, 300, 24);
  const body =
    path(bottle, { fill: lighten(context.tones.base, 0.1), stroke: darken(context.tones.base, 0.45), 'stroke-width': 2 }) +
    path(roundedRect(-60, -150, 120, 270, 18), { fill: context.tones.base }) +
    path(bottle, { fill: '#fff', opacity: 0.12 }) +
    shine(-48, -140, 240, 8) +
    labelLines(100, 20, luminance(context.tones.base) > 0.4 ? '#3a302a' : '#f4efe8') +
    pump(cap, -170) +
    (view === 'back' ? ellipse(110, 110, 50, 16, { fill: context.tones.base, opacity: 0.9 }) : '');
  return grounded(body, { x: -100, y: -260, width: view === 'back' ? 280 : 200, height: 400 }, [0, -40]);
}

/** Serums and oils: a dropper bottle in the packaging colour. */
export function drawDropper(context: ArtContext, view: View): Drawing {
  const glassColour = context.tones.base;
  const bulb = luminance(glassColour) > 0.5 ? '#2b2b2b' : '#f1ede6';
  const bottle = 'M-60 -60Q-60 -90 -30 -90H30Q60 -90 60 -60V150Q60 170 40 170H-40Q-60 170 -60 150Z';
  const parts = [
    path(bottle, { fill: glassColour, stroke: darken(glassColour, 0.45), 'stroke-width': 2 }),
    path(bottle, { fill: '#fff', opacity: 0.08 }),
    rect(-56, 40, 112, 126, { fill: darken(glassColour, 0.12), opacity: 0.5, rx: 8 }),
    rect(-50, -20, 100, 110, { fill: '#f7f3ec', rx: 4 }),
    labelLines(90, 10, '#3a302a', 3),
    shine(-44, -70, 200, 7),
    piece0('M-24 -90V-120H24V-90Z', '#c9a247'),
    path('M-18 -120C-26 -190 26 -190 18 -120Z', { fill: bulb, stroke: darken(bulb, 0.4) }),
  ];
  if (view === 'back') parts.push(g(path('M0 0L2 160', { stroke: '#dfe6ea', 'stroke-width': 8, opacity: 0.8 }) + path('M-10 -2C-14 -50 14 -50 10 -2Z', { fill: bulb }), { transform: 'translate(110 10) rotate(20)' }));
  return grounded(parts.join(''), { x: -90, y: -200, width: view === 'back' ? 260 : 180, height: 390 }, [0, 30]);
}

/** Creams and masks: a squat jar, the lid set aside to show the texture in the back view. */
export function drawJar(context: ArtContext, view: View): Drawing {
  const pot = context.tones.base;
  const lid = luminance(pot) > 0.6 ? '#c9a247' : lighten(pot, 0.25);
  const parts: string[] = [];
  const jar = 'M-110 -40H110V90Q110 120 80 120H-80Q-110 120 -110 90Z';
  parts.push(piece(context, jar, { fabric: plainFabric(tonesFor(pot), 'patent') }), labelLines(160, 20, luminance(pot) > 0.45 ? '#3a302a' : '#f4efe8'));
  if (view === 'front') parts.push(piece(context, 'M-116 -96H116V-40H-116Z', { fabric: plainFabric(tonesFor(lid), 'metallic') }), ellipse(0, -96, 116, 12, { fill: lighten(lid, 0.2), stroke: darken(lid, 0.4) }));
  else {
    parts.push(ellipse(0, -40, 110, 16, { fill: '#f7f1e8', stroke: darken(pot, 0.3) }), path('M-40 -44Q0 -70 30 -44Q0 -52 -40 -44Z', { fill: '#fff', stroke: '#e6ded2' }));
    parts.push(g(ellipse(0, 0, 116, 20, { fill: lid, stroke: darken(lid, 0.4) }) + ellipse(0, -10, 116, 20, { fill: lighten(lid, 0.15), stroke: darken(lid, 0.4) }), { transform: 'translate(190 110)' }));
  }
  return grounded(parts.join(''), { x: -130, y: -110, width: view === 'back' ? 460 : 260, height: 250 }, [0, 30]);
}

/** Cleansers: a squeeze tube standing on its cap. */
export function drawTube(context: ArtContext, view: View): Drawing {
  const tube = context.tones.base;
  const cap = luminance(tube) > 0.6 ? '#2b2b2b' : '#f3efe8';
  const d = 'M-66 -180L66 -180L50 120H-50Z';
  const parts = [
    piece(context, d, { fabric: plainFabric(tonesFor(tube), 'satin'), seams: ['M-64 -168H64'] }),
    piece0('M-50 120H50V180Q50 190 40 190H-40Q-50 190 -50 180Z', cap),
    labelLines(90, -60, luminance(tube) > 0.45 ? '#3a302a' : '#f4efe8', 3),
  ];
  const body = view === 'front' ? parts.join('') : g(parts.join(''), { transform: 'rotate(-70) translate(-40 60)' });
  return grounded(body, view === 'front' ? { x: -90, y: -200, width: 180, height: 400 } : { x: -220, y: -110, width: 420, height: 200 }, [0, -40]);
}

/** Perfume: a faceted bottle of tinted scent with a weighty cap; body mists are tall sprays. */
export function drawPerfume(context: ArtContext, view: View, mist: boolean): Drawing {
  const juice = context.tones.base;
  const cap = context.shape.fork('cap').pick(['#c9a247', '#1d1d1f', '#f3efe8', '#b9bcc2']);
  const parts: string[] = [];
  if (mist) {
    const bottle = roundedRect(-50, -200, 100, 380, 30);
    parts.push(path(bottle, { fill: juice, stroke: darken(juice, 0.45), 'stroke-width': 2 }), labelLines(70, -40, luminance(juice) > 0.45 ? '#3a302a' : '#f4efe8', 3), shine(-30, -180, 330), piece0('M-30 -200V-236H30V-200Z', cap), piece0('M-8 -236V-256H8V-236Z', cap));
    return grounded(parts.join(''), { x: -80, y: -270, width: 160, height: 470 }, [0, -40]);
  }
  // Each fragrance has its own bottle and cap, chosen from its key.
  const bottle = context.shape.fork('bottle').pick(['faceted', 'round', 'column'] as const);
  const capShape = context.shape.fork('cap-shape').pick(['block', 'sphere', 'disc'] as const);
  const glassD =
    bottle === 'round'
      ? 'M-20 -100H20V-88C80 -80 120 -30 120 40C120 115 65 160 0 160C-65 160 -120 115 -120 40C-120 -30 -80 -80 -20 -88Z'
      : bottle === 'column'
        ? 'M-70 -100H70Q80 -100 80 -88V148Q80 160 68 160H-68Q-80 160 -80 148V-88Q-80 -100 -70 -100Z'
        : 'M-110 -80L-90 -100H90L110 -80V140L90 160H-90L-110 140Z';
  const juiceD = bottle === 'round' ? 'M-112 10H112C116 90 70 150 0 150C-70 150 -116 90 -112 10Z' : bottle === 'column' ? 'M-72 -30H72V150H-72Z' : 'M-94 -40H94V136L80 146H-80L-94 136Z';
  parts.push(path(glassD, { fill: lighten(juice, 0.55), stroke: darken(juice, 0.35), 'stroke-width': 2, opacity: 0.85 }));
  parts.push(path(juiceD, { fill: juice, opacity: 0.85 }));
  if (bottle === 'faceted') parts.push(path('M-90 -100L-70 -80H70L90 -100M-70 -80V130L-90 160M70 -80V130L90 160M-70 130H70', { fill: 'none', stroke: '#fff', 'stroke-width': 2, opacity: 0.6 }));
  parts.push(shine(bottle === 'round' ? -90 : bottle === 'column' ? -60 : -86, bottle === 'round' ? -10 : -70, bottle === 'round' ? 110 : 190, 8), rect(-50, 20, 100, 50, { fill: '#f7f3ec', opacity: 0.9 }), labelLines(80, 32, '#3a302a'));
  const capFabric = plainFabric(tonesFor(cap), 'metallic');
  const capD = capShape === 'sphere' ? 'M0 -200C30 -200 46 -178 46 -156C46 -134 30 -124 0 -124C-30 -124 -46 -134 -46 -156C-46 -178 -30 -200 0 -200Z' : capShape === 'disc' ? roundedRect(-64, -150, 128, 28, 10) : roundedRect(-50, -200, 100, 80, view === 'front' ? 8 : 40);
  parts.push(piece0('M-16 -100V-124H16V-100Z', '#c9c9c9'), piece(context, capD, { fabric: capFabric }));
  if (view === 'back') parts.push(g(piece(context, 'M-120 -170H120V170H-120Z', { fabric: plainFabric(tonesFor(mix(juice, '#f4efe8', 0.55))) }) + labelLines(160, -20, '#3a302a', 3), { transform: 'translate(230 -20) scale(0.9)' }));
  return grounded(parts.join(''), view === 'back' ? { x: -130, y: -220, width: 490, height: 400 } : { x: -130, y: -220, width: 260, height: 400 }, [0, 20]);
}

/** Shampoo and conditioner: a tall bottle with a flip cap or a pump. */
export function drawHairBottle(context: ArtContext, view: View): Drawing {
  const colour = context.tones.base;
  const conditioner = /Conditioner/i.test(context.attrs.product ?? '');
  const bottle = 'M-70 -160Q-70 -200 -40 -210H40Q70 -200 70 -160V170Q70 190 50 190H-50Q-70 190 -70 170Z';
  const ink = luminance(colour) > 0.45 ? '#3a302a' : '#f4efe8';
  const parts = [piece(context, bottle, { fabric: plainFabric(tonesFor(colour), 'satin') }), labelLines(110, -40, ink, 3), rect(-40, 40, 80, 3, { fill: ink, opacity: 0.4 })];
  if (conditioner || view === 'back') parts.push(pump(luminance(colour) > 0.6 ? '#2b2b2b' : '#f3efe8', -210));
  else parts.push(piece0('M-44 -210H44V-250Q44 -258 36 -258H-36Q-44 -258 -44 -250Z', luminance(colour) > 0.6 ? '#2b2b2b' : '#f3efe8'));
  return grounded(parts.join(''), { x: -100, y: -290, width: 200, height: 500 }, [0, -20]);
}

