/** Bundle products for tests: a product detail from (colour, size, stock, price) rows. */
import type { ProductDetail, VariantDetail } from '@storefront/catalogue/types';

const gbp = (pence: number) => ({ pence, formatted: `£${(pence / 100).toFixed(2)}` });

export function relatedProduct(key: string, name: string, rows: ReadonlyArray<[colour: string, size: string, stock: number, pence?: number]>): ProductDetail {
  const variants: VariantDetail[] = rows.map(([colour, size, stock, pence = 3000]) => ({
    sku: `${key}-${colour}-${size}`,
    colour,
    size,
    isOnStock: stock > 0,
    availableQuantity: stock,
    price: gbp(pence),
    wasPrice: undefined,
    percentageSaving: undefined,
  }));
  const colours = [...new Set(variants.map((variant) => variant.colour))];
  const image = (colour: string) => ({ src: `/_img/products/${key}/${colour}/1`, alt: `${name} in ${colour}`, aspectRatio: 2 / 3, width: 1200, height: 1800 });
  return {
    id: `prd-${key.toLowerCase()}`,
    key,
    slug: `${name.toLowerCase().replace(/\s+/g, '-')}-${key.toLowerCase()}`,
    name,
    brand: { id: 'coast', name: 'Coast' },
    department: 'women',
    category: { slug: 'tops', name: 'Tops' },
    url: `/product/${name.toLowerCase().replace(/\s+/g, '-')}-${key.toLowerCase()}`,
    defaultColour: colours[0]!,
    colourVariants: colours.map((colour) => {
      const own = variants.filter((variant) => variant.colour === colour);
      return {
        sku: own[0]!.sku,
        colour,
        colourLabel: colour[0]!.toUpperCase() + colour.slice(1),
        colourFacet: colour,
        swatchHex: '#334455',
        image: image(colour),
        hoverImage: undefined,
        sizesInStock: own.filter((variant) => variant.isOnStock).map((variant) => variant.size),
        isOnStock: own.some((variant) => variant.isOnStock),
        price: own[0]!.price,
        wasPrice: undefined,
        percentageSaving: undefined,
      };
    }),
    price: variants[0]!.price,
    wasPrice: undefined,
    percentageSaving: undefined,
    isOnStock: variants.some((variant) => variant.isOnStock),
    isPremier: false,
    hasGiftWithPurchase: false,
    averageRating: undefined,
    reviewCount: 0,
    sizes: [...new Set(variants.map((variant) => variant.size))],
    description: `${name}.`,
    variants,
  };
}
