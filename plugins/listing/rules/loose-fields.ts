/**
 * Tolerant zod field schemas for search-provider payloads: a field of the wrong type becomes
 * "missing" instead of failing the whole record, so one odd field never hides a product.
 */
import { z } from 'zod';

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
 * A URL safe to put in src or href (or a redirect's Location): root-relative or http(s); never
 * javascript:, data:, //host, or /\host (browsers read a backslash as a slash), and no control
 * characters.
 */
export function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(url)) return undefined;
  if (/^\/(?!\/)/.test(url) || /^https?:\/\/[^\s]+$/i.test(url)) return url.length <= 2_000 ? url : undefined;
  return undefined;
}

/** Image URLs from a string, a list of strings, or a list of { url } / { src } objects. */
export const looseImageUrls = z
  .unknown()
  .optional()
  .transform((value) => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]))
  .transform((items) =>
    items
      .map((item) => (typeof item === 'object' && item !== null ? ((item as { url?: unknown; src?: unknown }).url ?? (item as { src?: unknown }).src) : item))
      .map(safeUrl)
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
