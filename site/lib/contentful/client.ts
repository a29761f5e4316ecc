import 'server-only';
import { processSingleton } from '@storefront/platform/process-singleton';
import { createClient, type ContentfulClientApi } from 'contentful';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import { createInProcessAdapter } from '@storefront/content-space/axios-adapter';
import { getSpace } from '@storefront/content-space/store/spaces';
import { getContentApi } from '../embedded/content-api';
import { getDb } from '../platform/db';
import { log } from '../platform/log';
import { contentLocale, realSpaceConfig } from './space-config';
import { toPlainSdkEntry } from './plain-sdk-entry';
import { toCmsNode } from './to-cms-node';

/**
 * The one module that talks to Contentful. With CONTENTFUL_SPACE_ID and tokens set it reads a
 * real space; otherwise the same SDK reads the embedded space in-process.
 */
export type ContentMode = 'published' | 'preview';

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
export const DEFAULT_EMBEDDED_SPACE = 'storefront';

export function embeddedSpaceId(env = process.env): string {
  return env.EMBEDDED_CONTENT_SPACE?.trim() || DEFAULT_EMBEDDED_SPACE;
}

export { isEmbeddedContent } from './space-config';

type SdkClient = { client: ContentfulClientApi<undefined>; description: string };
/** A client, or the id of the embedded space that is not there (yet). */
type ClientCache = Map<ContentMode, Promise<SdkClient | { missingSpace: string }>>;

const clientCache = (): ClientCache => processSingleton('site.contentfulClients', () => new Map());

/** Forgets the SDK clients (configuration changed, or tests switching spaces). */
export function resetContentClients(): void {
  clientCache().clear();
}

async function createSdkClient(mode: ContentMode): Promise<SdkClient | { missingSpace: string }> {
  const real = realSpaceConfig();
  if (real) {
    if (mode === 'preview' && !real.previewToken) {
      throw new Error('CONTENTFUL_PREVIEW_ACCESS_TOKEN is needed for preview');
    }
    const client = createClient({
      space: real.space,
      environment: real.environment,
      accessToken: mode === 'preview' ? real.previewToken! : real.deliveryToken,
      host: mode === 'preview' ? real.previewHost : real.deliveryHost,
      insecure: real.insecure,
    });
    return { client, description: `contentful:${real.space}/${real.environment}@${mode === 'preview' ? real.previewHost : real.deliveryHost} (${mode})` };
  }
  const spaceId = embeddedSpaceId();
  const space = await getSpace(await getDb(), spaceId);
  if (!space) return { missingSpace: spaceId };
  const client = createClient({
    space: spaceId,
    accessToken: mode === 'preview' ? space.previewToken : space.deliveryToken,
    host: 'localhost',
    insecure: true,
    basePath: EMBEDDED_BASE_PATH,
    adapter: createInProcessAdapter((await getContentApi()).handle, { basePath: EMBEDDED_BASE_PATH }),
  });
  return { client, description: `embedded:${spaceId} (${mode})` };
}

function sdkClient(mode: ContentMode) {
  const clients = clientCache();
  let pending = clients.get(mode);
  if (!pending) {
    pending = createSdkClient(mode).then(
      (created) => {
        // Looked for again next time: a seed or an import may create the space while the server runs.
        if ('missingSpace' in created) clients.delete(mode);
        return created;
      },
      (error: unknown) => {
        clients.delete(mode);
        throw error;
      },
    );
    clients.set(mode, pending);
  }
  return pending;
}

/** The embedded space does not exist (an empty database): no pages, entries or badges until it does. */
function missingSpaceSource(spaceId: string, mode: ContentMode): ContentSource {
  const warned = processSingleton('site.missingSpacesWarned', () => new Set<string>());
  if (!warned.has(spaceId)) {
    warned.add(spaceId);
    log.warn('content.space.missing', { space: spaceId, hint: 'Run `pnpm seed` for the demo storefront space, or import one with content:import.' });
  }
  return {
    description: `embedded:${spaceId} (${mode}, not created yet)`,
    findPages: async () => [],
    findEntry: async () => undefined,
    findListingContent: async () => [],
    findBadges: async () => [],
    findLivePreviewEntry: async () => undefined,
  };
}

export async function getContentSource(mode: ContentMode): Promise<ContentSource> {
  const created = await sdkClient(mode);
  if ('missingSpace' in created) return missingSpaceSource(created.missingSpace, mode);
  const { client, description } = created;
  const locale = contentLocale();
  const localeQuery = locale ? { locale } : {};
  /** Entries of one content type whose field equals a value, links resolved `include` deep. */
  const entriesWhere = async (contentType: string, field: string, value: string, include: 2 | 10): Promise<CmsEntry[]> => {
    const response = await client.getEntries({ content_type: contentType, [`fields.${field}`]: value, include, limit: 20, ...localeQuery });
    return response.items.map((item) => toCmsNode(item)).filter((node): node is CmsEntry => node.kind === 'entry');
  };
  return {
    description,
    findPages: (slug) => entriesWhere('page', 'slug', slug, 10),
    findListingContent: (categorySlug) => entriesWhere('listingContent', 'categorySlug', categorySlug, 2),
    async findBadges() {
      const response = await client.getEntries({ content_type: 'badge', include: 0, limit: BADGE_LIMIT, ...localeQuery });
      return response.items.map((item) => toCmsNode(item)).filter((node): node is CmsEntry => node.kind === 'entry');
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
