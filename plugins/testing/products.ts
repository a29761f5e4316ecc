import type { ColourVariantSummary, ProductSummary } from '@storefront/catalogue/types';

const money = (pence: number) => ({ pence, formatted: `£${(pence / 100).toFixed(2)}` });

function variant(colour: string, label: string, hex: string, pence: number, wasPence?: number): ColourVariantSummary {
  return {
    sku: `TST00001-${colour}-08`,
    colour,
    colourLabel: label,
    colourFacet: label,
    swatchHex: hex,
    image: { src: `/_img/products/TST00001/${colour}/1`, alt: label, aspectRatio: 2 / 3 },
    hoverImage: { src: `/_img/products/TST00001/${colour}/2`, alt: label, aspectRatio: 2 / 3 },
    sizesInStock: ['8', '10'],
    isOnStock: true,
    price: money(pence),
    wasPrice: wasPence ? money(wasPence) : undefined,
    percentageSaving: wasPence ? Math.round(100 - (pence / wasPence) * 100) : undefined,
  };
}

/** A product summary as the catalogue produces it, for component tests. */
export function testProduct(key: string, overrides: Partial<ProductSummary> = {}): ProductSummary {
  const colours = [
    variant('black', 'Black', '#111111', 4900, 7000),
    variant('ivory', 'Ivory', '#f4efe2', 4900),
    variant('sage', 'Sage', '#9caf88', 4900),
    variant('rose', 'Dusty Rose', '#d8a7a7', 4900),
    variant('navy', 'Navy', '#1f2a44', 4900),
    variant('red', 'Red', '#b3261e', 4900),
  ];
  return {
    id: key,
    key,
    slug: `satin-midi-dress-${key.toLowerCase()}`,
    name: 'Satin Cowl Neck Midi Dress',
    brand: { id: 'coast', name: 'Coast' },
    department: 'women',
    category: { slug: 'women/dresses', name: 'Dresses' },
    url: `/product/satin-midi-dress-${key.toLowerCase()}?colour=black`,
    defaultColour: 'black',
    colourVariants: colours,
    price: money(4900),
    wasPrice: money(7000),
    percentageSaving: 30,
    isOnStock: true,
    isPremier: false,
    hasGiftWithPurchase: false,
    averageRating: 4.4,
    reviewCount: 128,
    sizes: ['6', '8', '10', '12'],
    ...overrides,
  };
}
