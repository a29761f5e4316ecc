import type { ModelOutput } from '@storefront/cms-models/define';
import type { ProductSummary } from '@storefront/catalogue/types';
import type { LoaderContext } from '../core/plugin';
import type { SiteBadge } from '../shared/product/rules/badge-content';
import type { productGridModel } from './model';

export const DEFAULT_PRODUCT_COUNT = 8;

export interface ProductGridContent {
  id: string;
  heading: string | undefined;
  subheading: string | undefined;
  selection: { kind: 'searchQuery'; query: string } | { kind: 'productKeys'; keys: string[] };
  limit: number;
  columns: 4 | 5;
  cta: { label: string; href: string } | undefined;
}

export function toProductGridContent(fields: ModelOutput<typeof productGridModel>, entry: { id: string }): ProductGridContent {
  return {
    id: entry.id,
    heading: fields.heading,
    subheading: fields.subheading,
    selection:
      fields.source === 'productKeys'
        ? { kind: 'productKeys', keys: [...new Set(fields.productKeys ?? [])] }
        : { kind: 'searchQuery', query: (fields.searchQuery ?? '').trim() },
    limit: fields.limit ?? (fields.source === 'productKeys' ? (fields.productKeys?.length ?? DEFAULT_PRODUCT_COUNT) : DEFAULT_PRODUCT_COUNT),
    columns: fields.columns === '5' ? 5 : 4,
    cta: fields.ctaLabel && fields.ctaHref ? { label: fields.ctaLabel, href: fields.ctaHref } : undefined,
  };
}

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
