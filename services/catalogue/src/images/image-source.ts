import type { Database } from '@storefront/db/client';
import { productColours, products } from '@storefront/db/schema/catalogue';
import { and, eq } from 'drizzle-orm';

/** What the image endpoint needs to draw one colour of one product. */
export interface ProductArtRecord {
  key: string;
  productType: string;
  attributes: Readonly<Record<string, string>>;
  colour: { code: string; hex: string };
  imageCount: number;
}

export interface ProductImageSource {
  findColour(key: string, colour: string): Promise<ProductArtRecord | undefined>;
}

/**
 * Reads product artwork inputs from the catalogue tables. Lookups are remembered briefly:
 * an image request burst (a listing page asks for dozens) should cost one query per colour.
 */
export function createDatabaseImageSource(db: Database, options: { ttlMs?: number; maxEntries?: number } = {}): ProductImageSource {
  const ttl = options.ttlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 5_000;
  const memo = new Map<string, { at: number; value: Promise<ProductArtRecord | undefined> }>();
  return {
    findColour(key, colour) {
      const id = `${key}/${colour}`;
      const now = Date.now();
      const hit = memo.get(id);
      if (hit && now - hit.at < ttl) return hit.value;
      const value = db
        .select({
          key: products.key,
          productType: products.productType,
          attributes: products.attributes,
          hex: productColours.swatchHex,
          imageCount: productColours.imageCount,
        })
        .from(products)
        .innerJoin(productColours, eq(productColours.productId, products.id))
        .where(and(eq(products.key, key), eq(productColours.colour, colour)))
        .limit(1)
        .then(([row]) =>
          row ? { key: row.key, productType: row.productType, attributes: row.attributes, colour: { code: colour, hex: row.hex }, imageCount: row.imageCount } : undefined,
        );
      // A failed lookup is not remembered, so the next request retries.
      value.catch(() => memo.delete(id));
      if (memo.size >= maxEntries) memo.delete(memo.keys().next().value!);
      memo.set(id, { at: now, value });
      return value;
    },
  };
}
