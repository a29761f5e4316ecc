import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { reviews } from '@storefront/db/schema/reviews';
import { splitPromotionMarker } from '../promotion';
import type { ReviewListQuery, ReviewSort } from '../query';
import type { Review, ReviewPage } from '../types';

type ReviewRecord = typeof reviews.$inferSelect;

const orderings: Record<ReviewSort, SQL[]> = {
  Recent: [desc(reviews.submittedAt), desc(reviews.id)],
  HighestRating: [desc(reviews.rating), desc(reviews.submittedAt), desc(reviews.id)],
  LowestRating: [asc(reviews.rating), desc(reviews.submittedAt), desc(reviews.id)],
};

/** Photo URLs are image endpoint paths; the sizes ask it for a gallery and a thumbnail width. */
function toReview(row: ReviewRecord): Review {
  const { reviewText, isPromotional } = splitPromotionMarker(row.text);
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    reviewText,
    isPromotional,
    ...(row.userLocation ? { userLocation: row.userLocation } : {}),
    username: row.userName,
    submittedAt: new Date(row.submittedAt).toISOString(),
    isRecommended: row.isRecommended,
    secondaryRatings: row.secondaryRatings,
    responses: row.responses,
    isSyndicated: row.isSyndicated,
    ...(row.isSyndicated && row.syndicationSourceName
      ? {
          syndicationSource: {
            name: row.syndicationSourceName,
            ...(row.syndicationLogoUrl ? { logoImageUrl: row.syndicationLogoUrl } : {}),
            ...(row.syndicationContentLink ? { contentLink: row.syndicationContentLink } : {}),
          },
        }
      : {}),
    photos: row.photos.map((photo) => ({
      id: photo.id,
      ...(photo.caption ? { caption: photo.caption } : {}),
      sizes: { normal: { url: `${photo.url}?w=800` }, thumbnail: { url: `${photo.url}?w=200` } },
    })),
  };
}

/**
 * One page of a product's reviews (P §4, §7): `remainingResults` counts the reviews after this
 * page and `hasNextPage` says whether "Show more" can load another. A page past the end is empty.
 */
export async function listReviews(db: Database, productKey: string, query: Omit<ReviewListQuery, 'sku'>): Promise<ReviewPage> {
  const filters = [eq(reviews.productKey, productKey)];
  if (query.feature) filters.push(sql`${query.feature} = any(${reviews.features})`);
  if (query.hasPhotos) filters.push(sql`jsonb_array_length(${reviews.photos}) > 0`);
  const where = and(...filters);

  const offset = (query.page - 1) * query.limit;
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(reviews).where(where),
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(...orderings[query.sort])
      .limit(query.limit)
      .offset(offset),
  ]);
  const remainingResults = Math.max(0, (total?.n ?? 0) - offset - rows.length);
  return { results: rows.map(toReview), remainingResults, hasNextPage: remainingResults > 0 };
}
