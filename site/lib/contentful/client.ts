import 'server-only';
import { processSingleton } from '@storefront/platform/process-singleton';
import { createClient, type ContentfulClientApi } from 'contentful';
import { embeddedContentAccess } from '../embedded/content-api';
import { contentLocale, realSpaceConfig } from './space-config';
import { contentSourceOf, embeddedSdkClient, type ContentSource } from './content-source';

/**
 * The one module that talks to Contentful. With CONTENTFUL_SPACE_ID and tokens set it reads a
 * real space; otherwise the same SDK reads the embedded space in-process, through the access the
 * embedded module hands it (site/lib/embedded/content-api.ts).
 */
export type ContentMode = 'published' | 'preview';

export { isEmbeddedContent } from './space-config';

type ClientCache = Map<ContentMode, Promise<{ client: ContentfulClientApi<undefined>; description: string }>>;

const clientCache = (): ClientCache => processSingleton('site.contentfulClients', () => new Map());

/** Forgets the SDK clients (configuration changed, or tests switching spaces). */
export function resetContentClients(): void {
  clientCache().clear();
}

async function createSdkClient(mode: ContentMode) {
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
  return { client: embeddedSdkClient(access), description: `embedded:${access.spaceId} (${mode})` };
}

function sdkClient(mode: ContentMode) {
  const clients = clientCache();
  let pending = clients.get(mode);
  if (!pending) {
    pending = createSdkClient(mode).catch((error: unknown) => {
      clients.delete(mode);
      throw error;
    });
    clients.set(mode, pending);
  }
  return pending;
}

export async function getContentSource(mode: ContentMode): Promise<ContentSource> {
  const { client, description } = await sdkClient(mode);
  return contentSourceOf(client, description, contentLocale());
}
