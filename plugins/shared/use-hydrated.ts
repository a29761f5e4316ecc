import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while the page hydrates, true once this part of the page runs
 * in the browser. A control whose handler is not attached yet says so (disabled) instead of
 * swallowing a press: a shopper's early tap is not lost, and it is tried again once it can work.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
