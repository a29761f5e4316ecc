/**
 * The reviews area's constants and texts (P §3, §5, §9) that the machines' spec does not already
 * hold. The spec's own words (sort labels, 'Reviews That Mention', 'Show {n} more', page size,
 * thresholds) stay in machines/src/spec.ts and the rating labels in the reviews panel's
 * review-stats.ts; this file holds the rest, in one place (the rating button's few words, on the
 * page's first load, in rating.texts.ts).
 */

/** P §9: characters shown before 'Read more'; a text only `tolerance` longer is shown whole. */
export const truncation = {
  listText: 250,
  modalText: 2_000,
  listResponse: 250,
  modalResponse: 1_000,
  tolerance: 50,
} as const;

/** P §9: the photo strip shows 2 (phones) or 3 thumbnails with '+N'; the gallery 6 or 3 per view. */
export const photoLayout = {
  stripDesktop: 3,
  stripMobile: 2,
  galleryDesktop: 6,
  galleryMobile: 3,
} as const;

/** P §9: phones are narrower than 768 px. */
export const MOBILE_QUERY = '(max-width: 767px)';

/** Texts the spec implies but does not word. */
export const reviewsTexts = {
  heading: 'Reviews',
  outOfFive: 'out of 5',
  basedOn: (count: number) => `Based on ${count} ${count === 1 ? 'review' : 'reviews'}`,
  ratedOutOfFive: (rating: number) => `Rated ${rating} out of 5`,
  recommendedShare: (percent: number) => `${percent}% of reviewers recommend this product`,
  distributionHeading: 'Rating breakdown',
  secondaryHeading: 'How it fits and feels',
  noReviews: 'No reviews yet.',
  aiSummaryHeading: 'Review summary',
  aiBadge: 'AI',
  photosHeading: 'Customer photos',
  morePhotos: (count: number) => `+${count}`,
  morePhotosLabel: (count: number) => `See ${count} more customer photos`,
  openPhoto: (position: number, total: number) => `Open customer photo ${position} of ${total}`,
  sortLabel: 'Sort by',
  loading: 'Loading reviews…',
  readMore: 'Read more',
  readLess: 'Read less',
  recommends: 'Yes, I recommend this product',
  doesNotRecommend: 'No, I do not recommend this product',
  /** P §5: the promotion marker, stripped from the text, becomes this note. */
  promotionNote: 'This review was collected as part of a promotion.',
  syndicatedFrom: (source: string) => `Originally posted on ${source}`,
  responseFrom: (name: string) => `Response from ${name}`,
  reviewDialogLabel: (title: string) => `Review: ${title}`,
  galleryDialogLabel: 'Customer photos',
  galleryPosition: (first: number, last: number, total: number) => `${first}–${last} of ${total}`,
  previousPhotos: 'Previous photos',
  nextPhotos: 'Next photos',
  photoBy: (username: string) => `Photo by ${username}`,
  close: 'Close',
  reviewPhotos: (username: string) => `Photos from ${username}`,
} as const;
