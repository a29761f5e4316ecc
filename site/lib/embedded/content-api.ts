import 'server-only';
import { processSingletonAsync } from '@storefront/platform/process-singleton';
import { createContentApi, type ContentApi } from '@storefront/content-space/delivery/api';
import { getSpace } from '@storefront/content-space/store/spaces';
import { startContentScheduler } from './content-management';
import { getDb } from '../platform/db';

/** The embedded Delivery/Preview API, one per process (it keeps the space snapshot cache). */
export function getContentApi(): Promise<ContentApi> {
  return processSingletonAsync('site.contentApi', async () => {
    const db = await getDb();
    // Pages read content through this API, so the first page served starts the scheduler too.
    startContentScheduler(db);
    return createContentApi({ db, basePath: '/_content' });
  });
}

const DEFAULT_EMBEDDED_SPACE = 'storefront';

/** The embedded space the site reads: EMBEDDED_CONTENT_SPACE, else the seeded 'storefront'. */
export function embeddedSpaceId(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return env.EMBEDDED_CONTENT_SPACE?.trim() || DEFAULT_EMBEDDED_SPACE;
}

/** The embedded space's access tokens (random, created with the space); undefined before the seed. */
export async function embeddedSpaceTokens(): Promise<{ deliveryToken: string; previewToken: string } | undefined> {
  const space = await getSpace(await getDb(), embeddedSpaceId());
  return space ? { deliveryToken: space.deliveryToken, previewToken: space.previewToken } : undefined;
}

/**
 * What the content SDK needs to read the embedded space in-process: the space, the token of the
 * mode asked for, and the API's handler as its transport; or, before the space is created (an
 * empty store), which space is missing.
 */
export async function embeddedContentAccess(
  mode: 'published' | 'preview',
): Promise<{ spaceId: string; accessToken: string; handle: ContentApi['handle'] } | { missingSpace: string }> {
  const spaceId = embeddedSpaceId();
  const tokens = await embeddedSpaceTokens();
  if (!tokens) return { missingSpace: spaceId };
  return { spaceId, accessToken: mode === 'preview' ? tokens.previewToken : tokens.deliveryToken, handle: (await getContentApi()).handle };
}
