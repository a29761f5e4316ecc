/**
 * Named colours the catalogue uses. Each has a URL-safe code (used in ?colour= and image
 * paths), the label shoppers see, the facet family the colour filter groups it under, and the
 * hex the swatch and the generated artwork are painted with.
 */
export interface ColourDef {
  code: string;
  label: string;
  facet: ColourFacet;
  hex: string;
}

export type ColourFacet =
  | 'Black'
  | 'White'
  | 'Cream'
  | 'Beige'
  | 'Brown'
  | 'Grey'
  | 'Blue'
  | 'Navy'
  | 'Green'
  | 'Yellow'
  | 'Orange'
  | 'Red'
  | 'Pink'
  | 'Purple'
  | 'Gold'
  | 'Silver';

export function colourCode(label: string): string {
  return label
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function colour(label: string, facet: ColourFacet, hex: string): ColourDef {
  return { code: colourCode(label), label, facet, hex };
}

const black = colour('Black', 'Black', '#1d1d1f');
const ivory = colour('Ivory', 'Cream', '#f2ede0');
const white = colour('White', 'White', '#f6f6f3');
const cream = colour('Cream', 'Cream', '#ede2c8');
const stone = colour('Stone', 'Beige', '#cbbda6');
const camel = colour('Camel', 'Brown', '#b7884f');
const chocolate = colour('Chocolate', 'Brown', '#553726');
const taupe = colour('Taupe', 'Beige', '#9b8a79');
const greyMarl = colour('Grey Marl', 'Grey', '#a9a9ab');
const charcoal = colour('Charcoal', 'Grey', '#3e4046');
const navy = colour('Navy', 'Navy', '#1f2b47');
const cobalt = colour('Cobalt Blue', 'Blue', '#2552a8');
const skyBlue = colour('Sky Blue', 'Blue', '#9cc2e2');
const powderBlue = colour('Powder Blue', 'Blue', '#bdd2e6');
const teal = colour('Teal', 'Blue', '#1e6b70');
const emerald = colour('Emerald', 'Green', '#17694d');
const forest = colour('Forest Green', 'Green', '#2f4a36');
const sage = colour('Sage', 'Green', '#a5b596');
const khaki = colour('Khaki', 'Green', '#7b7651');
const olive = colour('Olive', 'Green', '#5d6739');
const mint = colour('Mint', 'Green', '#bde2cd');
const lemon = colour('Lemon', 'Yellow', '#f0de84');
const mustard = colour('Mustard', 'Yellow', '#cf9f33');
const rust = colour('Rust', 'Orange', '#a5512c');
const terracotta = colour('Terracotta', 'Orange', '#bf6548');
const coral = colour('Coral', 'Orange', '#ef7a68');
const red = colour('Red', 'Red', '#be2630');
const burgundy = colour('Burgundy', 'Red', '#6a1f2d');
const fuchsia = colour('Fuchsia', 'Pink', '#d2357f');
const hotPink = colour('Hot Pink', 'Pink', '#ff4f9a');
const pink = colour('Pink', 'Pink', '#f0a6bc');
const blush = colour('Blush', 'Pink', '#f0cec6');
const dustyRose = colour('Dusty Rose', 'Pink', '#d29a9a');
const lilac = colour('Lilac', 'Purple', '#c7b3db');
const lavender = colour('Lavender', 'Purple', '#b3a3d4');
const purple = colour('Purple', 'Purple', '#5c3a8a');
const plum = colour('Plum', 'Purple', '#5a2a4a');
const champagne = colour('Champagne', 'Gold', '#e6d2ae');
const gold = colour('Gold', 'Gold', '#c9a247');
const silver = colour('Silver', 'Silver', '#c4c7cd');
const roseGold = colour('Rose Gold', 'Gold', '#d3a08b');
const tan = colour('Tan', 'Brown', '#ae7846');
const nude = colour('Nude', 'Beige', '#d7b298');
const ecru = colour('Ecru', 'Cream', '#ebe3cf');
const oatmeal = colour('Oatmeal', 'Beige', '#d6cab3');
const mocha = colour('Mocha', 'Brown', '#8a6650');

export const palettes = {
  core: [black, ivory, white, cream, stone, camel, chocolate, navy, cobalt, skyBlue, teal, emerald, sage, khaki, mustard, rust, terracotta, coral, red, burgundy, fuchsia, pink, blush, dustyRose, lilac, purple, plum, mocha],
  occasion: [black, navy, emerald, burgundy, sage, dustyRose, blush, champagne, lilac, lavender, powderBlue, mint, teal, plum, mocha, red, cobalt],
  bridesmaid: [sage, dustyRose, blush, champagne, lilac, lavender, powderBlue, mint, navy, emerald, burgundy, mocha, taupe, teal],
  party: [black, silver, gold, hotPink, red, fuchsia, cobalt, emerald, white, purple, champagne, lilac],
  menswear: [navy, black, white, charcoal, greyMarl, stone, khaki, olive, skyBlue, burgundy, ecru, tan, forest, rust, cobalt],
  tailoring: [navy, charcoal, black, stone, sage, tan, burgundy, cobalt, camel, forest],
  denim: [
    colour('Light Wash', 'Blue', '#a8c0d8'),
    colour('Mid Wash', 'Blue', '#6d8db3'),
    colour('Dark Wash', 'Navy', '#2e4467'),
    colour('Indigo', 'Navy', '#263962'),
    colour('Washed Black', 'Black', '#3b3b40'),
    colour('Ecru', 'Cream', '#ebe3cf'),
  ],
  knit: [oatmeal, camel, cream, greyMarl, navy, burgundy, forest, chocolate, dustyRose, sage, black, rust, mustard, lilac],
  shoes: [black, tan, nude, white, silver, gold, red, chocolate, burgundy, champagne, cobalt],
  trainers: [white, black, cream, greyMarl, pink, sage, navy],
  mensShoes: [black, tan, chocolate, burgundy, navy, stone],
  bags: [black, tan, cream, chocolate, burgundy, sage, pink, silver, gold, nude],
  metals: [gold, silver, roseGold],
  kids: [pink, lilac, mint, lemon, skyBlue, navy, red, emerald, greyMarl, cream, coral, cobalt],
  baby: [white, cream, lemon, mint, powderBlue, pink, greyMarl, sage, oatmeal],
  homeTextiles: [
    colour('Natural', 'Cream', '#e5dbc9'), white, colour('Dove Grey', 'Grey', '#bfbfbd'), sage,
    colour('Ochre', 'Yellow', '#c68e2c'), terracotta, blush, navy, teal, charcoal, forest,
    colour('Duck Egg', 'Blue', '#a7c7c4'), mustard, rust,
  ],
  ceramics: [white, cream, sage, colour('Speckled Grey', 'Grey', '#b9b6b0'), terracotta, colour('Cornflower Blue', 'Blue', '#5d80b8'), black, blush, colour('Ochre', 'Yellow', '#c68e2c')],
  candles: [colour('Amber', 'Orange', '#b8742a'), colour('Smoke Grey', 'Grey', '#6f6d6b'), blush, sage, ivory, black, colour('Clear', 'White', '#e9eef0'), colour('Blush Pink', 'Pink', '#e8b7b0')],
  lamps: [white, black, sage, terracotta, navy, colour('Natural', 'Cream', '#e5dbc9'), mustard, blush, colour('Brass', 'Gold', '#b58f43')],
  lipstick: [
    colour('Ruby Red', 'Red', '#9d1b25'), colour('Nude Pink', 'Pink', '#c88b84'), colour('Rosewood', 'Pink', '#9b5a5c'),
    colour('Berry Crush', 'Purple', '#7a1f3d'), colour('Coral Crush', 'Orange', '#df644f'), colour('Mauve', 'Purple', '#9f6a7e'),
    colour('Cherry', 'Red', '#ae1530'), colour('Peach', 'Orange', '#e79a7a'), colour('Plum', 'Purple', '#5c2340'),
    colour('Fuchsia', 'Pink', '#c82a78'), colour('Toffee', 'Brown', '#8e5a43'),
  ],
  eyeshadow: [
    colour('Nude', 'Beige', '#c9a189'), colour('Smoky', 'Grey', '#4a4a52'), colour('Rose', 'Pink', '#c17e83'),
    colour('Bronze', 'Brown', '#9b6a3a'), colour('Sunset', 'Orange', '#d8733a'), colour('Plum', 'Purple', '#6e3357'),
    colour('Emerald', 'Green', '#2c6b52'),
  ],
  foundation: [
    colour('Porcelain', 'Beige', '#f0d8c3'), colour('Ivory', 'Cream', '#e7c8ac'), colour('Beige', 'Beige', '#d5ad8a'),
    colour('Sand', 'Beige', '#c79b75'), colour('Honey', 'Brown', '#b78358'), colour('Caramel', 'Brown', '#9b6944'),
    colour('Mocha', 'Brown', '#794e32'), colour('Espresso', 'Brown', '#4c3021'),
  ],
  packaging: [blush, white, black, colour('Amber', 'Orange', '#b8742a'), sage, lilac, gold, colour('Frosted Glass', 'White', '#e3e9ea'), colour('Teal', 'Blue', '#1e6b70')],
  fragrance: [
    colour('Rose', 'Pink', '#e9a9b4'), colour('Amber', 'Orange', '#c98a3c'), colour('Clear', 'White', '#e6eef0'),
    colour('Blush', 'Pink', '#f0cec6'), colour('Lilac', 'Purple', '#c9b5dc'), colour('Aqua', 'Blue', '#9fd3d6'),
    colour('Noir', 'Black', '#2b2426'),
  ],
} as const satisfies Record<string, readonly ColourDef[]>;

export type PaletteId = keyof typeof palettes;
