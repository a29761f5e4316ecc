import type { ThemeTokens } from '@storefront/sites/fascias';
import { webFontFaces, type WebFontFace } from './font-faces';

/** Body copy's weight; bolder body text in a variable family comes from the same file. */
const BODY_WEIGHT = 400;

/** The first family of a CSS font-family list, unquoted. */
function leadingFamily(stack: string): string {
  return (stack.split(',')[0] ?? '').trim().replace(/^["']|["']$/g, '');
}

function faceFor(stack: string, weight: number): WebFontFace | undefined {
  const family = leadingFamily(stack);
  return webFontFaces.find((face) => face.family === family && face.weight[0] <= weight && weight <= face.weight[1]);
}

/**
 * The font files a site's pages draw their headings and body copy with: the ones worth
 * preloading. Every other family stays declared but unused, so the browser never fetches it.
 */
export function siteFontFiles(theme: ThemeTokens): string[] {
  const faces = [faceFor(theme.headingFont, theme.headingWeight), faceFor(theme.bodyFont, BODY_WEIGHT)];
  return [...new Set(faces.flatMap((face) => (face ? [face.url] : [])))];
}
