import type { Database } from '@storefront/db/client';
import { brands, categories, productColours, products, variants } from '@storefront/db/schema/catalogue';
import { asc, eq, inArray } from 'drizzle-orm';
import type { ColourVariantSummary, ProductImage, ProductSummary } from '../types';
import { money, percentageSaving } from './money';

/** Intrinsic product image size; aspectRatio is width / height (the spec's 1.5 portrait). */
const IMAGE = { width: 1200, height: 1800, aspectRatio: 2 / 3 } as const;

interface VariantRow {
  productId: string;
  colour: string;
  size: string;
  sizePosition: number;
  pricePence: number;
  wasPricePence: number | null;
  stock: number;
  sku: string;
}

// Map.groupBy arrives in Node 21; this package runs on Node 20.
function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

function image(key: string, colour: string, view: number, alt: string): ProductImage {
  return { src: `/_img/products/${key}/${colour}/${view}`, alt, aspectRatio: IMAGE.aspectRatio, width: IMAGE.width, height: IMAGE.height };
}

/** The cheapest variant, and among equally cheap ones the biggest genuine reduction. */
function bestPrice(rows: readonly VariantRow[]): { price: number; was: number | undefined } {
  let price = Infinity;
  let was: number | undefined;
  for (const row of rows) {
    const reduced = row.wasPricePence != null && row.wasPricePence > row.pricePence ? row.wasPricePence : undefined;
    if (row.pricePence < price) {
      price = row.pricePence;
      was = reduced;
    } else if (row.pricePence === price && reduced !== undefined && (was === undefined || reduced > was)) {
      was = reduced;
    }
  }
  return { price, was };
}

function priced(rows: readonly VariantRow[]): Pick<ColourVariantSummary, 'price' | 'wasPrice' | 'percentageSaving'> {
  const { price, was } = bestPrice(rows);
  return { price: money(price), wasPrice: was === undefined ? undefined : money(was), percentageSaving: percentageSaving(price, was) };
}

/**
 * Product summaries for the given product ids, in the order given. Products without any
 * variant (which cannot be bought or priced) are left out.
 */
export async function loadSummaries(db: Database, ids: readonly string[]): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const [productRows, colourRows, variantRows] = await Promise.all([
    db
      .select({
        id: products.id,
        key: products.key,
        slug: products.slug,
        name: products.name,
        brandId: products.brandId,
        brandName: brands.name,
        departmentId: products.departmentId,
        categorySlug: categories.slug,
        categoryName: categories.name,
        classification: products.classification,
        isPremier: products.isPremier,
        hasGiftWithPurchase: products.hasGiftWithPurchase,
        averageRating: products.averageRating,
        reviewCount: products.reviewCount,
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(products.id, [...ids])),
    db.select().from(productColours).where(inArray(productColours.productId, [...ids])).orderBy(asc(productColours.productId), asc(productColours.position)),
    db
      .select({
        productId: variants.productId,
        colour: variants.colour,
        size: variants.size,
        sizePosition: variants.sizePosition,
        pricePence: variants.pricePence,
        wasPricePence: variants.wasPricePence,
        stock: variants.stock,
        sku: variants.sku,
      })
      .from(variants)
      .where(inArray(variants.productId, [...ids]))
      .orderBy(asc(variants.productId), asc(variants.sizePosition)),
  ]);

  const coloursByProduct = groupBy(colourRows, (row) => row.productId);
  const variantsByProduct = groupBy(variantRows, (row) => row.productId);
  const byId = new Map<string, ProductSummary>();
  for (const row of productRows) {
    const productVariants = variantsByProduct.get(row.id) ?? [];
    if (productVariants.length === 0) continue;
    const colourVariants: ColourVariantSummary[] = (coloursByProduct.get(row.id) ?? []).flatMap((colour) => {
      const rows = productVariants.filter((variant) => variant.colour === colour.colour);
      if (rows.length === 0) return [];
      const alt = `${row.name} in ${colour.colourLabel}`;
      return [
        {
          colour: colour.colour,
          colourLabel: colour.colourLabel,
          colourFacet: colour.colourFacet,
          swatchHex: colour.swatchHex,
          // The SKU a card saves or adds for this colour: its first size in stock, else its first size.
          sku: (rows.find((variant) => variant.stock > 0) ?? rows[0]!).sku,
          image: image(row.key, colour.colour, 1, alt),
          hoverImage: colour.imageCount >= 2 ? image(row.key, colour.colour, 2, `${alt}, back view`) : undefined,
          sizesInStock: rows.filter((variant) => variant.stock > 0).map((variant) => variant.size),
          isOnStock: rows.some((variant) => variant.stock > 0),
          ...priced(rows),
        },
      ];
    });
    if (colourVariants.length === 0) continue;
    // Open on a colour that can be bought.
    const defaultColour = (colourVariants.find((colour) => colour.isOnStock) ?? colourVariants[0]!).colour;
    const sizes = [...new Map(productVariants.map((variant) => [variant.sizePosition, variant.size])).entries()].sort((a, b) => a[0] - b[0]).map(([, size]) => size);
    byId.set(row.id, {
      id: row.id,
      key: row.key,
      slug: row.slug,
      name: row.name,
      brand: { id: row.brandId, name: row.brandName },
      department: row.departmentId,
      category: { slug: row.categorySlug, name: row.categoryName },
      classification: row.classification,
      url: row.isPremier ? `/premier/${row.slug}` : `/product/${row.slug}?colour=${encodeURIComponent(defaultColour)}`,
      defaultColour,
      colourVariants,
      ...priced(productVariants),
      isOnStock: colourVariants.some((colour) => colour.isOnStock),
      isPremier: row.isPremier,
      hasGiftWithPurchase: row.hasGiftWithPurchase,
      averageRating: row.averageRating ?? undefined,
      reviewCount: row.reviewCount,
      sizes,
    });
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}
