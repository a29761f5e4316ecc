/**
 * The product a card draws, whatever found it (L §3, §5): the catalogue's ProductSummary as it
 * is, or the listing's search product, which adds the categories and SKUs the search knows. And
 * what the card's price line shows.
 */
import type { ColourVariantSummary, Money, ProductSummary } from '@storefront/catalogue/types';
import { categoryChain } from './card-badges';

export interface CardProduct extends ProductSummary {
  /** Every category the product is in, with their ancestors; the product's own category chain when absent. */
  categorySlugs?: readonly string[];
  /** The product's variant SKUs; the first names the product's reviews. */
  variantSkus?: readonly string[];
}

/** The categories a card's badges match against (L §5). */
export function cardCategorySlugs(product: Pick<CardProduct, 'categorySlugs' | 'category'>): readonly string[] {
  return product.categorySlugs ?? categoryChain(product.category.slug);
}

export interface CardPrice {
  /** The cheapest and the dearest colour's price, while the card shows a range. */
  range: { from: Money; to: Money } | undefined;
  /** The shown colour's price. */
  price: Money;
  /** The shown colour's was-price; none while a range shows. */
  wasPrice: Money | undefined;
  /** The shown colour's saving, or the biggest of any colour while a range shows. */
  saving: number | undefined;
}

/**
 * What a card's price line shows (L §3, §9). Where a range is allowed (a listing card before the
 * shopper picks a colour), a product whose colours cost different amounts shows its price range,
 * so a price-sorted grid reads in order; otherwise the shown colour's price, was-price and saving.
 */
export function cardPrice(variants: readonly ColourVariantSummary[], shown: ColourVariantSummary, options: { rangeAllowed: boolean }): CardPrice {
  const byPrice = [...variants].sort((a, b) => a.price.pence - b.price.pence);
  const cheapest = byPrice[0] ?? shown;
  const dearest = byPrice.at(-1) ?? shown;
  if (options.rangeAllowed && cheapest.price.pence !== dearest.price.pence) {
    const saving = Math.max(0, ...variants.map((variant) => variant.percentageSaving ?? 0)) || undefined;
    return { range: { from: cheapest.price, to: dearest.price }, price: shown.price, wasPrice: undefined, saving };
  }
  return { range: undefined, price: shown.price, wasPrice: shown.wasPrice, saving: shown.percentageSaving };
}
