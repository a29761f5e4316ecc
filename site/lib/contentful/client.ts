import 'server-only';
import { processSingleton } from '@storefront/platform/process-singleton';
import { createClient, type ContentfulClientApi } from 'contentful';
import { embeddedContentAccess } from '../embedded/content-api';
import { log } from '../platform/log';
import { contentLocale, realSpaceConfig } from './space-config';
import { contentSourceOf, embeddedSdkClient, type ContentSource } from './content-source';

/**
 * The one module that talks to Contentful. With CONTENTFUL_SPACE_ID and tokens set it reads a
 * real space; otherwise the same SDK reads the embedded space in-process, through the access the
 * embedded module hands it (site/lib/embedded/content-api.ts).
 */
export type ContentMode = 'published' | 'preview';

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
  const access = await embeddedContentAccess(mode);
  if ('missingSpace' in access) return access;
  return { client: embeddedSdkClient(access), description: `embedded:${access.spaceId} (${mode})` };
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
  return contentSourceOf(created.client, created.description, contentLocale());
}
