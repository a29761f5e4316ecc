/** The reviews endpoints' answers (P §3 Review, Review stats, list, features and summary responses). */

export interface SecondaryRating {
  label: string;
  minLabel: string;
  maxLabel: string;
  /** One reviewer's rating; in stats, the average to one decimal. */
  rating: number;
  ratingRange: number;
}

export interface ReviewPhoto {
  id: string;
  caption?: string;
  sizes: { normal: { url: string }; thumbnail: { url: string } };
}

export interface Review {
  id: string;
  rating: number;
  title: string;
  /** The text as shown: the promotion marker (P §5) is stripped and reported in isPromotional. */
  reviewText: string;
  isPromotional: boolean;
  userLocation?: string;
  username: string;
  /** ISO 8601. */
  submittedAt: string;
  /** Null when the reviewer did not say. */
  isRecommended: boolean | null;
  secondaryRatings: SecondaryRating[];
  responses: Array<{ clientName: string; text: string }>;
  isSyndicated: boolean;
  syndicationSource?: { name: string; logoImageUrl?: string; contentLink?: string };
  photos: ReviewPhoto[];
}

export interface ReviewStats {
  /** To one decimal; 0 without reviews. */
  averageRating: number;
  totalReviewCount: number;
  recommendedCount: number;
  notRecommendedCount: number;
  /** P §9: recommended / (recommended + not recommended) × 100, rounded; null when nobody answered. */
  recommendedPercentage: number | null;
  /** Always five entries, 5 stars first. */
  ratingDistribution: Array<{ rating: number; count: number }>;
  /** Averages of the secondary ratings, with how many reviews gave each. */
  secondaryRatings: Array<SecondaryRating & { count: number }>;
}

/** GET /_api/reviews. */
export interface ReviewPage {
  results: Review[];
  /** Reviews after this page (0 on the last page). */
  remainingResults: number;
  hasNextPage: boolean;
}

/** GET /_api/reviews/features: the "Reviews That Mention" keywords, most mentioned first. */
export interface ReviewFeatures {
  features: Array<{ feature: string; mentions: number }>;
}

/** GET /_api/reviews/summary. */
export interface ReviewSummary {
  summary: string;
  disclaimer: string;
}
