import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { itTakesEveryTransition } from './testing/paths';
import { productSelectionMachine, productSelectionSelectors as select, SELECTION_NOTICE_MS, selectedKeysText } from './productSelection.machine';

function run(options: { keys?: string[]; copy?: (text: string) => Promise<void> } = {}) {
  const clock = new SimulatedClock();
  const saved: string[][] = [];
  const copied: string[] = [];
  const actor = createActor(
    productSelectionMachine.provide({
      actors: {
        copyKeys: fromPromise(async ({ input }: { input: { text: string } }) => {
          copied.push(input.text);
          await options.copy?.(input.text);
        }),
      },
      actions: { persist: (_, params: { keys: string[] }) => void saved.push(params.keys) },
    }),
    { input: { keys: options.keys }, clock },
  );
  actor.start();
  return { actor, clock, saved, copied };
}

describe('product selection machine', () => {
  it('starts from the saved keys, once each', () => {
    const { actor } = run({ keys: ['A1', 'B2', 'A1'] });
    expect(select.keys(actor.getSnapshot())).toEqual(['A1', 'B2']);
    expect(select.isSelected(actor.getSnapshot(), 'B2')).toBe(true);
    expect(select.isSelected(actor.getSnapshot(), 'C3')).toBe(false);
  });

  it('restores the keys saved in the browser without saving them again', () => {
    const { actor, saved } = run();
    actor.send({ type: 'selection.restore', keys: ['B2', 'A1', 'B2'] });
    expect(select.keys(actor.getSnapshot())).toEqual(['B2', 'A1']);
    expect(saved).toEqual([]);
  });

  it('adds and removes keys as products are toggled, saving after each change', () => {
    const { actor, saved } = run();
    actor.send({ type: 'selection.toggle', key: 'A1' });
    actor.send({ type: 'selection.toggle', key: 'B2' });
    actor.send({ type: 'selection.toggle', key: 'A1' });
    expect(select.keys(actor.getSnapshot())).toEqual(['B2']);
    expect(saved).toEqual([['A1'], ['A1', 'B2'], ['B2']]);
    actor.send({ type: 'selection.clear' });
    expect(select.keys(actor.getSnapshot())).toEqual([]);
    expect(saved.at(-1)).toEqual([]);
  });

  it('copies the keys comma-separated, shows Copied for 2.5 s, then is ready again', async () => {
    const { actor, clock, copied } = run({ keys: ['A1', 'B2'] });
    actor.send({ type: 'selection.copy' });
    expect(select.isCopying(actor.getSnapshot())).toBe(true);
    await waitFor(actor, select.showsCopied);
    expect(copied).toEqual(['A1, B2']);
    // Selecting goes on while the notice shows.
    actor.send({ type: 'selection.toggle', key: 'C3' });
    expect(select.keys(actor.getSnapshot())).toEqual(['A1', 'B2', 'C3']);
    clock.increment(SELECTION_NOTICE_MS - 1);
    expect(select.showsCopied(actor.getSnapshot())).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('shows the failure when the clipboard refuses, and copies nothing with nothing selected', async () => {
    const refused = run({ keys: ['A1'], copy: async () => Promise.reject(new Error('NotAllowedError')) });
    refused.actor.send({ type: 'selection.copy' });
    await waitFor(refused.actor, select.showsCopyFailed);
    refused.clock.increment(SELECTION_NOTICE_MS);
    expect(refused.actor.getSnapshot().value).toBe('idle');

    const empty = run();
    expect(empty.actor.getSnapshot().can({ type: 'selection.copy' })).toBe(false);
    empty.actor.send({ type: 'selection.copy' });
    expect(empty.actor.getSnapshot().value).toBe('idle');
    expect(empty.copied).toEqual([]);
  });

  it('puts the keys on the clipboard comma-separated', () => {
    expect(selectedKeysText(['A1', 'B2', 'C3'])).toBe('A1, B2, C3');
    expect(selectedKeysText([])).toBe('');
  });
});

describe('product selection machine paths', () => {
  const canCopy = (snapshot: { can: (event: { type: 'selection.copy' }) => boolean }) => snapshot.can({ type: 'selection.copy' });
  itTakesEveryTransition({
    machine: productSelectionMachine,
    input: { keys: ['A1'] },
    events: [
      { type: 'selection.toggle', key: 'A1' },
      { type: 'selection.clear' },
      { type: 'selection.restore', keys: ['B2'] },
      { type: 'selection.copy' },
      { type: 'xstate.done.actor.copyKeys', output: undefined },
      { type: 'xstate.error.actor.copyKeys', error: new Error('x') },
    ] as never,
    expectations: {
      idle: (snapshot) => {
        expect(select.showsCopied(snapshot)).toBe(false);
        expect(canCopy(snapshot)).toBe(snapshot.context.keys.length > 0);
      },
      copying: (snapshot) => {
        expect(select.isCopying(snapshot)).toBe(true);
        expect(canCopy(snapshot)).toBe(false);
      },
      copied: (snapshot) => {
        expect(select.showsCopied(snapshot)).toBe(true);
        expect(canCopy(snapshot)).toBe(snapshot.context.keys.length > 0);
      },
      copyFailed: (snapshot) => {
        expect(select.showsCopyFailed(snapshot)).toBe(true);
        expect(select.showsCopied(snapshot)).toBe(false);
      },
    },
  });
});
