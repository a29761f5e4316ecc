import { sql } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { reviews } from '@storefront/db/schema/reviews';
import type { ReviewFeatures } from '../types';

export interface FeatureMention {
  feature: string;
  mentions: number;
  /** The average star rating of the reviews that mention it. */
  averageRating: number;
}

/** What a product's reviews mention, most mentioned first (ties by name). */
export async function featureMentions(db: Database, productKey: string): Promise<FeatureMention[]> {
  const result = (await db.execute(sql`
    select f.feature, count(*)::int as mentions, avg(r.rating)::float8 as "averageRating"
      from ${reviews} r cross join lateral unnest(r.features) as f(feature)
     where r.product_key = ${productKey}
     group by f.feature
     order by mentions desc, f.feature`)) as unknown as { rows: FeatureMention[] };
  return result.rows;
}

/** The "Reviews That Mention" keywords of one product (P §7): every feature its reviews mention. */
export async function reviewFeatures(db: Database, productKey: string): Promise<ReviewFeatures> {
  const mentions = await featureMentions(db, productKey);
  return { features: mentions.map(({ feature, mentions: count }) => ({ feature, mentions: count })) };
}
