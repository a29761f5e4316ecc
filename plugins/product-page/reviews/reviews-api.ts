/**
 * The reviews endpoints as the area calls them (P §7): GET /_api/reviews (the list: 5 a page;
 * the photos: up to 100 reviews with photos), /features and /summary. The stats come from the
 * reviews panel's reader, the same call the panel makes. A non-2xx answer rejects.
 */
import type { FetchReviewsInput } from '@storefront/machines/reviews.machine';
import { reviews as spec } from '@storefront/machines/spec';
import { parseFeatures, parseReviewPage, parseSummary, type ShownReview } from './review-schema';

async function getJson(path: string, params: Record<string, string | number | boolean | undefined>, signal?: AbortSignal): Promise<unknown> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, String(value));
  const response = await fetch(`${path}?${query}`, { headers: { accept: 'application/json' }, credentials: 'same-origin', signal });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = typeof body === 'object' && body !== null && 'message' in body ? String((body as { message: unknown }).message) : `status ${response.status}`;
    throw new Error(`${path} failed: ${message}`);
  }
  return body;
}

/** One page of the list. */
export async function fetchReviewPage(input: FetchReviewsInput, signal?: AbortSignal) {
  return parseReviewPage(await getJson('/_api/reviews', { sku: input.sku, limit: input.limit, page: input.page, sort: input.sort, feature: input.feature }, signal));
}

/** The reviews with photos, for the photo strip and gallery (P §7: limit 100, hasPhotos). */
export async function fetchPhotoReviews(sku: string, signal?: AbortSignal): Promise<ShownReview[]> {
  const page = await getJson('/_api/reviews', { sku, limit: spec.photoLimit, page: 1, sort: spec.defaultSort, hasPhotos: true }, signal);
  return parseReviewPage(page).results;
}

/** The 'Reviews That Mention' keywords. */
export async function fetchFeatures(sku: string, signal?: AbortSignal): Promise<string[]> {
  return parseFeatures(await getJson('/_api/reviews/features', { sku }, signal));
}

/** The AI summary and its disclaimer. */
export async function fetchSummary(sku: string, signal?: AbortSignal) {
  return parseSummary(await getJson('/_api/reviews/summary', { sku }, signal));
}
