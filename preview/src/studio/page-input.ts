import { z } from 'zod';
import { pageModel } from '@storefront/cms-models/structure';

/** The page model's own slug rule ("/" or lowercase words joined by - and /), not a copy of it. */
const slugRule = pageModel.fields.slug?.validations.find((validation) => 'regexp' in validation) as
  | { regexp: { pattern: string }; message?: string }
  | undefined;
const SLUG_PATTERN = new RegExp(slugRule?.regexp.pattern ?? '^(?:/|[a-z0-9]+(?:-[a-z0-9]+)*(?:/[a-z0-9]+(?:-[a-z0-9]+)*)*)$');

export const pageTitleSchema = z
  .string({ message: 'Enter a title' })
  .trim()
  .min(1, 'Enter a title')
  .max(120, 'The title can be at most 120 characters');

export const pageSlugSchema = z
  .string({ message: 'Enter a slug' })
  .trim()
  .min(1, 'Enter a slug')
  .max(200, 'The slug can be at most 200 characters')
  .regex(SLUG_PATTERN, 'Use "/" for the home page, or lowercase words joined by - and / (e.g. summer-edit)');

/** What creating or duplicating a page asks for; the studio's forms validate with it too. */
export const pageInputSchema = z.object({ title: pageTitleSchema, slug: pageSlugSchema });
export type PageInput = z.output<typeof pageInputSchema>;

/** A slug suggested from a title as the editor types it: "Summer Edit!" → "summer-edit". */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}


/** Whether a page matches the list's search box (title or slug, any case, every word). */
export function matchesPageSearch(page: { title: string; slug: string }, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = `${page.title} ${page.slug}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}
