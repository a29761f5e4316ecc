import { assign, fromPromise, setup } from 'xstate';

/**
 * The admin product selection on a listing (L §6, P §6): staff tick products' 'Selected' toggles
 * to collect their keys (for a product grid in the CMS), copy the keys, or clear them. The
 * selection is saved after every change through an injected action (the browser's storage); the
 * copy goes through an injected actor (the clipboard) and its outcome shows for a moment.
 */
export interface ProductSelectionInput {
  /** Keys saved earlier for this listing. */
  keys?: readonly string[];
}

export interface ProductSelectionContext {
  /** In the order they were selected. */
  keys: string[];
}

export type ProductSelectionEvent =
  | { type: 'selection.toggle'; key: string }
  | { type: 'selection.clear' }
  | { type: 'selection.copy' }
  /** The keys saved in the browser, read once its storage can be (after the page hydrates). */
  | { type: 'selection.restore'; keys: readonly string[] };

/** How long 'Copied' (or the failure) shows. */
export const SELECTION_NOTICE_MS = 2_500;

/** What the copy puts on the clipboard: the keys, comma-separated (a CMS list field takes them so). */
export function selectedKeysText(keys: readonly string[]): string {
  return keys.join(', ');
}

function toggled(keys: readonly string[], key: string): string[] {
  return keys.includes(key) ? keys.filter((candidate) => candidate !== key) : [...keys, key];
}

const copyOnSelection = { 'selection.copy': { guard: 'hasSelection', target: 'copying' } } as const;

export const productSelectionMachine = setup({
  types: {} as { context: ProductSelectionContext; events: ProductSelectionEvent; input: ProductSelectionInput },
  actors: {
    /** Writes the text to the clipboard. */
    copyKeys: fromPromise<void, { text: string }>(async () => undefined),
  },
  actions: {
    /** Saves the selection (the browser's storage, per listing). */
    persist: (_, _params: { keys: string[] }) => undefined,
  },
  guards: {
    hasSelection: ({ context }) => context.keys.length > 0,
  },
  delays: { noticeFor: SELECTION_NOTICE_MS },
}).createMachine({
  id: 'productSelection',
  description:
    'The admin product selection on a listing. The saved keys are restored once the browser can read them; toggling a product adds or removes its key; clear empties the list; each change is saved. Copy (only with something selected) puts the keys on the clipboard and shows "Copied", or the failure, for 2.5 s; selecting goes on meanwhile.',
  initial: 'idle',
  context: ({ input }) => ({ keys: [...new Set(input.keys ?? [])] }),
  on: {
    'selection.toggle': {
      actions: [assign({ keys: ({ context, event }) => toggled(context.keys, event.key) }), { type: 'persist', params: ({ context }) => ({ keys: context.keys }) }],
    },
    'selection.clear': {
      actions: [assign({ keys: () => [] }), { type: 'persist', params: () => ({ keys: [] }) }],
    },
    'selection.restore': {
      actions: assign({ keys: ({ event }) => [...new Set(event.keys)] }),
    },
  },
  states: {
    idle: { on: copyOnSelection },
    copying: {
      invoke: {
        id: 'copyKeys',
        src: 'copyKeys',
        input: ({ context }) => ({ text: selectedKeysText(context.keys) }),
        onDone: { target: 'copied' },
        onError: { target: 'copyFailed' },
      },
    },
    copied: { after: { noticeFor: { target: 'idle' } }, on: copyOnSelection },
    copyFailed: { after: { noticeFor: { target: 'idle' } }, on: copyOnSelection },
  },
});

/** What the selection bar and the toggles show. */
// The selectors live apart, free of xstate (the staff bar renders before the machine loads).
export { productSelectionBeforeStart, productSelectionSelectors } from './productSelection.selectors';
