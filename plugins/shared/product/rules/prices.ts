/**
 * Prices and savings (L §5, §9, P §5, §9). Money here is in pounds as the shopper reads it;
 * callers holding pence convert once.
 */

/**
 * A price from text or a number: non-numeric characters are stripped ('£1,299.00' → 1299).
 * Anything that is not then one non-negative number gives undefined.
 */
export function parsePrice(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const digits = value.replace(/[^0-9.]/g, '');
  if (!/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(digits) || digits.length > 15) return undefined;
  return Number(digits);
}

/** Pence from a pounds amount, without floating-point crumbs (19.99 → 1999). */
export function toPence(pounds: number): number {
  return Math.round(pounds * 100);
}

/** The was-price only when it is really higher than the price (L §5). */
export function effectiveWasPrice(price: unknown, wasPrice: unknown): number | undefined {
  const now = parsePrice(price);
  const was = parsePrice(wasPrice);
  return now !== undefined && was !== undefined && was > now ? was : undefined;
}

/** Rounded 100 − price / wasPrice × 100; undefined unless the was-price is higher (L §5). */
export function percentageSaving(price: unknown, wasPrice: unknown): number | undefined {
  const was = effectiveWasPrice(price, wasPrice);
  if (was === undefined) return undefined;
  return Math.round(100 - (parsePrice(price)! / was) * 100);
}

export interface PricePoint {
  price: number;
  wasPrice: number | undefined;
  isFree: boolean;
}

/** L §3: min and max price points, plus the biggest saving across variants. */
export interface PriceRange {
  min: PricePoint;
  max: PricePoint;
  maxPercentageSaved: number | undefined;
}

export interface PricedVariant {
  price: unknown;
  wasPrice?: unknown;
}

/** The price range of a product's variants; invalid (undefined) unless every variant has a price. */
export function priceRange(variants: readonly PricedVariant[]): PriceRange | undefined {
  if (variants.length === 0) return undefined;
  const points: PricePoint[] = [];
  let maxPercentageSaved: number | undefined;
  for (const variant of variants) {
    const price = parsePrice(variant.price);
    if (price === undefined) return undefined;
    const wasPrice = effectiveWasPrice(price, variant.wasPrice);
    points.push({ price, wasPrice, isFree: price === 0 });
    const saving = percentageSaving(price, wasPrice);
    if (saving !== undefined && (maxPercentageSaved === undefined || saving > maxPercentageSaved)) maxPercentageSaved = saving;
  }
  const min = points.reduce((low, point) => (point.price < low.price ? point : low));
  const max = points.reduce((high, point) => (point.price > high.price ? point : high));
  return { min, max, maxPercentageSaved };
}

export type DiscountLocale = 'en' | 'fr' | 'nl' | 'sv';

/** L §9: discount text exists in English, French, Dutch and Swedish. */
const savingTexts: Record<DiscountLocale, { save: (percent: number) => string; upTo: (percent: number) => string }> = {
  en: { save: (p) => `Save ${p}%`, upTo: (p) => `Up to ${p}% OFF` },
  fr: { save: (p) => `Économisez ${p}%`, upTo: (p) => `Jusqu'à ${p}% de réduction` },
  nl: { save: (p) => `Bespaar ${p}%`, upTo: (p) => `Tot ${p}% KORTING` },
  sv: { save: (p) => `Spara ${p}%`, upTo: (p) => `Upp till ${p}% RABATT` },
};

/**
 * The saving label of a product from its variants' savings (P §9): 'Save X%' when every variant
 * saves the same, else 'Up to X% OFF' with the biggest. A variant without a saving counts as 0, so
 * a partly reduced product reads 'Up to'. Nothing when no variant saves anything.
 */
export function savingLabel(savings: ReadonlyArray<number | undefined>, locale: DiscountLocale = 'en'): string | undefined {
  const values = savings.map((saving) => (typeof saving === 'number' && Number.isFinite(saving) && saving > 0 ? Math.round(saving) : 0));
  const best = Math.max(0, ...values);
  if (best <= 0) return undefined;
  const texts = savingTexts[locale] ?? savingTexts.en;
  return values.every((value) => value === best) ? texts.save(best) : texts.upTo(best);
}
