import 'server-only';
import { NextResponse } from 'next/server';
import type { CategoryNode } from '@storefront/catalogue/queries/category-tree';
import type { ProductSummary } from '@storefront/catalogue/types';
import type { SponsoredProduct } from '@storefront/plugins/listing/rules/sponsored';
import { sponsoredLimits } from '@storefront/plugins/listing/rules/sponsored';
import { errorResponse } from '../platform/http';
import { log } from '../platform/log';
import { PRODUCT_KEY, recommendationErrors } from './limits';

/**
 * The product page's sponsored products carousel (P §2, §7 "ads; failure gives empty list"):
 * the listing's sponsored path (ad server → products the site sells and has in stock) asked for
 * the product's category, then its parent categories until one has ads (campaigns are bought for
 * categories shoppers browse, often above the product's own), the product itself left out.
 * Phones get at most 4 (L §9).
 */
export interface SponsoredDeps {
  site: { id: string };
  productsByKeys(keys: readonly string[], options: { fascia: string }): Promise<ProductSummary[]>;
  categories(): Promise<readonly CategoryNode[]>;
  loadSponsored(category: { id: string }): Promise<SponsoredProduct[]>;
}

/** The category of `slug` and its ancestors, nearest first. */
export function categoryChainOf(nodes: readonly CategoryNode[], slug: string): CategoryNode[] {
  for (const node of nodes) {
    if (node.slug === slug) return [node];
    if (slug.startsWith(`${node.slug}/`)) {
      const below = categoryChainOf(node.children, slug);
      return below.length > 0 ? [...below, node] : [];
    }
  }
  return [];
}

/** GET /_api/recommendations/sponsored?key={productKey}&platform=desktop|mobile → { ads: [{ product, ad }] }. */
export async function sponsoredProductsResponse(request: Request, deps: SponsoredDeps): Promise<NextResponse> {
  const params = new URL(request.url).searchParams;
  const key = params.get('key')?.trim().toUpperCase() ?? '';
  if (!PRODUCT_KEY.test(key)) return errorResponse(400, recommendationErrors.badKey);
  const platform = params.get('platform') ?? 'desktop';
  if (platform !== 'desktop' && platform !== 'mobile') return errorResponse(400, recommendationErrors.badPlatform);
  const limit = platform === 'mobile' ? sponsoredLimits.belowDesktop : sponsoredLimits.desktop;
  let ads: SponsoredProduct[] = [];
  try {
    const [product] = await deps.productsByKeys([key], { fascia: deps.site.id });
    const chain = product ? categoryChainOf(await deps.categories(), product.category.slug) : [];
    for (const category of chain) {
      ads = (await deps.loadSponsored(category)).filter((sponsored) => sponsored.product.key !== key).slice(0, limit);
      if (ads.length > 0) break;
    }
  } catch (error) {
    log.error('sponsored.pdp.failed', { site: deps.site.id, key, error: String(error) });
  }
  return NextResponse.json({ ads }, { headers: { 'Cache-Control': 'private, max-age=60' } });
}
