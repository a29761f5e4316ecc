import type { ArtContext } from '../context';
import { boundsOf } from '../bounds';
import { piece } from '../shading';
import { mirrored, type Segment } from '../svg';
import { wavyHem } from './garment';
import { bow } from './dress';
import type { Drawing, View } from './types';

/** Skirts: A-line, pencil, pleated, slip, wrap and tiered, in mini, midi or maxi. */
export function drawSkirt(context: ArtContext, view: View): Drawing {
  const { attrs, shape } = context;
  const silhouette = attrs.silhouette ?? 'A-Line';
  const length = (attrs.length === 'Mini' ? 230 : attrs.length === 'Maxi' ? 560 : 420) + shape.float(-10, 10);
  const waist = 62;
  const hip = 84;
  const band = silhouette === 'Slip' ? 10 : 22;
  const hemHalf =
    silhouette === 'Pencil' ? 76 : silhouette === 'Slip' ? 96 + length * 0.08 : silhouette === 'Pleated' ? 130 + length * 0.16 : silhouette === 'Tiered' ? 120 + length * 0.2 : 104 + length * 0.18;
  const sides: Segment[] = [['L', waist, 0]];
  if (silhouette === 'Pencil') sides.push(['C', waist + 6, 40, hip, 60, hip, 110], ['C', hip, 200, hemHalf + 2, length - 60, hemHalf, length], ['Q', hemHalf / 2, length + 4, 0, length + 4]);
  else {
    sides.push(['C', waist + 10, 60, hemHalf - 10, length - 140, hemHalf, length]);
    if (silhouette === 'Pleated') {
      for (let index = 1; index <= 7; index++) sides.push(['L', hemHalf * (1 - index / 7), length + (index % 2 === 0 ? 0 : 8)]);
    } else sides.push(...wavyHem(hemHalf, length, 3, silhouette === 'Slip' ? 6 : 10));
  }
  const outline = mirrored([0, 0], sides);
  const seams: string[] = [];
  const folds: string[] = [];
  const highlights: string[] = [];
  if (silhouette === 'Pleated') {
    for (let index = -6; index <= 6; index++) seams.push(`M${(index / 7) * waist} ${band}L${(index / 7) * hemHalf} ${length + (Math.abs(index) % 2 === 0 ? 0 : 8)}`);
  } else if (silhouette !== 'Pencil') {
    for (const t of [0.34, 0.67]) for (const side of [1, -1]) {
      folds.push(`M${side * t * waist} ${band + 20}Q${side * t * hemHalf * 0.8} ${length / 2} ${side * t * hemHalf} ${length - 4}`);
      highlights.push(`M${side * (t + 0.16) * waist} ${band + 30}Q${side * (t + 0.16) * hemHalf * 0.8} ${length / 2} ${side * (t + 0.16) * hemHalf} ${length - 10}`);
    }
  } else {
    folds.push(`M-30 ${band + 40}Q-36 ${length / 2} -30 ${length - 20}`);
    seams.push(view === 'back' ? `M0 ${band}V${length + 4}` : `M0 ${length - 70}V${length + 4}`);
  }
  if (silhouette === 'Tiered') {
    for (const t of [0.36, 0.68]) {
      const y = length * t;
      const half = waist + (hemHalf - waist) * (t * 0.95);
      seams.push(`M${-half} ${y}Q0 ${y + 8} ${half} ${y}`);
    }
  }
  if (silhouette === 'Wrap' && view === 'front') seams.push(`M${waist - 4} ${band}C${waist * 0.5} ${length * 0.4} ${hemHalf * 0.2} ${length * 0.8} ${hemHalf * 0.35} ${length + 6}`);
  if (view === 'back' && silhouette !== 'Pencil') seams.push(`M0 ${band}V${band + 90}`);
  const waistband = piece(context, `M${-waist} 0L${waist} 0L${waist + 2} ${band}Q0 ${band + 3} ${-waist - 2} ${band}Z`, { flat: true });
  return {
    body: piece(context, outline, { seams, folds, highlights }) + waistband + (silhouette === 'Wrap' && view === 'front' ? bow(context, waist - 6, band / 2, 0.7) : ''),
    box: boundsOf([outline]),
    silhouette: [outline],
    grounded: false,
    detail: [0, Math.min(length * 0.4, 140)],
    hangable: { neckY: 0 },
  };
}
