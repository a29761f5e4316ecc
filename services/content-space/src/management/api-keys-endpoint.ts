import { masterEnvironment } from '../store/db';
import type { SpaceRecord } from '../store/spaces';
import { managementErrors } from './errors';
import { ok, type Answer, type ManagementContext } from './request';
import { collectionJson, link } from './serialize';

/**
 * The space's Delivery and Preview API keys, as Contentful's Management API lists them
 * (`/spaces/{space}/api_keys`, `/spaces/{space}/preview_api_keys`), so a tool or app holding an
 * editor's token finds the tokens to read content with. The embedded space has one key of each
 * (its delivery and preview tokens, created with the space); they are read-only here.
 */
const SPACE_KEY_ID = 'default';

export type KeyCollection = 'api_keys' | 'preview_api_keys';

function keySys(space: SpaceRecord, type: 'ApiKey' | 'PreviewApiKey') {
  return { type, id: SPACE_KEY_ID, version: 1, space: link('Space', space.id), createdAt: space.createdAt, updatedAt: space.updatedAt };
}

const allActions = [{ effect: 'allow', actions: 'all' }];

function keyJson(space: SpaceRecord, collection: KeyCollection): Record<string, unknown> {
  const common = { name: space.name, description: null, policies: allActions, environments: [link('Environment', masterEnvironment)] };
  if (collection === 'preview_api_keys') return { ...common, accessToken: space.previewToken, sys: keySys(space, 'PreviewApiKey') };
  return { ...common, accessToken: space.deliveryToken, preview_api_key: link('PreviewApiKey', SPACE_KEY_ID), sys: keySys(space, 'ApiKey') };
}

export function spaceKeys(context: ManagementContext, collection: KeyCollection, keyId: string | undefined): Answer {
  if (context.method !== 'GET') throw managementErrors.methodNotAllowed(context.method);
  const key = keyJson(context.space, collection);
  if (keyId === undefined) return ok(collectionJson([key], { total: 1, skip: 0, limit: 100 }));
  if (keyId !== SPACE_KEY_ID) throw managementErrors.notFound({ type: collection === 'api_keys' ? 'ApiKey' : 'PreviewApiKey', id: keyId });
  return ok(key);
}
