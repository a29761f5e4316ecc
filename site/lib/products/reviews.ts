import 'server-only';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import type { Database } from '@storefront/db/client';
import { reviewFeatures } from '@storefront/reviews/read/features';
import { listReviews } from '@storefront/reviews/read/list';
import { productForSku, type ReviewedProduct } from '@storefront/reviews/read/product';
import { reviewStats } from '@storefront/reviews/read/stats';
import { reviewSummary } from '@storefront/reviews/read/summary';
import { queryObject, reviewListQuerySchema, skuQuerySchema } from '@storefront/reviews/query';
import { catalogueNouns } from '../embedded/synthetic-world';
import { getDb } from '../platform/db';
import { describeIssues, errorResponse } from '../platform/http';
import { getSite } from '../platform/request-site';

/** Reviews change rarely and are the same for every shopper: shared caches may keep them a minute. */
export const REVIEWS_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** Where a reviews request reads: the database and the site (products not sold there are unknown). */
export interface ReviewsScope {
  db: Database;
  fascia: string;
}

/** The request's scope, opened only once its query string is valid. */
export type ScopeLoader = () => Promise<ReviewsScope>;

export const requestScope: ScopeLoader = async () => ({ db: await getDb(), fascia: (await getSite()).id });

type Outcome = { ok: true; body: unknown } | { ok: false; status: number; message: string };

/**
 * The shape every reviews endpoint shares: validate the query (400 with a message), find the
 * product by SKU on this site (404), then answer with the read, cacheable.
 */
async function respond<S extends z.ZodType<{ sku: string }>>(
  url: string,
  schema: S,
  scope: ScopeLoader,
  read: (db: Database, product: ReviewedProduct, query: z.output<S>) => Promise<Outcome>,
): Promise<NextResponse> {
  const query = schema.safeParse(queryObject(url));
  if (!query.success) return errorResponse(400, describeIssues(query.error));
  const { db, fascia } = await scope();
  const product = await productForSku(db, query.data.sku, { fascia });
  if (!product) return errorResponse(404, `No product with the SKU ${query.data.sku} is sold on this site.`);
  const outcome = await read(db, product, query.data);
  if (!outcome.ok) return errorResponse(outcome.status, outcome.message);
  return NextResponse.json(outcome.body, { headers: { 'Cache-Control': REVIEWS_CACHE_CONTROL } });
}

/** GET /_api/reviews/stats?sku (L §7, P §7): average, count, distribution, recommendations, secondary ratings. */
export function reviewStatsResponse(url: string, scope: ScopeLoader = requestScope): Promise<NextResponse> {
  return respond(url, skuQuerySchema, scope, async (db, product) => ({ ok: true, body: await reviewStats(db, product.key) }));
}

/** GET /_api/reviews?sku&limit&page&sort&feature&hasPhotos (P §7): one page of reviews. */
export function reviewListResponse(url: string, scope: ScopeLoader = requestScope): Promise<NextResponse> {
  return respond(url, reviewListQuerySchema, scope, async (db, product, query) => ({ ok: true, body: await listReviews(db, product.key, query) }));
}

/** GET /_api/reviews/features?sku (P §7): the keywords the product's reviews mention. */
export function reviewFeaturesResponse(url: string, scope: ScopeLoader = requestScope): Promise<NextResponse> {
  return respond(url, skuQuerySchema, scope, async (db, product) => ({ ok: true, body: await reviewFeatures(db, product.key) }));
}

/** GET /_api/reviews/summary?sku (P §7): summary and disclaimer; 404 under 30 reviews (P §9). */
export function reviewSummaryResponse(url: string, scope: ScopeLoader = requestScope): Promise<NextResponse> {
  return respond(url, skuQuerySchema, scope, async (db, product) => {
    const outcome = await reviewSummary(db, product, catalogueNouns);
    return outcome.ok ? { ok: true, body: outcome.summary } : { ok: false, status: 404, message: outcome.message };
  });
}
