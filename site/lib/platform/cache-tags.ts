/**
 * The names of what a cached page was built from (Next.js cache tags). A page records the tags of
 * everything it read; a publish, a catalogue change or a search-index change revalidates the tags
 * it touched, and exactly the pages that read them render again on their next request.
 * Tags are at most 256 characters (Next.js ignores longer ones): ids and slugs are far shorter.
 */
import type { CmsNode } from '@storefront/cms-models/nodes';

/** A CMS entry or asset by id (whatever page, section or block it is). */
export const cmsDocumentTag = (kind: 'Entry' | 'Asset', id: string) => `cms:${kind === 'Entry' ? 'entry' : 'asset'}:${id}`;
/** The page entries answering one slug: a page published at a slug that was a 404 shows at once. */
export const pageSlugTag = (slug: string) => `cms:page-slug:${slug}`;
/** Every entry of a content type read by a query rather than by id (badges, listing content). */
export const contentTypeTag = (contentType: string) => `cms:type:${contentType}`;
/** One product (by its key, as cards and listing records name it). */
export const productTag = (productKey: string) => `product:${productKey}`;
/** A category listing of one site. */
export const categoryTag = (site: string, categorySlug: string) => `category:${site}:${categorySlug}`;
/** Whatever a catalogue search of one site returns (a block's "products matching" query). */
export const catalogueSearchTag = (site: string) => `catalogue:${site}`;
/** Every cached storefront page: what a resync after a lost connection revalidates. */
export const EVERY_PAGE_TAG = 'storefront:pages';

/** What a catalogue change revalidates: the products by key, each site's listings of their categories, every site's catalogue searches. */
export function tagsForCatalogueChange(change: { everything: boolean; productKeys: readonly string[]; categorySlugs: readonly string[] }, sites: readonly string[]): string[] {
  if (change.everything) return [EVERY_PAGE_TAG];
  const tags = new Set(change.productKeys.map(productTag));
  for (const site of sites) {
    tags.add(catalogueSearchTag(site));
    for (const slug of change.categorySlugs) tags.add(categoryTag(site, slug));
  }
  return [...tags];
}

/** The tag of every entry and asset in a CMS tree, unresolved links included (publishing one fills it in). */
export function cmsTreeTags(root: CmsNode, into = new Set<string>()): Set<string> {
  const seen = new Set<object>();
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    const node = value as Partial<CmsNode> & { fields?: Record<string, unknown> };
    if (node.kind === 'entry' && typeof node.id === 'string') {
      into.add(cmsDocumentTag('Entry', node.id));
      for (const field of Object.values(node.fields ?? {})) visit(field);
    } else if (node.kind === 'asset' && typeof node.id === 'string') {
      into.add(cmsDocumentTag('Asset', node.id));
    } else if (node.kind === 'unresolved' && typeof node.id === 'string' && (node.linkType === 'Entry' || node.linkType === 'Asset')) {
      into.add(cmsDocumentTag(node.linkType, node.id));
    } else {
      // Rich text and other structured fields nest links deeper.
      for (const field of Object.values(value)) visit(field);
    }
  };
  visit(root);
  return into;
}

/** What a publish or unpublish tells the cache: its id and, for the page type, the slugs it had and has. */
export interface PublishedDocument {
  kind: 'Entry' | 'Asset';
  id: string;
  contentTypeId: string | null;
  /** Localised values (field → locale → value) after and before the change. */
  fields: Record<string, Record<string, unknown>> | null;
  previousFields: Record<string, Record<string, unknown>> | null;
}

/**
 * The tags a publish or unpublish revalidates: the document itself (every page that read it);
 * for a page entry, its old and new slugs (a page appearing where there was a 404, or moving);
 * for any other entry, its content type (what queries by type, such as badges, read).
 */
export function tagsForPublishedDocument(document: PublishedDocument, pageContentType: string): string[] {
  const tags = new Set([cmsDocumentTag(document.kind, document.id)]);
  if (document.kind === 'Entry' && document.contentTypeId) {
    if (document.contentTypeId === pageContentType) {
      for (const values of [document.fields?.slug, document.previousFields?.slug]) {
        for (const slug of Object.values(values ?? {})) if (typeof slug === 'string' && slug) tags.add(pageSlugTag(slug));
      }
    } else {
      tags.add(contentTypeTag(document.contentTypeId));
    }
  }
  return [...tags];
}
