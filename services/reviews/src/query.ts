import { z } from 'zod';

/** P §9: reviews are read 5 at a time for the list and up to 100 for the photo strip. */
export const REVIEW_SORTS = ['Recent', 'HighestRating', 'LowestRating'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const DEFAULT_PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 10_000;

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, `${name} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `${name} must be a whole number from ${min} to ${max}`).max(max, `${name} must be a whole number from ${min} to ${max}`));

/** A variant SKU (CST12345-01-02) or product key; letters, digits and dashes, compared upper-case. */
const sku = z
  .string({ error: 'sku is required' })
  .trim()
  .min(1, { error: 'sku is required', abort: true })
  .max(64, { error: 'sku must be at most 64 characters', abort: true })
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, 'sku must be a product SKU such as CST12345-01-01 (letters, digits and dashes)')
  .transform((value) => value.toUpperCase());

/** Empty query values ("feature=") mean the parameter is absent. */
const absentWhenEmpty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** GET /_api/reviews/stats, /features and /summary: ?sku. */
export const skuQuerySchema = z.object({ sku });

/** GET /_api/reviews?sku&limit&page&sort&feature&hasPhotos (P §7). */
export const reviewListQuerySchema = z.object({
  sku,
  limit: z.preprocess(absentWhenEmpty, wholeNumber('limit', 1, MAX_PAGE_SIZE).optional()).transform((value) => value ?? DEFAULT_PAGE_SIZE),
  page: z.preprocess(absentWhenEmpty, wholeNumber('page', 1, MAX_PAGE).optional()).transform((value) => value ?? 1),
  sort: z.preprocess(
    absentWhenEmpty,
    z.enum(REVIEW_SORTS, { error: `sort must be one of ${REVIEW_SORTS.join(', ')}` }).optional(),
  ).transform((value) => value ?? 'Recent'),
  feature: z.preprocess(
    absentWhenEmpty,
    z
      .string()
      .trim()
      .max(40, 'feature must be at most 40 characters')
      .regex(/^[A-Za-z][A-Za-z -]*$/, 'feature must be a word such as fit or colour')
      .transform((value) => value.toLowerCase())
      .optional(),
  ),
  hasPhotos: z.preprocess(absentWhenEmpty, z.enum(['true', 'false'], { error: 'hasPhotos must be true or false' }).optional()).transform((value) => value === 'true'),
});

export type SkuQuery = z.output<typeof skuQuerySchema>;
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

/** The query string as an object for the schemas (a repeated parameter keeps its last value). */
export function queryObject(url: string | URL): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams);
}
