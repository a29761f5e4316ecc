import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const brands = pgTable('brands', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
});

export const departments = pgTable('departments', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

export type Breadcrumb = { name: string; slug: string };

export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    /** Full path below /categories, e.g. women/dresses/maxi-dresses. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    departmentId: text('department_id').notNull().references(() => departments.id),
    parentId: text('parent_id'),
    depth: integer('depth').notNull(),
    position: integer('position').notNull().default(0),
    breadcrumbs: jsonb('breadcrumbs').$type<Breadcrumb[]>().notNull(),
    metaTitle: text('meta_title').notNull(),
    metaDescription: text('meta_description').notNull(),
  },
  (t) => [uniqueIndex('categories_slug_idx').on(t.slug)],
);

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    /** Product key: three letters and five digits, e.g. CST12345. */
    key: text('key').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    brandId: text('brand_id').notNull().references(() => brands.id),
    departmentId: text('department_id').notNull().references(() => departments.id),
    categoryId: text('category_id').notNull().references(() => categories.id),
    productType: text('product_type').notNull(),
    classification: text('classification').notNull(),
    gender: text('gender').notNull(),
    styleTaxonomy: text('style_taxonomy').notNull(),
    occasion: text('occasion'),
    fabrication: text('fabrication'),
    /** Free-form descriptive attributes (neckline, sleeve length, fit, pattern, material, …). */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull(),
    isPremier: boolean('is_premier').notNull().default(false),
    hasGiftWithPurchase: boolean('has_gift_with_purchase').notNull().default(false),
    availableFascias: jsonb('available_fascias').$type<string[]>().notNull(),
    bestSellerRank: integer('best_seller_rank').notNull(),
    averageRating: numeric('average_rating', { precision: 3, scale: 2, mode: 'number' }),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_key_idx').on(t.key),
    uniqueIndex('products_slug_idx').on(t.slug),
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brandId),
  ],
);

export const productColours = pgTable(
  'product_colours',
  {
    productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    /** URL-safe colour code used in links (?colour=) and image paths. */
    colour: text('colour').notNull(),
    colourLabel: text('colour_label').notNull(),
    /** Normalised colour family for the colour facet (e.g. Blue for "Navy"). */
    colourFacet: text('colour_facet').notNull(),
    swatchHex: text('swatch_hex').notNull(),
    position: integer('position').notNull(),
    imageCount: integer('image_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.colour] })],
);

export const variants = pgTable(
  'variants',
  {
    sku: text('sku').primaryKey(),
    productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    colour: text('colour').notNull(),
    size: text('size').notNull(),
    sizePosition: integer('size_position').notNull(),
    pricePence: integer('price_pence').notNull(),
    wasPricePence: integer('was_price_pence'),
    stock: integer('stock').notNull(),
    isMaster: boolean('is_master').notNull().default(false),
    /** EAN-13 barcode (P §3 Variant attributes eanBarcode): keys third-party product content. */
    eanBarcode: text('ean_barcode'),
    /** The 3D viewer's model id (P §3 Variant attributes voxeloID); null when the variant has no 3D model. */
    voxeloId: text('voxelo_id'),
  },
  (t) => [index('variants_product_idx').on(t.productId), index('variants_ean_idx').on(t.eanBarcode), index('variants_voxelo_idx').on(t.voxeloId)],
);

/** A seller's company details as the seller-info modal shows them (P §3 Delivery and seller). */
export interface SellerBilling {
  corporateName: string;
  vatNumber: string;
  identificationNumber: string;
}

export interface SellerAddress {
  street1: string;
  street2: string;
  city: string;
  state: string;
  zipCode: string;
  countryIsoCode: string;
}

/**
 * Who sells a product: the retailer itself (own brand) or a marketplace shop, some of them
 * selling preloved goods (P §3 Delivery and seller).
 */
export const sellers = pgTable('sellers', {
  id: text('id').primaryKey(),
  /** The seller's trading name. */
  name: text('name').notNull(),
  /** The shop name shown on the product page ("Sold by …"). */
  shopName: text('shop_name').notNull(),
  isMarketplace: boolean('is_marketplace').notNull().default(false),
  isPreloved: boolean('is_preloved').notNull().default(false),
  billing: jsonb('billing').$type<SellerBilling>(),
  address: jsonb('address').$type<SellerAddress>(),
  /** What the seller says about returns, shown in the seller-info modal. */
  returnsInfo: text('returns_info'),
  /** Returns policy code (P §3: default ownBrand). */
  returnsPolicy: text('returns_policy').notNull().default('ownBrand'),
});

/** The manufacturer details a product page shows (P §3 Product.manufacturer). */
export interface Manufacturer {
  name: string;
  tradeName: string;
  responsiblePersonName: string;
  postalAddress: string;
  emailAddress: string;
}

/** Products bought together, by bundle type (P §3 Product.related), as product keys. */
export type RelatedProducts = Partial<Record<'suits' | 'home' | 'beauties' | 'outfits' | 'bundle' | 'influencer', string[]>>;

/**
 * What only the product page needs of a product (P §3 Product, Variant attributes, Delivery and
 * seller): seller, manufacturer, logistics, care and sustainability copy, rewards, pre-order,
 * gift with purchase, subscription, customisation and the products it is bundled with.
 */
export const productPageDetails = pgTable(
  'product_page_details',
  {
    productId: text('product_id').primaryKey().references(() => products.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id').notNull().references(() => sellers.id),
    manufacturer: jsonb('manufacturer').$type<Manufacturer>(),
    /** Logistic class; a value containing BULKY marks a bulky item (P §3 Variant). */
    logisticClass: text('logistic_class').notNull().default('STANDARD'),
    /** Names the customisation field group (GET /product-customisation/{groupName}). */
    customisationGroupName: text('customisation_group_name'),
    /** Returns policy code; null means the seller's. */
    returnsPolicy: text('returns_policy'),
    sustainabilityContent: text('sustainability_content'),
    detailsAndCare: text('details_and_care'),
    /** Rewards points earned (P §3 rewardsPoints.default); worth points/100 in £. */
    rewardsPoints: integer('rewards_points'),
    /** Until then the product is sold on pre-order. */
    preorderUntil: timestamp('preorder_until', { withTimezone: true, mode: 'string' }),
    gwpSku: text('gwp_sku'),
    gwpDescription: text('gwp_description'),
    isSubscriptionEligible: boolean('is_subscription_eligible').notNull().default(false),
    /** Extra delivery charge in pence (bulky and marketplace items). */
    surchargePence: integer('surcharge_pence'),
    related: jsonb('related').$type<RelatedProducts>().notNull().default({}),
    /** The sizing service the product's fit advice comes from (P §3 sizingService, e.g. truefit); null for none. */
    sizingService: text('sizing_service'),
  },
  (t) => [index('product_page_details_seller_idx').on(t.sellerId)],
);

/** A colour's videos (P §2 gallery video, P §2 page head social video 1080×1920 MP4). */
export const productVideos = pgTable(
  'product_videos',
  {
    productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    colour: text('colour').notNull(),
    position: integer('position').notNull(),
    /** gallery: shown in the gallery; social: the portrait preview for social tags. */
    purpose: text('purpose').notNull(),
    src: text('src').notNull(),
    poster: text('poster').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.colour, t.position] })],
);

/** Customisation form fields by group (P §3 Customisation field). */
export const customisationFields = pgTable(
  'customisation_fields',
  {
    groupName: text('group_name').notNull(),
    position: integer('position').notNull(),
    apiName: text('api_name').notNull(),
    displayName: text('display_name').notNull(),
    fieldType: text('field_type').notNull().default('text'),
    optional: boolean('optional').notNull().default(false),
    maxLength: integer('max_length'),
    placeholder: text('placeholder'),
    description: text('description'),
    validationRegex: text('validation_regex'),
    validationMessage: text('validation_message'),
  },
  (t) => [primaryKey({ columns: [t.groupName, t.position] }), uniqueIndex('customisation_fields_api_name_idx').on(t.groupName, t.apiName)],
);
