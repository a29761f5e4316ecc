import { assign, setup, type SnapshotFrom } from 'xstate';
import { addToBagMessages, productPage } from './spec';
import {
  addToBasketLabel,
  colourOptions,
  findVariant,
  isColourOnStock,
  isOfferedColour,
  isOneSize,
  isPreOrder,
  isPurchasable,
  resolveColour,
  selectedVariant,
  sizeOptions,
  startingSize,
  type LabelInput,
  type Variant,
} from './variant-selection';

/** The product page's colour and size pickers and its add-to-basket button (P §2, §4, §5, §8). */
export interface VariantSelectionInput {
  variants: Variant[];
  /** The colour asked for (the link's ?colour=); one not among the variants falls back (P §2). */
  colour?: string | undefined;
  /** The product's default colour; the first variant's colour when missing or not offered. */
  defaultColour?: string | undefined;
  /** The default size (the link's ?size= or the shopper's usual size), chosen when in stock. */
  preferredSize?: string | undefined;
  /** ISO date; until then the button reads 'pre-order now'. */
  preorderUntil?: string | undefined;
  /** Epoch milliseconds the page compares preorderUntil with. */
  now: number;
}

export interface VariantSelectionContext extends LabelInput {
  variants: Variant[];
  preferredSize: string | undefined;
}

export type VariantSelectionEvent =
  | { type: 'variant.selectColour'; colour: string }
  | { type: 'variant.selectSize'; size: string }
  | { type: 'variant.add' };

/** What the basket flow receives when the shopper adds a purchasable variant. */
export interface AddRequest {
  sku: string;
}

export const variantSelectionMachine = setup({
  types: {} as { context: VariantSelectionContext; events: VariantSelectionEvent; input: VariantSelectionInput },
  actions: {
    /** Brings the add-to-basket button into view so the size prompt is seen (DOM work, injected). */
    scrollToAddButton: () => {},
    /** Hands the chosen variant to the basket flow (injected). */
    requestAdd: (_, _request: AddRequest) => {},
  },
  guards: {
    hasSize: ({ context }) => context.size !== undefined,
    isNewColour: ({ context }, params: { colour: string }) => params.colour !== context.colour && isOfferedColour(context.variants, params.colour),
    isOfferedSize: ({ context }, params: { size: string }) => findVariant(context.variants, context.colour, params.size) !== undefined,
    isPurchasable: ({ context }) => isPurchasable(context),
  },
}).createMachine({
  id: 'variantSelection',
  description:
    'The product page pickers and add-to-basket button. The colour asked for falls back to the default colour; choosing a colour shows its first in-stock variant, resets the size and clears the size prompt; a size is chosen automatically when it is their default size in stock or the only one in stock (a one-size product always has its size). The button reads pre-order now, out of stock (disabled) or add to basket; pressing it without a size shows "Please select a size" and scrolls to the button, with a size it hands the variant to the basket flow.',
  context: ({ input }) => {
    const colour = resolveColour(input.variants, input.colour, input.defaultColour);
    return {
      variants: input.variants,
      preorderUntil: input.preorderUntil,
      now: input.now,
      preferredSize: input.preferredSize,
      colour,
      size: startingSize(input.variants, colour, input.preferredSize),
    };
  },
  initial: 'choosing',
  on: {
    'variant.selectColour': {
      guard: { type: 'isNewColour', params: ({ event }) => ({ colour: event.colour }) },
      target: '.choosing',
      actions: assign(({ context, event }) => ({ colour: event.colour, size: startingSize(context.variants, event.colour, context.preferredSize) })),
    },
    'variant.selectSize': {
      guard: { type: 'isOfferedSize', params: ({ event }) => ({ size: event.size }) },
      target: '.selected',
      actions: assign({ size: ({ event }) => event.size }),
    },
  },
  states: {
    choosing: {
      always: [{ guard: 'hasSize', target: 'selected' }, { target: 'unselected' }],
    },
    unselected: {
      on: { 'variant.add': { guard: 'isPurchasable', target: 'prompting', actions: 'scrollToAddButton' } },
    },
    prompting: {
      on: { 'variant.add': { guard: 'isPurchasable', actions: 'scrollToAddButton' } },
    },
    selected: {
      on: {
        'variant.add': {
          guard: 'isPurchasable',
          actions: { type: 'requestAdd', params: ({ context }) => ({ sku: findVariant(context.variants, context.colour, context.size)!.sku }) },
        },
      },
    },
  },
});

type VariantSelectionSnapshot = Pick<SnapshotFrom<typeof variantSelectionMachine>, 'context' | 'matches'>;

/** What the pickers and the button show. */
export const variantSelectionSelectors = {
  colour: (snapshot: VariantSelectionSnapshot) => snapshot.context.colour,
  size: (snapshot: VariantSelectionSnapshot) => snapshot.context.size,
  /** The variant whose images, price and sku the page shows. */
  variant: ({ context }: VariantSelectionSnapshot) => selectedVariant(context.variants, context.colour, context.size),
  colours: ({ context }: VariantSelectionSnapshot) => colourOptions(context.variants),
  sizes: ({ context }: VariantSelectionSnapshot) => sizeOptions(context.variants, context.colour),
  /** One size only: the page may hide the size picker (L §5). */
  isOneSize: ({ context }: VariantSelectionSnapshot) => isOneSize(context.variants),
  addToBasketLabel: ({ context }: VariantSelectionSnapshot) => addToBasketLabel(context),
  sizeError: (snapshot: VariantSelectionSnapshot) => (snapshot.matches('prompting') ? productPage.selectSize : undefined),
  /** 'This colour is out of stock', unless the product is on pre-order. */
  colourMessage: ({ context }: VariantSelectionSnapshot) =>
    isColourOnStock(context.variants, context.colour) || isPreOrder(context.preorderUntil, context.now) ? undefined : productPage.colourOutOfStock,
  /** 'Only {n} left in stock' for a chosen size below the site's low-stock threshold (L §8). */
  lowStockMessage: ({ context }: VariantSelectionSnapshot, threshold: number = productPage.defaultLowStockThreshold) => {
    const variant = findVariant(context.variants, context.colour, context.size);
    return variant?.isOnStock && variant.availableQuantity > 0 && variant.availableQuantity < threshold ? addToBagMessages.lowStock(variant.availableQuantity) : undefined;
  },
};
