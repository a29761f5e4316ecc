import type { customisationFields, Manufacturer, productPageDetails, productVideos, RelatedProducts, sellers } from '@storefront/db/schema/catalogue';
import { isFilmedProduct } from '../imagery/films';
import type { GeneratedCatalogue, ProductRow } from './generate';
import { createRandom, type Random } from './random';

/**
 * What the product page needs beyond the listing's catalogue (P §3 Product, Variant attributes,
 * Delivery and seller, Customisation field), generated from the catalogue's rows by product key
 * so the catalogue itself (and its recorded hash) stays as it was: sellers and marketplace shops,
 * each product's seller, manufacturer, logistics, care and sustainability copy, rewards,
 * pre-orders, gifts with purchase, subscriptions, customisation groups, bundles and videos.
 */
export type SellerRow = typeof sellers.$inferInsert;
export type ProductPageDetailsRow = typeof productPageDetails.$inferInsert;
export type ProductVideoRow = typeof productVideos.$inferInsert;
export type CustomisationFieldRow = typeof customisationFields.$inferInsert;

export interface GeneratedProductPage {
  sellers: SellerRow[];
  details: ProductPageDetailsRow[];
  videos: ProductVideoRow[];
  customisationFields: CustomisationFieldRow[];
  /** EAN-13 barcode of every variant, by SKU. */
  barcodes: Array<{ sku: string; eanBarcode: string }>;
}

export const OWN_BRAND_SELLER = 'hartley-and-vale';

const ownAddress = { street1: '1 Vale Yard', street2: 'Hartley Street', city: 'Manchester', state: 'Greater Manchester', zipCode: 'M1 4HV', countryIsoCode: 'GB' };

export const seedSellers: readonly SellerRow[] = [
  {
    id: OWN_BRAND_SELLER,
    name: 'Hartley & Vale Retail Ltd',
    shopName: 'Hartley & Vale',
    isMarketplace: false,
    isPreloved: false,
    billing: { corporateName: 'Hartley & Vale Retail Ltd', vatNumber: 'GB 284 6611 07', identificationNumber: '09876543' },
    address: ownAddress,
    returnsInfo: 'Free returns within 28 days to any of our stores or by post.',
    returnsPolicy: 'ownBrand',
  },
  {
    id: 'atelier-north',
    name: 'Atelier North Ltd',
    shopName: 'Atelier North',
    isMarketplace: true,
    isPreloved: false,
    billing: { corporateName: 'Atelier North Ltd', vatNumber: 'GB 331 2087 44', identificationNumber: '11223344' },
    address: { street1: '14 Mill Lane', street2: 'Unit 3', city: 'Leeds', state: 'West Yorkshire', zipCode: 'LS2 7EY', countryIsoCode: 'GB' },
    returnsInfo: 'Returns accepted within 14 days of delivery, unworn with tags attached. Atelier North refunds the item price within 5 working days.',
    returnsPolicy: 'marketplace',
  },
  {
    id: 'maison-lune',
    name: 'Maison Lune SARL',
    shopName: 'Maison Lune',
    isMarketplace: true,
    isPreloved: false,
    billing: { corporateName: 'Maison Lune SARL', vatNumber: 'FR 40 812345678', identificationNumber: '812 345 678 00021' },
    address: { street1: '8 Rue des Tanneurs', street2: '', city: 'Lyon', state: 'Auvergne-Rhône-Alpes', zipCode: '69002', countryIsoCode: 'FR' },
    returnsInfo: 'Returns within 30 days; the shop pays return postage from the UK.',
    returnsPolicy: 'marketplace',
  },
  {
    id: 'home-and-hearth',
    name: 'Home & Hearth Trading Ltd',
    shopName: 'Home & Hearth',
    isMarketplace: true,
    isPreloved: false,
    billing: { corporateName: 'Home & Hearth Trading Ltd', vatNumber: 'GB 190 5532 81', identificationNumber: '07654321' },
    address: { street1: 'Hearth House', street2: '22 Canal Street', city: 'Nottingham', state: 'Nottinghamshire', zipCode: 'NG1 7EH', countryIsoCode: 'GB' },
    returnsInfo: 'Large items are collected free of charge within 14 days; smaller items may be posted back.',
    returnsPolicy: 'marketplace',
  },
  {
    id: 'second-chapter',
    name: 'Second Chapter Preloved Ltd',
    shopName: 'Second Chapter Preloved',
    isMarketplace: true,
    isPreloved: true,
    billing: { corporateName: 'Second Chapter Preloved Ltd', vatNumber: 'GB 402 7719 36', identificationNumber: '13579246' },
    address: { street1: '5 Arcade Row', street2: '', city: 'Bristol', state: 'City of Bristol', zipCode: 'BS1 3JD', countryIsoCode: 'GB' },
    returnsInfo: 'Every preloved piece is checked by our authenticators. Returns within 14 days in the condition received.',
    returnsPolicy: 'preloved',
  },
];

/** Customisation groups (P §3 Customisation field): a monogram for home textiles, an engraving for fragrance. */
export const seedCustomisationFields: readonly CustomisationFieldRow[] = [
  { groupName: 'monogram', position: 0, apiName: 'initials', displayName: 'Initials', fieldType: 'text', optional: false, maxLength: 3, placeholder: 'e.g. HV', description: 'Up to three letters, embroidered in the corner.', validationRegex: '^[A-Za-z]{1,3}$', validationMessage: 'Please enter up to three letters.' },
  { groupName: 'monogram', position: 1, apiName: 'threadColour', displayName: 'Thread colour', fieldType: 'text', optional: true, maxLength: 12, placeholder: 'Navy', description: 'Leave empty for navy.', validationRegex: null, validationMessage: null },
  { groupName: 'engraving', position: 0, apiName: 'message', displayName: 'Engraving message', fieldType: 'text', optional: false, maxLength: 20, placeholder: 'For you', description: 'Engraved on the bottle.', validationRegex: "^[A-Za-z0-9 .,!'&-]+$", validationMessage: 'Letters, numbers and simple punctuation only.' },
];

const BULKY_TYPES = new Set(['floor-lamp', 'dinner-set', 'duvet-set', 'bedspread']);
const CONSUMABLE_TYPES = new Set(['face-serum', 'moisturiser', 'cleanser', 'shampoo', 'hair-oil', 'hair-mask', 'foundation']);
const PRELOVED_DEPARTMENTS = new Set(['women', 'men']);

function manufacturerOf(product: ProductRow, brandName: string, seller: SellerRow): Manufacturer {
  if (seller.isMarketplace) {
    const address = seller.address!;
    return {
      name: seller.name,
      tradeName: seller.shopName,
      responsiblePersonName: `${seller.shopName} Compliance`,
      postalAddress: [address.street1, address.street2, address.city, address.zipCode, address.countryIsoCode].filter(Boolean).join(', '),
      emailAddress: `compliance@${seller.id}.example`,
    };
  }
  return {
    name: `${brandName} Clothing Ltd`,
    tradeName: brandName,
    responsiblePersonName: 'Hartley & Vale Product Safety',
    postalAddress: [ownAddress.street1, ownAddress.street2, ownAddress.city, ownAddress.zipCode, ownAddress.countryIsoCode].join(', '),
    emailAddress: `productsafety@${product.brandId}.example`,
  };
}

function detailsAndCare(product: ProductRow): string {
  const material = product.fabrication ?? product.attributes.material;
  if (product.departmentId === 'beauty') return 'Store in a cool, dry place away from direct sunlight. For external use only; discontinue use if irritation occurs.';
  if (product.departmentId === 'home') return `${material ? `${material}. ` : ''}Wipe clean with a soft, dry cloth. Keep away from open flames.`;
  return `${material ? `${material}. ` : ''}Machine wash at 30°C on a gentle cycle. Do not tumble dry. Cool iron on the reverse.`;
}

function sustainability(product: ProductRow, random: Random): string | null {
  const material = (product.fabrication ?? '').toLowerCase();
  if (/organic|recycled|linen|lyocell|tencel/.test(material)) return `Made with ${product.fabrication}: a lower-impact choice that uses less water and fewer chemicals than conventional fibres.`;
  if (product.departmentId === 'beauty' && random.chance(0.3)) return 'Vegan formula in a recyclable bottle made with 50% post-consumer plastic.';
  return random.chance(0.12) ? 'Part of our Better Choices edit: made in a factory audited for fair pay and safe working conditions.' : null;
}

/** EAN-13 with its check digit, from a 12-digit body. */
export function ean13(body: string): string {
  const digits = body.padStart(12, '0').slice(-12);
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

const DAY = 86_400_000;

/**
 * Bundles: products of one brand and department in groups of 3–4 from different categories, each
 * member naming the whole group (itself included: a bundle shows only when it holds the product
 * and another, P §4). Men's suits make suits, women's clothing outfits, home home, beauty beauties.
 */
function bundleGroups(products: readonly ProductRow[], random: Random): Map<string, RelatedProducts> {
  const related = new Map<string, RelatedProducts>();
  const byShelf = new Map<string, ProductRow[]>();
  for (const product of products) {
    const shelf = `${product.brandId}:${product.departmentId}`;
    byShelf.set(shelf, [...(byShelf.get(shelf) ?? []), product]);
  }
  for (const [shelf, shelfProducts] of byShelf) {
    const department = shelf.split(':')[1]!;
    const type = department === 'beauty' ? 'beauties' : department === 'home' ? 'home' : department === 'kids' ? 'bundle' : 'outfits';
    const pool = random.fork(shelf).shuffle(shelfProducts.filter((product) => !product.isPremier));
    if (department === 'men') {
      // Suits: a jacket with its trousers (and a shirt); they also make an outfit, which the page hides behind the suit (P §9).
      const ofType = (type: string) => pool.filter((product) => product.productType === type);
      const [jackets, trousers, shirts] = [ofType('suit-jacket'), ofType('suit-trousers'), ofType('mens-shirt')];
      for (let index = 0; index < Math.min(jackets.length, trousers.length, 6); index++) {
        const suit = [jackets[index]!, trousers[index]!];
        const outfit = shirts[index] ? [...suit, shirts[index]!] : suit;
        for (const member of outfit) related.set(member.key, { suits: suit.map((entry) => entry.key), outfits: outfit.map((entry) => entry.key) });
      }
    }
    const groups = Math.floor(pool.length * 0.05);
    for (let index = 0; index < groups; index++) {
      const size = 3 + (index % 2);
      const members: ProductRow[] = [];
      for (const candidate of pool) {
        if (members.length === size) break;
        if (related.has(candidate.key) || members.some((member) => member.categoryId === candidate.categoryId)) continue;
        members.push(candidate);
      }
      if (members.length < 2) break;
      const keys = members.map((member) => member.key);
      for (const member of members) {
        const entry: RelatedProducts = { [type]: keys };
        if (index % 7 === 0) entry.influencer = keys;
        related.set(member.key, entry);
      }
    }
  }
  return related;
}

/** The product page's data for a generated catalogue. Pure: the same catalogue gives the same rows. */
export function generateProductPage(catalogue: Pick<GeneratedCatalogue, 'products' | 'variants' | 'brands' | 'productColours'>, options: { asOf: string }): GeneratedProductPage {
  const asOf = Date.parse(options.asOf);
  const root = createRandom('storefront-product-page-v1');
  const brandNames = new Map(catalogue.brands.map((brand) => [brand.id, brand.name]));
  // By key and by SKU: the same rows in any order (a database returns them as it likes) give the same data.
  const byKey = [...catalogue.products].sort((a, b) => a.key.localeCompare(b.key));
  const bySku = [...catalogue.variants].sort((a, b) => a.sku.localeCompare(b.sku));
  const related = bundleGroups(byKey, root.fork('bundles'));
  const marketplace = seedSellers.filter((seller) => seller.isMarketplace && !seller.isPreloved);
  const preloved = seedSellers.find((seller) => seller.isPreloved)!;
  const ownBrand = seedSellers.find((seller) => seller.id === OWN_BRAND_SELLER)!;
  const firstColour = new Map<string, string>();
  for (const colour of catalogue.productColours) if (colour.position === 0) firstColour.set(colour.productId, colour.colour);
  const cheapest = new Map<string, number>();
  for (const variant of catalogue.variants) cheapest.set(variant.productId, Math.min(cheapest.get(variant.productId) ?? Infinity, variant.pricePence));

  const details: ProductPageDetailsRow[] = [];
  const videos: ProductVideoRow[] = [];
  for (const product of byKey) {
    const random = root.fork(`product:${product.key}`);
    const seller = product.isPremier
      ? ownBrand
      : PRELOVED_DEPARTMENTS.has(product.departmentId) && random.chance(0.02)
        ? preloved
        : random.chance(0.07)
          ? product.departmentId === 'home'
            ? marketplace.find((shop) => shop.id === 'home-and-hearth')!
            : random.pick(marketplace.filter((shop) => shop.id !== 'home-and-hearth'))
          : ownBrand;
    const bulky = BULKY_TYPES.has(product.productType) || (product.departmentId === 'home' && (cheapest.get(product.id) ?? 0) >= 15_000);
    const price = cheapest.get(product.id) ?? 0;
    const customisation = product.productType === 'cushion' || product.productType === 'throw' ? (random.chance(0.4) ? 'monogram' : null) : product.productType === 'perfume' && random.chance(0.3) ? 'engraving' : null;
    details.push({
      productId: product.id,
      sellerId: seller.id!,
      manufacturer: manufacturerOf(product, brandNames.get(product.brandId) ?? product.brandId, seller),
      logisticClass: bulky ? 'BULKY_TWO_PERSON' : 'STANDARD',
      customisationGroupName: customisation,
      returnsPolicy: seller.isMarketplace ? seller.returnsPolicy! : product.departmentId === 'beauty' ? 'hygiene' : null,
      sustainabilityContent: sustainability(product, random),
      detailsAndCare: detailsAndCare(product),
      rewardsPoints: seller.isMarketplace ? null : Math.max(1, Math.floor(price / 100)),
      preorderUntil: !seller.isMarketplace && random.chance(0.012) ? new Date(asOf + random.int(150, 240) * DAY).toISOString() : null,
      gwpSku: product.hasGiftWithPurchase ? `GWP-${product.key}` : null,
      gwpDescription: product.hasGiftWithPurchase ? 'Free deluxe-size travel miniature with this product, while stocks last.' : null,
      isSubscriptionEligible: CONSUMABLE_TYPES.has(product.productType) && random.chance(0.35),
      surchargePence: bulky ? 2_500 : null,
      related: related.get(product.key) ?? {},
    });
    const colour = firstColour.get(product.id);
    // Filmed products have a gallery film and the social preview, in the colour they were filmed in.
    if (colour && isFilmedProduct(product.key)) {
      const base = `/_video/products/${product.key}/${colour}`;
      videos.push({ productId: product.id, colour, position: 0, purpose: 'gallery', src: `${base}/1.mp4`, poster: `/_img/products/${product.key}/${colour}/1`, mimeType: 'video/mp4', width: 1200, height: 1800 });
      videos.push({ productId: product.id, colour, position: 1, purpose: 'social', src: `${base}/social.mp4`, poster: `/_img/products/${product.key}/${colour}/1`, mimeType: 'video/mp4', width: 1080, height: 1920 });
    }
  }
  const barcodes = bySku.map((variant, index) => ({ sku: variant.sku, eanBarcode: ean13(`50${String(600_000_000 + index).padStart(10, '0')}`) }));
  return { sellers: [...seedSellers], details, videos, customisationFields: [...seedCustomisationFields], barcodes };
}
