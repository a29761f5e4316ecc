import 'server-only';
import { usesEmbeddedContent } from '../embedded/defaults';
import { embeddedSpaceId } from '../embedded/content-api';
import { getManagementApi } from '../embedded/content-management';
import { createStudioContent, type ManagementTarget, type StudioContent } from '../contentful/management-client';
import { StudioContentError } from '../contentful/management-errors';
import type { StudioEditor } from './sessions';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Where the studio writes: a real Contentful space when CONTENTFUL_MANAGEMENT_TOKEN and
 * CONTENTFUL_SPACE_ID are set (CONTENTFUL_ENVIRONMENT, CONTENTFUL_MANAGEMENT_HOST optional),
 * else the embedded space, as the signed-in editor. A site reading a real space without a
 * management token has nowhere to write: that is a configuration error, said plainly.
 */
export function realManagementTarget(env: Env = process.env): Extract<ManagementTarget, { kind: 'contentful' }> | undefined {
  const accessToken = env.CONTENTFUL_MANAGEMENT_TOKEN?.trim();
  const spaceId = env.CONTENTFUL_SPACE_ID?.trim();
  if (!accessToken || !spaceId) return undefined;
  return {
    kind: 'contentful',
    accessToken,
    spaceId,
    environmentId: env.CONTENTFUL_ENVIRONMENT?.trim() || 'master',
    host: env.CONTENTFUL_MANAGEMENT_HOST?.trim() || undefined,
  };
}

export async function studioContentFor(editor: StudioEditor, env: Env = process.env): Promise<StudioContent> {
  const locale = env.CONTENTFUL_LOCALE?.trim() || undefined;
  const real = realManagementTarget(env);
  if (real) return createStudioContent(real, { locale });
  if (!usesEmbeddedContent(env)) {
    throw new StudioContentError(503, 'NotConfigured', 'The site reads a real Contentful space: set CONTENTFUL_MANAGEMENT_TOKEN so the studio can write to it.');
  }
  const api = await getManagementApi();
  return createStudioContent(
    { kind: 'embedded', handle: api.handle, spaceId: embeddedSpaceId(env as NodeJS.ProcessEnv), environmentId: 'master', accessToken: editor.token },
    { locale },
  );
}
