import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { itTakesEveryTransition } from './testing/paths';
import { productPage } from './spec';
import type { Variant } from './variant-selection';
import { variantSelectionMachine, variantSelectionSelectors as select, type VariantSelectionInput } from './variantSelection.machine';

const variant = (colour: string, size: string, availableQuantity: number): Variant => ({
  sku: `CST12345-${colour}-${size}`,
  colour,
  size,
  isOnStock: availableQuantity > 0,
  availableQuantity,
});

/** Black: first size sold out; red: sold out; green: one size left in stock. */
const variants = [
  variant('black', '6', 0),
  variant('black', '8', 3),
  variant('black', '10', 12),
  variant('black', '12', 0),
  variant('red', '8', 0),
  variant('red', '10', 0),
  variant('green', '10', 1),
  variant('green', '12', 0),
];
const now = Date.parse('2025-03-01T12:00:00Z');
const labels = productPage.addToBasketLabels;

function run(input: Partial<VariantSelectionInput> = {}) {
  const scrollToAddButton = vi.fn();
  const requestAdd = vi.fn();
  const actor = createActor(
    variantSelectionMachine.provide({
      actions: { scrollToAddButton, requestAdd: (_, request) => requestAdd(request) },
    }),
    { input: { variants, defaultColour: 'black', now, ...input }, clock: new SimulatedClock() },
  );
  actor.start();
  return { actor, scrollToAddButton, requestAdd, snapshot: () => actor.getSnapshot() };
}

describe('variantSelection machine', () => {
  it('opens on the colour asked for, falling back to the default colour and then the first colour', () => {
    expect(select.colour(run({ colour: 'green' }).snapshot())).toBe('green');
    expect(select.colour(run({ colour: 'purple' }).snapshot())).toBe('black');
    expect(select.colour(run({ colour: 'purple', defaultColour: 'navy' }).snapshot())).toBe('black');
    expect(select.colour(run({ colour: undefined, defaultColour: 'red' }).snapshot())).toBe('red');
  });

  it('shows a colour’s first in-stock variant until a size is chosen, with every colour and size marked for stock', () => {
    const { snapshot } = run();
    expect(select.variant(snapshot())?.sku).toBe('CST12345-black-8');
    expect(select.size(snapshot())).toBeUndefined();
    expect(select.colours(snapshot())).toEqual([
      { colour: 'black', isOnStock: true },
      { colour: 'red', isOnStock: false },
      { colour: 'green', isOnStock: true },
    ]);
    expect(select.sizes(snapshot()).map(({ size, isOnStock }) => `${size}${isOnStock ? '' : ' (out of stock)'}`)).toEqual(['6 (out of stock)', '8', '10', '12 (out of stock)']);
    expect(select.addToBasketLabel(snapshot())).toBe(labels.add);
  });

  it('asks for a size and scrolls to the button when adding without one, and clears the prompt once a size is chosen', () => {
    const { actor, snapshot, scrollToAddButton, requestAdd } = run();
    actor.send({ type: 'variant.add' });
    expect(select.sizeError(snapshot())).toBe('Please select a size');
    actor.send({ type: 'variant.add' });
    expect(scrollToAddButton).toHaveBeenCalledTimes(2);
    actor.send({ type: 'variant.selectSize', size: '10' });
    expect(select.sizeError(snapshot())).toBeUndefined();
    actor.send({ type: 'variant.add' });
    expect(requestAdd).toHaveBeenCalledWith({ sku: 'CST12345-black-10' });
    expect(scrollToAddButton).toHaveBeenCalledTimes(2);
  });

  it('resets the size and the prompt on a colour change, choosing the only in-stock size of the new colour', () => {
    const { actor, snapshot } = run();
    actor.send({ type: 'variant.selectSize', size: '8' });
    actor.send({ type: 'variant.selectColour', colour: 'red' });
    expect(select.size(snapshot())).toBeUndefined();
    actor.send({ type: 'variant.selectColour', colour: 'black' });
    actor.send({ type: 'variant.add' });
    actor.send({ type: 'variant.selectColour', colour: 'green' });
    expect(select.sizeError(snapshot())).toBeUndefined();
    expect(select.size(snapshot())).toBe('10');
  });

  it('chooses the shopper’s default size only when it is in stock in the colour', () => {
    expect(select.size(run({ preferredSize: '10' }).snapshot())).toBe('10');
    expect(select.size(run({ preferredSize: '12' }).snapshot())).toBeUndefined();
    const { actor, snapshot } = run({ preferredSize: '12' });
    actor.send({ type: 'variant.selectColour', colour: 'green' });
    expect(select.size(snapshot())).toBe('10');
  });

  it('ignores colours and sizes the product does not offer, and re-choosing the current colour keeps the size', () => {
    const { actor, snapshot } = run();
    actor.send({ type: 'variant.selectSize', size: '8' });
    actor.send({ type: 'variant.selectSize', size: '99' });
    actor.send({ type: 'variant.selectColour', colour: 'purple' });
    actor.send({ type: 'variant.selectColour', colour: 'black' });
    expect([select.colour(snapshot()), select.size(snapshot())]).toEqual(['black', '8']);
    expect(snapshot().can({ type: 'variant.selectColour', colour: 'purple' })).toBe(false);
  });

  it('reads out of stock and disables the button for a sold-out size or colour, with the colour message', () => {
    const { actor, snapshot, requestAdd } = run();
    actor.send({ type: 'variant.selectSize', size: '12' });
    expect(select.addToBasketLabel(snapshot())).toBe(labels.outOfStock);
    expect(snapshot().can({ type: 'variant.add' })).toBe(false);
    expect(select.colourMessage(snapshot())).toBeUndefined();
    actor.send({ type: 'variant.selectColour', colour: 'red' });
    expect(select.addToBasketLabel(snapshot())).toBe(labels.outOfStock);
    expect(select.colourMessage(snapshot())).toBe('This colour is out of stock');
    expect(snapshot().can({ type: 'variant.add' })).toBe(false);
    actor.send({ type: 'variant.add' });
    expect(select.sizeError(snapshot())).toBeUndefined();
    expect(requestAdd).not.toHaveBeenCalled();
  });

  it('reads pre-order now while preorderUntil is ahead, even for a sold-out colour', () => {
    const ahead = run({ preorderUntil: '2025-03-01T12:00:01Z', defaultColour: 'red' });
    expect(select.addToBasketLabel(ahead.snapshot())).toBe('pre-order now');
    expect(select.colourMessage(ahead.snapshot())).toBeUndefined();
    ahead.actor.send({ type: 'variant.selectSize', size: '8' });
    ahead.actor.send({ type: 'variant.add' });
    expect(ahead.requestAdd).toHaveBeenCalledWith({ sku: 'CST12345-red-8' });
    expect(select.addToBasketLabel(run({ preorderUntil: '2025-03-01T12:00:00Z' }).snapshot())).toBe(labels.add);
    expect(select.addToBasketLabel(run({ preorderUntil: 'soon' }).snapshot())).toBe(labels.add);
  });

  it('treats a product with a single size as one-size, its size chosen even when sold out', () => {
    const oneSize = [variant('tan', 'ONE SIZE', 2), variant('grey', 'ONE SIZE', 0)];
    const { actor, snapshot } = run({ variants: oneSize, defaultColour: 'tan' });
    expect(select.isOneSize(snapshot())).toBe(true);
    expect(select.size(snapshot())).toBe('ONE SIZE');
    actor.send({ type: 'variant.selectColour', colour: 'grey' });
    expect(select.size(snapshot())).toBe('ONE SIZE');
    expect(select.addToBasketLabel(snapshot())).toBe(labels.outOfStock);
    expect(select.isOneSize(run().snapshot())).toBe(false);
  });

  it('warns of low stock for a chosen size below the threshold', () => {
    const { actor, snapshot } = run();
    expect(select.lowStockMessage(snapshot())).toBeUndefined();
    actor.send({ type: 'variant.selectSize', size: '8' });
    expect(select.lowStockMessage(snapshot())).toBe('Only 3 left in stock');
    actor.send({ type: 'variant.selectSize', size: '10' });
    expect(select.lowStockMessage(snapshot())).toBeUndefined();
    expect(select.lowStockMessage(snapshot(), 20)).toBe('Only 12 left in stock');
    actor.send({ type: 'variant.selectSize', size: '12' });
    expect(select.lowStockMessage(snapshot(), 20)).toBeUndefined();
  });

  it('offers nothing to buy for a product without variants', () => {
    const { snapshot } = run({ variants: [] });
    expect(select.colour(snapshot())).toBeUndefined();
    expect(select.addToBasketLabel(snapshot())).toBe(labels.outOfStock);
    expect(snapshot().can({ type: 'variant.add' })).toBe(false);
  });
});

describe('variantSelection machine paths', () => {
  type Snapshot = Parameters<typeof select.colour>[0] & { can: (event: { type: 'variant.add' }) => boolean };
  const buttonMatchesLabel = (snapshot: Snapshot) =>
    expect(snapshot.can({ type: 'variant.add' })).toBe(select.addToBasketLabel(snapshot) !== labels.outOfStock);
  itTakesEveryTransition({
    machine: variantSelectionMachine,
    input: { variants, defaultColour: 'black', now },
    events: [
      { type: 'variant.selectColour', colour: 'black' },
      { type: 'variant.selectColour', colour: 'red' },
      { type: 'variant.selectColour', colour: 'green' },
      { type: 'variant.selectColour', colour: 'purple' },
      { type: 'variant.selectSize', size: '8' },
      { type: 'variant.selectSize', size: '12' },
      { type: 'variant.selectSize', size: '99' },
      { type: 'variant.add' },
    ],
    expectations: {
      unselected: (snapshot) => {
        expect(select.size(snapshot)).toBeUndefined();
        expect(select.sizeError(snapshot)).toBeUndefined();
        buttonMatchesLabel(snapshot);
      },
      prompting: (snapshot) => {
        expect(select.size(snapshot)).toBeUndefined();
        expect(select.sizeError(snapshot)).toBe('Please select a size');
        expect(select.addToBasketLabel(snapshot)).toBe(labels.add);
      },
      selected: (snapshot) => {
        expect(select.sizes(snapshot).map(({ size }) => size)).toContain(select.size(snapshot));
        expect(select.variant(snapshot)?.size).toBe(select.size(snapshot));
        expect(select.sizeError(snapshot)).toBeUndefined();
        buttonMatchesLabel(snapshot);
      },
    },
  });
});
