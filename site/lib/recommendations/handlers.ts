import 'server-only';
import { NextResponse } from 'next/server';
import type { ProductSummary } from '@storefront/catalogue/types';
import type { CardProduct } from '@storefront/plugins/shared/product/rules/card-product';
import { productUrl } from '@storefront/plugins/shared/product/rules/product-links';
import { errorResponse } from '../platform/http';
import { similarOrNone, type RecommendationEngine } from './engine';
import { toCardProducts } from './recommended-card';
import { recommendationErrors, recommendationLimits, PRODUCT_KEY, COLOUR_CODE } from './limits';

/** Cards depend on the product and the site only, never the shopper: browsers and CDNs may keep them briefly. */
const SHARED_CACHE = 'public, max-age=60, s-maxage=300';

export interface ProductLookupDeps {
  site: { id: string };
  productsByKeys(keys: readonly string[], options: { fascia: string }): Promise<ProductSummary[]>;
}

/**
 * GET /_api/recommendations/similar?key={productKey}: the similar-products carousel's cards
 * (P §2, §7: 10 requested), from the site's recommendation engine, mapped to the app's cards.
 */
export async function similarProductsResponse(request: Request, deps: { site: { id: string }; engine: RecommendationEngine }): Promise<NextResponse> {
  const key = new URL(request.url).searchParams.get('key')?.trim().toUpperCase() ?? '';
  if (!PRODUCT_KEY.test(key)) return errorResponse(400, recommendationErrors.badKey);
  const items = await similarOrNone(deps.engine, { productKey: key, fascia: deps.site.id, size: recommendationLimits.requested });
  return NextResponse.json({ products: toCardProducts(items, key) }, { headers: { 'Cache-Control': SHARED_CACHE } });
}

/** A product in the requested colour: its card image and link show that colour, when it has it. */
export function inColour(product: ProductSummary, colour: string | undefined): CardProduct {
  if (!colour || colour === product.defaultColour || !product.colourVariants.some((variant) => variant.colour === colour)) return product;
  return { ...product, defaultColour: colour, url: productUrl({ slug: product.slug, colour, isPremier: product.isPremier }) };
}

export type ProductItem = { key: string; colour: string | undefined };

/** `items=CST12345:black,KAR00001` → keys with optional colours; undefined when malformed or too many. */
export function parseItems(value: string | null): ProductItem[] | undefined {
  if (!value) return undefined;
  const parts = value.split(',');
  if (parts.length > recommendationLimits.maxItems) return undefined;
  const items: ProductItem[] = [];
  for (const part of parts) {
    const [rawKey = '', colour] = part.split(':', 2);
    const key = rawKey.trim().toUpperCase();
    if (!PRODUCT_KEY.test(key) || (colour !== undefined && !COLOUR_CODE.test(colour))) return undefined;
    items.push({ key, colour });
  }
  return items;
}

/**
 * GET /_api/recommendations/products?items=KEY[:colour],…: cards for products named by key (the
 * recently viewed carousel, the visually similar results), in the order asked, each in the colour
 * asked; unknown keys and products the site does not sell are left out.
 */
export async function productCardsResponse(request: Request, deps: ProductLookupDeps): Promise<NextResponse> {
  const items = parseItems(new URL(request.url).searchParams.get('items'));
  if (!items) return errorResponse(400, recommendationErrors.badItems);
  const found = await deps.productsByKeys(
    items.map((item) => item.key),
    { fascia: deps.site.id },
  );
  const byKey = new Map(found.map((product) => [product.key, product]));
  const seen = new Set<string>();
  const products = items.flatMap((item) => {
    const product = byKey.get(item.key);
    if (!product || seen.has(item.key)) return [];
    seen.add(item.key);
    return [inColour(product, item.colour)];
  });
  return NextResponse.json({ products }, { headers: { 'Cache-Control': SHARED_CACHE } });
}
