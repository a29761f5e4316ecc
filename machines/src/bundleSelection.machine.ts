import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { addToBagMessages, bundles as spec } from './spec';
import { itemPrice, sumPrices, type Bundle, type BundleProduct } from './bundle-selection';
import type { AddToBasketResult, BasketLine } from './quickAdd.machine';
import { autoSize, colourOptions, findVariant, isColourOnStock, isOfferedColour, resolveColour, sizeOptions } from './variant-selection';

/** One bundle section of the product page (P §3 Bundle, §4 'Bundle items', §5, §8, §9). */
export interface BundleSelectionInput {
  /** A section from bundleSections(): at most four products. */
  bundle: Bundle;
  /** The shopper's usual size, chosen for an item when it is in stock. */
  preferredSize?: string | undefined;
}

/** P §3: a bundle item's state. */
export interface BundleItem {
  productKey: string;
  colour: string;
  size: string | undefined;
  isSelected: boolean;
  hasSizeError: boolean;
}

export interface BundleSelectionContext {
  bundle: Bundle;
  preferredSize: string | undefined;
  items: BundleItem[];
  /** Shown in red below the add button. */
  addError: string | undefined;
}

export type BundleSelectionEvent =
  | { type: 'bundle.select'; productKey: string }
  | { type: 'bundle.deselect'; productKey: string }
  | { type: 'bundle.selectColour'; productKey: string; colour: string }
  | { type: 'bundle.selectSize'; productKey: string; size: string }
  | { type: 'bundle.add' };

type ItemParams = { productKey: string };

function productOf(context: BundleSelectionContext, productKey: string): BundleProduct | undefined {
  return context.bundle.products.find((product) => product.key === productKey);
}

function itemOf(context: BundleSelectionContext, productKey: string): BundleItem | undefined {
  return context.items.find((item) => item.productKey === productKey);
}

function updateItem(items: BundleItem[], productKey: string, change: (item: BundleItem) => Partial<BundleItem>): BundleItem[] {
  return items.map((item) => (item.productKey === productKey ? { ...item, ...change(item) } : item));
}

/** An item that could be chosen: not yet chosen, and its colour in stock. */
function isChoosable(context: BundleSelectionContext, productKey: string): boolean {
  const item = itemOf(context, productKey);
  return item !== undefined && !item.isSelected && isColourOnStock(productOf(context, productKey)!.variants, item.colour);
}

/** Items start selected only when their colour is in stock (P §4). */
function startingItem(product: BundleProduct, preferredSize: string | undefined): BundleItem {
  const colour = resolveColour(product.variants, product.colour)!;
  return {
    productKey: product.key,
    colour,
    size: autoSize(product.variants, colour, preferredSize),
    isSelected: isColourOnStock(product.variants, colour),
    hasSizeError: false,
  };
}

const selectedLines = (context: BundleSelectionContext): BasketLine[] =>
  context.items
    .filter((item) => item.isSelected)
    .map((item) => ({ sku: findVariant(productOf(context, item.productKey)!.variants, item.colour, item.size)!.sku, quantity: spec.quantityEach }));

export const bundleSelectionMachine = setup({
  types: {} as { context: BundleSelectionContext; events: BundleSelectionEvent; input: BundleSelectionInput },
  actors: {
    /** POST /_api/basket/addToCart with every selected item, quantity 1 each. */
    addToBag: fromPromise<AddToBasketResult, { items: BasketLine[] }>(async () => {
      throw new Error('bundleSelection: provide the addToBag actor');
    }),
  },
  guards: {
    canSelect: ({ context }, params: ItemParams) => isChoosable(context, params.productKey) && itemOf(context, params.productKey)!.size !== undefined,
    isMissingSize: ({ context }, params: ItemParams) => isChoosable(context, params.productKey),
    isSelected: ({ context }, params: ItemParams) => itemOf(context, params.productKey)?.isSelected === true,
    isNewColour: ({ context }, params: ItemParams & { colour: string }) => {
      const product = productOf(context, params.productKey);
      return product !== undefined && itemOf(context, params.productKey)!.colour !== params.colour && isOfferedColour(product.variants, params.colour);
    },
    isSizeOnStock: ({ context }, params: ItemParams & { size: string }) => {
      const item = itemOf(context, params.productKey);
      return item !== undefined && findVariant(productOf(context, params.productKey)!.variants, item.colour, params.size)?.isOnStock === true;
    },
    hasUnsizedSelection: ({ context }) => context.items.some((item) => item.isSelected && item.size === undefined),
    hasSelection: ({ context }) => context.items.some((item) => item.isSelected),
    hasCart: (_, params: { result: AddToBasketResult }) => 'cartId' in params.result,
  },
}).createMachine({
  id: 'bundleSelection',
  description:
    'One "style together" section: up to four products, each added once. Items start selected when their colour is in stock; selecting an item needs a size (else product.selectSizeError shows under it), choosing a size clears the error and selects the item the shopper tried to select; a colour out of stock deselects the item (product.colourOutOfStock, product.selectAnotherColour); a size is chosen for the shopper when it is the only one in stock or their preferred size. The total is a price or a min–max range. Adding sends every selected item, deselects them all on success, and shows the error below the button otherwise.',
  context: ({ input }) => ({
    bundle: input.bundle,
    preferredSize: input.preferredSize,
    items: input.bundle.products.map((product) => startingItem(product, input.preferredSize)),
    addError: undefined,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'bundle.select': [
          {
            guard: { type: 'canSelect', params: ({ event }) => ({ productKey: event.productKey }) },
            actions: assign({ items: ({ context, event }) => updateItem(context.items, event.productKey, () => ({ isSelected: true })) }),
          },
          {
            guard: { type: 'isMissingSize', params: ({ event }) => ({ productKey: event.productKey }) },
            actions: assign({ items: ({ context, event }) => updateItem(context.items, event.productKey, () => ({ hasSizeError: true })) }),
          },
        ],
        'bundle.deselect': {
          guard: { type: 'isSelected', params: ({ event }) => ({ productKey: event.productKey }) },
          actions: assign({ items: ({ context, event }) => updateItem(context.items, event.productKey, () => ({ isSelected: false, hasSizeError: false })) }),
        },
        'bundle.selectColour': {
          guard: { type: 'isNewColour', params: ({ event }) => ({ productKey: event.productKey, colour: event.colour }) },
          actions: assign({
            items: ({ context, event }) => {
              const { variants } = productOf(context, event.productKey)!;
              return updateItem(context.items, event.productKey, (item) => ({
                colour: event.colour,
                size: autoSize(variants, event.colour, context.preferredSize),
                isSelected: item.isSelected && isColourOnStock(variants, event.colour),
                hasSizeError: false,
              }));
            },
          }),
        },
        'bundle.selectSize': {
          guard: { type: 'isSizeOnStock', params: ({ event }) => ({ productKey: event.productKey, size: event.size }) },
          // The size error came from trying to select the item: with a size, that wish is granted.
          actions: assign({
            items: ({ context, event }) =>
              updateItem(context.items, event.productKey, (item) => ({ size: event.size, isSelected: item.isSelected || item.hasSizeError, hasSizeError: false })),
          }),
        },
        'bundle.add': [
          {
            guard: 'hasUnsizedSelection',
            actions: assign({ items: ({ context }) => context.items.map((item) => ({ ...item, hasSizeError: item.isSelected && item.size === undefined })) }),
          },
          { guard: 'hasSelection', target: 'adding', actions: assign({ addError: undefined }) },
        ],
      },
    },
    adding: {
      invoke: {
        id: 'addToBag',
        src: 'addToBag',
        input: ({ context }) => ({ items: selectedLines(context) }),
        onDone: [
          {
            guard: { type: 'hasCart', params: ({ event }) => ({ result: event.output }) },
            target: 'idle',
            actions: assign({ items: ({ context }) => context.items.map((item) => ({ ...item, isSelected: false })) }),
          },
          {
            target: 'idle',
            actions: assign({ addError: ({ event }) => ('error' in event.output && event.output.error.trim() ? event.output.error : addToBagMessages.bundleAddFailed) }),
          },
        ],
        onError: { target: 'idle', actions: assign({ addError: addToBagMessages.bundleAddFailed }) },
      },
    },
  },
});

type BundleSelectionSnapshot = Pick<SnapshotFrom<typeof bundleSelectionMachine>, 'context' | 'matches'>;

/** What an item of the section shows; messages are translation keys (P §8). */
export interface BundleItemView extends BundleItem {
  name: string;
  colours: ReturnType<typeof colourOptions>;
  sizes: ReturnType<typeof sizeOptions>;
  price: { min: number; max: number };
  messages: string[];
}

export const bundleSelectionSelectors = {
  items: ({ context }: BundleSelectionSnapshot): BundleItemView[] =>
    context.items.map((item) => {
      const { name, variants } = productOf(context, item.productKey)!;
      const colourMessages = isColourOnStock(variants, item.colour) ? [] : [spec.errors.colourOutOfStock, spec.errors.selectAnotherColour];
      return {
        ...item,
        name,
        colours: colourOptions(variants),
        sizes: sizeOptions(variants, item.colour),
        price: itemPrice(variants, item.colour, item.size),
        messages: [...(item.hasSizeError ? [spec.errors.selectSize] : []), ...colourMessages],
      };
    }),
  /** What the selected items cost together. */
  total: ({ context }: BundleSelectionSnapshot) =>
    sumPrices(context.items.filter((item) => item.isSelected).map((item) => itemPrice(productOf(context, item.productKey)!.variants, item.colour, item.size))),
  isAdding: (snapshot: BundleSelectionSnapshot) => snapshot.matches('adding'),
  addError: ({ context }: BundleSelectionSnapshot) => context.addError,
};
