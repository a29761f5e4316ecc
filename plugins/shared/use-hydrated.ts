import { startTransition, useEffect, useState } from 'react';

/**
 * False in the server's HTML and while the page hydrates, true once this part of the page runs
 * in the browser. A control whose handler is not attached yet says so (disabled) instead of
 * swallowing a press: a shopper's early tap is not lost, and it is tried again once it can work.
 *
 * Set from an effect, as a transition: a store whose browser value differs from the server's
 * (useSyncExternalStore) would re-render every such control synchronously inside the hydration's
 * commit, one long task for a grid of 40 cards; a transition re-renders them in short slices.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
