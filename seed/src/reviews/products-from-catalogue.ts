import type { GeneratedCatalogue } from '../catalogue/generate';
import type { ProductForReviews } from './generate-reviews';

/**
 * The generated catalogue's products with reviews, shaped as the seed reads them from the
 * database (same order: by key; colours by position; variants by size), for tests without one.
 */
export function productsFromCatalogue(catalogue: GeneratedCatalogue): ProductForReviews[] {
  const brandNames = new Map(catalogue.brands.map((brand) => [brand.id, brand.name]));
  const variantsByColour = new Map<string, Array<{ sku: string; size: string; position: number }>>();
  for (const variant of catalogue.variants) {
    const key = `${variant.productId}/${variant.colour}`;
    const list = variantsByColour.get(key) ?? [];
    list.push({ sku: variant.sku, size: variant.size, position: variant.sizePosition });
    variantsByColour.set(key, list);
  }
  const coloursByProduct = new Map<string, GeneratedCatalogue['productColours']>();
  for (const colour of catalogue.productColours) {
    const list = coloursByProduct.get(colour.productId) ?? [];
    list.push(colour);
    coloursByProduct.set(colour.productId, list);
  }
  return catalogue.products
    .filter((product) => (product.reviewCount ?? 0) > 0)
    .sort((a, b) => (a.key < b.key ? -1 : 1))
    .map((product) => ({
      key: product.key,
      slug: product.slug,
      brandName: brandNames.get(product.brandId) ?? product.brandId,
      productType: product.productType,
      gender: product.gender,
      occasion: product.occasion ?? null,
      attributes: product.attributes,
      averageRating: product.averageRating ?? null,
      reviewCount: product.reviewCount ?? 0,
      createdAt: product.createdAt,
      availableFascias: product.availableFascias,
      colours: [...(coloursByProduct.get(product.id) ?? [])]
        .sort((a, b) => a.position - b.position)
        .map((colour) => ({
          colour: colour.colour,
          colourLabel: colour.colourLabel,
          imageCount: colour.imageCount,
          variants: [...(variantsByColour.get(`${product.id}/${colour.colour}`) ?? [])]
            .sort((a, b) => a.position - b.position || (a.sku < b.sku ? -1 : 1))
            .map(({ sku, size }) => ({ sku, size })),
        })),
    }));
}
