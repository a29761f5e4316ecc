import type { ProductSummary } from '@storefront/catalogue/types';
import type { LoaderContext } from '../core/renderer';
import type { SiteBadge } from '../shared/product/rules/badge-content';
import type { ProductGridContent } from './content';

export interface ProductGridData {
  products: ProductSummary[];
  /** The site's badges; each card shows those its product qualifies for. */
  badges: readonly SiteBadge[];
}

/** Server-side: the products the grid shows, for the current site, and the site's badges. */
export async function loadProductGrid(content: ProductGridContent, context: LoaderContext): Promise<ProductGridData> {
  const fascia = context.site.id;
  const [products, badges] = await Promise.all([
    content.selection.kind === 'productKeys'
      ? context.catalogue.productsByKeys(content.selection.keys, { fascia })
      : context.catalogue.searchProducts(content.selection.query, { fascia, limit: content.limit }),
    context.badges ? context.badges() : [],
  ]);
  return { products: products.slice(0, content.limit), badges };
}
