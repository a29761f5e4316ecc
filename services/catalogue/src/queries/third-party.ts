import { asc, eq } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { brands, categories, productColours, productPageDetails, products, variants } from '@storefront/db/schema/catalogue';

/**
 * What the embedded third-party providers know of a product (the 3D viewer's models, the try-on's
 * shades, the fit service's size charts, the content syndicator's pages): upstream systems fed
 * from the catalogue, as the real providers are fed by the retailer's product feed.
 */
export interface ProviderProduct {
  id: string;
  key: string;
  name: string;
  description: string;
  brandName: string;
  catalogueType: string;
  categorySlugs: string[];
  attributes: Record<string, string>;
  detailsAndCare: string | undefined;
  sizingService: string | undefined;
  colours: Array<{ colour: string; label: string; swatchHex: string; imageCount: number; voxeloIds: string[] }>;
  /** Sizes in size order. */
  sizes: string[];
  eans: string[];
}

async function providerProduct(db: Database, where: ReturnType<typeof eq>): Promise<ProviderProduct | undefined> {
  const [row] = await db
    .select({ product: products, brandName: brands.name, breadcrumbs: categories.breadcrumbs, details: productPageDetails })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productPageDetails, eq(productPageDetails.productId, products.id))
    .where(where)
    .limit(1);
  if (!row) return undefined;
  const [colourRows, variantRows] = await Promise.all([
    db.select().from(productColours).where(eq(productColours.productId, row.product.id)).orderBy(asc(productColours.position)),
    db.select().from(variants).where(eq(variants.productId, row.product.id)).orderBy(asc(variants.sizePosition)),
  ]);
  return {
    id: row.product.id,
    key: row.product.key,
    name: row.product.name,
    description: row.product.description,
    brandName: row.brandName,
    catalogueType: row.product.productType,
    categorySlugs: row.breadcrumbs.map((crumb) => crumb.slug),
    attributes: row.product.attributes,
    detailsAndCare: row.details?.detailsAndCare ?? undefined,
    sizingService: row.details?.sizingService ?? undefined,
    colours: colourRows.map((colour) => ({
      colour: colour.colour,
      label: colour.colourLabel,
      swatchHex: colour.swatchHex,
      imageCount: colour.imageCount,
      voxeloIds: [...new Set(variantRows.filter((variant) => variant.colour === colour.colour && variant.voxeloId).map((variant) => variant.voxeloId!))],
    })),
    sizes: [...new Set(variantRows.map((variant) => variant.size))],
    eans: variantRows.flatMap((variant) => (variant.eanBarcode ? [variant.eanBarcode] : [])),
  };
}

export function providerProductByKey(db: Database, key: string): Promise<ProviderProduct | undefined> {
  return providerProduct(db, eq(products.key, key));
}

/** The product one of whose variants carries the EAN-13 barcode. */
export async function providerProductByEan(db: Database, ean: string): Promise<ProviderProduct | undefined> {
  const [variant] = await db.select({ productId: variants.productId }).from(variants).where(eq(variants.eanBarcode, ean)).limit(1);
  return variant ? providerProduct(db, eq(products.id, variant.productId)) : undefined;
}

/** The product colour a 3D model id belongs to. */
export async function providerProductByModel(db: Database, modelId: string): Promise<{ product: ProviderProduct; colour: string } | undefined> {
  const [variant] = await db.select({ productId: variants.productId, colour: variants.colour }).from(variants).where(eq(variants.voxeloId, modelId)).limit(1);
  if (!variant) return undefined;
  const product = await providerProduct(db, eq(products.id, variant.productId));
  return product ? { product, colour: variant.colour } : undefined;
}
