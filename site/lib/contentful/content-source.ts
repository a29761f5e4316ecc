import { createClient, type ContentfulClientApi } from 'contentful';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import { createInProcessAdapter } from '@storefront/content-space/axios-adapter';
import { toPlainSdkEntry } from './plain-sdk-entry';
import { toCmsNode } from './to-cms-node';

/**
 * What the storefront reads from a Contentful space, in the app's own types. Built on the SDK
 * client of a real space or of the embedded one; the queries are the same for both.
 */
export interface ContentSource {
  /** Where content comes from, for logs and the README's health check. */
  readonly description: string;
  /** Page entries with this slug, links resolved as deep as Contentful allows. */
  findPages(slug: string): Promise<CmsEntry[]>;
  /** One entry with its links resolved, or undefined. */
  findEntry(id: string): Promise<CmsEntry | undefined>;
  /** Listing content entries (banner, roundels, SEO text) of one category slug, every site's. */
  findListingContent(categorySlug: string): Promise<CmsEntry[]>;
  /** Every badge entry, every site's (a few dozen: merchandising sets them per campaign). */
  findBadges(): Promise<CmsEntry[]>;
  /**
   * One entry as the SDK gives it (links resolved), as plain data: what Contentful's live-preview
   * SDK updates in place while an editor types in Contentful's web app.
   */
  findLivePreviewEntry(id: string): Promise<unknown>;
}

export const EMBEDDED_BASE_PATH = '/_content';
/** More badges than any site runs at once; one page of the delivery API. */
const BADGE_LIMIT = 500;

type ContentApiHandle = Parameters<typeof createInProcessAdapter>[0];

/** The SDK client of an embedded space, reaching its API in-process (no socket). */
export function embeddedSdkClient(options: { spaceId: string; accessToken: string; handle: ContentApiHandle }): ContentfulClientApi<undefined> {
  return createClient({
    space: options.spaceId,
    accessToken: options.accessToken,
    host: 'localhost',
    insecure: true,
    basePath: EMBEDDED_BASE_PATH,
    adapter: createInProcessAdapter(options.handle, { basePath: EMBEDDED_BASE_PATH }),
  });
}

/** The storefront's queries over one SDK client, answered in the app's types. */
export function contentSourceOf(client: ContentfulClientApi<undefined>, description: string, locale: string | undefined): ContentSource {
  const localeQuery = locale ? { locale } : {};
  const entries = (items: readonly unknown[]) => items.map((item) => toCmsNode(item)).filter((node): node is CmsEntry => node.kind === 'entry');
  /** Entries of one content type whose field equals a value, links resolved `include` deep. */
  const entriesWhere = async (contentType: string, field: string, value: string, include: 2 | 10): Promise<CmsEntry[]> => {
    const response = await client.getEntries({ content_type: contentType, [`fields.${field}`]: value, include, limit: 20, ...localeQuery });
    return entries(response.items);
  };
  return {
    description,
    findPages: (slug) => entriesWhere('page', 'slug', slug, 10),
    findListingContent: (categorySlug) => entriesWhere('listingContent', 'categorySlug', categorySlug, 2),
    async findBadges() {
      const response = await client.getEntries({ content_type: 'badge', include: 0, limit: BADGE_LIMIT, ...localeQuery });
      return entries(response.items);
    },
    async findLivePreviewEntry(id) {
      const response = await client.getEntries({ 'sys.id': id, include: 10, limit: 1, ...localeQuery });
      const [item] = response.items;
      return item ? toPlainSdkEntry(item) : undefined;
    },
    async findEntry(id) {
      const response = await client.getEntries({ 'sys.id': id, include: 10, limit: 1, ...localeQuery });
      const [item] = response.items;
      if (!item) return undefined;
      const node = toCmsNode(item);
      return node.kind === 'entry' ? node : undefined;
    },
  };
}
