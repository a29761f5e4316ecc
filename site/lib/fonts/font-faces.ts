/**
 * The brand sites' web fonts: one latin-subset woff2 file per face, from the @fontsource packages.
 * font-faces.css declares the same faces (and their metric-adjusted fallbacks) for the browser;
 * this list gives each face's public URL so a page can preload exactly the files its site uses.
 * Keep the two in step (font-faces.test.ts checks it).
 */
import anton400 from '@fontsource/anton/files/anton-latin-400-normal.woff2';
import cormorant500 from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2';
import cormorant600 from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2';
import archivo from '@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2';
import inter from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import jost from '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2';
import playfair from '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2';

export interface WebFontFace {
  /** The CSS font-family name the themes use. */
  family: string;
  /** The weights the file draws: one for a static font, a range for a variable one. */
  weight: readonly [min: number, max: number];
  /** The woff2 file's public URL. */
  url: string;
}

export const webFontFaces: readonly WebFontFace[] = [
  { family: 'Jost Variable', weight: [100, 900], url: jost },
  { family: 'Cormorant Garamond', weight: [500, 500], url: cormorant500 },
  { family: 'Cormorant Garamond', weight: [600, 600], url: cormorant600 },
  { family: 'Playfair Display Variable', weight: [400, 900], url: playfair },
  { family: 'Inter Variable', weight: [100, 900], url: inter },
  { family: 'Anton', weight: [400, 400], url: anton400 },
  { family: 'Archivo Variable', weight: [100, 900], url: archivo },
];
