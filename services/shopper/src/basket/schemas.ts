import { z } from 'zod';

/** P §7 POST /_api/basket/addToCart: `data` holds this JSON. */
export const addToCartSchema = z.object({
  ephemeral: z.boolean().optional(),
  items: z
    .array(
      z.object({
        sku: z.string().min(1).max(64).regex(/^[A-Za-z0-9-]+$/, 'sku may only hold letters, digits and dashes'),
        quantity: z.number().int().min(1, 'quantity must be at least 1').max(10, 'at most 10 of one item'),
        customFields: z
          .array(z.object({ displayName: z.string().max(100), apiName: z.string().max(100), value: z.string().max(500) }))
          .max(10)
          .optional(),
        objectID: z.string().max(100).optional(),
        queryID: z.string().max(100).optional(),
      }),
    )
    .min(1, 'items must hold at least one item')
    .max(20, 'at most 20 items at once'),
});

export type AddToCartInput = z.output<typeof addToCartSchema>;

const lineSku = z.string().min(1).max(64).regex(/^[A-Za-z0-9-]+$/, 'sku may only hold letters, digits and dashes');
/** The line's customisation in its canonical text (the Cart's lineItems[].customisationKey); absent or '' for an item as it comes. */
const lineCustomisationKey = z.string().max(8_000, 'customisationKey is too long').optional();

/** POST /_api/basket/removeLine and /_api/basket/moveToWishlist: which line. */
export const basketLineSchema = z.object({ sku: lineSku, customisationKey: lineCustomisationKey });

/** The most a shopper may set one line to (the basket page's stepper stops there). */
export const MAX_LINE_QUANTITY = 10;

/** POST /_api/basket/updateQuantity: the line and its new quantity (1 to 10). */
export const updateQuantitySchema = basketLineSchema.extend({
  quantity: z
    .number()
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `at most ${MAX_LINE_QUANTITY} of one item`),
});

export type BasketLineRef = z.output<typeof basketLineSchema>;
export type UpdateQuantityInput = z.output<typeof updateQuantitySchema>;
