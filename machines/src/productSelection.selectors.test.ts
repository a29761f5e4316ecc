import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { productSelectionMachine } from './productSelection.machine';
import { productSelectionBeforeStart, productSelectionSelectors as select } from './productSelection.selectors';

describe('the product selection before its machine has loaded', () => {
  it('shows what the machine shows when it starts with nothing selected', () => {
    const actor = createActor(productSelectionMachine, { input: {} }).start();
    const snapshot = actor.getSnapshot();
    const shown = (value: typeof productSelectionBeforeStart | typeof snapshot) => ({
      keys: select.keys(value),
      isSelected: select.isSelected(value, 'HV-100'),
      isCopying: select.isCopying(value as never),
      showsCopied: select.showsCopied(value as never),
      showsCopyFailed: select.showsCopyFailed(value as never),
      canCopy: value.can({ type: 'selection.copy' }),
    });
    expect(shown(productSelectionBeforeStart)).toEqual(shown(snapshot));
    actor.stop();
  });
});
