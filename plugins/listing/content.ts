/**
 * A category's editorial content (L §2, §3) in the app's own shape. Entries are validated with the
 * content model; an invalid entry is skipped and reported, and a site's own entry wins over one
 * shared by every site.
 */
import type { CmsImage } from '@storefront/cms-models/define';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import { listingContentModel } from './content-model';

export interface ListingImageLink {
  id: string;
  label: string;
  href: string;
  image: CmsImage;
}

export interface ListingContent {
  id: string;
  heading: string | undefined;
  bannerMarkdown: string | undefined;
  roundels: ListingImageLink[];
  categoryCards: ListingImageLink[];
  bottomSeoMarkdown: string | undefined;
  metaTitle: string | undefined;
  metaDescription: string | undefined;
  robots: string | undefined;
}

export interface ListingContentChoice {
  content: ListingContent | undefined;
  /** Entries left out and why, for the caller to log (and preview to show). */
  warnings: string[];
}

export function chooseListingContent(entries: readonly CmsEntry[], fascia: string): ListingContentChoice {
  const warnings: string[] = [];
  const valid: Array<{ entry: CmsEntry; fields: ReturnType<typeof listingContentModel.schema.parse> }> = [];
  for (const entry of entries) {
    if (entry.contentType !== listingContentModel.id) continue;
    const parsed = listingContentModel.schema.safeParse(entry.fields);
    if (!parsed.success) {
      warnings.push(`listingContent ${entry.id}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
      continue;
    }
    if (parsed.data.fascia && parsed.data.fascia !== fascia) continue;
    valid.push({ entry, fields: parsed.data });
  }
  // The site's own entry first, then a shared one.
  const chosen = valid.find(({ fields }) => fields.fascia === fascia) ?? valid.find(({ fields }) => !fields.fascia);
  if (!chosen) return { content: undefined, warnings };
  const { entry, fields } = chosen;
  return {
    content: {
      id: entry.id,
      heading: fields.heading,
      bannerMarkdown: fields.bannerMarkdown,
      roundels: (fields.roundels ?? []).map((ref) => ({ id: ref.id, label: ref.fields.title, href: ref.fields.link, image: ref.fields.image })),
      categoryCards: (fields.categoryCards ?? []).map((ref) => ({ id: ref.id, label: ref.fields.callToAction, href: ref.fields.href, image: ref.fields.image })),
      bottomSeoMarkdown: fields.bottomSeoMarkdown,
      metaTitle: fields.metaTitle,
      metaDescription: fields.metaDescription,
      robots: fields.robots,
    },
    warnings,
  };
}
