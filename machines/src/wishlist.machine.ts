import { assign, fromPromise, setup } from 'xstate';
import { wishlistMessages, wishlistReplies, wishlistRules } from './spec';
import { isValidPayload, payloadOf, sameItem, shownReply, type AddItemInput, type WishlistItem, type WishlistPayload } from './wishlist-payload';

/** The shopper's wishlist for a page or session (L §4–§8, P §4–§6, §8). */
export interface WishlistInput {
  /** Who is shopping; unknown counts as a guest (L §6). Same shape as the site's Viewer. */
  viewer: { kind: 'guest' | 'signed-in' } | undefined;
  /** What the shopper has saved, as the page loaded it. */
  items?: WishlistItem[] | undefined;
  /** The site's maximum; adding beyond it is refused with the limit notice. */
  maxItems?: number | undefined;
}

/** A change made locally and not yet confirmed by the service. */
export interface WishlistChange {
  kind: 'add' | 'remove';
  payload: WishlistPayload;
  checkExists: boolean;
  /** Where a removed item stood, so a failed removal puts it back in place. */
  index: number;
}

export type WishlistNotice =
  | { kind: 'limit'; message: string; linkLabel: string; href: string }
  | { kind: 'error'; message: string };

export interface WishlistContext {
  viewer: 'guest' | 'signed-in';
  maxItems: number;
  /** What the hearts show: saved items with the pending changes already applied. */
  items: WishlistItem[];
  /** Sent to the service one at a time, in order, so a quick add-then-remove cannot race. */
  queue: WishlistChange[];
  /** The item a guest tried to save, added once they have signed in. */
  awaitingSignIn: WishlistPayload | undefined;
  notice: WishlistNotice | undefined;
}

export type WishlistEvent =
  | { type: 'wishlist.toggle'; item: WishlistPayload }
  | { type: 'wishlist.dismissNotice' }
  /** Signed in elsewhere on the page; items are their saved list when the page has it. */
  | { type: 'auth.signedIn'; items?: WishlistItem[] | undefined }
  | { type: 'auth.signedOut' };

const limitNotice: WishlistNotice = {
  kind: 'limit',
  message: wishlistMessages.limitNotice,
  linkLabel: wishlistMessages.limitEditLinkLabel,
  href: wishlistMessages.limitEditHref,
};
const errorNotice = (message: string): WishlistNotice => ({ kind: 'error', message });

const itemOf = ({ productKey, colourSelected }: WishlistItem): WishlistItem => ({ productKey, colourSelected });

function withItem(items: WishlistItem[], item: WishlistItem, index = items.length): WishlistItem[] {
  return items.some((saved) => sameItem(saved, item)) ? items : [...items.slice(0, index), itemOf(item), ...items.slice(index)];
}

function withoutItem(items: WishlistItem[], item: WishlistItem): WishlistItem[] {
  return items.filter((saved) => !sameItem(saved, item));
}

function undo(items: WishlistItem[], change: WishlistChange): WishlistItem[] {
  return change.kind === 'add' ? withoutItem(items, change.payload) : withItem(items, change.payload, change.index);
}

/** A freshly loaded list, with the changes still on their way applied on top. */
function withPending(items: WishlistItem[], queue: WishlistChange[]): WishlistItem[] {
  return queue.reduce((list, change) => (change.kind === 'add' ? withItem(list, change.payload) : withoutItem(list, change.payload)), items.reduce<WishlistItem[]>(withItem, []));
}

type ItemParams = { item: WishlistPayload };
type ReplyParams = { reply: string };
const itemParams = ({ event }: { event: { item: WishlistPayload } }) => ({ item: event.item });
const replyParams = ({ event }: { event: { output: string } }) => ({ reply: event.output });

export const wishlistMachine = setup({
  types: {} as { context: WishlistContext; events: WishlistEvent; input: WishlistInput },
  actors: {
    /** POST addToWishlist (or /_api/wishlist/add); answers with the service's reply text. */
    addItem: fromPromise<string, AddItemInput>(async () => {
      throw new Error('wishlist: provide the addItem actor');
    }),
    /** POST removeFromWishlist (or /_api/wishlist/remove); answers with the service's reply text. */
    removeItem: fromPromise<string, WishlistPayload>(async () => {
      throw new Error('wishlist: provide the removeItem actor');
    }),
    /** Opens the sign-in modal: resolves once the shopper has signed in, rejects when they leave it. */
    requestSignIn: fromPromise<void, { item: WishlistPayload | undefined }>(async () => {
      throw new Error('wishlist: provide the requestSignIn actor');
    }),
  },
  actions: {
    /** P §8: failures are logged (the UI may route this to its own logger). */
    logFailure: (_, params: { change: WishlistChange | undefined; reason: unknown }) => {
      console.warn('Wishlist change undone', params.change?.kind, params.change?.payload.productKey, params.reason);
    },
    addLocally: assign(({ context }, params: { payload: WishlistPayload; checkExists: boolean }) => ({
      items: withItem(context.items, params.payload),
      queue: [...context.queue, { kind: 'add' as const, payload: payloadOf(params.payload), checkExists: params.checkExists, index: context.items.length }],
      notice: undefined,
    })),
    removeLocally: assign(({ context }, params: ItemParams) => ({
      items: withoutItem(context.items, params.item),
      queue: [
        ...context.queue,
        { kind: 'remove' as const, payload: payloadOf(params.item), checkExists: false, index: context.items.findIndex((saved) => sameItem(saved, params.item)) },
      ],
      notice: undefined,
    })),
    showNotice: assign((_, params: { notice: WishlistNotice }) => ({ notice: params.notice })),
    settleHead: assign({ queue: ({ context }) => context.queue.slice(1) }),
    revertHead: assign(({ context }) => ({ items: undo(context.items, context.queue[0]!), queue: context.queue.slice(1) })),
    /** The service says the shopper is a guest: every queued change would fail the same way. */
    revertForSignIn: assign(({ context }) => {
      const head = context.queue[0]!;
      return {
        viewer: 'guest' as const,
        items: context.queue.reduceRight(undo, context.items),
        queue: [],
        awaitingSignIn: head.kind === 'add' ? head.payload : undefined,
      };
    }),
    rememberForSignIn: assign((_, params: ItemParams) => ({ awaitingSignIn: payloadOf(params.item), notice: undefined })),
    applySignedIn: assign(({ context }, params: { items: WishlistItem[] | undefined }) => ({
      viewer: 'signed-in' as const,
      items: params.items ? withPending(params.items, context.queue) : context.items,
    })),
    forgetSignIn: assign({ awaitingSignIn: undefined }),
    clearList: assign({ viewer: 'guest' as const, items: [], queue: [], awaitingSignIn: undefined, notice: undefined }),
  },
  guards: {
    isInvalidPayload: (_, params: ItemParams) => !isValidPayload(params.item),
    isPendingItem: ({ context }, params: ItemParams) => context.queue.some((change) => sameItem(change.payload, params.item)),
    isGuest: ({ context }) => context.viewer === 'guest',
    isSavedItem: ({ context }, params: ItemParams) => context.items.some((saved) => sameItem(saved, params.item)),
    isFull: ({ context }) => context.items.length >= context.maxItems,
    hasQueue: ({ context }) => context.queue.length > 0,
    isAddNext: ({ context }) => context.queue[0]?.kind === 'add',
    isRemoveNext: ({ context }) => context.queue[0]?.kind === 'remove',
    /** After sign-in: no item was waiting, or the shopper's list already holds it. */
    hasNothingAwaiting: ({ context }) => context.awaitingSignIn === undefined || context.items.some((saved) => sameItem(saved, context.awaitingSignIn!)),
    isAddedReply: (_, { reply }: ReplyParams) => reply === wishlistReplies.added,
    isDuplicateReply: (_, { reply }: ReplyParams) => reply === wishlistReplies.alreadyExists,
    isLimitReply: (_, { reply }: ReplyParams) => reply === wishlistReplies.couldNotAdd || reply === wishlistReplies.limitReached,
    isGuestReply: (_, { reply }: ReplyParams) => reply === wishlistReplies.guest,
    isRemovedReply: (_, { reply }: ReplyParams) => reply === wishlistReplies.removed,
    isNotRemovedReply: (_, { reply }: ReplyParams) => reply === wishlistReplies.couldNotRemove,
    hasNotice: ({ context }) => context.notice !== undefined,
  },
}).createMachine({
  id: 'wishlist',
  description:
    'The shopper\'s wishlist, keyed by product and colour. A heart changes at once and shows a spinner while the service confirms; changes go to the service one at a time. A payload that fails the L §5 checks shows the error-adding message and nothing is sent; a full list refuses the add with the limit notice (edit link to /wishlist). Replies: added or removed keep the change; "could not be added" or "Wishlist limit reached" undo the add with the limit notice; "already exists" keeps the single saved copy; "could not be removed" puts the item back; "User is guest" undoes the pending changes and opens sign-in; any other reply or a failed call undoes the change and shows the reply (or the storefront\'s message). A guest is asked to sign in and the item is added afterwards with checkExists; signing out clears the list.',
  initial: 'ready',
  context: ({ input }) => {
    const signedIn = input.viewer?.kind === 'signed-in';
    return {
      viewer: signedIn ? 'signed-in' : 'guest',
      maxItems: input.maxItems ?? wishlistRules.defaultMaxItems,
      items: signedIn ? withPending(input.items ?? [], []) : [],
      queue: [],
      awaitingSignIn: undefined,
      notice: undefined,
    };
  },
  on: {
    'wishlist.dismissNotice': { guard: 'hasNotice', actions: assign({ notice: undefined }) },
    'auth.signedIn': { actions: { type: 'applySignedIn', params: ({ event }) => ({ items: event.items }) } },
    'auth.signedOut': { target: '.ready.idle', actions: 'clearList' },
  },
  states: {
    ready: {
      initial: 'idle',
      on: {
        'wishlist.toggle': [
          { guard: { type: 'isInvalidPayload', params: itemParams }, actions: { type: 'showNotice', params: { notice: errorNotice(wishlistMessages.errorAdding) } } },
          // A heart waiting for the service shows a spinner and ignores presses.
          { guard: { type: 'isPendingItem', params: itemParams } },
          { guard: 'isGuest', target: 'signingIn', actions: { type: 'rememberForSignIn', params: itemParams } },
          { guard: { type: 'isSavedItem', params: itemParams }, actions: { type: 'removeLocally', params: itemParams } },
          { guard: 'isFull', actions: { type: 'showNotice', params: { notice: limitNotice } } },
          { actions: { type: 'addLocally', params: ({ event }) => ({ payload: event.item, checkExists: false }) } },
        ],
      },
      states: {
        idle: {
          always: { guard: 'hasQueue', target: 'saving' },
        },
        saving: {
          initial: 'next',
          states: {
            next: {
              always: [{ guard: 'isAddNext', target: 'adding' }, { guard: 'isRemoveNext', target: 'removing' }, { target: '#wishlist.ready.idle' }],
            },
            adding: {
              invoke: {
                id: 'addItem',
                src: 'addItem',
                input: ({ context }) => {
                  const { payload, checkExists } = context.queue[0]!;
                  return checkExists ? { ...payload, checkExists: true as const } : payload;
                },
                onDone: [
                  { guard: { type: 'isAddedReply', params: replyParams }, target: 'next', actions: 'settleHead' },
                  // Already saved on the server: the list holds it once, so the local copy stays.
                  { guard: { type: 'isDuplicateReply', params: replyParams }, target: 'next', actions: 'settleHead' },
                  {
                    guard: { type: 'isLimitReply', params: replyParams },
                    target: 'next',
                    actions: [{ type: 'logFailure', params: ({ context, event }) => ({ change: context.queue[0], reason: event.output }) }, 'revertHead', { type: 'showNotice', params: { notice: limitNotice } }],
                  },
                  { guard: { type: 'isGuestReply', params: replyParams }, target: '#wishlist.signingIn', actions: 'revertForSignIn' },
                  {
                    target: 'next',
                    actions: [
                      { type: 'logFailure', params: ({ context, event }) => ({ change: context.queue[0], reason: event.output }) },
                      'revertHead',
                      { type: 'showNotice', params: ({ event }) => ({ notice: errorNotice(shownReply(event.output, wishlistMessages.errorAdding)) }) },
                    ],
                  },
                ],
                onError: {
                  target: 'next',
                  actions: [
                    { type: 'logFailure', params: ({ context, event }) => ({ change: context.queue[0], reason: event.error }) },
                    'revertHead',
                    { type: 'showNotice', params: { notice: errorNotice(wishlistMessages.errorAdding) } },
                  ],
                },
              },
            },
            removing: {
              invoke: {
                id: 'removeItem',
                src: 'removeItem',
                input: ({ context }) => context.queue[0]!.payload,
                onDone: [
                  { guard: { type: 'isRemovedReply', params: replyParams }, target: 'next', actions: 'settleHead' },
                  { guard: { type: 'isGuestReply', params: replyParams }, target: '#wishlist.signingIn', actions: 'revertForSignIn' },
                  {
                    guard: { type: 'isNotRemovedReply', params: replyParams },
                    target: 'next',
                    actions: [
                      { type: 'logFailure', params: ({ context, event }) => ({ change: context.queue[0], reason: event.output }) },
                      'revertHead',
                      { type: 'showNotice', params: { notice: errorNotice(wishlistMessages.errorRemoving) } },
                    ],
                  },
                  {
                    target: 'next',
                    actions: [
                      { type: 'logFailure', params: ({ context, event }) => ({ change: context.queue[0], reason: event.output }) },
                      'revertHead',
                      { type: 'showNotice', params: ({ event }) => ({ notice: errorNotice(shownReply(event.output, wishlistMessages.errorRemoving)) }) },
                    ],
                  },
                ],
                onError: {
                  target: 'next',
                  actions: [
                    { type: 'logFailure', params: ({ context, event }) => ({ change: context.queue[0], reason: event.error }) },
                    'revertHead',
                    { type: 'showNotice', params: { notice: errorNotice(wishlistMessages.errorRemoving) } },
                  ],
                },
              },
            },
          },
        },
      },
    },
    signingIn: {
      invoke: {
        id: 'requestSignIn',
        src: 'requestSignIn',
        input: ({ context }) => ({ item: context.awaitingSignIn }),
        onDone: { target: 'resuming', actions: { type: 'applySignedIn', params: { items: undefined } } },
        onError: { target: 'ready', actions: 'forgetSignIn' },
      },
      on: {
        'auth.signedIn': { target: 'resuming', actions: { type: 'applySignedIn', params: ({ event }) => ({ items: event.items }) } },
      },
    },
    /** Signed in: the remembered item is added with checkExists, unless the list is full or holds it. */
    resuming: {
      always: [
        { guard: 'hasNothingAwaiting', target: 'ready', actions: 'forgetSignIn' },
        { guard: 'isFull', target: 'ready', actions: ['forgetSignIn', { type: 'showNotice', params: { notice: limitNotice } }] },
        { target: 'ready', actions: [{ type: 'addLocally', params: ({ context }) => ({ payload: context.awaitingSignIn!, checkExists: true }) }, 'forgetSignIn'] },
      ],
    },
  },
});

// The selectors live apart so a page can read a heart's state without loading the machine.
export { wishlistSelectors } from './wishlist.selectors';
