import { LISTING_FACETS } from './index-settings';
import type { ListingRecord } from './listing-record';

/**
 * The catalogue as the discovery provider (L §1, §7) holds it: each listing record as a
 * discovery product (L §3), and how the provider's field names, sorts and numeric facets map
 * onto the record attributes. The embedded engine answers the provider's protocol from the same
 * index as hosted search with these (services/search-engine protocol/discovery).
 */

const pounds = (money: { pence: number } | undefined | null) => (money ? money.pence / 100 : undefined);

/** One discovery product (L §3) from a listing record: prices in pounds, images as URLs. */
export function discoveryDoc(record: ListingRecord): Record<string, unknown> {
  const card = record.card;
  const shown = card.colourVariants.find((variant) => variant.colour === card.defaultColour) ?? card.colourVariants[0];
  const prices = card.colourVariants.map((variant) => variant.price.pence / 100);
  return {
    pid: record.productKey,
    title: record.name,
    brand: record.brand,
    url: card.url,
    price: record.price,
    ...(record.wasPrice !== null ? { wasPrice: record.wasPrice } : {}),
    price_range: prices.length > 0 ? [Math.min(...prices), Math.max(...prices)] : [record.price, record.price],
    discountPercentage: record.discountPercentage,
    thumb_image: shown ? [shown.image.src] : [],
    description: record.description,
    skuid: card.colourVariants.map((variant) => variant.sku),
    colour: card.defaultColour,
    colourFacet: shown?.colourFacet,
    colourFacets: record.colourFacets,
    swatchImage: shown?.swatchHex,
    averageRating: record.averageRating ?? undefined,
    totalReviewCount: record.totalReviewCount,
    categorySlugs: record.categorySlugs,
    classification: record.classification,
    department: record.department,
    giftWithPurchase: record.hasGiftWithPurchase,
    ratingGroup: record.ratingGroup ?? undefined,
    variants: card.colourVariants.map((variant) => ({
      colour: variant.colour,
      colourFacet: variant.colourFacet,
      swatchImage: variant.swatchHex,
      sku_thumb_images: [variant.image.src, ...(variant.hoverImage ? [variant.hoverImage.src] : [])],
      skuid: variant.sku,
      sku_price: pounds(variant.price),
      ...(variant.wasPrice ? { wasPrice: pounds(variant.wasPrice) } : {}),
      ...(variant.percentageSaving ? { discountPercentage: variant.percentageSaving } : {}),
    })),
  };
}

/** Price buckets (pounds) and discount buckets (percent) the provider answers range facets with. */
export const discoveryRanges = {
  price: [
    { start: 0, end: 25 },
    { start: 25, end: 50 },
    { start: 50, end: 75 },
    { start: 75, end: 100 },
    { start: 100, end: 150 },
    { start: 150, end: '*' },
  ],
  discountPercentage: [
    { start: 1, end: 20 },
    { start: 20, end: 40 },
    { start: 40, end: 60 },
    { start: 60, end: '*' },
  ],
} as const;

/**
 * How the provider's names meet the records: the product id and title, the L §9 sort fields
 * (total revenue is best-seller rank read the other way), and the facets a listing shows, the
 * price and discount bands as range buckets over the numbers.
 */
export const discoveryFeed = {
  fields: { pid: 'objectID', title: 'name', published_timestamp: 'createdAt' },
  sortFields: { total_revenue: { attribute: 'bestSellerRank', reversed: true } },
  ranges: discoveryRanges,
  facets: [...LISTING_FACETS.filter((facet) => facet !== 'priceBands' && facet !== 'discountBands' && facet !== 'categorySlugs'), ...Object.keys(discoveryRanges)],
};
