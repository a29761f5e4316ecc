/**
 * Visual search mode (L §2, §4, §9): /search?visual={id} lists products in the colours found in
 * an uploaded photo. The URL carries only the id; what the photo held lives server-side. The
 * colours start as the colour facet's selected values, so the filter bar, paging and removing a
 * colour chip all work as for any filter; productKey filters are dropped; pages hold 100.
 */
import { normaliseColourName } from '../../shared/product/rules/colours';
import { productUrl } from '../../shared/product/rules/product-links';
import type { Filters } from './facets';
import type { ListingProduct } from './listing-product';
import { buildListingUrl, withFacetTermToggled, type ListingUrlState } from './listing-url';
import type { DetectedColour } from './visual-colours';

export const VISUAL_PARAM = 'visual';
export const COLOUR_FACET = 'colourFacets';
const idPattern = /^[A-Za-z0-9_-]{12,40}$/;

/** What the listing shows of a visual search. */
export type VisualSearchView =
  | {
      status: 'found';
      id: string;
      /** The uploaded photo, small. */
      thumbnailUrl: string;
      colours: DetectedColour[];
      /** The category the shopper chose to search in, if any. */
      category: { slug: string; name: string } | undefined;
    }
  /** The id is unknown or has expired: the shopper is asked to upload again. */
  | { status: 'expired'; id: string };

export function isVisualSearchId(value: unknown): value is string {
  return typeof value === 'string' && idPattern.test(value);
}

/** The visual search id of a search URL, when it has a well-formed one. */
export function visualSearchIdOf(state: Pick<ListingUrlState, 'kind' | 'extraParams'>): string | undefined {
  if (state.kind !== 'search') return undefined;
  const value = state.extraParams.find(([name]) => name === VISUAL_PARAM)?.[1];
  return isVisualSearchId(value) ? value : undefined;
}

/** The listing a new visual search opens: its colours selected. */
export function visualSearchUrl(id: string, colours: readonly Pick<DetectedColour, 'facet'>[]): string {
  return buildListingUrl({ path: '/search', filters: colours.length > 0 ? { [COLOUR_FACET]: colours.map((colour) => colour.facet) } : {}, extraParams: [[VISUAL_PARAM, id]] });
}

/** Filters in visual search mode: no productKey (L §4). */
export function visualSearchFilters(filters: Filters): Filters {
  const { productKey: _dropped, ...rest } = filters;
  return rest;
}

const sameColour = (a: string, b: string) => normaliseColourName(a) === normaliseColourName(b);

/**
 * The colours found, each as a chip: selected ones remove themselves from the filter when
 * clicked, removed ones add themselves back.
 */
export function visualColourChips(state: ListingUrlState, colours: readonly DetectedColour[]): Array<DetectedColour & { selected: boolean; href: string }> {
  const selected = state.filters[COLOUR_FACET] ?? [];
  return colours.map((colour) => {
    const term = selected.find((value) => sameColour(value, colour.facet)) ?? colour.facet;
    return { ...colour, selected: selected.some((value) => sameColour(value, colour.facet)), href: buildListingUrl(withFacetTermToggled(state, COLOUR_FACET, term)) };
  });
}

/** Results in the photo's main colour rank first among the selected ones: the colour value preferred. */
export function visualPreferredFilters(colours: readonly DetectedColour[], filters: Filters): Filters {
  const selected = filters[COLOUR_FACET] ?? [];
  const main = colours.find((colour) => selected.some((value) => sameColour(value, colour.facet)));
  return main ? { [COLOUR_FACET]: [main.facet] } : {};
}

/** The colour facets searched for, the photo's order first, then any other selected. */
export function searchedColourOrder(colours: readonly DetectedColour[], filters: Filters): string[] {
  const selected = filters[COLOUR_FACET] ?? [];
  const fromPhoto = colours.map((colour) => colour.facet).filter((facet) => selected.some((value) => sameColour(value, facet)));
  return [...fromPhoto, ...selected.filter((value) => !fromPhoto.some((facet) => sameColour(facet, value)))];
}

/**
 * A card shows the colour the shopper searched for: the first variant (in the order the colours
 * were found) whose facet is selected becomes the default, its link included.
 */
export function withSearchedColour(product: ListingProduct, colourFacets: readonly string[], selectedSizes: readonly string[] = []): ListingProduct {
  for (const facet of colourFacets) {
    const variant = product.colourVariants.find((candidate) => candidate.colourFacet !== undefined && sameColour(candidate.colourFacet, facet));
    if (!variant) continue;
    if (variant.colour === product.defaultColour) return product;
    return { ...product, defaultColour: variant.colour, url: productUrl({ slug: product.slug, colour: variant.colour, selectedSizes, isPremier: product.isPremier }) };
  }
  return product;
}
