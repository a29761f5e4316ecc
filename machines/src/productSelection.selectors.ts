import type { ProductSelectionContext } from './productSelection.machine';

/**
 * The machine's snapshot as it starts with nothing selected (idle; nothing to copy), for the staff
 * bar and cards before the machine has loaded; the machine's tests check it agrees.
 */
export const productSelectionBeforeStart = {
  context: { keys: [] } as ProductSelectionContext,
  matches: (state: string) => state === 'idle',
  /** Only copying is asked before the machine loads: nothing selected, nothing to copy. */
  can: (_event: { type: 'selection.copy' }) => false,
};

/** What the staff bar and the cards' toggles show (free of xstate). */
export const productSelectionSelectors = {
  keys: (snapshot: { context: ProductSelectionContext }) => snapshot.context.keys,
  isSelected: (snapshot: { context: ProductSelectionContext }, key: string) => snapshot.context.keys.includes(key),
  isCopying: (snapshot: { matches(value: 'copying'): boolean }) => snapshot.matches('copying'),
  showsCopied: (snapshot: { matches(value: 'copied'): boolean }) => snapshot.matches('copied'),
  showsCopyFailed: (snapshot: { matches(value: 'copyFailed'): boolean }) => snapshot.matches('copyFailed'),
};
