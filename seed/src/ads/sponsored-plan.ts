/**
 * Which listings the seeded sponsored campaigns run on, and with how many products. A handful
 * per site: the dress listing carries more than a phone shows (L §9 caps phones at 4), so the
 * cap is visible; the others carry a few.
 */
export interface SponsoredPlanEntry {
  /** Category slug; products anywhere below it qualify. */
  categorySlug: string;
  placements: number;
}

export const sponsoredPlan: readonly SponsoredPlanEntry[] = [
  { categorySlug: 'women/dresses', placements: 6 },
  { categorySlug: 'women/shoes', placements: 4 },
  { categorySlug: 'women/tops', placements: 3 },
  { categorySlug: 'men/shirts', placements: 3 },
  { categorySlug: 'beauty/makeup', placements: 3 },
  { categorySlug: 'home/bedding', placements: 2 },
];

/**
 * Seeded campaigns started a year before the catalogue's date and are always-on (no end), so
 * the demo shows ads whatever the clock says; the ad server still honours start and end dates.
 */
export const CAMPAIGN_LEAD_DAYS = 365;
