import 'server-only';
import type { NextResponse } from 'next/server';
import { registry } from '@storefront/plugins/blocks';
import type { StudioEntry, StudioEntrySummary } from '@storefront/preview/studio/types';
import { errorResponse } from '../platform/http';
import { asEditor, json, type StudioApiDeps } from './handler-kit';

/** Reference pickers show one screenful; a narrower search finds the rest. */
export const MAX_SEARCH_RESULTS = 50;
const MAX_QUERY_LENGTH = 100;
const MAX_CONTENT_TYPES = 20;
const CONTENT_TYPE_ID = /^[A-Za-z0-9._-]{1,64}$/;

const displayFields = new Map(registry.models.map((model) => [model.id, model.displayField]));

/** The entry's title: its model's display field, else the usual naming fields. */
export function entryTitle(entry: StudioEntry): string {
  for (const field of [displayFields.get(entry.contentType), 'title', 'internalName', 'name', 'heading']) {
    const value = field ? entry.fields[field] : undefined;
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return '(untitled)';
}

function toSummary(entry: StudioEntry): StudioEntrySummary {
  return { id: entry.id, contentType: entry.contentType, title: entryTitle(entry), status: entry.status, updatedAt: entry.updatedAt };
}

/**
 * GET /_api/studio/entries?q=summer&contentType=heroBanner,text — entries to link from a
 * reference field: drafts included, archived ones not, most recently changed first, at most 50.
 */
export async function searchEntriesHandler(request: Request, deps: StudioApiDeps): Promise<NextResponse> {
  return asEditor(request, deps, async (content) => {
    const params = new URL(request.url).searchParams;
    const text = (params.get('q') ?? '').trim();
    if (text.length > MAX_QUERY_LENGTH) return errorResponse(400, `Search for at most ${MAX_QUERY_LENGTH} characters.`);
    const types = (params.get('contentType') ?? '')
      .split(',')
      .map((type) => type.trim())
      .filter((type) => type !== '');
    if (types.length > MAX_CONTENT_TYPES) return errorResponse(400, `Name at most ${MAX_CONTENT_TYPES} content types.`);
    const badType = types.find((type) => !CONTENT_TYPE_ID.test(type));
    if (badType !== undefined) return errorResponse(400, `"${badType.slice(0, 70)}" is not a content type id.`);
    const query: Record<string, string | number | boolean> = { 'sys.archivedAt[exists]': false, order: '-sys.updatedAt', limit: MAX_SEARCH_RESULTS };
    if (text) query.query = text;
    if (types.length === 1) query.content_type = types[0]!;
    else if (types.length > 1) query['sys.contentType.sys.id[in]'] = types.join(',');
    const result = await content.queryEntries(query);
    return json({ entries: result.items.map(toSummary), total: result.total });
  });
}
