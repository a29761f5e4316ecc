import { z } from 'zod';

/**
 * The wishlist payload exactly as the spec states it (L §5, P §5): lineItemSku is three
 * letters, five digits, dash, digits, dash, digits — or M followed by 8 or more word characters;
 * productKey letters, digits and dashes only; colourSelected a string; sizeSelected a boolean.
 */
export const LINE_ITEM_SKU = /^(?:[A-Za-z]{3}\d{5}-\d+-\d+|M\w{8,})$/;
export const PRODUCT_KEY = /^[A-Za-z0-9-]+$/;

export const wishlistPayloadSchema = z.object({
  lineItemSku: z.string().max(64).regex(LINE_ITEM_SKU, 'lineItemSku is not a valid SKU'),
  productKey: z.string().min(1).max(64).regex(PRODUCT_KEY, 'productKey may only hold letters, digits and dashes'),
  colourSelected: z.string().max(64),
  sizeSelected: z.boolean(),
  checkExists: z.boolean().optional(),
  slug: z.string().max(200).optional(),
});

export type WishlistPayload = z.output<typeof wishlistPayloadSchema>;

export const savedItemQuerySchema = z.object({
  productKey: z.string().min(1).max(64).regex(PRODUCT_KEY, 'productKey may only hold letters, digits and dashes'),
  colourSelected: z.string().max(64),
});
