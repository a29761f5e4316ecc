import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { pageModel } from '@storefront/cms-models/structure';
import { clearPublishedContentCaches } from './published-content-cache';
import { tagsForPublishedDocument } from '../platform/cache-tags';
import { expireTagsInThisRequest } from '../platform/page-cache';
import { errorResponse, readJsonBody } from '../platform/http';
import { log } from '../platform/log';

/** The header a Contentful webhook is configured to send (Settings → Webhooks → custom header). */
export const WEBHOOK_SECRET_HEADER = 'x-storefront-webhook-secret';

/** The part of Contentful's publish/unpublish webhook payload we read (the entity's sys). */
const webhookPayload = z.object({
  sys: z.object({
    id: z.string().min(1).max(64),
    type: z.enum(['Entry', 'Asset', 'DeletedEntry', 'DeletedAsset']),
    contentType: z.object({ sys: z.object({ id: z.string() }) }).optional(),
  }),
  /** On publish, the entry's localised fields (a page's slug says which 404 it fills). */
  fields: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
});

function sameSecret(given: string | null, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /_api/content/published — a real Contentful space's webhook for publish and unpublish:
 * empties the published-content caches and expires the cached pages that read the entry, so
 * the change shows at once (the embedded space tells
 * this process directly). Off (404) unless CONTENTFUL_WEBHOOK_SECRET is set.
 */
export async function contentWebhookResponse(request: Request, secret = process.env.CONTENTFUL_WEBHOOK_SECRET?.trim()): Promise<NextResponse> {
  if (!secret) return errorResponse(404, 'Not found.');
  if (!sameSecret(request.headers.get(WEBHOOK_SECRET_HEADER), secret)) return errorResponse(401, 'Missing or wrong webhook secret.');
  const body = await readJsonBody(request, webhookPayload, 256 * 1024);
  if (!body.ok) return body.response;
  const cleared = clearPublishedContentCaches();
  const { sys, fields } = body.data;
  const tags = tagsForPublishedDocument(
    { kind: sys.type.endsWith('Asset') ? 'Asset' : 'Entry', id: sys.id, contentTypeId: sys.contentType?.sys.id ?? null, fields: fields ?? null, previousFields: null },
    pageModel.id,
  );
  const headers = expireTagsInThisRequest(tags);
  log.info('cms.webhook.published', { id: sys.id, type: sys.type, topic: request.headers.get('x-contentful-topic'), cleared, tags: tags.length });
  return NextResponse.json({ cleared, revalidated: tags }, { headers });
}
