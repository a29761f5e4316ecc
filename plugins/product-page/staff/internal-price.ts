/**
 * Internal price info (P §3: price, wasPrice, preDiscountPrice, discountEffects with name and
 * value), as office staff see it in the business tooltip. The catalogue keeps a variant's selling
 * price and its was-price: the pre-discount price is the was-price when it is higher (a markdown),
 * else the price; the markdown is the first discount effect. The page's promos with a discount
 * are effects applied at the basket, each worth its percentage of the price, to the penny.
 */
export interface DiscountEffect {
  name: string;
  /** Pence taken off (negative). */
  value: number;
  /** Applied at the basket (a promo), not in the selling price (a markdown). */
  atBasket: boolean;
}

export interface InternalPriceInfo {
  price: number;
  wasPrice: number | undefined;
  preDiscountPrice: number;
  discountEffects: DiscountEffect[];
}

export function internalPriceInfo(variant: { price: number; wasPrice?: number | undefined }, promos: ReadonlyArray<{ name: string; percent: number }>, markdownName: string): InternalPriceInfo {
  const wasPrice = variant.wasPrice !== undefined && variant.wasPrice > variant.price ? variant.wasPrice : undefined;
  const effects: DiscountEffect[] = wasPrice !== undefined ? [{ name: markdownName, value: variant.price - wasPrice, atBasket: false }] : [];
  for (const promo of promos) {
    if (!Number.isFinite(promo.percent) || promo.percent <= 0 || promo.percent >= 100) continue;
    effects.push({ name: `${promo.name} (${promo.percent}%)`, value: -Math.round((variant.price * promo.percent) / 100), atBasket: true });
  }
  return { price: variant.price, wasPrice, preDiscountPrice: wasPrice ?? variant.price, discountEffects: effects };
}
