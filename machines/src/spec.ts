/**
 * Every constant and user-facing text the machines take from the specification, in one place.
 * L = listing-and-search.md, P = content-blocks-and-product-page.md (§ numbers in comments).
 */
import { quickAddLabels } from './quickAdd.labels';

// The listing's constants live apart, so that the listing's first-load JavaScript carries only them.
export { filterPanel, listing } from './listing-constants';

/** L §8, P §8: the wishlist service's reply texts and the storefront's wishlist messages. */
export const wishlistReplies = {
  added: 'Item added to wishlist',
  removed: 'Item removed from wishlist',
  couldNotAdd: 'Item could not be added to wishlist',
  alreadyExists: 'Item already exists in the wishlist',
  guest: 'User is guest',
  couldNotRemove: 'Item could not be removed from wishlist',
  /** Shown in place of the service's 'Wishlist limit reached' on the product page (P §8). */
  limitReached: 'Wishlist limit reached',
} as const;

export const wishlistMessages = {
  /** The limit notice: message plus an edit link to the wishlist page (L §8). */
  limitNotice: 'Your wishlist is full. Remove an item to save a new one.',
  limitEditLinkLabel: 'Edit wishlist',
  limitEditHref: '/wishlist',
  /** Validation failure of the payload (L §5, P §5). */
  errorAdding: 'Sorry, we could not add this item to your wishlist.',
  errorRemoving: 'Sorry, we could not remove this item from your wishlist.',
} as const;

/** L §5 / P §5: what a wishlist payload must look like. */
export const wishlistRules = {
  /** Three letters, five digits, dash, digits, dash, digits; or M followed by 8+ word characters. */
  lineItemSku: /^(?:[A-Za-z]{3}\d{5}-\d+-\d+|M\w{8,})$/,
  productKey: /^[A-Za-z0-9-]+$/,
  /** Default maximum number of items when the site does not configure one. */
  defaultMaxItems: 100,
} as const;

/** L §4, P §4: quick add. */
export const quickAdd = {
  labels: quickAddLabels,
  /** The modal closes 1.5 s after 'Added', then animates out for 0.5 s. */
  closeAfterAddedMs: 1_500,
  closeAnimationMs: 500,
} as const;

/** P §4, §8: product page variants and the add-to-basket button. */
export const productPage = {
  addToBasketLabels: { preOrder: 'pre-order now', outOfStock: 'out of stock', add: 'add to basket' },
  selectSize: 'Please select a size',
  colourOutOfStock: 'This colour is out of stock',
  oneSizeLabel: 'ONE SIZE',
  /** Low-stock messages appear below this many items (configurable per site). */
  defaultLowStockThreshold: 5,
  /** Structured data: limited availability below 10 (P §2). */
  limitedAvailabilityBelow: 10,
  stickyBarScrollPx: 850,
  backToTopScrollPx: 1_000,
} as const;

/** P §4, §5, §8, §9: bundles ("style together"). */
export const bundles = {
  maxProducts: 4,
  quantityEach: 1,
  /** Bundle types in display order; when suits and outfits both exist only suits shows. */
  typeOrder: ['suits', 'home', 'beauties', 'outfits'] as const,
  errors: { selectSize: 'product.selectSizeError', colourOutOfStock: 'product.colourOutOfStock', selectAnotherColour: 'product.selectAnotherColour' },
} as const;

/** P §4, §5, §8, §9: the Apple Pay express wallet. */
export const expressWallet = {
  sessionVersion: 3,
  supportedNetworks: ['amex', 'visa', 'masterCard'] as const,
  merchantCapabilities: ['supports3DS'] as const,
  defaultCountry: 'GB',
  defaultCurrency: 'GBP',
  /** Client ids: the test id on play and stage, live otherwise (overridable in configuration). */
  testEnvironments: ['play', 'stage'] as const,
  messages: {
    cartNotAvailable: 'Cart is not available for Apple Pay',
    paymentDataFailed: 'Failed to retrieve payment data',
    initialisationFailed: (status: number, text: string) => `Payment initialization failed: ${status} - ${text}`,
    noSessionData: 'No session data received',
    couldNotInitialise: 'Could not initialise Apple Pay payment',
    doNotShip: 'Unfortunately, we do not ship to this country.',
    shippingMethodsFailed: 'Failed to retrieve shipping methods',
    couldNotSelectShippingContact: 'Could not select shipping contact',
    addShippingMethodFailed: 'Failed to add shipping method',
    couldNotSelectShippingMethod: 'Could not select shipping method',
    emailFailed: 'Failed to update email address',
    shippingAddressFailed: 'Failed to update shipping address',
    billingAddressFailed: 'Failed to update billing address',
    couldNotFinalise: 'Could not finalise Apple Pay payment',
    invalidAddressField: (field: string, kind: 'shipping' | 'billing') => `Please provide a valid ${field} for your ${kind} address`,
    missingContact: (kind: 'shipping' | 'billing') => `Please provide a valid ${kind} address`,
    invalidEmail: 'Please provide a valid email address',
    missingCountry: (kind: 'shipping' | 'billing') => `Please provide a country for your ${kind} address`,
  },
  /** A submit error containing this text makes the page revalidate its data. */
  totalUpdatedMarker: 'total has updated',
} as const;

/** P §4, §8, §9: the chatbot. */
export const chatbot = {
  hintShowAfterMs: 3_000,
  hintHideAtMs: 10_000,
  liftThresholdPx: 320,
  errorMessage: "There was an error! Please select 'Start a New Chat' and try again",
  newChatLabel: 'Start a New Chat',
} as const;

/** P §4, §5, §9: carousels. */
export const carousel = {
  speedMs: 500,
  dragThresholdPx: 20,
  autoplayDelayMs: 5_000,
  heroIntervalMs: 5_000,
  heroTransitionMs: 500,
  defaultSlideSpeedMs: 300,
  doubleTapMs: 300,
  zoomMin: 1,
  zoomMax: 3,
  /** Autoplay resumes this long after the last arrow click. */
  autoResumeMs: 5_000,
} as const;

/** P §4, §9: selling-points (USP) banner. */
export const usp = {
  rotationDelayMs: 3_000,
  animationMs: 500,
  swipeThresholdPx: 50,
  tickerSpeedSeconds: 40,
  spacingPx: 150,
  dropdownMaxWidthPx: 480,
} as const;

/** P §4, §9: countdowns and delivery cut-offs. */
export const countdown = {
  tickMs: 500,
  deliveryTickMs: 500,
} as const;

/** P §4, §9: social-proof messages. */
export const socialProof = {
  startAfterMs: 2_000,
  displayMs: 5_000,
  fadeMs: 300,
} as const;

/** P §4, §9: share. */
export const share = {
  copiedMs: 3_000,
  params: { link_source: 'pdp', utm_source: 'pdp_share', utm_medium: 'referral' },
} as const;

/** P §4, §9: reviews. */
export const reviews = {
  pageSize: 5,
  photoLimit: 100,
  featuresWhenMoreThan: 10,
  summaryFrom: 30,
  defaultSort: 'Recent',
  sorts: ['Recent', 'HighestRating', 'LowestRating'] as const,
  panelOverlayDelayMs: 500,
  panelCloseDelayMs: 400,
} as const;

/** P §9: visually similar. */
export const visuallySimilar = {
  maxResults: 6,
  searchSize: 40,
} as const;

/** P §3, §9: reviews area texts (sort labels in the order of `reviews.sorts`). */
export const reviewsText = {
  showMore: (count: number) => `Show ${count} more`,
  sortLabels: { Recent: 'Most Recent', HighestRating: 'Rating High-Low', LowestRating: 'Rating Low-High' },
  keywordHeading: 'Reviews That Mention',
} as const;

/** P §8, §9: visually similar failures and the recommendation fallback. */
export const visuallySimilarFallback = {
  recommendationTimeoutMs: 2_000,
  recommendationCount: 10,
  timeoutMessage: 'recommendation timeout',
  nonJsonMessage: 'VS endpoint returned non-JSON',
  endpointError: (statusText: string, status: number) => `Visually Similar endpoint ${statusText} ${status}`,
} as const;


/**
 * Texts the spec implies but does not word (L §8, P §8): fallbacks when a service gives no message
 * of its own, the unavailable-product toast, and the low-stock line.
 */
export const addToBagMessages = {
  loadFailed: 'Sorry, we could not load this product. Please try again.',
  productUnavailable: 'Sorry, this product is no longer available.',
  addFailed: 'Sorry, we could not add this item to your bag. Please try again.',
  bundleAddFailed: 'Sorry, we could not add these items to your bag. Please try again.',
  lowStock: (count: number) => `Only ${count} left in stock`,
} as const;

/** P §9: delivery cut-off times (UTC) by rule; the brands each rule names are site configuration. */
export const deliveryCutOffs = {
  express: '23:00:00',
  /** The marketplace group known by its brand prefix. */
  marketplace: '23:00:00',
  lateBrands: '23:59:59',
  lateBrandsOnSaturday: '21:00:00',
  namedBrands: '23:00:00',
  nextDayDefault: '23:00:00',
} as const;
