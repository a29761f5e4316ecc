import 'server-only';
import { NextResponse } from 'next/server';
import type { ProductSummary } from '@storefront/catalogue/types';
import type { ListingSearch } from '@storefront/plugins/listing/model/search-port';
import { deltaE2000, hexToRgb, rgbToLab } from '@storefront/plugins/listing/rules/colour-science';
import type { ListingProduct } from '@storefront/plugins/listing/rules/listing-product';
import { COLOUR_FACET, withSearchedColour } from '@storefront/plugins/listing/rules/visual-search';
import { errorResponse } from '../platform/http';
import { log } from '../platform/log';
import { COLOUR_CODE, FASCIA, LOCALE, PRODUCT_KEY, recommendationErrors, recommendationLimits } from './limits';

/**
 * GET /_api/search/visuallySimilar?key&colour[&fascia][&locale] (P §7, §8, §9): products that look
 * like this one in this colour. It is the visual search of the listing (L §2, §4) with the
 * product's own picture as the photo: the colour family its image is drawn in is the colour
 * searched for, within the product's category (search size 40), each result shown in the colour
 * searched for and ranked by how close its colour is (CIEDE2000); at most 6, never the product.
 * Answers { visualSimilar: [{ item_group_id, colour }] }, never cached.
 */
export interface VisuallySimilarDeps {
  site: { id: string };
  productsByKeys(keys: readonly string[], options: { fascia: string }): Promise<ProductSummary[]>;
  search: Pick<ListingSearch, 'findProducts'>;
}

export interface VisuallySimilarItem {
  item_group_id: string;
  colour: string;
}

const NO_STORE = { 'Cache-Control': 'no-store' };

type Parsed = { ok: true; key: string; colour: string } | { ok: false; message: string };

/** The query's key and colour; fascia and locale, when sent, must be well-formed and fascia this site's. */
export function parseVisuallySimilarQuery(params: URLSearchParams, siteId: string): Parsed {
  const key = params.get('key')?.trim().toUpperCase() ?? '';
  if (!PRODUCT_KEY.test(key)) return { ok: false, message: recommendationErrors.badKey };
  const colour = params.get('colour')?.trim().toLowerCase() ?? '';
  if (!COLOUR_CODE.test(colour)) return { ok: false, message: recommendationErrors.badColour };
  const fascia = params.get('fascia');
  if (fascia !== null && (!FASCIA.test(fascia) || fascia !== siteId)) return { ok: false, message: recommendationErrors.badFascia };
  const locale = params.get('locale');
  if (locale !== null && !LOCALE.test(locale)) return { ok: false, message: recommendationErrors.badLocale };
  return { ok: true, key, colour };
}

function labOf(hex: string) {
  const rgb = hexToRgb(hex);
  return rgb ? rgbToLab(rgb) : undefined;
}

/** The shown colour's distance from the wanted one; unknown colours go last. */
function colourDistance(product: ListingProduct, wanted: ReturnType<typeof labOf>): number {
  const shown = product.colourVariants.find((variant) => variant.colour === product.defaultColour);
  const lab = shown ? labOf(shown.swatchHex) : undefined;
  return wanted && lab ? deltaE2000(wanted, lab) : Number.POSITIVE_INFINITY;
}

/** The similar products of one product in one colour, best first. */
export async function findVisuallySimilar(product: ProductSummary, colour: string, search: VisuallySimilarDeps['search']): Promise<VisuallySimilarItem[]> {
  const shown = product.colourVariants.find((variant) => variant.colour === colour) ?? product.colourVariants.find((variant) => variant.colour === product.defaultColour);
  if (!shown) return [];
  const facet = shown.colourFacet;
  // Same category in the colour family first; the rest of the category fills the grid when that is thin.
  const [sameColour, sameCategory] = await search.findProducts([
    { categorySlug: product.category.slug, filters: { [COLOUR_FACET]: [facet] }, limit: recommendationLimits.visuallySimilarSearchSize },
    { categorySlug: product.category.slug, limit: recommendationLimits.visuallySimilarSearchSize },
  ]);
  const wanted = labOf(shown.swatchHex);
  const rank = (found: readonly ListingProduct[]) =>
    found
      .filter((candidate) => candidate.key !== product.key && candidate.isOnStock)
      .map((candidate, index) => {
        const inColour = withSearchedColour(candidate, [facet]);
        return { product: inColour, index, distance: colourDistance(inColour, wanted) };
      })
      .sort((a, b) => a.distance - b.distance || a.index - b.index)
      .map((entry) => entry.product);
  const seen = new Set<string>();
  const items: VisuallySimilarItem[] = [];
  for (const candidate of [...rank(sameColour?.products ?? []), ...rank(sameCategory?.products ?? [])]) {
    if (seen.has(candidate.key)) continue;
    seen.add(candidate.key);
    items.push({ item_group_id: candidate.key, colour: candidate.defaultColour });
    if (items.length === recommendationLimits.visuallySimilarMax) break;
  }
  return items;
}

export async function visuallySimilarResponse(request: Request, deps: VisuallySimilarDeps): Promise<NextResponse> {
  const query = parseVisuallySimilarQuery(new URL(request.url).searchParams, deps.site.id);
  if (!query.ok) return errorResponse(400, query.message);
  const [product] = await deps.productsByKeys([query.key], { fascia: deps.site.id });
  if (!product) return errorResponse(404, recommendationErrors.unknownProduct);
  try {
    const visualSimilar = await findVisuallySimilar(product, query.colour, deps.search);
    return NextResponse.json({ visualSimilar }, { headers: NO_STORE });
  } catch (error) {
    // The browser falls back to recommendations on any non-OK answer (P §8).
    log.error('visually_similar.failed', { site: deps.site.id, key: query.key, error: String(error) });
    return errorResponse(503, 'Visually similar products are unavailable right now.');
  }
}
