/** Product keys chosen from the seeded catalogue for "editor's picks" and "new in" grids. */
export interface CataloguePicks {
  /** Best sellers sold on the site, best first. */
  bestSellers(fascia: string, count: number, department?: string): string[];
  /** Newest products sold on the site, newest first. */
  newest(fascia: string, count: number, department?: string): string[];
  /** The best-selling in-stock product of a category on the site, for roundel imagery. */
  categoryImage(fascia: string, categorySlug: string): { key: string; colour: string } | undefined;
}
