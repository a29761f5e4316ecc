import type { ReviewSecondaryRating } from '@storefront/db/schema/reviews';
import type { Feature } from '@storefront/reviews/vocabulary';

/**
 * What shoppers write about, per kind of product: the keywords (features) their reviews
 * mention and the secondary ratings they give. Chosen from the catalogue's product type.
 */
export type ProfileId =
  | 'garment'
  | 'kidswear'
  | 'footwear'
  | 'bag'
  | 'jewellery'
  | 'hometextile'
  | 'homeware'
  | 'homescent'
  | 'fragrance'
  | 'skincare'
  | 'makeup'
  | 'haircare';

export type SecondaryRatingDef = Omit<ReviewSecondaryRating, 'rating'> & {
  /** Fit-like scales have their best value in the middle ("true to size"). */
  centred?: boolean;
};

export interface ReviewProfile {
  id: ProfileId;
  /** Features with how often a review brings them up (relative weights). */
  topics: readonly (readonly [Feature, number])[];
  secondaryRatings: readonly SecondaryRatingDef[];
  /** Whether size is part of the purchase (fit talk, "ordered a 12"). */
  sized: boolean;
  photoCaptions: readonly string[];
}

const fitScale: SecondaryRatingDef = { label: 'Fit', minLabel: 'Runs small', maxLabel: 'Runs large', ratingRange: 5, centred: true };
const quality: SecondaryRatingDef = { label: 'Quality', minLabel: 'Poor', maxLabel: 'Excellent', ratingRange: 5 };
const comfort: SecondaryRatingDef = { label: 'Comfort', minLabel: 'Uncomfortable', maxLabel: 'Very comfortable', ratingRange: 5 };
const value: SecondaryRatingDef = { label: 'Value for money', minLabel: 'Poor', maxLabel: 'Excellent', ratingRange: 5 };

const wornCaptions = ['Wearing it out', 'Front view', 'The colour in daylight', 'Close-up of the fabric', 'Ready for the weekend', 'Styled with trainers', ''];

export const profiles: Record<ProfileId, ReviewProfile> = {
  garment: {
    id: 'garment',
    topics: [['fit', 5], ['colour', 3], ['material', 3], ['quality', 3], ['comfort', 2], ['style', 2], ['value', 1.5], ['delivery', 1]],
    secondaryRatings: [fitScale, quality, comfort],
    sized: true,
    photoCaptions: wornCaptions,
  },
  kidswear: {
    id: 'kidswear',
    topics: [['fit', 4], ['material', 3], ['quality', 4], ['colour', 2], ['comfort', 2], ['value', 2], ['delivery', 1]],
    secondaryRatings: [fitScale, quality],
    sized: true,
    photoCaptions: ['Ready for school', 'On my little one', 'The colour in daylight', 'After a few washes', ''],
  },
  footwear: {
    id: 'footwear',
    topics: [['fit', 5], ['comfort', 5], ['quality', 3], ['colour', 2], ['style', 2], ['value', 1.5], ['delivery', 1]],
    secondaryRatings: [fitScale, comfort, quality],
    sized: true,
    photoCaptions: ['On my feet', 'Side view', 'The colour in daylight', 'Out and about', ''],
  },
  bag: {
    id: 'bag',
    topics: [['size', 4], ['quality', 4], ['colour', 3], ['material', 2], ['style', 2], ['value', 1.5], ['delivery', 1]],
    secondaryRatings: [quality, value],
    sized: false,
    photoCaptions: ['What fits inside', 'Worn on the shoulder', 'The colour in daylight', 'Close-up of the strap', ''],
  },
  jewellery: {
    id: 'jewellery',
    topics: [['quality', 5], ['colour', 3], ['size', 3], ['style', 3], ['packaging', 2], ['value', 2], ['delivery', 1]],
    secondaryRatings: [quality, value],
    sized: false,
    photoCaptions: ['Wearing them', 'Close-up', 'In the box', 'With my everyday jewellery', ''],
  },
  hometextile: {
    id: 'hometextile',
    topics: [['quality', 4], ['material', 4], ['colour', 4], ['size', 3], ['comfort', 2], ['value', 2], ['delivery', 1.5]],
    secondaryRatings: [quality, value],
    sized: false,
    photoCaptions: ['On our bed', 'In my living room', 'The colour in daylight', 'Close-up of the fabric', ''],
  },
  homeware: {
    id: 'homeware',
    topics: [['quality', 5], ['colour', 4], ['size', 3], ['style', 2], ['packaging', 2], ['value', 2], ['delivery', 1.5]],
    secondaryRatings: [quality, value],
    sized: false,
    photoCaptions: ['In my living room', 'On the shelf', 'The colour in daylight', 'Arrived safely', ''],
  },
  homescent: {
    id: 'homescent',
    topics: [['scent', 6], ['longevity', 4], ['packaging', 2], ['quality', 2], ['value', 2], ['delivery', 1]],
    secondaryRatings: [
      { label: 'Scent strength', minLabel: 'Subtle', maxLabel: 'Strong', ratingRange: 5, centred: true },
      quality,
      value,
    ],
    sized: false,
    photoCaptions: ['On the mantelpiece', 'In the hallway', 'The packaging', ''],
  },
  fragrance: {
    id: 'fragrance',
    topics: [['scent', 6], ['longevity', 5], ['packaging', 2], ['value', 2], ['delivery', 1]],
    secondaryRatings: [
      { label: 'Longevity', minLabel: 'Fades quickly', maxLabel: 'Lasts all day', ratingRange: 5 },
      value,
    ],
    sized: false,
    photoCaptions: ['On my dressing table', 'The bottle', 'The packaging', ''],
  },
  skincare: {
    id: 'skincare',
    topics: [['results', 5], ['texture', 4], ['scent', 2], ['value', 2], ['packaging', 1.5], ['delivery', 1]],
    secondaryRatings: [
      { label: 'Effectiveness', minLabel: 'No difference', maxLabel: 'Big difference', ratingRange: 5 },
      value,
    ],
    sized: false,
    photoCaptions: ['On my dressing table', 'The texture', 'In my routine', ''],
  },
  makeup: {
    id: 'makeup',
    topics: [['colour', 5], ['longevity', 4], ['texture', 3], ['packaging', 1.5], ['value', 2], ['delivery', 1]],
    secondaryRatings: [
      { label: 'Longevity', minLabel: 'Fades quickly', maxLabel: 'Lasts all day', ratingRange: 5 },
      { label: 'Shade match', minLabel: 'Poor', maxLabel: 'Perfect', ratingRange: 5 },
    ],
    sized: false,
    photoCaptions: ['Swatched', 'Wearing it', 'The packaging', ''],
  },
  haircare: {
    id: 'haircare',
    topics: [['results', 5], ['scent', 3], ['texture', 3], ['value', 2], ['packaging', 1], ['delivery', 1]],
    secondaryRatings: [
      { label: 'Effectiveness', minLabel: 'No difference', maxLabel: 'Big difference', ratingRange: 5 },
      value,
    ],
    sized: false,
    photoCaptions: ['In my shower', 'My hair after', 'The bottle', ''],
  },
};

const byProductType: Record<string, ProfileId> = {
  candle: 'homescent',
  diffuser: 'homescent',
  'duvet-set': 'hometextile',
  throw: 'hometextile',
  bedspread: 'hometextile',
  cushion: 'hometextile',
  perfume: 'fragrance',
  'body-mist': 'fragrance',
  cleanser: 'skincare',
  'face-serum': 'skincare',
  moisturiser: 'skincare',
  lipstick: 'makeup',
  foundation: 'makeup',
  'eyeshadow-palette': 'makeup',
  shampoo: 'haircare',
  'hair-mask': 'haircare',
  'hair-oil': 'haircare',
};

const byDescribeKind: Record<string, ProfileId> = {
  clothing: 'garment',
  kids: 'kidswear',
  footwear: 'footwear',
  bag: 'bag',
  jewellery: 'jewellery',
  home: 'homeware',
  beauty: 'skincare',
};

/** The review profile of a catalogue product type (its id and its description kind). */
export function profileFor(productType: string, describeKind: string | undefined): ReviewProfile {
  return profiles[byProductType[productType] ?? byDescribeKind[describeKind ?? ''] ?? 'garment'];
}
