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
  },
  (t) => [index('variants_product_idx').on(t.productId)],
);
