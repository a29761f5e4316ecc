import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { brands, productColours, productPageDetails, products, variants } from '@storefront/db/schema/catalogue';
import { basketLines } from '@storefront/db/schema/shopper';
import type { CustomisationEntry } from '@storefront/catalogue/customisation/rules';

/**
 * One line of a cart (P §3 Cart lineItems): the variant, how many, the name and unit price the
 * wallet and orders read, and what the basket page draws — the line's key (sku + customisation),
 * image, colour, size, link and the stock it was read with.
 */
export interface CartLineItem {
  /** P §3 Variant: the sku (the variant's other facts sit on the line, so `variant` keeps its shape). */
  variant: { sku: string };
  /** The variant's units in stock now (P §3 Variant availableQuantity). */
  availableQuantity: number;
  quantity: number;
  name: string;
  unitPrice: { centAmount: number };
  /** What the shopper asked to have made on the item (empty when not customised). */
  customFields: CustomisationEntry[];
  /** With the sku, names the line: the same item customised differently is another line ('' when not customised). */
  customisationKey: string;
  productKey: string;
  brand: string;
  /** The colour's code (links, images) and its label (what the shopper reads). */
  colour: string;
  colourLabel: string;
  size: string;
  /** The product page in the line's colour and size (/premier/{slug} for premier products). */
  url: string;
  /** The colour's first picture (the image endpoint's path, without sizing). */
  image: { src: string; alt: string };
  /** P §3: a logistic class containing BULKY travels by the two-person service. */
  isBulky: boolean;
  /** The gift that ships free with this item (P §3 gwpSku), when the product comes with one. */
  gift: { sku: string; description: string } | undefined;
}

const ONE_SIZE = 'ONE SIZE';

function productLink(row: { slug: string; isPremier: boolean; colour: string; size: string }): string {
  if (row.isPremier) return `/premier/${row.slug}`;
  const params = new URLSearchParams({ colour: row.colour });
  if (row.size !== ONE_SIZE) params.set('size', row.size);
  return `/product/${row.slug}?${params.toString().replace(/\+/g, '%20')}`;
}

/** A basket's lines in the order they were first added, with their product's details and stock now. */
export async function readCartLines(db: Database, basketId: string): Promise<CartLineItem[]> {
  const rows = await db
    .select({
      sku: basketLines.sku,
      quantity: basketLines.quantity,
      customFields: basketLines.customFields,
      customisationKey: basketLines.customisationKey,
      price: variants.pricePence,
      stock: variants.stock,
      colour: variants.colour,
      size: variants.size,
      name: products.name,
      productKey: products.key,
      slug: products.slug,
      isPremier: products.isPremier,
      brand: brands.name,
      colourLabel: productColours.colourLabel,
      logisticClass: productPageDetails.logisticClass,
      gwpSku: productPageDetails.gwpSku,
      gwpDescription: productPageDetails.gwpDescription,
    })
    .from(basketLines)
    .innerJoin(variants, eq(variants.sku, basketLines.sku))
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(productColours, and(eq(productColours.productId, variants.productId), eq(productColours.colour, variants.colour)))
    .leftJoin(productPageDetails, eq(productPageDetails.productId, products.id))
    .where(eq(basketLines.basketId, basketId))
    .orderBy(asc(basketLines.createdAt), asc(basketLines.sku), asc(basketLines.customisationKey));
  return rows.map((row) => {
    const colourLabel = row.colourLabel ?? row.colour;
    return {
      variant: { sku: row.sku },
      availableQuantity: row.stock,
      quantity: row.quantity,
      name: row.name,
      unitPrice: { centAmount: row.price },
      customFields: row.customFields,
      customisationKey: row.customisationKey,
      productKey: row.productKey,
      brand: row.brand,
      colour: row.colour,
      colourLabel,
      size: row.size,
      url: productLink(row),
      image: { src: `/_img/products/${row.productKey}/${row.colour}/1`, alt: `${row.name} in ${colourLabel}` },
      isBulky: (row.logisticClass ?? '').toUpperCase().includes('BULKY'),
      gift: row.gwpSku ? { sku: row.gwpSku, description: row.gwpDescription ?? '' } : undefined,
    };
  });
}
