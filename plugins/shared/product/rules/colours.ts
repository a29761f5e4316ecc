/**
 * Colour rules (L §5, §9): colour-name normalisation, the known colour names with the hex a
 * swatch is painted with, when a colour facet shows swatches, and when a colour picker shows.
 */
import { colourRules } from './constants';

/** Shade words stripped from the front of a colour name (L §5 names these; the rest are alike). */
const shadePrefixes = ['baby', 'bright', 'dark', 'light', 'pale', 'pastel', 'washed', 'deep', 'dusty', 'soft', 'neon'] as const;

/**
 * A colour name as the colour table knows it: lowercased, non-letters stripped, then shade
 * prefixes stripped ('Light Washed-Blue' → 'blue'). A name that is only a shade word is kept.
 */
export function normaliseColourName(name: unknown): string {
  if (typeof name !== 'string') return '';
  let normalised = name.toLowerCase().replace(/[^a-z]/g, '');
  for (let stripped = true; stripped; ) {
    stripped = false;
    for (const prefix of shadePrefixes) {
      if (normalised.startsWith(prefix) && normalised.length > prefix.length) {
        normalised = normalised.slice(prefix.length);
        stripped = true;
      }
    }
  }
  return normalised;
}

/** Known colour names (normalised) and the hex their swatch shows. */
export const knownColours: Readonly<Record<string, string>> = {
  black: '#1d1d1f', white: '#f6f6f3', ivory: '#f2ede0', cream: '#ede2c8', ecru: '#ebe3cf', natural: '#e5dbc9',
  oatmeal: '#d6cab3', beige: '#d9c7a7', stone: '#cbbda6', taupe: '#9b8a79', nude: '#d7b298', camel: '#b7884f',
  tan: '#ae7846', brown: '#7a4e2d', chocolate: '#553726', mocha: '#8a6650', toffee: '#8e5a43', grey: '#9a9a9c',
  gray: '#9a9a9c', charcoal: '#3e4046', greymarl: '#a9a9ab', silver: '#c4c7cd', gold: '#c9a247', rosegold: '#d3a08b',
  champagne: '#e6d2ae', bronze: '#8c6239', brass: '#b58f43', copper: '#b06c3f', navy: '#1f2b47', blue: '#2f5fb3',
  cobalt: '#2552a8', cobaltblue: '#2552a8', sky: '#9cc2e2', skyblue: '#9cc2e2', powderblue: '#bdd2e6',
  denim: '#4f6d94', indigo: '#263962', teal: '#1e6b70', turquoise: '#36b5b0', aqua: '#6fd0d0', duckegg: '#a7c7c4',
  green: '#2f7d4a', emerald: '#17694d', forest: '#2f4a36', forestgreen: '#2f4a36', sage: '#a5b596', khaki: '#7b7651',
  olive: '#5d6739', mint: '#bde2cd', lime: '#b5d33d', yellow: '#f0d64a', lemon: '#f0de84', mustard: '#cf9f33',
  ochre: '#c68e2c', orange: '#e8782f', rust: '#a5512c', terracotta: '#bf6548', coral: '#ef7a68', peach: '#e79a7a',
  amber: '#b8742a', red: '#be2630', cherry: '#ae1530', ruby: '#9d1b25', rubyred: '#9d1b25', burgundy: '#6a1f2d',
  wine: '#5e1a2b', berry: '#7a1f3d', maroon: '#5c1a22', pink: '#f0a6bc', hotpink: '#ff4f9a', fuchsia: '#d2357f',
  magenta: '#c2217f', blush: '#f0cec6', rose: '#d29a9a', dustyrose: '#d29a9a', mauve: '#9f6a7e', purple: '#5c3a8a',
  lilac: '#c7b3db', lavender: '#b3a3d4', violet: '#7f4fc9', plum: '#5a2a4a',
};

/** The swatch hex of a colour name, when the colour table knows it. */
export function knownColourHex(name: unknown): string | undefined {
  const normalised = normaliseColourName(name);
  return normalised === '' ? undefined : knownColours[normalised];
}

export function isKnownColour(name: unknown): boolean {
  return knownColourHex(name) !== undefined;
}

/** A colour facet shows swatches only when at least 75 % of its terms are known colours (L §5). */
export function colourFacetShowsSwatches(terms: ReadonlyArray<{ term: string; label?: string }>): boolean {
  if (terms.length === 0) return false;
  const known = terms.filter((term) => isKnownColour(term.term) || isKnownColour(term.label)).length;
  return known / terms.length >= colourRules.swatchShareOfKnownColours;
}

/** 'misc' (or 'Misc.') names no real colour. */
export function isMiscColour(name: unknown): boolean {
  return normaliseColourName(name) === 'misc';
}

/**
 * Whether a product's colour picker shows (L §5): never when a colour is named misc, never
 * without colours, and not for a single colour when the site sets hide-if-one-colour.
 */
export function showsColourPicker(colours: readonly string[], options: { hideIfOneColour?: boolean } = {}): boolean {
  if (colours.length === 0 || colours.some(isMiscColour)) return false;
  return !(options.hideIfOneColour && colours.length === 1);
}
