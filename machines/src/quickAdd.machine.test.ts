import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { itTakesEveryTransition } from './testing/paths';
import { addToBagMessages, quickAdd as spec } from './spec';
import type { Variant } from './variant-selection';
import { quickAddMachine, quickAddSelectors as select, type AddToBasketResult, type BasketLine, type QuickAddProduct } from './quickAdd.machine';

const variant = (colour: string, size: string, isOnStock = true): Variant => ({ sku: `OAS10234-${colour}-${size}`, colour, size, isOnStock, availableQuantity: isOnStock ? 9 : 0 });

const dress: QuickAddProduct = {
  id: 'p-dress',
  name: 'Satin midi dress',
  defaultColour: 'black',
  variants: [variant('black', '8'), variant('black', '10'), variant('red', '8', false), variant('red', '10')],
};
const scarf: QuickAddProduct = { id: 'p-scarf', name: 'Silk scarf', variants: [variant('ivory', 'ONE SIZE')] };
const soldOutScarf: QuickAddProduct = { id: 'p-scarf', name: 'Silk scarf', variants: [variant('ivory', 'ONE SIZE', false)] };
const now = Date.parse('2025-03-01T12:00:00Z');

function run(options: { product?: QuickAddProduct; load?: () => Promise<QuickAddProduct>; add?: () => Promise<AddToBasketResult>; isOtherOpen?: boolean } = {}) {
  const clock = new SimulatedClock();
  const loaded: string[] = [];
  const posted: BasketLine[][] = [];
  const lockScroll = vi.fn();
  const unlockScroll = vi.fn();
  const actor = createActor(
    quickAddMachine.provide({
      actors: {
        loadProduct: fromPromise(async ({ input }: { input: { productId: string } }) => {
          loaded.push(input.productId);
          return options.load ? options.load() : (options.product ?? dress);
        }),
        addToBasket: fromPromise(async ({ input }: { input: { items: BasketLine[] } }) => {
          posted.push(input.items);
          return options.add ? options.add() : { cartId: 'cart-1' };
        }),
      },
      actions: { lockScroll, unlockScroll },
    }),
    { input: { productId: options.product?.id ?? dress.id, now, isOtherOpen: options.isOtherOpen }, clock },
  );
  actor.start();
  return { actor, clock, loaded, posted, lockScroll, unlockScroll, snapshot: () => actor.getSnapshot() };
}

describe('quickAdd machine', () => {
  it('says how few are left of the chosen size below the low-stock threshold, and nothing for plenty or none', async () => {
    const lowDress: QuickAddProduct = { ...dress, variants: [{ ...variant('black', '8'), availableQuantity: 3 }, variant('black', '10'), variant('red', '8', false)] };
    const { actor, snapshot } = run({ product: lowDress });
    actor.send({ type: 'quickAdd.open', colour: 'black' });
    await waitFor(actor, select.isModalOpen);
    actor.send({ type: 'quickAdd.selectSize', size: '8' });
    expect(select.lowStockMessage(snapshot())).toBe('Only 3 left in stock');
    expect(select.lowStockMessage(snapshot(), 3)).toBeUndefined();
    actor.send({ type: 'quickAdd.selectSize', size: '10' });
    expect(select.lowStockMessage(snapshot())).toBeUndefined();
    expect(select.isOneSize(snapshot())).toBe(false);
  });

  it('knows a one-size product in several colours, whose size picker may be hidden', async () => {
    const scarves: QuickAddProduct = { id: 'p-scarves', name: 'Silk scarf', variants: [variant('ivory', 'ONE SIZE'), variant('navy', 'ONE SIZE')] };
    const { actor, snapshot } = run({ product: scarves });
    actor.send({ type: 'quickAdd.open' });
    await waitFor(actor, select.isModalOpen);
    expect(select.isOneSize(snapshot())).toBe(true);
  });

  it('loads with a spinner, opens the modal on the card’s colour, adds the chosen size and closes after 1.5 s plus 0.5 s', async () => {
    const { actor, clock, snapshot, loaded, posted, lockScroll, unlockScroll } = run();
    expect(select.buttonLabel(snapshot())).toBe('Add');
    actor.send({ type: 'quickAdd.open', colour: 'red' });
    expect(select.isLoading(snapshot())).toBe(true);
    expect(select.isButtonDisabled(snapshot())).toBe(true);
    await waitFor(actor, select.isModalOpen);
    expect(loaded).toEqual(['p-dress']);
    expect(lockScroll).toHaveBeenCalledTimes(1);
    expect(select.colour(snapshot())).toBe('red');
    expect(select.size(snapshot())).toBe('10');
    actor.send({ type: 'quickAdd.selectColour', colour: 'black' });
    expect(select.size(snapshot())).toBeUndefined();
    actor.send({ type: 'quickAdd.selectSize', size: '8' });
    actor.send({ type: 'quickAdd.add' });
    await waitFor(actor, (s) => s.matches({ open: 'added' }));
    expect(posted).toEqual([[{ sku: 'OAS10234-black-8', quantity: 1 }]]);
    expect(select.modalButtonLabel(snapshot())).toBe('Added');
    expect(select.buttonLabel(snapshot())).toBe('Added');
    clock.increment(spec.closeAfterAddedMs - 1);
    expect(select.isClosing(snapshot())).toBe(false);
    clock.increment(1);
    expect(select.isClosing(snapshot())).toBe(true);
    expect(unlockScroll).not.toHaveBeenCalled();
    clock.increment(spec.closeAnimationMs - 1);
    expect(select.isModalOpen(snapshot())).toBe(true);
    clock.increment(1);
    expect(select.isModalOpen(snapshot())).toBe(false);
    expect(unlockScroll).toHaveBeenCalledTimes(1);
    expect(select.buttonLabel(snapshot())).toBe('Added');
    expect(select.isButtonDisabled(snapshot())).toBe(false);
  });

  it('opens on the product’s default colour when the card’s colour is not offered', async () => {
    const { actor, snapshot } = run();
    actor.send({ type: 'quickAdd.open', colour: 'teal' });
    await waitFor(actor, select.isModalOpen);
    expect(select.colour(snapshot())).toBe('black');
    expect(select.colours(snapshot())).toEqual([
      { colour: 'black', isOnStock: true },
      { colour: 'red', isOnStock: true },
    ]);
    expect(select.sizes(snapshot()).map(({ size }) => size)).toEqual(['8', '10']);
  });

  it('asks for a size when adding without one, and ignores sizes and colours not offered', async () => {
    const { actor, snapshot, posted } = run();
    actor.send({ type: 'quickAdd.open' });
    await waitFor(actor, select.isModalOpen);
    actor.send({ type: 'quickAdd.add' });
    expect(select.sizeError(snapshot())).toBe('Please select a size');
    expect(snapshot().can({ type: 'quickAdd.selectSize', size: '14' })).toBe(false);
    expect(snapshot().can({ type: 'quickAdd.selectColour', colour: 'teal' })).toBe(false);
    actor.send({ type: 'quickAdd.selectSize', size: '10' });
    expect(select.sizeError(snapshot())).toBeUndefined();
    actor.send({ type: 'quickAdd.selectSize', size: '8' });
    actor.send({ type: 'quickAdd.add' });
    await waitFor(actor, (s) => s.matches({ open: 'added' }));
    expect(posted).toEqual([[{ sku: 'OAS10234-black-8', quantity: 1 }]]);
  });

  it('adds a single-variant product at once, without the modal', async () => {
    let answer: (result: AddToBasketResult) => void = () => {};
    const { actor, snapshot, posted, lockScroll } = run({ product: scarf, add: () => new Promise((resolve) => (answer = resolve)) });
    actor.send({ type: 'quickAdd.open' });
    await waitFor(actor, (s) => s.matches('addingAtOnce'));
    expect(select.isLoading(snapshot())).toBe(true);
    expect(select.isModalOpen(snapshot())).toBe(false);
    answer({ cartId: 'cart-2' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(posted).toEqual([[{ sku: 'OAS10234-ivory-ONE SIZE', quantity: 1 }]]);
    expect(select.buttonLabel(snapshot())).toBe('Added');
    expect(lockScroll).not.toHaveBeenCalled();
  });

  it('opens the modal for a sold-out single variant, its button reading out of stock and disabled', async () => {
    const { actor, snapshot, posted } = run({ product: soldOutScarf });
    actor.send({ type: 'quickAdd.open' });
    await waitFor(actor, select.isModalOpen);
    expect(select.modalButtonLabel(snapshot())).toBe('out of stock');
    expect(snapshot().can({ type: 'quickAdd.add' })).toBe(false);
    expect(posted).toEqual([]);
  });

  it('is disabled while another quick add is open or the card is being pressed', () => {
    const { actor, snapshot, loaded } = run({ isOtherOpen: true });
    expect(select.isButtonDisabled(snapshot())).toBe(true);
    actor.send({ type: 'quickAdd.otherClosed' });
    expect(select.isButtonDisabled(snapshot())).toBe(false);
    actor.send({ type: 'card.pressed' });
    expect(select.isButtonDisabled(snapshot())).toBe(true);
    actor.send({ type: 'quickAdd.open' });
    actor.send({ type: 'card.released' });
    actor.send({ type: 'quickAdd.otherOpened' });
    actor.send({ type: 'quickAdd.open' });
    expect(loaded).toEqual([]);
    expect(select.isInUse(snapshot())).toBe(false);
  });

  it('closes on request with the close animation, restoring scroll, and reads Add again next time', async () => {
    const { actor, clock, snapshot, unlockScroll } = run();
    actor.send({ type: 'quickAdd.open' });
    await waitFor(actor, select.isModalOpen);
    actor.send({ type: 'quickAdd.close' });
    expect(select.isClosing(snapshot())).toBe(true);
    expect(select.modalButtonLabel(snapshot())).toBe('add to basket');
    clock.increment(spec.closeAnimationMs);
    expect(select.isModalOpen(snapshot())).toBe(false);
    expect(unlockScroll).toHaveBeenCalledTimes(1);
    expect(select.buttonLabel(snapshot())).toBe('Add');
  });

  it('shows load failures and unavailable products in a toast the shopper can close', async () => {
    const failing = run({ load: async () => Promise.reject(new Error('502')) });
    failing.actor.send({ type: 'quickAdd.open' });
    await waitFor(failing.actor, (s) => select.errorToast(s) !== undefined);
    expect(select.errorToast(failing.snapshot())).toBe(addToBagMessages.loadFailed);
    expect(select.isModalOpen(failing.snapshot())).toBe(false);
    failing.actor.send({ type: 'quickAdd.dismissError' });
    expect(select.errorToast(failing.snapshot())).toBeUndefined();
    expect(failing.snapshot().can({ type: 'quickAdd.dismissError' })).toBe(false);

    const empty = run({ product: { id: 'p-gone', name: 'Gone', variants: [] } });
    empty.actor.send({ type: 'quickAdd.open' });
    await waitFor(empty.actor, (s) => select.errorToast(s) !== undefined);
    expect(select.errorToast(empty.snapshot())).toBe(addToBagMessages.productUnavailable);
    empty.actor.send({ type: 'quickAdd.open' });
    expect(select.errorToast(empty.snapshot())).toBeUndefined();
  });

  it('keeps the modal open with the basket’s error in the toast, or a fallback when it gives none', async () => {
    const answers: Array<() => Promise<AddToBasketResult>> = [
      async () => ({ error: 'Only 2 of these can be bought at once' }),
      async () => ({ error: ' ' }),
      async () => Promise.reject(new Error('offline')),
    ];
    const { actor, snapshot } = run({ add: () => answers.shift()!() });
    actor.send({ type: 'quickAdd.open' });
    await waitFor(actor, select.isModalOpen);
    actor.send({ type: 'quickAdd.selectSize', size: '10' });
    for (const expected of ['Only 2 of these can be bought at once', addToBagMessages.addFailed, addToBagMessages.addFailed]) {
      actor.send({ type: 'quickAdd.add' });
      expect(select.errorToast(snapshot())).toBeUndefined();
      await waitFor(actor, (s) => s.matches({ open: 'choosing' }));
      expect(select.errorToast(snapshot())).toBe(expected);
      expect(select.buttonLabel(snapshot())).toBe('Add');
    }
  });

  it('shows a failed immediate add in the toast', async () => {
    for (const [add, expected] of [
      [async () => ({ error: 'Basket is full' }), 'Basket is full'],
      [async () => Promise.reject(new Error('offline')), addToBagMessages.addFailed],
    ] as const) {
      const { actor, snapshot } = run({ product: scarf, add });
      actor.send({ type: 'quickAdd.open' });
      await waitFor(actor, (s) => select.errorToast(s) !== undefined);
      expect(select.errorToast(snapshot())).toBe(expected);
      expect(select.buttonLabel(snapshot())).toBe('Add');
    }
  });

  it('refuses to work without real services (no silent success)', async () => {
    const actor = createActor(quickAddMachine, { input: { productId: dress.id, now } }).start();
    actor.send({ type: 'quickAdd.open' });
    await waitFor(actor, (s) => select.errorToast(s) !== undefined);
    expect(select.errorToast(actor.getSnapshot())).toBe(addToBagMessages.loadFailed);

    const withoutBasket = createActor(quickAddMachine.provide({ actors: { loadProduct: fromPromise(async () => scarf) } }), { input: { productId: scarf.id, now } }).start();
    withoutBasket.send({ type: 'quickAdd.open' });
    await waitFor(withoutBasket, (s) => select.errorToast(s) !== undefined);
    expect(select.errorToast(withoutBasket.getSnapshot())).toBe(addToBagMessages.addFailed);
    expect(select.buttonLabel(withoutBasket.getSnapshot())).toBe('Add');
  });
});

describe('quickAdd machine paths', () => {
  type Snapshot = Parameters<typeof select.isLoading>[0];
  const closedModal = (snapshot: Snapshot) => {
    expect(select.isModalOpen(snapshot)).toBe(false);
    expect(select.isInUse(snapshot)).toBe(true);
    expect(select.isLoading(snapshot)).toBe(true);
    expect(select.isButtonDisabled(snapshot)).toBe(true);
  };
  const modal = (snapshot: Snapshot) => {
    expect(select.isModalOpen(snapshot)).toBe(true);
    expect(select.isLoading(snapshot)).toBe(false);
    expect(select.isButtonDisabled(snapshot)).toBe(true);
    expect(select.product(snapshot)?.variants.length).toBeGreaterThan(0);
  };
  itTakesEveryTransition({
    machine: quickAddMachine,
    input: { productId: dress.id, now },
    events: [
      { type: 'quickAdd.open', colour: 'red' },
      { type: 'quickAdd.close' },
      { type: 'quickAdd.selectColour', colour: 'black' },
      { type: 'quickAdd.selectSize', size: '8' },
      { type: 'quickAdd.add' },
      { type: 'quickAdd.dismissError' },
      { type: 'quickAdd.otherOpened' },
      { type: 'xstate.done.actor.loadProduct', output: dress },
      { type: 'xstate.done.actor.loadProduct', output: scarf },
      { type: 'xstate.done.actor.loadProduct', output: { id: 'p-gone', name: 'Gone', variants: [] } },
      { type: 'xstate.error.actor.loadProduct', error: new Error('x') },
      { type: 'xstate.done.actor.addToBasket', output: { cartId: 'cart-1' } },
      { type: 'xstate.done.actor.addToBasket', output: { error: 'Sold out' } },
      { type: 'xstate.error.actor.addToBasket', error: new Error('x') },
    ] as never,
    limit: 5000,
    expectations: {
      idle: (snapshot) => {
        expect(select.isModalOpen(snapshot)).toBe(false);
        expect(select.isLoading(snapshot)).toBe(false);
        expect(select.isButtonDisabled(snapshot)).toBe(snapshot.context.isOtherOpen || snapshot.context.isCardPressed);
        expect([select.colours(snapshot), select.sizes(snapshot), select.modalButtonLabel(snapshot)]).toEqual([[], [], undefined]);
        expect([undefined, addToBagMessages.loadFailed, addToBagMessages.productUnavailable, addToBagMessages.addFailed, 'Sold out']).toContain(select.errorToast(snapshot));
      },
      loading: closedModal,
      addingAtOnce: closedModal,
      'open.choosing': (snapshot) => {
        modal(snapshot);
        const chosen = select.sizes(snapshot).find(({ size }) => size === select.size(snapshot));
        expect(select.modalButtonLabel(snapshot)).toBe(chosen?.isOnStock === false ? 'out of stock' : 'add to basket');
        expect(snapshot.can({ type: 'quickAdd.close' })).toBe(true);
      },
      'open.adding': (snapshot) => {
        modal(snapshot);
        expect(select.size(snapshot)).toBeDefined();
        expect(snapshot.can({ type: 'quickAdd.close' })).toBe(false);
      },
      'open.added': (snapshot) => {
        modal(snapshot);
        expect(select.modalButtonLabel(snapshot)).toBe('Added');
        expect(select.buttonLabel(snapshot)).toBe('Added');
      },
      'open.closing': (snapshot) => {
        modal(snapshot);
        expect(select.isClosing(snapshot)).toBe(true);
        expect(snapshot.can({ type: 'quickAdd.add' })).toBe(false);
      },
    },
  });
});
