import { visuallySimilar } from '@storefront/machines/spec';

/** What the recommendation endpoints accept and answer (P §7, §9). */
export const PRODUCT_KEY = /^[A-Z]{3}\d{5}$/;
export const COLOUR_CODE = /^[a-z0-9-]{1,60}$/;
export const FASCIA = /^[a-z0-9-]{1,40}$/;
export const LOCALE = /^[a-z]{2}(?:-[A-Z]{2})?$/;

export const recommendationLimits = {
  /** P §9: 10 requested. */
  requested: 10,
  /** A carousel asks for at most the recently viewed (13) or the visual search size (40). */
  maxItems: visuallySimilar.searchSize,
  /** P §9: visually similar max 6, search size 40. */
  visuallySimilarMax: visuallySimilar.maxResults,
  visuallySimilarSearchSize: visuallySimilar.searchSize,
} as const;

export const recommendationErrors = {
  badKey: 'Give the product key as key, e.g. key=CST12345.',
  badColour: 'Give the colour as colour, e.g. colour=black.',
  badFascia: 'fascia must be this site.',
  badLocale: 'locale must look like en-GB.',
  badItems: `Give up to ${visuallySimilar.searchSize} products as items=KEY or KEY:colour, comma-separated.`,
  badPlatform: 'platform must be desktop or mobile.',
  unknownProduct: 'Product not found',
} as const;
