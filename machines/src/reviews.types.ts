/** Review data as the reviews endpoints answer it (P §3, §7); shared by reviews and reviewsPanel. */

export interface ReviewPhoto {
  id: string;
  caption?: string;
  sizes: { normal: { url: string } };
}

export interface SecondaryRating {
  label: string;
  minLabel?: string;
  maxLabel?: string;
  rating: number;
  ratingRange: number;
}

export interface Review {
  id: string;
  rating: number;
  title: string;
  reviewText: string;
  userLocation?: string;
  username: string;
  submittedAt: string;
  secondaryRatings?: SecondaryRating[];
  responses?: Array<{ clientName: string; text: string }>;
  isSyndicated?: boolean;
  syndicationSource?: { name: string; logoImageUrl?: string; contentLink?: string };
  photos?: ReviewPhoto[];
}

export interface ReviewStats {
  averageRating: number;
  totalReviewCount: number;
  recommendedCount: number;
  notRecommendedCount: number;
  ratingDistribution: Array<{ rating: number; count: number }>;
  secondaryRatings?: SecondaryRating[];
}

/** GET /_api/reviews. */
export interface ReviewPage {
  results: Review[];
  remainingResults: number;
  hasNextPage: boolean;
}

/** GET /_api/reviews/summary. */
export interface ReviewSummary {
  summary: string;
  disclaimer: string;
}
