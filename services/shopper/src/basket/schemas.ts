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
