/**
 * The words of the rating under the product title and of the list's count, apart from the
 * area's other texts (reviews.texts.ts): the rating button is on the page's first load.
 */
export const ratingTexts = {
  reviewCount: (count: number) => `${count} ${count === 1 ? 'Review' : 'Reviews'}`,
  openReviews: (average: string, count: number) => `Rated ${average} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}. Open reviews`,
} as const;
