import { generateCatalogue } from '../catalogue/generate';
import type { ProductArtRecord, ProductImageSource } from '@storefront/catalogue/images/image-source';

/** An image source over the generated catalogue, for tests that need no database. */
export function generatedImageSource(): ProductImageSource & { lookups: number } {
  const catalogue = generateCatalogue();
  const products = new Map(catalogue.products.map((product) => [product.id, product]));
  const records = new Map<string, ProductArtRecord>();
  for (const colour of catalogue.productColours) {
    const product = products.get(colour.productId)!;
    records.set(`${product.key}/${colour.colour}`, {
      key: product.key,
      productType: product.productType,
      attributes: product.attributes,
      colour: { code: colour.colour, hex: colour.swatchHex },
      imageCount: colour.imageCount,
    });
  }
  const source = {
    lookups: 0,
    async findColour(key: string, colour: string) {
      source.lookups += 1;
      return records.get(`${key}/${colour}`);
    },
  };
  return source;
}
