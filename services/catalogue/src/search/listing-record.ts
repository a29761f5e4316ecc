import type { ProductSummary } from '../types';

/**
 * One product as the search index holds it: every field a listing filters, facets, sorts or
 * searches on, plus the card itself so a listing renders from search hits alone.
 */
export interface ListingRecord {
  objectID: string;
  productKey: string;
  slug: string;
  name: string;
  description: string;
  brand: string;
  /**
   * Brand pages filter on collection: L §2 links carry /facet/collection/{brand} with the
   * brand's hyphens turned into %20, so the value is the brand id with spaces ("dorothy perkins").
   */
  collection: string;
  department: string;
  gender: string;
  classification: string;
  styleTaxonomy: string;
  /** The leaf category's name. */
  categoryTaxonomy: string;
  /** The category and every ancestor, e.g. ["women", "women/dresses", "women/dresses/maxi-dresses"]. */
  categorySlugs: string[];
  categoryNames: string[];
  occasion: string | null;
  fabrication: string | null;
  neckline: string | null;
  sleeveLength: string | null;
  design: string | null;
  colourFacets: string[];
  /** Sizes in stock in any colour. */
  sizes: string[];
  /** Lowest current price, in pounds. */
  price: number;
  wasPrice: number | null;
  /** The largest genuine saving, in percent (0 when not reduced). */
  discountPercentage: number;
  priceBands: string;
  discountBands: string | null;
  averageRating: number | null;
  totalReviewCount: number;
  ratingGroup: string | null;
  isNextDay: boolean;
  isOnStock: boolean;
  isPremier: boolean;
  hasGiftWithPurchase: boolean;
  /** Seconds since the epoch (newness). */
  createdAt: number;
  bestSellerRank: number;
  /** Facets the descriptive AI attributes feed (Material, Fit, Skin_Type, …). */
  'aiattributes.Material': string | null;
  'aiattributes.Fit': string | null;
  'aiattributes.Skin_Type': string | null;
  'aiattributes.Hair_Type': string | null;
  'aiattributes.Heel_Height': string | null;
  'aiattributes.Closure': string | null;
  'aiattributes.Pattern': string | null;
  card: ProductSummary;
}

/** L §3 price bands, in pounds. */
export function priceBand(price: number): string {
  const bands: Array<[number, string]> = [
    [25, '£0 - £25'],
    [50, '£25 - £50'],
    [75, '£50 - £75'],
    [100, '£75 - £100'],
    [150, '£100 - £150'],
  ];
  return bands.find(([limit]) => price < limit)?.[1] ?? '£150+';
}

export function discountBand(percentage: number): string | null {
  if (percentage <= 0) return null;
  if (percentage < 20) return 'Up to 20%';
  if (percentage < 40) return '20% - 40%';
  if (percentage < 60) return '40% - 60%';
  return '60% +';
}

export function ratingGroup(rating: number | null | undefined): string | null {
  if (rating === null || rating === undefined) return null;
  if (rating >= 4.5) return '4.5 & up';
  if (rating >= 4) return '4 & up';
  if (rating >= 3) return '3 & up';
  return 'Under 3';
}
