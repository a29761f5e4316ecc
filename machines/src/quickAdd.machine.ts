import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { addToBagMessages, productPage, quickAdd as spec } from './spec';
import {
  addToBasketLabel,
  colourOptions,
  findVariant,
  isOfferedColour,
  isOneSize,
  isPurchasable,
  resolveColour,
  sizeOptions,
  startingSize,
  type LabelInput,
  type Variant,
} from './variant-selection';

/** A card's quick-add button and its modal (L §4, P §2, §4, §7, §8). */
export interface QuickAddProduct {
  id: string;
  name: string;
  variants: Variant[];
  defaultColour?: string | undefined;
  preorderUntil?: string | undefined;
}

export interface BasketLine {
  sku: string;
  quantity: number;
}

/** POST /_api/basket/addToCart answers with the cart, or with an error text for the shopper. */
export type AddToBasketResult = { cartId: string } | { error: string };

export interface QuickAddInput {
  productId: string;
  /** Another card's quick add is already open when this card mounts. */
  isOtherOpen?: boolean | undefined;
  /** Epoch milliseconds, for the modal's pre-order label. */
  now: number;
}

export interface QuickAddContext {
  productId: string;
  now: number;
  isOtherOpen: boolean;
  isCardPressed: boolean;
  /** The colour the card showed when pressed; the modal opens on it when the product has it. */
  requestedColour: string | undefined;
  product: QuickAddProduct | undefined;
  colour: string | undefined;
  size: string | undefined;
  sizeError: boolean;
  /** The toast's message. */
  error: string | undefined;
  /** Something was added through this card: the button reads 'Added'. */
  hasAdded: boolean;
  /** This opening of the modal added the item: it reads 'Added' until it has closed. */
  isAddedInModal: boolean;
}

export type QuickAddEvent =
  | { type: 'quickAdd.open'; colour?: string | undefined }
  | { type: 'quickAdd.close' }
  | { type: 'quickAdd.selectColour'; colour: string }
  | { type: 'quickAdd.selectSize'; size: string }
  | { type: 'quickAdd.add' }
  | { type: 'quickAdd.dismissError' }
  | { type: 'quickAdd.otherOpened' }
  | { type: 'quickAdd.otherClosed' }
  | { type: 'card.pressed' }
  | { type: 'card.released' };

function labelInput(context: QuickAddContext, product: QuickAddProduct): LabelInput {
  return { variants: product.variants, colour: context.colour, size: context.size, preorderUntil: product.preorderUntil, now: context.now };
}

const oneOf = (sku: string) => ({ items: [{ sku, quantity: 1 }] });

const addError = (result: AddToBasketResult) => ('error' in result && result.error.trim() ? result.error : addToBagMessages.addFailed);

export const quickAddMachine = setup({
  types: {} as { context: QuickAddContext; events: QuickAddEvent; input: QuickAddInput },
  actors: {
    /** GET /_api/quickadd/{productId}. */
    loadProduct: fromPromise<QuickAddProduct, { productId: string }>(async () => {
      throw new Error('quickAdd: provide the loadProduct actor');
    }),
    /** POST /_api/basket/addToCart with items only. */
    addToBasket: fromPromise<AddToBasketResult, { items: BasketLine[] }>(async () => {
      throw new Error('quickAdd: provide the addToBasket actor');
    }),
  },
  actions: {
    /** The page must not scroll behind the open modal (DOM work, injected). */
    lockScroll: () => {},
    unlockScroll: () => {},
    /** The modal opens on the card's colour (else the product's default) and its starting size. */
    keepProduct: assign(({ context }, params: { product: QuickAddProduct }) => {
      const { variants, defaultColour } = params.product;
      const colour = resolveColour(variants, context.requestedColour, defaultColour);
      return { product: params.product, colour, size: startingSize(variants, colour, undefined), sizeError: false, isAddedInModal: false };
    }),
    showError: assign((_, params: { message: string }) => ({ error: params.message })),
  },
  guards: {
    canOpen: ({ context }) => !context.isOtherOpen && !context.isCardPressed,
    hasNoVariants: (_, params: { product: QuickAddProduct }) => params.product.variants.length === 0,
    isSingleVariantOnStock: (_, params: { product: QuickAddProduct }) => params.product.variants.length === 1 && params.product.variants[0]!.isOnStock,
    hasCart: (_, params: { result: AddToBasketResult }) => 'cartId' in params.result,
    isNewColour: ({ context }, params: { colour: string }) => params.colour !== context.colour && isOfferedColour(context.product!.variants, params.colour),
    isOfferedSize: ({ context }, params: { size: string }) => findVariant(context.product!.variants, context.colour, params.size) !== undefined,
    canAddSelection: ({ context }) => context.size !== undefined && isPurchasable(labelInput(context, context.product!)),
    isPurchasable: ({ context }) => isPurchasable(labelInput(context, context.product!)),
    hasError: ({ context }) => context.error !== undefined,
  },
  delays: { closeAfterAdded: spec.closeAfterAddedMs, closeAnimation: spec.closeAnimationMs },
}).createMachine({
  id: 'quickAdd',
  description:
    'A card\'s quick-add button and modal. The button reads Add, then Added once something was added; it shows a spinner and is disabled while loading, and is disabled while another quick add is open or the card is being pressed. Pressing loads the product: a single in-stock variant is added immediately, otherwise the modal opens (page scroll locked until it has closed) on the card\'s colour; the shopper picks colour then size ("Please select a size" without one) and adds; "Added" shows, the modal closes after 1.5 s and animates out for 0.5 s. Load and add errors show in a toast with a close control.',
  initial: 'idle',
  context: ({ input }) => ({
    productId: input.productId,
    now: input.now,
    isOtherOpen: input.isOtherOpen ?? false,
    isCardPressed: false,
    requestedColour: undefined,
    product: undefined,
    colour: undefined,
    size: undefined,
    sizeError: false,
    error: undefined,
    hasAdded: false,
    isAddedInModal: false,
  }),
  on: {
    'quickAdd.otherOpened': { actions: assign({ isOtherOpen: true }) },
    'quickAdd.otherClosed': { actions: assign({ isOtherOpen: false }) },
    'card.pressed': { actions: assign({ isCardPressed: true }) },
    'card.released': { actions: assign({ isCardPressed: false }) },
    'quickAdd.dismissError': { guard: 'hasError', actions: assign({ error: undefined }) },
  },
  states: {
    idle: {
      // Each opening loads the product afresh (stock changes), so nothing of the last one is kept.
      entry: assign({ product: undefined, colour: undefined, size: undefined, sizeError: false, isAddedInModal: false }),
      on: {
        'quickAdd.open': { guard: 'canOpen', target: 'loading', actions: assign({ requestedColour: ({ event }) => event.colour, error: undefined }) },
      },
    },
    loading: {
      invoke: {
        id: 'loadProduct',
        src: 'loadProduct',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: [
          {
            guard: { type: 'hasNoVariants', params: ({ event }) => ({ product: event.output }) },
            target: 'idle',
            actions: { type: 'showError', params: { message: addToBagMessages.productUnavailable } },
          },
          {
            guard: { type: 'isSingleVariantOnStock', params: ({ event }) => ({ product: event.output }) },
            target: 'addingAtOnce',
            actions: { type: 'keepProduct', params: ({ event }) => ({ product: event.output }) },
          },
          { target: 'open', actions: { type: 'keepProduct', params: ({ event }) => ({ product: event.output }) } },
        ],
        onError: { target: 'idle', actions: { type: 'showError', params: { message: addToBagMessages.loadFailed } } },
      },
    },
    addingAtOnce: {
      invoke: {
        id: 'addToBasket',
        src: 'addToBasket',
        input: ({ context }) => oneOf(context.product!.variants[0]!.sku),
        onDone: [
          { guard: { type: 'hasCart', params: ({ event }) => ({ result: event.output }) }, target: 'idle', actions: assign({ hasAdded: true }) },
          { target: 'idle', actions: { type: 'showError', params: ({ event }) => ({ message: addError(event.output) }) } },
        ],
        onError: { target: 'idle', actions: { type: 'showError', params: { message: addToBagMessages.addFailed } } },
      },
    },
    open: {
      entry: 'lockScroll',
      exit: 'unlockScroll',
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            'quickAdd.selectColour': {
              guard: { type: 'isNewColour', params: ({ event }) => ({ colour: event.colour }) },
              actions: assign(({ context, event }) => ({ colour: event.colour, size: startingSize(context.product!.variants, event.colour, undefined), sizeError: false })),
            },
            'quickAdd.selectSize': {
              guard: { type: 'isOfferedSize', params: ({ event }) => ({ size: event.size }) },
              actions: assign({ size: ({ event }) => event.size, sizeError: false }),
            },
            'quickAdd.add': [
              { guard: 'canAddSelection', target: 'adding', actions: assign({ error: undefined }) },
              { guard: 'isPurchasable', actions: assign({ sizeError: true }) },
            ],
            'quickAdd.close': { target: 'closing' },
          },
        },
        adding: {
          invoke: {
            id: 'addToBasket',
            src: 'addToBasket',
            input: ({ context }) => oneOf(findVariant(context.product!.variants, context.colour, context.size)!.sku),
            onDone: [
              { guard: { type: 'hasCart', params: ({ event }) => ({ result: event.output }) }, target: 'added', actions: assign({ hasAdded: true, isAddedInModal: true }) },
              { target: 'choosing', actions: { type: 'showError', params: ({ event }) => ({ message: addError(event.output) }) } },
            ],
            onError: { target: 'choosing', actions: { type: 'showError', params: { message: addToBagMessages.addFailed } } },
          },
        },
        added: {
          after: { closeAfterAdded: { target: 'closing' } },
          on: { 'quickAdd.close': { target: 'closing' } },
        },
        closing: {
          after: { closeAnimation: { target: '#quickAdd.idle' } },
        },
      },
    },
  },
});

type QuickAddSnapshot = SnapshotFrom<typeof quickAddMachine>;

/** What the card button, the modal and the toast show. */
export const quickAddSelectors = {
  buttonLabel: ({ context }: QuickAddSnapshot) => (context.hasAdded ? spec.labels.added : spec.labels.add),
  /** The button's spinner. */
  isLoading: (snapshot: QuickAddSnapshot) => snapshot.matches('loading') || snapshot.matches('addingAtOnce'),
  isButtonDisabled: (snapshot: QuickAddSnapshot) => !snapshot.can({ type: 'quickAdd.open' }),
  /** Other cards' buttons are disabled while this is true (send them quickAdd.otherOpened). */
  isInUse: (snapshot: QuickAddSnapshot) => !snapshot.matches('idle'),
  /** The modal is shown, animating out while closing. */
  isModalOpen: (snapshot: QuickAddSnapshot) => snapshot.matches('open'),
  isClosing: (snapshot: QuickAddSnapshot) => snapshot.matches({ open: 'closing' }),
  product: ({ context }: QuickAddSnapshot) => context.product,
  colour: ({ context }: QuickAddSnapshot) => context.colour,
  size: ({ context }: QuickAddSnapshot) => context.size,
  /** The modal's pickers and button: nothing while no product is shown. */
  colours: ({ context }: QuickAddSnapshot) => (context.product ? colourOptions(context.product.variants) : []),
  sizes: ({ context }: QuickAddSnapshot) => (context.product ? sizeOptions(context.product.variants, context.colour) : []),
  /** One size only (e.g. ONE SIZE): the modal may hide the size picker (L §5). */
  isOneSize: ({ context }: QuickAddSnapshot) => (context.product ? isOneSize(context.product.variants) : false),
  /** 'Only {n} left in stock' for the chosen variant below the low-stock threshold (L §8). */
  lowStockMessage: ({ context }: QuickAddSnapshot, threshold: number = productPage.defaultLowStockThreshold) => {
    const variant = context.product ? findVariant(context.product.variants, context.colour, context.size) : undefined;
    return variant?.isOnStock && variant.availableQuantity > 0 && variant.availableQuantity < threshold ? addToBagMessages.lowStock(variant.availableQuantity) : undefined;
  },
  modalButtonLabel: ({ context }: QuickAddSnapshot) =>
    context.product && (context.isAddedInModal ? spec.labels.added : addToBasketLabel(labelInput(context, context.product))),
  sizeError: ({ context }: QuickAddSnapshot) => (context.sizeError ? productPage.selectSize : undefined),
  errorToast: ({ context }: QuickAddSnapshot) => context.error,
};
