import 'server-only';
import { processSingleton } from '@storefront/platform/process-singleton';
import { createClient, type ContentfulClientApi } from 'contentful';
import { getSpace } from '@storefront/content-space/store/spaces';
import { getContentApi } from '../embedded/content-api';
import { getDb } from '../platform/db';
import { contentLocale, realSpaceConfig } from './space-config';
import { contentSourceOf, embeddedSdkClient, type ContentSource } from './content-source';

/**
 * The one module that talks to Contentful. With CONTENTFUL_SPACE_ID and tokens set it reads a
 * real space; otherwise the same SDK reads the embedded space in-process.
 */
export type ContentMode = 'published' | 'preview';

export const DEFAULT_EMBEDDED_SPACE = 'storefront';

export function embeddedSpaceId(env = process.env): string {
  return env.EMBEDDED_CONTENT_SPACE?.trim() || DEFAULT_EMBEDDED_SPACE;
}

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
  const spaceId = embeddedSpaceId();
  const space = await getSpace(await getDb(), spaceId);
  if (!space) throw new Error(`The embedded content space "${spaceId}" does not exist; run the seed (pnpm seed).`);
  const client = embeddedSdkClient({ spaceId, accessToken: mode === 'preview' ? space.previewToken : space.deliveryToken, handle: (await getContentApi()).handle });
  return { client, description: `embedded:${spaceId} (${mode})` };
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
