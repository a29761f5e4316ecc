import type { productColours, products, variants } from '@storefront/db/schema/catalogue';
import { fascias } from '@storefront/sites/fascias';
import type { BrandProfile } from './brand-profiles';
import { categoryId } from './category-rows';
import { palettes, type ColourDef } from './colours';
import { describeProduct } from './descriptions';
import { productName, slugify } from './naming';
import { markdownPercents, markdownPrice, retailPrice } from './pricing';
import { optionValue, type Pattern, type ProductTypeDef } from './product-type';
import type { Random } from './random';
import { bedSizePriceFactor, sizeScales, type SizeScaleId } from './sizes';
import { sizeStock } from './stock';

export type ProductRow = typeof products.$inferInsert & { attributes: Record<string, string>; availableFascias: string[] };
export type ProductColourRow = typeof productColours.$inferInsert;
export type VariantRow = typeof variants.$inferInsert;

export interface BuiltProduct {
  product: ProductRow;
  colours: ProductColourRow[];
  variants: VariantRow[];
  /** Drives best-seller rank and review counts. */
  popularity: number;
}

export interface BuildContext {
  type: ProductTypeDef;
  brand: BrandProfile;
  brandName: string;
  key: string;
  random: Random;
  /** Epoch ms the catalogue is generated "as of"; products are created in the year before. */
  asOf: number;
  /** Names this brand already uses, to avoid identical names within one brand. */
  usedNames: Set<string>;
}

const DAY = 86_400_000;

/** Textures that carry no print: a sequin or leather piece is never also floral. */
const unprintable = /sequin|lace|velvet|denim|leather|suede|patent|metallic|embellished|boucle|faux fur|chunky knit|quilted|croc|mesh|tweed|organza/i;

/** The descriptive attributes of a new product of this type (campaign artwork dresses its garments with these too). */
export function pickAttributes(type: ProductTypeDef, random: Random): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [key, definition] of Object.entries(type.attributes ?? {})) {
    attributes[key] = random.weighted(definition.options.map((option) => [optionValue(option), option[1]] as const));
  }
  attributes.material = random.weighted(type.materials.map((option) => [optionValue(option), option[1]] as const));
  let pattern: Pattern = type.patterns ? random.weighted(type.patterns) : 'Plain';
  if (unprintable.test(attributes.material) || (/satin/i.test(attributes.material) && random.chance(0.6))) pattern = 'Plain';
  attributes.pattern = pattern;
  Object.assign(attributes, type.fixed ?? {});
  type.harmonise?.(attributes, random);
  return attributes;
}

function pickColours(type: ProductTypeDef, random: Random): ColourDef[] {
  const [min, max] = type.colours;
  // Most products come in one or two colours; a few in many.
  const count = random.weighted(
    Array.from({ length: max - min + 1 }, (_, index) => [min + index, 1 / (1 + index * 0.9)] as const),
  );
  return random.sample(palettes[type.palette], count);
}

function pickSizes(type: ProductTypeDef, random: Random): readonly string[] {
  const scale: SizeScaleId = typeof type.sizes === 'string' ? type.sizes : random.weighted(type.sizes);
  return sizeScales[scale];
}

function fullPricePence(type: ProductTypeDef, brand: BrandProfile, random: Random): number {
  const [low, high] = type.price;
  // Skewed towards the lower half of the range, as most of an assortment is.
  const base = low + (high - low) * Math.pow(random.next(), 1.4);
  const department = type.category.split('/')[0];
  const tier = department === 'beauty' || department === 'home' ? Math.sqrt(brand.priceTier) : brand.priceTier;
  return retailPrice(base * tier, random);
}

function availableFascias(brandId: string, departmentId: string): string[] {
  return fascias
    .filter((fascia) => fascia.brands.includes(brandId) && fascia.departments.includes(departmentId))
    .map((fascia) => fascia.id);
}

function uniqueName(context: BuildContext, attributes: Record<string, string>): string {
  let name = '';
  for (let attempt = 0; attempt < 5; attempt++) {
    name = productName(context.type, attributes, context.random.fork(`name:${attempt}`));
    if (!context.usedNames.has(name)) break;
  }
  context.usedNames.add(name);
  return name;
}

export function buildProduct(context: BuildContext): BuiltProduct {
  const { type, brand, key, random } = context;
  const department = type.category.split('/')[0]!;
  const attributes = pickAttributes(type, random);
  const name = uniqueName(context, attributes);
  const noun = typeof type.noun === 'function' ? type.noun(attributes) : type.noun;
  const occasion = type.occasions ? random.weighted(type.occasions) : null;
  const colours = pickColours(type, random);
  const sizes = pickSizes(type, random);
  const id = `prd-${key.toLowerCase()}`;

  const fullPrice = fullPricePence(type, brand, random);
  const onSale = random.chance(0.26);
  const percent = random.weighted(markdownPercents);
  // Sometimes only some colours are reduced (end-of-line shades).
  const partialSale = onSale && colours.length > 1 && random.chance(0.35);
  const saleColours = new Set(
    !onSale ? [] : partialSale ? random.sample(colours, random.int(1, colours.length - 1)).map((c) => c.code) : colours.map((c) => c.code),
  );
  const wholeProductSoldOut = random.chance(0.03);

  const colourRows: ProductColourRow[] = [];
  const variantRows: VariantRow[] = [];
  colours.forEach((colour, colourIndex) => {
    colourRows.push({
      productId: id,
      colour: colour.code,
      colourLabel: colour.label,
      colourFacet: colour.facet,
      swatchHex: colour.hex,
      position: colourIndex,
      imageCount: type.imageViews,
    });
    const colourSoldOut = wholeProductSoldOut || (colours.length > 1 && random.chance(0.06));
    sizes.forEach((size, sizeIndex) => {
      const sizeFactor = bedSizePriceFactor[size];
      const regular = sizeFactor ? retailPrice((fullPrice * sizeFactor) / 100, random.fork(`bed:${size}`)) : fullPrice;
      const reduced = saleColours.has(colour.code);
      variantRows.push({
        sku: `${key}-${String(colourIndex + 1).padStart(2, '0')}-${String(sizeIndex + 1).padStart(2, '0')}`,
        productId: id,
        colour: colour.code,
        size,
        sizePosition: sizeIndex,
        pricePence: reduced ? markdownPrice(regular, percent, random.fork(`sale:${size}`)) : regular,
        wasPricePence: reduced ? regular : null,
        stock: colourSoldOut ? 0 : sizeStock(sizeIndex, sizes.length, random),
        isMaster: colourIndex === 0 && sizeIndex === 0,
      });
    });
  });

  const ageDays = random.chance(0.16) ? random.float(0, 30) : random.float(30, 365);
  const createdAt = new Date(Math.round((context.asOf - ageDays * DAY) / 60_000) * 60_000).toISOString();
  const popularity = Math.pow(random.next(), 2) * (onSale ? 1.3 : 1) * (ageDays < 21 ? 0.5 : 1);
  const reviewCount = ageDays < 14 || random.chance(0.2) ? 0 : Math.min(800, Math.round(Math.exp(random.float(0, Math.log(800)) * (0.45 + popularity * 0.55))));
  const rating = reviewCount === 0 ? null : Math.round(Math.min(5, Math.max(3.2, 4.25 + (random.next() + random.next() - 1) * 0.9)) * 10) / 10;
  const description = describeProduct({ kind: type.describe, name, brand: context.brandName, noun, attributes, occasion }, random.fork('description'));

  const product: ProductRow = {
    id,
    key,
    slug: `${slugify(`${context.brandName} ${name}`)}-${key.toLowerCase()}`,
    name,
    description,
    brandId: brand.id,
    departmentId: department,
    categoryId: categoryId(type.category),
    productType: type.id,
    classification: type.classification,
    gender: type.gender,
    styleTaxonomy: type.styleTaxonomy,
    occasion,
    fabrication: /formula/i.test(attributes.material ?? '') ? null : (attributes.material ?? null),
    attributes: department === 'beauty' ? omit(attributes, ['material', 'pattern']) : attributes,
    isPremier: random.chance(0.006),
    hasGiftWithPurchase: department === 'beauty' && random.chance(0.1),
    availableFascias: availableFascias(brand.id, department),
    bestSellerRank: 0,
    averageRating: rating,
    reviewCount,
    createdAt,
    updatedAt: createdAt,
  };
  return { product, colours: colourRows, variants: variantRows, popularity };
}

function omit(record: Record<string, string>, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
}
