import { ParamReader } from '../delivery/query/params';
import { getContentType, listContentTypes } from '../store/content-types';
import { listLocales } from '../store/locales';
import { managementErrors } from './errors';
import { ok, type Answer, type ManagementContext } from './request';
import { collectionJson, contentTypeJson, localeJson } from './serialize';

function readPage(context: ManagementContext): { skip: number; limit: number } {
  const reader = new ParamReader(context.params);
  const skip = reader.integer('skip', 0, 0, Number.MAX_SAFE_INTEGER);
  const limit = reader.integer('limit', 100, 0, 1000);
  reader.finish();
  return { skip, limit };
}

/**
 * Content types as the space holds them — the storefront's models as code, imported when the
 * space is seeded — drafts included, with their versions. They are read-only here.
 */
export async function contentTypes(context: ManagementContext, environmentId: string, id: string | undefined): Promise<Answer> {
  if (context.method !== 'GET') throw managementErrors.methodNotAllowed(context.method);
  const scope = { spaceId: context.space.id, environmentId };
  if (id !== undefined) {
    const contentType = await getContentType(context.db, context.space.id, id, { environmentId });
    if (!contentType) throw managementErrors.notFound({ type: 'ContentType', id });
    return ok(contentTypeJson(scope, contentType));
  }
  const { skip, limit } = readPage(context);
  const all = await listContentTypes(context.db, context.space.id, { environmentId });
  return ok(collectionJson(all.slice(skip, skip + limit).map((contentType) => contentTypeJson(scope, contentType)), { total: all.length, skip, limit }));
}

/** The environment's locales (read-only here). */
export async function locales(context: ManagementContext, environmentId: string, id: string | undefined): Promise<Answer> {
  if (context.method !== 'GET') throw managementErrors.methodNotAllowed(context.method);
  const scope = { spaceId: context.space.id, environmentId };
  const all = await listLocales(context.db, context.space.id, environmentId);
  if (all.length === 0) throw managementErrors.notFound({ type: 'Environment', id: environmentId });
  if (id !== undefined) {
    const locale = all.find((candidate) => (candidate.sysId ?? candidate.code) === id || candidate.code === id);
    if (!locale) throw managementErrors.notFound({ type: 'Locale', id });
    return ok(localeJson(scope, locale));
  }
  const { skip, limit } = readPage(context);
  return ok(collectionJson(all.slice(skip, skip + limit).map((locale) => localeJson(scope, locale)), { total: all.length, skip, limit }));
}
