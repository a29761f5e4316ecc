import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { clearPublishedContentCaches } from './published-content-cache';
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
});

function sameSecret(given: string | null, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /_api/content/published — a real Contentful space's webhook for publish and unpublish:
 * empties the published-content caches so the change shows at once (the embedded space tells
 * this process directly). Off (404) unless CONTENTFUL_WEBHOOK_SECRET is set.
 */
export async function contentWebhookResponse(request: Request, secret = process.env.CONTENTFUL_WEBHOOK_SECRET?.trim()): Promise<NextResponse> {
  if (!secret) return errorResponse(404, 'Not found.');
  if (!sameSecret(request.headers.get(WEBHOOK_SECRET_HEADER), secret)) return errorResponse(401, 'Missing or wrong webhook secret.');
  const body = await readJsonBody(request, webhookPayload, 256 * 1024);
  if (!body.ok) return body.response;
  const cleared = clearPublishedContentCaches();
  log.info('cms.webhook.published', { id: body.data.sys.id, type: body.data.sys.type, topic: request.headers.get('x-contentful-topic'), cleared });
  return NextResponse.json({ cleared });
}
