/** Office staff's tools on the product page (P §2, §3 Internal price info, §6). */
export const staffTexts = {
  tooltipButton: 'Business tools',
  tooltipTitle: 'Business tools: price breakdown',
  price: 'Price',
  wasPrice: 'Was price',
  preDiscountPrice: 'Pre-discount price',
  discountEffects: 'Discount effects',
  noDiscounts: 'No discounts',
  markdown: 'Markdown',
  atBasket: 'at basket',
  loading: 'Loading prices…',
  failed: 'Prices could not be loaded',
  listingTool: 'Open in listing tool',
  listingToolTitle: 'Listing tool',
  notStaff: 'The listing tool is for staff on the office network.',
} as const;

/** The internal listing tool's page for a product (P §2): staff only, opens in a new tab. */
export function listingToolPath(productKey: string): string {
  return `/wordsworth/${encodeURIComponent(productKey)}`;
}
