import type { ColourVariantSummary, Money } from '@storefront/catalogue/types';
import type { RecommendedProduct } from '@storefront/catalogue/recommendations/recommended-product';
import type { CardProduct } from '@storefront/plugins/shared/product/rules/card-product';
import { knownColourHex } from '@storefront/plugins/shared/product/rules/colours';
import { formatPence } from '@storefront/catalogue/money-format';

/**
 * The one place a recommendation engine's product (P §3 "Recommended product") becomes the app's
 * card: whichever engine answered (embedded or hosted), the carousels draw CardProducts.
 */

const REQUIRED = ['product_id', 'title', 'brand', 'local_currency', 'price', 'image', 'url'] as const;

/** P §5: an item is shown only if it has product_id, title, brand, local_currency, price, image and url. */
export function isShowable(item: Partial<Record<(typeof REQUIRED)[number], unknown>>): boolean {
  return REQUIRED.every((field) => {
    const value = item[field];
    return field === 'price' ? typeof value === 'number' && Number.isFinite(value) && value >= 0 : typeof value === 'string' && value.trim() !== '';
  });
}

/** P §7: recommendation links drop the size query parameter. */
export function recommendedUrl(url: string): string {
  const [path, query = ''] = url.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.delete('size');
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

function money(units: number, currency: string): Money {
  const pence = Math.round(units * 100);
  const formatted = currency === 'GBP' ? formatPence(pence) : new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(pence / 100);
  return { pence, formatted };
}

const titleCase = (text: string) => text.replace(/[-_]+/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
const brandId = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The card of a showable item, in the colour the engine recommended; undefined for an item P §5 hides. */
export function toCardProduct(item: RecommendedProduct): CardProduct | undefined {
  if (!isShowable(item)) return undefined;
  const currency = item.local_currency || 'GBP';
  const price = money(item.price, currency);
  const wasPrice = Number.isFinite(item.original_price) && item.original_price > item.price ? money(item.original_price, currency) : undefined;
  const percentageSaving = wasPrice ? Math.round(100 - (price.pence / wasPrice.pence) * 100) : undefined;
  const colour = item.colour || 'default';
  const isOnStock = !(typeof item.stock_level === 'number' && item.stock_level <= 0);
  const hover = item.imagesResponsive?.[1];
  const variant: ColourVariantSummary = {
    sku: item.sku ?? item.item_id ?? item.product_id,
    colour,
    colourLabel: titleCase(colour),
    colourFacet: titleCase(colour),
    swatchHex: knownColourHex(colour) ?? '#cccccc',
    image: { src: item.image, alt: `${item.title} in ${titleCase(colour)}`, aspectRatio: 2 / 3, width: 1200, height: 1800 },
    hoverImage: hover ? { src: hover, alt: `${item.title} in ${titleCase(colour)}, back view`, aspectRatio: 2 / 3, width: 1200, height: 1800 } : undefined,
    sizesInStock: [],
    isOnStock,
    price,
    wasPrice,
    percentageSaving,
  };
  const categorySlug = item.categories_path || '';
  return {
    id: item.product_id,
    key: item.item_id || item.product_id,
    slug: item.slug || '',
    name: item.title,
    brand: { id: brandId(item.brand), name: item.brand },
    department: item.department || '',
    category: { slug: categorySlug, name: item.category_taxonomy || '' },
    url: recommendedUrl(item.url),
    defaultColour: colour,
    colourVariants: [variant],
    price,
    wasPrice,
    percentageSaving,
    isOnStock,
    isPremier: /^\/premier\//.test(item.url),
    hasGiftWithPurchase: false,
    averageRating: undefined,
    reviewCount: 0,
    sizes: [],
  };
}

/** Cards of the showable items, each product once, in the engine's order. */
export function toCardProducts(items: readonly RecommendedProduct[], exceptKey?: string): CardProduct[] {
  const seen = new Set<string>(exceptKey ? [exceptKey.toUpperCase()] : []);
  const cards: CardProduct[] = [];
  for (const item of items) {
    const card = toCardProduct(item);
    if (!card || seen.has(card.key.toUpperCase())) continue;
    seen.add(card.key.toUpperCase());
    cards.push(card);
  }
  return cards;
}
