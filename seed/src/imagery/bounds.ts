import type { Box } from './art/types';

/**
 * The bounding box of absolute-coordinate path data (M, L, C, Q, H, V, Z). Control points
 * count too, which can only make the box slightly generous.
 */
export function boundsOf(paths: readonly string[]): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const include = (x: number, y: number) => {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  };
  for (const d of paths) {
    let x = 0;
    let y = 0;
    for (const match of d.matchAll(/([MLCQHVZ])([^MLCQHVZ]*)/gi)) {
      const command = match[1]!.toUpperCase();
      const numbers = (match[2]!.match(/-?\d*\.?\d+(?:e-?\d+)?/gi) ?? []).map(Number);
      if (command === 'H') {
        for (const value of numbers) include((x = value), y);
      } else if (command === 'V') {
        for (const value of numbers) include(x, (y = value));
      } else {
        for (let index = 0; index + 1 < numbers.length; index += 2) {
          x = numbers[index]!;
          y = numbers[index + 1]!;
          include(x, y);
        }
      }
    }
  }
  if (!Number.isFinite(minX)) return { x: 0, y: 0, width: 1, height: 1 };
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

export function padBox(box: Box, padding: number): Box {
  return { x: box.x - padding, y: box.y - padding, width: box.width + padding * 2, height: box.height + padding * 2 };
}
