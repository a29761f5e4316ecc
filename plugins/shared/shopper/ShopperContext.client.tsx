'use client';

import { createContext, startTransition, useContext, useEffect, useReducer, useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { WishlistItem } from '@storefront/machines/wishlist-payload';
import type { wishlistMachine } from '@storefront/machines/wishlist.machine';

/** The shopper's session as the storefront's interactive pieces see it. */
export type ShopperViewer = { kind: 'guest' } | { kind: 'signed-in'; name: string };

export type WishlistActor = ActorRefFrom<typeof wishlistMachine>;

export interface ShopperContextValue {
  viewer: ShopperViewer;
  /** False until the browser has the shopper's session (pages are cached, the same for everyone): hearts wait for it. */
  ready: boolean;
  /** For office-network staff only: where an entry opens for editing (its id is appended). */
  staffEditUrlPrefix: string | undefined;
  /** Opens the sign-in dialog; resolves true once signed in, false when dismissed. */
  requestSignIn(reason?: string): Promise<boolean>;
  /**
   * The page's wishlist machine (hearts send wishlist.toggle) once it has started: it is loaded
   * when a shopper first reaches for a heart. Null before that, and outside the storefront.
   */
  wishlist: WishlistActor | null;
  /**
   * The hearts before the wishlist machine has started: what the page loaded as saved, and a way to
   * start the machine (once; later calls answer the same one). Null outside the storefront.
   */
  wishlistHearts: { savedItems: readonly WishlistItem[]; start(): Promise<WishlistActor> } | null;
  /** The card (by its instance id) whose quick add is in use: the others disable their buttons (L §4). */
  quickAddInUse: string | undefined;
  setQuickAddInUse(cardId: string | undefined): void;
  /** Items in the bag, for the header. */
  bagCount: number;
  setBagCount(count: number): void;
}

/**
 * The shopper's session as a store the page's pieces subscribe to, not a context value that
 * changes: a context change reaching a streamed part of the page not yet hydrated makes React
 * throw that part's server markup away and draw it again in the browser (every card of a product
 * grid, when the session answers first). A store's change reaches only pieces already hydrated;
 * the others start from the page's first value and catch up once hydrated.
 */
export interface ShopperStore {
  /** The value the page was drawn with, on the server and while hydrating. */
  readonly initial: ShopperContextValue;
  current(): ShopperContextValue;
  subscribe(listener: () => void): () => void;
}

export function createShopperStore(initial: ShopperContextValue): ShopperStore & { set(value: ShopperContextValue): void } {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    current: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
  };
}

export const ShopperContext = createContext<ShopperStore | null>(null);

const outside: ShopperContextValue = {
  viewer: { kind: 'guest' },
  ready: true,
  staffEditUrlPrefix: undefined,
  requestSignIn: async () => false,
  wishlist: null,
  wishlistHearts: null,
  quickAddInUse: undefined,
  setQuickAddInUse: () => {},
  bagCount: 0,
  setBagCount: () => {},
};
const outsideStore = createShopperStore(outside);

const noSubscription = () => () => {};

/**
 * The shopper's session; components outside the provider (tests, the workbench) get a guest.
 * A piece starts from the page's first value while hydrating and from the current one when it
 * mounts later. Changes reach it in a transition: an external store's own subscription would
 * re-render every heart and quick add of a grid in one synchronous task when the session arrives.
 */
export function useShopper(): ShopperContextValue {
  const store = useContext(ShopperContext) ?? outsideStore;
  const [, storeChanged] = useReducer((version: number) => version + 1, 0);
  useEffect(() => store.subscribe(() => startTransition(storeChanged)), [store]);
  return useSyncExternalStore(noSubscription, store.current, () => store.initial);
}
