import { createActor, fromPromise } from 'xstate';
import { productSelectionMachine } from '@storefront/machines/productSelection.machine';
import { saveSelectedKeys } from './product-selection-storage';

/** The admin selection's machine, loaded with the staff tools once the page has hydrated. */
export function startProductSelection(selectionKey: string) {
  return createActor(
    productSelectionMachine.provide({
      actors: { copyKeys: fromPromise<void, { text: string }>(({ input }) => navigator.clipboard.writeText(input.text)) },
      actions: { persist: (_, params: { keys: string[] }) => saveSelectedKeys(selectionKey, params.keys) },
    }),
    { input: {} },
  ).start();
}
