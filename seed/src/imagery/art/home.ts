import { tonesFor, type ArtContext } from '../context';
import { darken, lighten, mix } from '../colour';
import { plainFabric } from '../fabric';
import { piece } from '../shading';
import { circle, ellipse, g, path, rect } from '../svg';
import type { Drawing, View } from './types';

const grounded = (body: string, box: Drawing['box'], detail: Drawing['detail']): Drawing => ({ body, box, silhouette: [], grounded: true, detail });

/** A plump cushion: bowed edges, pinched corners, piping, fringe or scallops. */
export function drawCushion(context: ArtContext, view: View): Drawing {
  const shape = context.attrs.shape ?? 'Square';
  const edge = context.attrs.edge ?? 'Plain';
  const w = shape === 'Rectangular' ? 170 : 130;
  const h = shape === 'Rectangular' ? 100 : 130;
  const tilt = view === 'back' ? -6 : 4;
  const parts: string[] = [];
  if (shape === 'Round') {
    const d = `M0 ${-h}C${h * 0.56} ${-h} ${h} ${-h * 0.56} ${h} 0C${h} ${h * 0.56} ${h * 0.56} ${h} 0 ${h}C${-h * 0.56} ${h} ${-h} ${h * 0.56} ${-h} 0C${-h} ${-h * 0.56} ${-h * 0.56} ${-h} 0 ${-h}Z`;
    parts.push(piece(context, d, { highlights: [`M${-h * 0.5} ${-h * 0.4}Q0 ${-h * 0.7} ${h * 0.4} ${-h * 0.45}`] }), circle(0, 0, 10, { fill: context.tones.dark, stroke: context.tones.outline }));
    for (let index = 0; index < 8; index++) {
      const angle = (index / 8) * Math.PI * 2;
      parts.push(path(`M${Math.cos(angle) * 12} ${Math.sin(angle) * 12}L${Math.cos(angle) * h * 0.85} ${Math.sin(angle) * h * 0.85}`, { stroke: context.tones.dark, 'stroke-width': 2, opacity: 0.35 }));
    }
  } else {
    const bow = 12;
    const d = `M${-w} ${-h}Q0 ${-h + bow} ${w} ${-h}Q${w - bow} 0 ${w} ${h}Q0 ${h - bow} ${-w} ${h}Q${-w + bow} 0 ${-w} ${-h}Z`;
    if (edge === 'Scalloped') {
      const scallops: string[] = [];
      const count = Math.round(w / 16);
      for (let index = 0; index < count; index++) {
        const x = -w + (index + 0.5) * ((2 * w) / count);
        scallops.push(circle(x, -h + 2, w / count + 2), circle(x, h - 2, w / count + 2));
      }
      for (let index = 0; index < Math.round(h / 16); index++) {
        const y = -h + (index + 0.5) * ((2 * h) / Math.round(h / 16));
        scallops.push(circle(-w + 2, y, h / Math.round(h / 16) + 2), circle(w - 2, y, h / Math.round(h / 16) + 2));
      }
      parts.push(g(scallops.join(''), { fill: context.tones.light, stroke: context.tones.outline, 'stroke-width': 1.2 }));
    }
    if (edge === 'Fringed') {
      const fringe: string[] = [];
      for (let x = -w + 4; x <= w - 4; x += 6) fringe.push(`M${x} ${h - 4}l${(x % 12) / 6} 16`, `M${x} ${-h + 4}l${(x % 12) / 6} -16`);
      parts.push(path(fringe.join(''), { stroke: context.tones.dark, 'stroke-width': 2.2, 'stroke-linecap': 'round' }));
    }
    parts.push(
      piece(context, d, {
        folds: [`M${-w + 8} ${-h + 10}Q${-w * 0.6} ${-h * 0.6} ${-w * 0.3} ${-h * 0.5}`, `M${w - 8} ${h - 10}Q${w * 0.6} ${h * 0.6} ${w * 0.3} ${h * 0.5}`, `M${w - 8} ${-h + 10}Q${w * 0.6} ${-h * 0.4} ${w * 0.5} ${-h * 0.2}`],
        highlights: [`M${-w * 0.5} ${-h * 0.2}Q0 ${-h * 0.45} ${w * 0.4} ${-h * 0.25}`],
        outlineWidth: edge === 'Piped' ? 5 : 1.8,
      }),
    );
    if (edge === 'Piped') parts.push(path(d, { fill: 'none', stroke: context.tones.dark, 'stroke-width': 3 }));
  }
  return grounded(g(parts.join(''), { transform: `rotate(${tilt})` }), { x: -w - 24, y: -h - 24, width: 2 * w + 48, height: 2 * h + 48 }, [0, 0]);
}

/** A throw folded into a soft stack. */
export function drawThrow(context: ArtContext, view: View): Drawing {
  const layers = view === 'back' ? 2 : 4;
  const parts: string[] = [];
  const fringe = /wool|knit/i.test(context.attrs.material ?? '');
  for (let index = layers - 1; index >= 0; index--) {
    const y = index * 46;
    const d = `M-170 ${y}Q-176 ${y + 20} -168 ${y + 44}L168 ${y + 44}Q178 ${y + 22} 170 ${y}Q0 ${y - 8} -170 ${y}Z`;
    parts.push(piece(context, d, { folds: [`M-140 ${y + 36}Q0 ${y + 30} 140 ${y + 38}`], highlights: [`M-150 ${y + 8}Q0 ${y + 2} 150 ${y + 10}`] }));
    if (fringe) parts.push(path(Array.from({ length: 8 }, (_, i) => `M168 ${y + 4 + i * 5}l14 ${i % 2}`).join(''), { stroke: context.tones.dark, 'stroke-width': 2 }));
  }
  return grounded(parts.join(''), { x: -200, y: -20, width: 400, height: layers * 46 + 30 }, [0, 20]);
}

/** A made bed seen from the foot: headboard, pillows and the duvet in the print. */
export function drawBed(context: ArtContext, view: View): Drawing {
  const headboard = plainFabric(tonesFor(view === 'back' ? '#cbbfae' : '#d9cfc2'), 'velvet');
  const white = plainFabric(tonesFor(lighten(context.tones.base, 0.75)));
  const quilted = /quilted|waffle|jacquard/i.test(context.attrs.material ?? '');
  const parts = [
    piece(context, 'M-230 -60Q-230 -100 -190 -100H190Q230 -100 230 -60V120H-230Z', { fabric: headboard, seams: ['M-115 -96V118', 'M0 -96V118', 'M115 -96V118'] }),
    rect(-236, 296, 14, 30, { fill: '#8a6a4a' }),
    rect(222, 296, 14, 30, { fill: '#8a6a4a' }),
    piece(context, 'M-250 150H250V300H-250Z', { fabric: plainFabric(tonesFor('#e9e4dc')), flat: true }),
  ];
  for (const x of [-110, 110]) parts.push(piece(context, `M${x - 96} 40Q${x} 26 ${x + 96} 40Q${x + 106} 80 ${x + 94} 120Q${x} 132 ${x - 94} 120Q${x - 106} 80 ${x - 96} 40Z`, { fabric: white, highlights: [`M${x - 60} 56Q${x} 48 ${x + 60} 58`] }));
  for (const x of [-110, 110]) parts.push(piece(context, `M${x - 80} 70Q${x} 58 ${x + 80} 70Q${x + 88} 100 ${x + 78} 130Q${x} 140 ${x - 78} 130Q${x - 88} 100 ${x - 80} 70Z`, { highlights: [`M${x - 50} 84Q${x} 76 ${x + 50} 86`] }));
  const duvet = 'M-250 130Q0 118 250 130L262 300Q0 312 -262 300Z';
  parts.push(
    piece(context, duvet, {
      folds: ['M-200 160Q-190 230 -215 296', 'M120 170Q140 240 130 298', 'M-40 180Q-30 250 -50 300'],
      highlights: ['M-120 150Q0 142 160 152'],
      seams: quilted ? Array.from({ length: 8 }, (_, i) => `M${-240 + i * 68} 134L${-250 + i * 72} 302`) : [],
    }),
    piece(context, 'M-252 128Q0 116 252 128L254 162Q0 152 -254 162Z', { fabric: view === 'back' ? white : context.fabric, seams: ['M-250 150Q0 140 250 150'] }),
  );
  return grounded(parts.join(''), { x: -270, y: -110, width: 540, height: 440 }, [-60, 200]);
}

function glass(d: string, tint: string, opacity = 0.35): string {
  return path(d, { fill: tint, opacity, stroke: darken(tint, 0.4), 'stroke-width': 1.6 });
}

function glassShine(x: number, y: number, height: number): string {
  return path(`M${x} ${y}Q${x - 4} ${y + height / 2} ${x} ${y + height}`, { fill: 'none', stroke: '#fff', 'stroke-width': 6, opacity: 0.5, 'stroke-linecap': 'round' });
}

function flame(x: number, y: number): string {
  return (
    ellipse(x, y - 10, 34, 40, { fill: 'url(#lamp-glow)' }) +
    path(`M${x} ${y - 34}C${x + 10} ${y - 18} ${x + 9} ${y - 4} ${x} ${y}C${x - 9} ${y - 4} ${x - 10} ${y - 18} ${x} ${y - 34}Z`, { fill: '#ffb23c' }) +
    path(`M${x} ${y - 22}C${x + 5} ${y - 12} ${x + 4} ${y - 4} ${x} ${y - 2}C${x - 4} ${y - 4} ${x - 5} ${y - 12} ${x} ${y - 22}Z`, { fill: '#fff3c4' }) +
    path(`M${x} ${y}v8`, { stroke: '#222', 'stroke-width': 2 })
  );
}

function label(width: number, y: number, height: number, ink: string): string {
  return (
    rect(-width / 2, y, width, height, { fill: '#f6f1e8', stroke: '#d8cfbf', 'stroke-width': 1 }) +
    rect(-width * 0.3, y + height * 0.3, width * 0.6, height * 0.12, { fill: ink, rx: 2 }) +
    rect(-width * 0.2, y + height * 0.55, width * 0.4, height * 0.07, { fill: ink, opacity: 0.5, rx: 2 })
  );
}

/** Candles in a glass vessel, lit; the back view shows it with its lid beside. */
export function drawCandle(context: ArtContext, view: View): Drawing {
  const tint = context.tones.base;
  const three = /Three Wick/i.test(context.attrs.size ?? '');
  const w = three ? 120 : 80;
  const parts: string[] = [];
  const vessel = `M${-w} 0Q${-w} -6 ${-w + 6} -6H${w - 6}Q${w} -6 ${w} 0V${three ? 170 : 200}Q${w} ${three ? 180 : 210} ${w - 10} ${three ? 180 : 210}H${-w + 10}Q${-w} ${three ? 180 : 210} ${-w} ${three ? 170 : 200}Z`;
  const bottom = three ? 180 : 210;
  parts.push(path(vessel, { fill: lighten(tint, 0.2), stroke: darken(tint, 0.45), 'stroke-width': 2 }));
  parts.push(rect(-w + 6, 30, 2 * w - 12, bottom - 36, { fill: mix(tint, '#f3ece0', 0.5), opacity: 0.95, rx: 6 }));
  parts.push(ellipse(0, 32, w - 6, 8, { fill: lighten(tint, 0.55) }));
  parts.push(label(w * 1.4, bottom * 0.45, bottom * 0.32, darken(tint, 0.5)));
  parts.push(glassShine(-w + 16, 12, bottom - 30));
  if (view === 'front') for (const x of three ? [-40, 0, 40] : [0]) parts.push(flame(x, 28));
  else {
    parts.push(g(ellipse(0, 0, w + 4, 14, { fill: darken(tint, 0.3), stroke: darken(tint, 0.5) }) + ellipse(0, -6, w + 4, 14, { fill: darken(tint, 0.15), stroke: darken(tint, 0.5) }), { transform: `translate(${w + 90} ${bottom - 8})` }));
  }
  return grounded(parts.join(''), { x: -w - 20, y: -60, width: view === 'back' ? 2 * w + 220 : 2 * w + 40, height: bottom + 70 }, [0, bottom * 0.55]);
}

/** A reed diffuser: tinted glass bottle and a fan of reeds. */
export function drawDiffuser(context: ArtContext, view: View): Drawing {
  const tint = context.tones.base;
  const reeds = Array.from({ length: 8 }, (_, i) => {
    const angle = -28 + i * 8 + (view === 'back' ? 4 : 0);
    const rad = (angle * Math.PI) / 180;
    return path(`M0 40L${Math.sin(rad) * 260} ${40 - Math.cos(rad) * 260}`, { stroke: '#8c6c48', 'stroke-width': 3.2, 'stroke-linecap': 'round' });
  }).join('');
  const bottle = 'M-20 40V60C-20 76 -70 86 -70 130V250Q-70 264 -56 264H56Q70 264 70 250V130C70 86 20 76 20 60V40Z';
  const body = reeds + glass(bottle, tint, 0.55) + rect(-66, 170, 132, 80, { fill: tint, opacity: 0.55 }) + rect(-24, 30, 48, 18, { fill: '#2a2a2a', rx: 3 }) + label(90, 140, 60, darken(tint, 0.5)) + glassShine(-52, 110, 130);
  return grounded(body, { x: -150, y: -240, width: 300, height: 510 }, [0, 150]);
}

/** Vases and planters, with dried stems or a plant. */
export function drawVessel(context: ArtContext, view: View, planter: boolean): Drawing {
  const glassy = /glass/i.test(context.attrs.material ?? '');
  const shape = planter ? 'Planter' : (context.attrs.shape ?? 'Tall');
  const outlines: Record<string, string> = {
    Bud: 'M-14 0H14V40C14 60 60 80 60 140C60 190 40 220 0 220C-40 220 -60 190 -60 140C-60 80 -14 60 -14 40Z',
    Bubble: 'M-26 0H26V30C80 50 110 100 110 150C110 210 60 240 0 240C-60 240 -110 210 -110 150C-110 100 -80 50 -26 30Z',
    Tall: 'M-50 0H50L58 20V300Q58 310 48 310H-48Q-58 310 -58 300V20Z',
    Amphora: 'M-34 0H34V30C34 40 90 70 90 150C90 230 50 280 0 280C-50 280 -90 230 -90 150C-90 70 -34 40 -34 30Z',
    Planter: 'M-110 60H110L92 240Q90 250 80 250H-80Q-90 250 -92 240Z',
  };
  const d = outlines[shape] ?? outlines.Tall!;
  const parts: string[] = [];
  if (planter) {
    for (let index = 0; index < 9; index++) {
      const angle = -70 + index * 17 + (view === 'back' ? 6 : 0);
      const rad = (angle * Math.PI) / 180;
      const x = Math.sin(rad) * 170;
      const y = 60 - Math.cos(rad) * 170;
      parts.push(path(`M0 60Q${x * 0.3} ${y + 40} ${x} ${y}Q${x * 0.6} ${(y + 60) / 2 + 20} 0 60Z`, { fill: index % 2 ? '#4f7a46' : '#6a9a55', stroke: '#355c30', 'stroke-width': 1.4 }));
    }
  } else {
    const stems = context.shape.fork('stems');
    for (let index = 0; index < 5; index++) {
      const x = stems.float(-90, 90);
      const top = stems.float(-260, -180);
      parts.push(path(`M0 10Q${x * 0.4} ${top / 2} ${x} ${top}`, { fill: 'none', stroke: '#8a7453', 'stroke-width': 2.4 }));
      parts.push(ellipse(x, top, 16, 40, { fill: '#e8dcc4', opacity: 0.9, transform: `rotate(${x / 5} ${x} ${top})` }));
    }
  }
  if (glassy) parts.push(glass(d, context.tones.base, 0.5), glassShine(-30, 40, 160));
  else parts.push(piece(context, d, { highlights: ['M-30 60Q-40 140 -28 220'], seams: /ribbed/i.test(context.attrs.material ?? '') ? [-30, -10, 10, 30].map((x) => `M${x} 20V290`) : [] }));
  return grounded(parts.join(''), { x: -130, y: -290, width: 260, height: 620 }, [0, 120]);
}

/** Mugs (single or a set) and dinner sets with a reactive glaze. */
export function drawTableware(context: ArtContext, view: View, kind: 'mugs' | 'dinner-set'): Drawing {
  const glaze = context.tones.base;
  const drip = lighten(glaze, 0.35);
  const mug = (x: number, y: number, scale: number) =>
    g(
      path('M58 40C100 40 100 110 58 110', { fill: 'none', stroke: darken(glaze, 0.4), 'stroke-width': 18 }) +
        path('M58 40C100 40 100 110 58 110', { fill: 'none', stroke: glaze, 'stroke-width': 13 }) +
        piece(context, 'M-60 0H60V130Q60 150 40 150H-40Q-60 150 -60 130Z', { highlights: ['M-40 20V130'] }) +
        path('M-60 0H60V26Q30 38 0 26Q-30 14 -60 28Z', { fill: drip, opacity: 0.9 }) +
        ellipse(0, 0, 60, 10, { fill: darken(glaze, 0.35), stroke: darken(glaze, 0.5) }),
      { transform: `translate(${x} ${y}) scale(${scale})` },
    );
  const plate = (y: number, r: number) => ellipse(0, y, r, r * 0.22, { fill: lighten(glaze, 0.15), stroke: darken(glaze, 0.45), 'stroke-width': 1.6 }) + ellipse(0, y - 2, r * 0.7, r * 0.14, { fill: glaze, opacity: 0.6 });
  const parts: string[] = [];
  if (kind === 'dinner-set') {
    for (let index = 0; index < 5; index++) parts.push(plate(200 - index * 10, 190));
    for (let index = 0; index < 3; index++) parts.push(plate(150 - index * 10, 130));
    parts.push(path('M-100 60Q0 140 100 60', { fill: glaze, stroke: darken(glaze, 0.45), 'stroke-width': 1.6 }), ellipse(0, 60, 100, 20, { fill: lighten(glaze, 0.25), stroke: darken(glaze, 0.45) }));
    if (view === 'front') parts.push(mug(150, 50, 0.7));
    return grounded(parts.join(''), { x: -200, y: 20, width: 420, height: 230 }, [0, 120]);
  }
  const set = /Set of 4/i.test(context.attrs.pack ?? '');
  if (set) parts.push(mug(-90, -10, 0.85), mug(90, -10, 0.85), mug(-40, 40, 1), mug(70, 50, 1));
  else parts.push(mug(view === 'back' ? 20 : 0, 0, 1.3));
  return grounded(parts.join(''), { x: -190, y: -40, width: 380, height: 260 }, [0, 60]);
}

/** Table and floor lamps, switched on. */
export function drawLamp(context: ArtContext, view: View, floor: boolean): Drawing {
  const shadeFabric = plainFabric(tonesFor(view === 'back' ? '#efe6d6' : '#f4ecdd'));
  const parts = [ellipse(0, floor ? -420 : -170, 200, 170, { fill: 'url(#lamp-glow)' })];
  if (floor) {
    const style = context.attrs.style ?? 'Column';
    if (style === 'Tripod') for (const x of [-90, 0, 90]) parts.push(path(`M0 -300L${x} 200`, { stroke: context.tones.base, 'stroke-width': 9, 'stroke-linecap': 'round' }));
    else if (style === 'Arc') parts.push(path('M-80 200V-200Q-80 -380 80 -380', { fill: 'none', stroke: context.tones.base, 'stroke-width': 8 }), ellipse(-80, 200, 60, 12, { fill: context.tones.dark }));
    else parts.push(path('M0 -300V200', { stroke: context.tones.base, 'stroke-width': 9 }), ellipse(0, 200, 70, 14, { fill: context.tones.dark }));
    parts.push(piece(context, 'M-70 -470H70L100 -330H-100Z', { fabric: shadeFabric }), path('M-100 -330H100', { stroke: '#fff2c8', 'stroke-width': 4 }));
    return grounded(parts.join(''), { x: -160, y: -560, width: 320, height: 780 }, [0, -400]);
  }
  const base = context.attrs.base ?? 'Ribbed';
  const baseD: Record<string, string> = {
    'Ginger Jar': 'M-30 -20H30V0C80 10 100 60 100 110C100 170 70 200 0 200C-70 200 -100 170 -100 110C-100 60 -80 10 -30 0Z',
    Ribbed: 'M-24 -20H24L40 20C80 60 80 160 50 200H-50C-80 160 -80 60 -40 20Z',
    Bobbin: 'M-30 -20H30V10C50 10 50 40 30 40C50 40 50 70 30 70C50 70 50 100 30 100C50 100 50 130 30 130C50 130 50 160 30 160V200H-30V160C-50 160 -50 130 -30 130C-50 130 -50 100 -30 100C-50 100 -50 70 -30 70C-50 70 -50 40 -30 40C-50 40 -50 10 -30 10Z',
    Globe: 'M-20 -20H20V10C80 20 100 70 100 110C100 170 60 200 0 200C-60 200 -100 170 -100 110C-100 70 -80 20 -20 10Z',
  };
  const rattan = /rattan/i.test(context.attrs.material ?? '');
  parts.push(path('M0 -90V-20', { stroke: '#b58f43', 'stroke-width': 5 }));
  parts.push(piece(context, baseD[base] ?? baseD.Ribbed!, { highlights: ['M-40 40Q-60 100 -40 170'], seams: base === 'Ribbed' || rattan ? [-30, -10, 10, 30].map((x) => `M${x} 24Q${x * 1.6} 110 ${x * 1.2} 198`) : [] }));
  parts.push(piece(context, 'M-90 -250H90L140 -90H-140Z', { fabric: shadeFabric, seams: ['M-120 -150H120'] }), path('M-140 -90H140', { stroke: '#fff2c8', 'stroke-width': 5 }));
  return grounded(parts.join(''), { x: -170, y: -300, width: 340, height: 520 }, [0, 90]);
}
