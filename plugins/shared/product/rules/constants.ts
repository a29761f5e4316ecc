/**
 * The product card's business constants (L §9, P §9), in one place: swatches, badges, colour and
 * size pickers, image shapes.
 */

export const colourRules = {
  /** A colour facet shows swatches only when at least this share of its terms is a known colour. */
  swatchShareOfKnownColours: 0.75,
  /** Colour dropdown maximum height in px (L §9). */
  dropdownMaxHeightQuickAdd: 155,
  dropdownMaxHeight: 320,
} as const;

export const sizeRules = {
  /** Above this many sizes the picker becomes a dropdown; 1 for a wishlist item (L §9). */
  dropdownAbove: 10,
  dropdownAboveForWishlistItem: 1,
} as const;

export const cardRules = {
  maxSwatches: 6,
  swatchPx: 24,
  swatchGapPx: 4,
  /** Room kept for the '+N' label when not every swatch fits. */
  swatchReservePx: 30,
  maxImageBadges: 2,
  maxPromoBadges: 1,
  /** The gift-with-purchase badge is hidden on images narrower than this (P §5). */
  giftBadgeMinImageWidthPx: 150,
  maxRating: 5,
} as const;

/** Image height / width by kind (L §9, P §9). */
export const imageAspectRatios = {
  default: 1.5,
  square: 1,
  fiveFour: 1.25,
} as const;

/** Swatch picker sizes in px (L §9). */
export const swatchPickerSizes = {
  round: { width: 34, height: 34 },
  /** Clothing, footwear and accessories, and home products in quick add. */
  tall: { width: 60, height: 90 },
  swatchImage: { width: 60, height: 60, quality: 100 },
  visual: { width: 120, height: 180 },
} as const;
