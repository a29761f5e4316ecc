import { siteIds } from './sites';
import { defineContentType, field, type FieldProblem } from './define';

/**
 * A merchandising badge (L §3, §5; P §3, §5): a label on product cards' images ("New In"), a
 * promo line under the price ("Extra 20% off dresses"), a gift-with-purchase tag, or a product
 * page price/promo badge. Where it shows is its placement; which products get it, its category
 * slugs and, optionally, a list of product keys.
 */

/** Areas and kinds a placement names: `{AREA}[-{corner}]_{kind}`, e.g. PLP-topLeft_productImage. */
export const badgeAreas = ['PLP', 'CAROUSEL', 'PDP'] as const;
export const badgeCorners = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight'] as const;
export const badgeKinds = ['productImage', 'promo', 'price', 'exclusion', 'giftWithPurchase', 'classification'] as const;
export const badgeIcons = ['gift', 'star', 'leaf'] as const;

const onePlacement = `(?:${badgeAreas.join('|')})(?:-(?:${badgeCorners.join('|')}))?_(?:${badgeKinds.join('|')})`;
/** A comma list of placements. */
export const PLACEMENT_LIST = `^\\s*${onePlacement}\\s*(?:,\\s*${onePlacement}\\s*)*$`;
const SLUG = '[a-z0-9]+(?:[-/][a-z0-9]+)*';
/** A comma list of category slugs. */
export const CATEGORY_SLUG_LIST = `^\\s*${SLUG}\\s*(?:,\\s*${SLUG}\\s*)*$`;

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** WCAG relative luminance of #rgb or #rrggbb. */
function luminance(hex: string): number {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((start) => {
    const channel = parseInt(full.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two hex colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Badges are small text: WCAG AA for normal text. */
export const MIN_BADGE_CONTRAST = 4.5;
/** What a badge sits on when it sets no background: the white chip or the page. */
export const DEFAULT_BADGE_BACKGROUND = '#ffffff';
export const DEFAULT_BADGE_TEXT = '#1a1a1a';

function readableColours(fields: { textColor?: string | undefined; backgroundColor?: string | undefined }): FieldProblem[] {
  const text = fields.textColor ?? DEFAULT_BADGE_TEXT;
  const background = fields.backgroundColor ?? DEFAULT_BADGE_BACKGROUND;
  // A malformed colour is reported by its own field.
  if (![text, background].every((colour) => HEX.test(colour))) return [];
  const ratio = contrastRatio(text, background);
  if (ratio >= MIN_BADGE_CONTRAST) return [];
  return [
    {
      field: fields.textColor ? 'textColor' : 'backgroundColor',
      message: `Text ${text} on ${background} has a contrast of ${ratio.toFixed(1)}:1; badges need at least ${MIN_BADGE_CONTRAST}:1 to be readable`,
    },
  ];
}

export const badgeModel = defineContentType({
  id: 'badge',
  name: 'Badge',
  description: 'A product badge: an image label, a promo line under the price, a gift-with-purchase tag or a classification label.',
  displayField: 'name',
  fields: {
    name: field.symbol({ name: 'Internal name', required: true, maxLength: 80 }),
    fascia: field.choice({ name: 'Brand site', choices: siteIds, helpText: 'Leave empty to show on every site.' }),
    placement: field.symbol({
      name: 'Placement',
      required: true,
      helpText:
        'Comma list of AREA[-corner]_kind: PLP-topLeft_productImage, CAROUSEL-topLeft_productImage, PLP_promo, CAROUSEL_promo, PLP_giftWithPurchase, PDP_price, PDP_promo…',
      pattern: { regexp: PLACEMENT_LIST, message: 'Use placements such as PLP-topLeft_productImage or PLP_promo, separated by commas' },
    }),
    categorySlug: field.symbol({
      name: 'Category slugs',
      helpText: 'Comma list, e.g. women/dresses, beauty. A category includes its sub-categories. Empty: every category.',
      pattern: { regexp: CATEGORY_SLUG_LIST, message: 'Use category slugs such as women/dresses, separated by commas' },
    }),
    productKeys: field.symbols({
      name: 'Products',
      maxItems: 500,
      helpText: 'Only these product keys (e.g. best sellers). Empty: every product in the categories.',
      pattern: { regexp: '^[A-Za-z0-9-]+$', message: 'Product keys are letters, digits and dashes' },
    }),
    priority: field.integer({ name: 'Priority', min: 0, max: 999, helpText: 'Lower numbers win when badges compete for a place.' }),
    excludedClassifications: field.symbols({
      name: 'Excluded classifications',
      maxItems: 100,
      helpText: 'Classification badges: products of these classifications (e.g. Dresses) get none.',
    }),
    includedDepartments: field.symbols({
      name: 'Included departments',
      maxItems: 20,
      helpText: 'Classification badges: only products of these departments (e.g. home, beauty) get one.',
      pattern: { regexp: '^[a-z]+$', message: 'Departments are lower-case words such as home or beauty' },
    }),
    text1: field.symbol({
      name: 'Text',
      required: true,
      localized: true,
      maxLength: 40,
      helpText: 'In a classification badge, {classification} stands for the product’s classification.',
    }),
    text2: field.symbol({ name: 'Secondary text', localized: true, maxLength: 60, helpText: 'e.g. the code for a promo.' }),
    discount: field.integer({ name: 'Discount (%)', min: 1, max: 90, helpText: 'For promos: cards also show the price after this discount.' }),
    icon: field.choice({ name: 'Icon', choices: badgeIcons }),
    backgroundColor: field.colour({ name: 'Background colour' }),
    textColor: field.colour({ name: 'Text colour' }),
    borderColor: field.colour({ name: 'Border colour' }),
  },
  check: readableColours,
});

export const badgeModels = [badgeModel] as const;
