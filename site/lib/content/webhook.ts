import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { pageModel } from '@storefront/cms-models/structure';
import { processContentEvents, type PublishingChange } from '@storefront/content-space/management/events';
import { tagsForPublishedDocument } from '../platform/cache-tags';
import { errorResponse, readJsonBody } from '../platform/http';
import { log } from '../platform/log';

/** The header a Contentful webhook is configured to send (Settings → Webhooks → custom header). */
export const WEBHOOK_SECRET_HEADER = 'x-storefront-webhook-secret';

/** The part of Contentful's publish/unpublish webhook payload we read (the entity's sys). */
const link = z.object({ sys: z.object({ id: z.string().max(64) }) });
const webhookPayload = z.object({
  sys: z.object({
    id: z.string().min(1).max(64),
    type: z.enum(['Entry', 'Asset', 'DeletedEntry', 'DeletedAsset']),
    contentType: link.optional(),
    space: link.optional(),
    environment: link.optional(),
    version: z.number().int().nonnegative().optional(),
    updatedAt: z.string().max(64).optional(),
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

/** The webhook's entity as the change every publish source announces (services/content-space events). */
function publishingChange(payload: z.infer<typeof webhookPayload>, topic: string | null): PublishingChange {
  const { sys, fields } = payload;
  const deleted = sys.type.startsWith('Deleted') || (topic?.endsWith('.unpublish') ?? false);
  return {
    action: deleted ? 'unpublish' : 'publish',
    kind: sys.type.endsWith('Asset') ? 'Asset' : 'Entry',
    spaceId: sys.space?.sys.id ?? '',
    environmentId: sys.environment?.sys.id ?? 'master',
    id: sys.id,
    contentTypeId: sys.contentType?.sys.id ?? null,
    fields: deleted ? null : (fields ?? null),
    previousFields: null,
    version: sys.version ?? 0,
    actor: null,
    via: 'webhook',
    at: sys.updatedAt ?? new Date().toISOString(),
  };
}

/**
 * POST /_api/content/published — a real Contentful space's webhook for publish and unpublish.
 * The change goes out on the process's content events like a publish in the embedded space:
 * this process's listeners empty the published-content caches and expire the cached pages that
 * read the entry before the answer, and every other server process on the database hears it too
 * (site/lib/embedded/process-events.ts), so whichever server Contentful reaches, all of them show
 * the change. Off (404) unless CONTENTFUL_WEBHOOK_SECRET is set.
 */
export async function contentWebhookResponse(request: Request, secret = process.env.CONTENTFUL_WEBHOOK_SECRET?.trim()): Promise<NextResponse> {
  if (!secret) return errorResponse(404, 'Not found.');
  if (!sameSecret(request.headers.get(WEBHOOK_SECRET_HEADER), secret)) return errorResponse(401, 'Missing or wrong webhook secret.');
  const body = await readJsonBody(request, webhookPayload, 256 * 1024);
  if (!body.ok) return body.response;
  const topic = request.headers.get('x-contentful-topic');
  const change = publishingChange(body.data, topic);
  await processContentEvents().emit(change);
  const tags = tagsForPublishedDocument(change, pageModel.id);
  log.info('cms.webhook.published', { id: change.id, type: body.data.sys.type, action: change.action, topic, tags: tags.length });
  return NextResponse.json({ action: change.action, revalidated: tags });
}
