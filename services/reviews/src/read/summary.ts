import type { Database } from '@storefront/db/client';
import type { ReviewStats, ReviewSummary } from '../types';
import { isPluralNoun, type Feature, type ProductNouns } from '../vocabulary';
import { featureMentions, type FeatureMention } from './features';
import type { ReviewedProduct } from './product';
import { reviewStats } from './stats';

/** P §9: the AI summary is offered from 30 reviews. */
export const SUMMARY_MIN_REVIEWS = 30;
export const SUMMARY_DISCLAIMER = 'This summary was generated from customer reviews.';

export type SummaryOutcome = { ok: true; summary: ReviewSummary } | { ok: false; message: string };

/** How the summary names each feature ("the colour", "how comfortable it is"). */
const featurePhrases: Record<Feature, (it: string) => string> = {
  fit: () => 'the fit',
  size: () => 'the size',
  material: () => 'the fabric',
  colour: () => 'the colour',
  comfort: (it) => `how comfortable ${it} ${it === 'they' ? 'are' : 'is'}`,
  quality: () => 'the quality',
  style: () => 'the style',
  value: () => 'the value for money',
  delivery: () => 'the delivery',
  packaging: () => 'the packaging',
  scent: () => 'the scent',
  longevity: (it) => `how long ${it} ${it === 'they' ? 'last' : 'lasts'}`,
  texture: () => 'the texture',
  results: () => 'the results',
};

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function nounOf(product: ReviewedProduct, nouns: ProductNouns): string {
  return (nouns(product.productType, product.attributes) ?? 'product').toLowerCase();
}

/** A few sentences from the reviews themselves: what is praised, how it fits, what disappoints, who recommends it. */
export function writeSummary(noun: string, stats: ReviewStats, mentions: FeatureMention[]): string {
  const plural = isPluralNoun(noun);
  const it = plural ? 'they' : 'it';
  const them = plural ? 'them' : 'it';
  const phrase = (mention: FeatureMention) => featurePhrases[mention.feature as Feature]?.(it) ?? `the ${mention.feature}`;
  const meaningful = mentions.filter((mention) => mention.mentions >= Math.max(3, stats.totalReviewCount * 0.05));
  const praised = meaningful.filter((mention) => mention.averageRating >= 4).slice(0, 3);
  const criticised = meaningful.filter((mention) => mention.averageRating < 3.5).slice(0, 2);

  const sentences: string[] = [];
  const subject = `${plural ? 'these' : 'this'} ${noun}`;
  if (praised.length > 0) sentences.push(`Reviewers of ${subject} love ${listOf(praised.map(phrase))}.`);
  else if (stats.averageRating >= 4) sentences.push(`Reviewers are happy with ${subject}.`);
  else sentences.push(`Reviewers have mixed views on ${subject}.`);

  const fit = stats.secondaryRatings.find((rating) => rating.label === 'Fit');
  if (fit && fit.count >= 5) {
    if (fit.rating <= 2.6) sentences.push(`Many say ${it} ${plural ? 'run' : 'runs'} small, so consider sizing up.`);
    else if (fit.rating >= 3.4) sentences.push(`Many say ${it} ${plural ? 'come' : 'comes'} up large, so consider sizing down.`);
    else sentences.push(`Most find ${them} true to size.`);
  }
  if (criticised.length > 0) sentences.push(`Some were less impressed with ${listOf(criticised.map(phrase))}.`);

  const answered = stats.recommendedCount + stats.notRecommendedCount;
  const recommendShare = answered > 0 ? Math.round((stats.recommendedCount / answered) * 100) : undefined;
  const rating = `${stats.averageRating.toFixed(1)} out of 5 from ${stats.totalReviewCount} reviews`;
  sentences.push(
    recommendShare === undefined
      ? `${plural ? 'They average' : 'It averages'} ${rating}.`
      : `${recommendShare}% of reviewers would recommend ${them}, with an average rating of ${rating}.`,
  );
  return sentences.join(' ');
}

/**
 * The review summary (P §7), written from the product's reviews; none under 30 reviews (P §9).
 * `nouns` names the product by its type ("these jeans"); a type it does not know reads "this product".
 */
export async function reviewSummary(db: Database, product: ReviewedProduct, nouns: ProductNouns): Promise<SummaryOutcome> {
  const [stats, mentions] = await Promise.all([reviewStats(db, product.key), featureMentions(db, product.key)]);
  if (stats.totalReviewCount < SUMMARY_MIN_REVIEWS) {
    return { ok: false, message: `A review summary needs at least ${SUMMARY_MIN_REVIEWS} reviews; this product has ${stats.totalReviewCount}.` };
  }
  return { ok: true, summary: { summary: writeSummary(nounOf(product, nouns), stats, mentions), disclaimer: SUMMARY_DISCLAIMER } };
}
