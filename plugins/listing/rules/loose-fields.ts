/**
 * Tolerant zod field schemas for search-provider payloads: a field of the wrong type becomes
 * "missing" instead of failing the whole record, so one odd field never hides a product.
 */
import { z } from 'zod';
import { safeUrl } from '@storefront/cms-models/safe-url';

/** A trimmed string (numbers accepted as text); blank or wrong-typed values are undefined. */
export const looseString = z
  .union([z.string(), z.number().transform(String)])
  .transform((value) => value.trim())
  .transform((value) => (value === '' ? undefined : value.slice(0, 5_000)))
  .optional()
  .catch(undefined);

/** A list of non-blank strings; a single string counts as a list of one. */
export const looseStringList = z
  .unknown()
  .optional()
  .transform((value) => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]))
  .transform((items) =>
    items
      .filter((item): item is string | number => typeof item === 'string' || typeof item === 'number')
      .map((item) => String(item).trim())
      .filter((item) => item !== '')
      .slice(0, 500),
  );

/** A finite number, from a number or numeric text. */
export const looseNumber = z
  .union([z.number(), z.string().trim().regex(/^-?\d+(?:\.\d+)?$/).transform(Number)])
  .refine(Number.isFinite)
  .optional()
  .catch(undefined);

/** A boolean, from true/false or the text 'true'/'false'. */
export const looseBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', 'TRUE', 'FALSE', 'True', 'False']).transform((value) => value.toLowerCase() === 'true')])
  .optional()
  .catch(undefined);

/**
 * A provider's URL (an image, a redirect target), trimmed, when the one URL rule allows it as a
 * resource: a site path or an http(s) URL (@storefront/cms-models/safe-url).
 */
export function looseUrl(value: unknown): string | undefined {
  return typeof value === 'string' ? safeUrl(value.trim(), 'resource') : undefined;
}

/** Image URLs from a string, a list of strings, or a list of { url } / { src } objects. */
export const looseImageUrls = z
  .unknown()
  .optional()
  .transform((value) => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]))
  .transform((items) =>
    items
      .map((item) => (typeof item === 'object' && item !== null ? ((item as { url?: unknown; src?: unknown }).url ?? (item as { src?: unknown }).src) : item))
      .map(looseUrl)
      .filter((url): url is string => url !== undefined)
      .slice(0, 20),
  );

/** A list of objects, each checked with `schema`; the ones that fail are dropped. */
export function looseList<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .optional()
    .transform((value) => (Array.isArray(value) ? value.slice(0, 500) : []))
    .transform((items) =>
      items.flatMap((item) => {
        const parsed = schema.safeParse(item);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    );
}
