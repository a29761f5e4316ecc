import type { Database } from '@storefront/db/client';
import { sponsoredPlacements } from '@storefront/db/schema/ads';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { z } from 'zod';

/**
 * The embedded ad server: the sponsored-products API a retail media network offers, answered
 * from the seeded placements. Same request and response as over HTTP, so the site's client
 * talks to it exactly as it would to a hosted one (ADS_SERVER_URL).
 *
 *   POST /v1/sponsored-products
 *   { siteId, pageType: 'category', pageId, placement, maxAds, requestId? }
 *   → { requestId, ads: [{ adId, productKey, campaignId, sponsor, clickId, rank }] }
 */
export const adRequestSchema = z.object({
  siteId: z.string().min(1).max(64),
  pageType: z.enum(['category']),
  pageId: z.string().min(1).max(200),
  placement: z.string().min(1).max(64),
  maxAds: z.number().int().min(1).max(20),
  requestId: z.string().max(100).optional(),
});
export type AdRequest = z.infer<typeof adRequestSchema>;

export const adSchema = z.object({
  adId: z.string(),
  productKey: z.string(),
  campaignId: z.string(),
  sponsor: z.string(),
  clickId: z.string(),
  rank: z.number().int(),
});
export type Ad = z.infer<typeof adSchema>;

export const adResponseSchema = z.object({ requestId: z.string().optional(), ads: z.array(adSchema) });
export type AdResponse = z.infer<typeof adResponseSchema>;

export const AD_SERVER_PATH = '/v1/sponsored-products';
const MAX_BODY_BYTES = 4 * 1024;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The live placements of a page, best rank first. */
export async function findAds(db: Pick<Database, 'select'>, request: AdRequest, now = new Date()): Promise<Ad[]> {
  const at = now.toISOString();
  const rows = await db
    .select()
    .from(sponsoredPlacements)
    .where(
      and(
        eq(sponsoredPlacements.fascia, request.siteId),
        eq(sponsoredPlacements.pageType, request.pageType),
        eq(sponsoredPlacements.pageId, request.pageId),
        lte(sponsoredPlacements.startsAt, at),
        or(isNull(sponsoredPlacements.endsAt), gt(sponsoredPlacements.endsAt, at)),
      ),
    )
    .orderBy(asc(sponsoredPlacements.rank), asc(sponsoredPlacements.id))
    .limit(request.maxAds);
  return rows.map((row) => ({ adId: row.id, productKey: row.productKey, campaignId: row.campaignId, sponsor: row.sponsor, clickId: row.clickId, rank: row.rank }));
}

export function createAdServer(options: { db: () => Promise<Pick<Database, 'select'>>; now?: () => Date }): (request: Request) => Promise<Response> {
  return async (request) => {
    if (new URL(request.url).pathname !== AD_SERVER_PATH) return json(404, { message: `No such endpoint; POST ${AD_SERVER_PATH}` });
    if (request.method !== 'POST') return json(405, { message: 'Use POST' });
    const text = await request.text();
    if (Buffer.byteLength(text) > MAX_BODY_BYTES) return json(413, { message: `Request body too large (limit ${MAX_BODY_BYTES} bytes)` });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return json(400, { message: 'The request body must be JSON' });
    }
    const parsed = adRequestSchema.safeParse(body);
    if (!parsed.success) return json(400, { message: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') });
    const ads = await findAds(await options.db(), parsed.data, options.now?.() ?? new Date());
    return json(200, { requestId: parsed.data.requestId, ads } satisfies AdResponse);
  };
}
