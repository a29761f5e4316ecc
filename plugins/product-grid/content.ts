import type { ModelOutput } from '@storefront/cms-models/define';
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
