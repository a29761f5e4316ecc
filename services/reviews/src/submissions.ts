import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { reviewSubmissions } from '@storefront/db/schema/reviews';

/** A review a shopper wrote in the external review form, as the form's server checked it. */
export interface ReviewSubmission {
  productKey: string;
  rating: number;
  title: string;
  text: string;
  userName: string;
  isRecommended: boolean | undefined;
}

/**
 * Keeps a submitted review for moderation (P §7 'external review widget'): it is not shown on the
 * product page until approved, as review providers work. Returns the submission's id.
 */
export async function submitReview(db: Database, submission: ReviewSubmission): Promise<string> {
  const id = randomUUID();
  await db.insert(reviewSubmissions).values({ id, ...submission, isRecommended: submission.isRecommended ?? null });
  return id;
}

/** How many reviews of a product wait for moderation. */
export async function pendingReviewCount(db: Database, productKey: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(reviewSubmissions).where(and(eq(reviewSubmissions.productKey, productKey), eq(reviewSubmissions.status, 'pending')));
  return row?.value ?? 0;
}

/** The reviews of a product waiting for moderation, newest first. */
export async function pendingReviews(db: Database, productKey: string): Promise<Array<ReviewSubmission & { id: string; status: string }>> {
  const rows = await db.select().from(reviewSubmissions).where(and(eq(reviewSubmissions.productKey, productKey), eq(reviewSubmissions.status, 'pending'))).orderBy(desc(reviewSubmissions.submittedAt));
  return rows.map((row) => ({ id: row.id, status: row.status, productKey: row.productKey, rating: row.rating, title: row.title, text: row.text, userName: row.userName, isRecommended: row.isRecommended ?? undefined }));
}
