/** A product page product for tests: a two-colour dress with sizes, stock and prices as given. */
import type { ProductPageProduct, ProductPageVariant } from '@storefront/catalogue/types';

const gbp = (pence: number) => ({ pence, formatted: `£${(pence / 100).toFixed(2)}` });

export function pageVariant(colour: string, size: string, stock: number, pricePence = 4900, wasPence?: number): ProductPageVariant {
  const saving = wasPence && wasPence > pricePence ? Math.round(100 - (pricePence / wasPence) * 100) : undefined;
  return {
    sku: `CST12345-${colour}-${size}`,
    colour,
    size,
    isOnStock: stock > 0,
    availableQuantity: stock,
    price: gbp(pricePence),
    wasPrice: saving ? gbp(wasPence!) : undefined,
    percentageSaving: saving,
    isMaster: colour === 'black' && size === '8',
    eanBarcode: '5060000000017',
    voxeloId: undefined,
  };
}

export function productFixture(overrides: Partial<ProductPageProduct> = {}): ProductPageProduct {
  const image = (colour: string, view: number) => ({ src: `/_img/products/CST12345/${colour}/${view}`, alt: `Satin Cowl Maxi Dress in ${colour}`, aspectRatio: 2 / 3, width: 1200, height: 1800 });
  const variants = overrides.variants ?? [pageVariant('black', '8', 12), pageVariant('black', '10', 3), pageVariant('black', '12', 0), pageVariant('sage', '8', 5, 3900, 4900), pageVariant('sage', '10', 0, 3900, 4900)];
  return {
    id: 'prd-cst12345',
    key: 'CST12345',
    slug: 'coast-satin-cowl-maxi-dress-cst12345',
    name: 'Satin Cowl Maxi Dress',
    description: 'A fluid satin maxi dress with a cowl neck and thin straps. Cut on the bias for a soft drape. Fully lined.',
    brand: { id: 'coast', name: 'Coast' },
    department: { id: 'women', name: 'Women' },
    productType: 'other',
    catalogueType: 'maxi-dress',
    classification: 'Dresses',
    styleTaxonomy: 'Maxi',
    categoryTaxonomy: 'Women > Dresses > Maxi Dresses',
    fabrication: 'Satin',
    attributes: { neckline: 'Cowl', sleeveLength: 'Sleeveless' },
    breadcrumbs: [
      { label: 'Women', slug: 'women' },
      { label: 'Dresses', slug: 'women/dresses' },
      { label: 'Maxi Dresses', slug: 'women/dresses/maxi-dresses' },
    ],
    categories: [
      { name: 'Women', slug: 'women' },
      { name: 'Dresses', slug: 'women/dresses' },
      { name: 'Maxi Dresses', slug: 'women/dresses/maxi-dresses' },
    ],
    path: '/product/coast-satin-cowl-maxi-dress-cst12345',
    isPremier: false,
    defaultColour: 'black',
    colours: [
      { colour: 'black', colourLabel: 'Black', colourFacet: 'Black', swatchHex: '#111111', images: [image('black', 1), image('black', 2)], videos: [], socialVideo: undefined, isOnStock: true },
      { colour: 'sage', colourLabel: 'Sage', colourFacet: 'Green', swatchHex: '#8a9a7b', images: [image('sage', 1)], videos: [], socialVideo: undefined, isOnStock: true },
    ],
    variants,
    price: gbp(3900),
    wasPrice: gbp(4900),
    percentageSaving: 20,
    maxPercentageSaving: 20,
    isOnStock: true,
    averageRating: 4.36,
    reviewCount: 27,
    hasGiftWithPurchase: false,
    gwp: undefined,
    preorderUntil: undefined,
    rewardsPoints: 39,
    isSubscriptionEligible: false,
    customisationGroupName: undefined,
    detailsAndCare: 'Machine wash at 30°C.',
    sustainabilityContent: undefined,
    logisticClass: 'STANDARD',
    isBulky: false,
    surcharge: undefined,
    returnsPolicy: 'ownBrand',
    seller: { id: 'hartley-and-vale', name: 'Hartley & Vale Retail Ltd', shopName: 'Hartley & Vale', isMarketplace: false, isPreloved: false, billing: undefined, address: undefined, returnsInfo: undefined },
    isHostedMarketplace: false,
    manufacturer: undefined,
    related: {},
    hasSamples: false,
    availableFascias: ['hartley', 'coast'],
    sizingService: undefined,
    ...overrides,
  };
}
