import type { ProductSummary } from '../types';

/**
 * A recommendation engine's product (P §3 "Recommended product"), the shape a hosted engine
 * answers with; the embedded engine answers the same, so the site's adapter maps one shape only.
 * Prices are in whole currency units, as the engines send them.
 */
export interface RecommendedProduct {
  product_id: string;
  /** The product key. */
  item_id: string;
  title: string;
  /** The variant a card acts on (the carousel item's sku). */
  sku?: string;
  brand: string;
  description: string;
  colour: string;
  style: string;
  gender: string;
  department: string;
  price: number;
  original_price: number;
  discount_percentage: number;
  discount_value: number;
  on_sale: boolean;
  local_currency: string;
  price_local_currency: number;
  original_price_local_currency: number;
  image: string;
  url: string;
  slug: string;
  imagesResponsive: string[];
  stock_level: number;
  tags: string[];
  categories_path: string;
  category_1?: string;
  category_1_url?: string;
  category_2?: string;
  category_2_url?: string;
  category_3?: string;
  category_3_url?: string;
  category_taxonomy: string;
  date_added: string;
  recommendation_id: string;
  recommendation_source: string;
  engine_name: string;
  /** Per-fascia availability flags: active_coast, active_karen, … */
  [activeFlag: `active_${string}`]: boolean;
}

/** What the embedded engine knows of a product beyond its card summary. */
export interface RecommendationFacts {
  styleTaxonomy: string;
  gender: string;
  createdAt: string;
  stock: number;
  availableFascias: readonly string[];
}

const pounds = (pence: number) => Math.round(pence) / 100;

/** A catalogue product as the engine answers it, in its default colour. */
export function toRecommendedProduct(summary: ProductSummary, facts: RecommendationFacts, meta: { recommendationId: string; source: string; engine: string }): RecommendedProduct {
  const shown = summary.colourVariants.find((variant) => variant.colour === summary.defaultColour) ?? summary.colourVariants[0]!;
  const price = shown.price.pence;
  const was = shown.wasPrice?.pence ?? price;
  const segments = summary.category.slug.split('/');
  const categories: Partial<RecommendedProduct> = {};
  segments.slice(0, 3).forEach((_, index) => {
    const slug = segments.slice(0, index + 1).join('/');
    const name = index === segments.length - 1 ? summary.category.name : segments[index]!.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
    Object.assign(categories, { [`category_${index + 1}`]: name, [`category_${index + 1}_url`]: `/categories/${slug}` });
  });
  const active = Object.fromEntries(facts.availableFascias.map((fascia) => [`active_${fascia}`, true]));
  return {
    product_id: summary.id,
    item_id: summary.key,
    title: summary.name,
    sku: shown.sku,
    brand: summary.brand.name,
    description: '',
    colour: shown.colour,
    style: facts.styleTaxonomy,
    gender: facts.gender,
    department: summary.department,
    price: pounds(price),
    original_price: pounds(was),
    discount_percentage: shown.percentageSaving ?? 0,
    discount_value: pounds(was - price),
    on_sale: was > price,
    local_currency: 'GBP',
    price_local_currency: pounds(price),
    original_price_local_currency: pounds(was),
    image: shown.image.src,
    url: summary.url,
    slug: summary.slug,
    imagesResponsive: [shown.image.src, ...(shown.hoverImage ? [shown.hoverImage.src] : [])],
    stock_level: facts.stock,
    tags: [summary.classification ?? '', facts.styleTaxonomy].filter(Boolean),
    categories_path: summary.category.slug,
    ...categories,
    category_taxonomy: summary.category.name,
    date_added: facts.createdAt,
    recommendation_id: meta.recommendationId,
    recommendation_source: meta.source,
    engine_name: meta.engine,
    ...active,
  } as RecommendedProduct;
}
