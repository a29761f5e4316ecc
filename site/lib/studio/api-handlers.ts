import 'server-only';
import type { NextResponse } from 'next/server';
import { z } from 'zod';
import { matchesPageSearch, pageInputSchema } from '@storefront/preview/studio/page-input';
import type { VersionConflict } from '@storefront/preview/studio/types';
import type { FasciaConfig } from '@storefront/sites/fascias';
import { csrfFailure, errorResponse, readJson } from '../platform/http';
import { StudioContentError } from '../contentful/management-errors';
import { asEditor, badId, json, type StudioApiDeps } from './handler-kit';
import { createPage, deletePage, duplicatePage, entryTree, listSitePages } from './pages';

/** An entry may be large (rich text, long lists), but not larger than Contentful accepts. */
export const MAX_ENTRY_BODY_BYTES = 1024 * 1024;

const createPageBody = pageInputSchema.extend({ site: z.string({ message: 'Choose a site' }).min(1, 'Choose a site').max(40) });
const fieldsSchema = z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'Field ids are letters, digits and _'), z.unknown());
const updateEntryBody = z.object({
  /** The version edited, when the X-Contentful-Version header does not say it. */
  version: z.number().int().positive().optional(),
  /** Only for creating: the new entry's content type (sent without a version). */
  contentType: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'contentType is a content type id').optional(),
  fields: fieldsSchema,
});

function siteById(deps: StudioApiDeps, id: string | null | undefined): FasciaConfig | undefined {
  return id ? deps.sites.find((site) => site.id === id) : undefined;
}

/** GET /_api/studio/pages?site=hartley[&q=summer] — the site's pages and the shared ones. */
export async function listPagesHandler(request: Request, deps: StudioApiDeps): Promise<NextResponse> {
  return asEditor(request, deps, async (content) => {
    const params = new URL(request.url).searchParams;
    const site = siteById(deps, params.get('site'));
    if (!site) return errorResponse(params.get('site') ? 404 : 400, params.get('site') ? `There is no site "${params.get('site')}".` : 'Name the site: ?site=hartley');
    const query = (params.get('q') ?? '').slice(0, 200);
    const pages = (await listSitePages(content, site)).filter((page) => matchesPageSearch(page, query));
    return json({ site: site.id, pages });
  });
}

/** POST /_api/studio/pages { site, title, slug } — a new draft page (201). */
export async function createPageHandler(request: Request, deps: StudioApiDeps): Promise<NextResponse> {
  return asEditor(request, deps, async (content) => {
    const body = await readJson(request, createPageBody);
    if (!body.ok) return body.response;
    const site = siteById(deps, body.data.site);
    if (!site) return errorResponse(404, `There is no site "${body.data.site}".`);
    return json({ page: await createPage(content, site, body.data) }, 201);
  });
}

/** POST /_api/studio/pages/{id}/duplicate { title, slug } — a deep copy as a new draft page (201). */
export async function duplicatePageHandler(request: Request, id: string, deps: StudioApiDeps): Promise<NextResponse> {
  return asEditor(request, deps, async (content) => {
    const body = await readJson(request, pageInputSchema.extend({ site: z.string().max(40).optional() }));
    if (!body.ok) return body.response;
    const invalid = badId(id);
    if (invalid) return invalid;
    const siteName = siteById(deps, body.data.site)?.name ?? 'this site';
    return json({ page: await duplicatePage(content, id, body.data, siteName) }, 201);
  });
}

/** DELETE /_api/studio/pages/{id} — the page and the sections and blocks only it used. */
export async function deletePageHandler(request: Request, id: string, deps: StudioApiDeps): Promise<NextResponse> {
  return asEditor(request, deps, async (content) => {
    const failure = csrfFailure(request);
    if (failure) return failure;
    const invalid = badId(id);
    if (invalid) return invalid;
    return json({ success: true, ...(await deletePage(content, id)) });
  });
}

/**
 * GET /_api/studio/entries/{id} — the entry with every entry and asset it links to, drafts
 * included, and the publishes scheduled for any of them.
 */
export async function getEntryHandler(request: Request, id: string, deps: StudioApiDeps): Promise<NextResponse> {
  return asEditor(request, deps, async (content) => {
    const invalid = badId(id);
    if (invalid) return invalid;
    const tree = await entryTree(content, id);
    if (!tree) return errorResponse(404, `There is no entry with the id ${id}.`);
    const scheduled = await content.listScheduledPublishes(Object.keys(tree.entries));
    return json({ tree, scheduled });
  });
}

/**
 * PUT /_api/studio/entries/{id} { fields } with X-Contentful-Version: the version the editor
 * started from. A stale version is refused with 409 carrying both versions: the entry as it is
 * now (`current`) and the editor's own (`yours`), so nothing they typed is lost.
 * Without a version and with `contentType`, it creates the entry with this id (201; 409 when the
 * id is taken), as Contentful's PUT does: a block added in the editor keeps the id it was given.
 */
export async function updateEntryHandler(request: Request, id: string, deps: StudioApiDeps): Promise<NextResponse> {
  return asEditor(request, deps, async (content) => {
    const body = await readJson(request, updateEntryBody, MAX_ENTRY_BODY_BYTES);
    if (!body.ok) return body.response;
    const invalid = badId(id);
    if (invalid) return invalid;
    const header = request.headers.get('x-contentful-version');
    const version = header !== null && header.trim() !== '' ? Number(header) : body.data.version;
    if (version === undefined && body.data.contentType) {
      return json({ entry: await content.createEntryWithId(id, body.data.contentType, body.data.fields) }, 201);
    }
    if (version === undefined || !Number.isInteger(version) || version < 1) {
      return errorResponse(400, 'Send the version you edited in the X-Contentful-Version header (or a contentType to create the entry).');
    }
    try {
      return json({ entry: await content.updateEntry(id, version, body.data.fields) });
    } catch (error) {
      if (error instanceof StudioContentError && error.status === 409 && error.current) {
        const conflict: VersionConflict = { message: error.message, current: error.current, yours: { version, fields: body.data.fields } };
        return errorResponse(409, conflict.message, { code: error.code, current: conflict.current, yours: conflict.yours });
      }
      throw error;
    }
  });
}
