import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { itTakesEveryTransition } from './testing/paths';
import { addToBagMessages } from './spec';
import { bundleSections, talentBundleSection, type Bundle, type BundleProduct, type BundleVariant } from './bundle-selection';
import { bundleSelectionMachine, bundleSelectionSelectors as select, type BundleSelectionInput } from './bundleSelection.machine';
import type { AddToBasketResult, BasketLine } from './quickAdd.machine';

const variant = (key: string, colour: string, size: string, price: number, isOnStock = true): BundleVariant => ({
  sku: `${key}-${colour}-${size}`,
  colour,
  size,
  price,
  isOnStock,
  availableQuantity: isOnStock ? 5 : 0,
});
const product = (key: string, colour: string, variants: BundleVariant[]): BundleProduct => ({ key, name: key, colour, variants });

/** The page's own product. */
const dress = product('dress', 'black', [variant('WAL10001', 'black', '8', 8000), variant('WAL10001', 'black', '10', 8000), variant('WAL10001', 'red', '8', 8000, false)]);
/** Two sizes in stock at different prices, one sold out; grey has a single size in stock. */
const blazer = product('blazer', 'navy', [
  variant('WAL10002', 'navy', 'S', 6000),
  variant('WAL10002', 'navy', 'M', 6500),
  variant('WAL10002', 'navy', 'L', 6500, false),
  variant('WAL10002', 'grey', 'M', 6000),
]);
const belt = product('belt', 'tan', [variant('WAL10003', 'tan', 'ONE SIZE', 2000)]);
const bag = product('bag', 'green', [variant('WAL10004', 'green', 'ONE SIZE', 4500, false), variant('WAL10004', 'cream', 'ONE SIZE', 4500)]);
const outfit: Bundle = { id: 'b-outfit', bundleType: 'outfits', header: 'Complete the look', products: [dress, blazer, belt, bag] };

const messages = (snapshot: Parameters<typeof select.items>[0], key: string) => select.items(snapshot).find((item) => item.productKey === key)!;

function run(input: Partial<BundleSelectionInput> = {}, addToBag: (items: BasketLine[]) => Promise<AddToBasketResult> = async () => ({ cartId: 'c1' })) {
  const posted: BasketLine[][] = [];
  const actor = createActor(
    bundleSelectionMachine.provide({
      actors: {
        addToBag: fromPromise(async ({ input: { items } }: { input: { items: BasketLine[] } }) => {
          posted.push(items);
          return addToBag(items);
        }),
      },
    }),
    { input: { bundle: outfit, ...input }, clock: new SimulatedClock() },
  );
  actor.start();
  return { actor, posted, snapshot: () => actor.getSnapshot() };
}

describe('bundleSections', () => {
  const bundle = (id: string, bundleType: string, products: BundleProduct[]): Bundle => ({ id, bundleType, header: id, products });

  it('shows a talent bundle by the same rules: the product and another, at most four', () => {
    const talent = (products: BundleProduct[]) => bundle('talent', 'influencer', products);
    expect(talentBundleSection(talent([blazer, belt, bag, product('scarf', 'red', [variant('WAL10005', 'red', 'ONE SIZE', 1500)]), dress]), 'dress')?.products.map(({ key }) => key)).toEqual(['blazer', 'belt', 'bag', 'dress']);
    expect(talentBundleSection(talent([dress]), 'dress')).toBeUndefined();
    expect(talentBundleSection(talent([blazer, belt]), 'dress')).toBeUndefined();
    expect(talentBundleSection(undefined, 'dress')).toBeUndefined();
    expect(bundleSections([talent([dress, blazer])], 'dress')).toEqual([]);
  });

  it('shows suits, home, beauties then outfits, and no outfits when suits show', () => {
    const home = bundle('home', 'home', [belt, dress]);
    const beauty = bundle('beauty', 'beauties', [dress, bag]);
    const suits = bundle('suits', 'suits', [dress, blazer]);
    expect(bundleSections([outfit, beauty, home], 'dress').map(({ id }) => id)).toEqual(['home', 'beauty', 'b-outfit']);
    expect(bundleSections([outfit, beauty, suits, home], 'dress').map(({ id }) => id)).toEqual(['suits', 'home', 'beauty']);
  });

  it('shows a section only with the page’s product and another, ignoring other related kinds', () => {
    expect(bundleSections([bundle('a', 'suits', [blazer, belt])], 'dress')).toEqual([]);
    expect(bundleSections([bundle('a', 'suits', [dress, dress])], 'dress')).toEqual([]);
    expect(bundleSections([bundle('a', 'suits', [dress, product('gone', 'black', [])])], 'dress')).toEqual([]);
    expect(bundleSections([bundle('a', 'influencer', [dress, blazer])], 'dress')).toEqual([]);
    // Only suits that show hide the outfits.
    expect(bundleSections([bundle('a', 'suits', [blazer, belt]), outfit], 'dress').map(({ id }) => id)).toEqual(['b-outfit']);
  });

  it('keeps at most four products, the page’s own among them', () => {
    const extra = product('scarf', 'red', [variant('WAL10005', 'red', 'ONE SIZE', 1500)]);
    const [section] = bundleSections([bundle('a', 'outfits', [blazer, belt, bag, extra, dress])], 'dress');
    expect(section!.products.map(({ key }) => key)).toEqual(['blazer', 'belt', 'bag', 'dress']);
    const [first] = bundleSections([bundle('a', 'outfits', [dress, blazer, belt, bag, extra])], 'dress');
    expect(first!.products.map(({ key }) => key)).toEqual(['dress', 'blazer', 'belt', 'bag']);
  });
});

describe('bundleSelection machine', () => {
  it('starts with the in-stock items selected and the sold-out colour deselected with its messages', () => {
    const { snapshot } = run();
    expect(select.items(snapshot()).map(({ productKey, isSelected }) => [productKey, isSelected])).toEqual([
      ['dress', true],
      ['blazer', true],
      ['belt', true],
      ['bag', false],
    ]);
    expect(messages(snapshot(), 'bag').messages).toEqual(['product.colourOutOfStock', 'product.selectAnotherColour']);
    expect(messages(snapshot(), 'dress').messages).toEqual([]);
  });

  it('chooses the only in-stock size or the preferred size when in stock', () => {
    expect(select.items(run().snapshot()).map(({ size }) => size)).toEqual([undefined, undefined, 'ONE SIZE', undefined]);
    expect(select.items(run({ preferredSize: 'M' }).snapshot()).map(({ size }) => size)).toEqual([undefined, 'M', 'ONE SIZE', undefined]);
    expect(messages(run({ preferredSize: 'L' }).snapshot(), 'blazer').size).toBeUndefined();
  });

  it('totals the selected items as a range until sizes with different prices are chosen', () => {
    const { actor, snapshot } = run();
    expect(select.total(snapshot())).toEqual({ min: 8000 + 6000 + 2000, max: 8000 + 6500 + 2000 });
    expect(messages(snapshot(), 'blazer').price).toEqual({ min: 6000, max: 6500 });
    actor.send({ type: 'bundle.selectSize', productKey: 'blazer', size: 'M' });
    expect(select.total(snapshot())).toEqual({ amount: 16500 });
    actor.send({ type: 'bundle.deselect', productKey: 'dress' });
    expect(select.total(snapshot())).toEqual({ amount: 8500 });
    expect(messages(snapshot(), 'bag').price).toEqual({ min: 4500, max: 4500 });
  });

  it('asks for a size when selecting an item without one, and selects it once a size is chosen', () => {
    const { actor, snapshot } = run();
    actor.send({ type: 'bundle.deselect', productKey: 'blazer' });
    actor.send({ type: 'bundle.select', productKey: 'blazer' });
    expect(messages(snapshot(), 'blazer')).toMatchObject({ isSelected: false, messages: ['product.selectSizeError'] });
    expect(snapshot().can({ type: 'bundle.selectSize', productKey: 'blazer', size: 'L' })).toBe(false);
    actor.send({ type: 'bundle.selectSize', productKey: 'blazer', size: 'S' });
    expect(messages(snapshot(), 'blazer')).toMatchObject({ isSelected: true, size: 'S', messages: [] });
    actor.send({ type: 'bundle.deselect', productKey: 'blazer' });
    actor.send({ type: 'bundle.selectSize', productKey: 'blazer', size: 'M' });
    expect(messages(snapshot(), 'blazer').isSelected).toBe(false);
    actor.send({ type: 'bundle.select', productKey: 'blazer' });
    expect(messages(snapshot(), 'blazer').isSelected).toBe(true);
  });

  it('deselects an item switched to a sold-out colour and resets its size on every colour change', () => {
    const { actor, snapshot } = run();
    actor.send({ type: 'bundle.selectSize', productKey: 'dress', size: '8' });
    actor.send({ type: 'bundle.selectColour', productKey: 'dress', colour: 'red' });
    expect(messages(snapshot(), 'dress')).toMatchObject({ isSelected: false, size: undefined, messages: ['product.colourOutOfStock', 'product.selectAnotherColour'] });
    expect(snapshot().can({ type: 'bundle.select', productKey: 'dress' })).toBe(false);
    actor.send({ type: 'bundle.selectColour', productKey: 'blazer', colour: 'grey' });
    expect(messages(snapshot(), 'blazer')).toMatchObject({ isSelected: true, size: 'M' });
    actor.send({ type: 'bundle.selectColour', productKey: 'bag', colour: 'cream' });
    expect(messages(snapshot(), 'bag')).toMatchObject({ isSelected: false, size: 'ONE SIZE', messages: [] });
    for (const event of [
      { type: 'bundle.selectColour', productKey: 'bag', colour: 'cream' },
      { type: 'bundle.selectColour', productKey: 'bag', colour: 'pink' },
      { type: 'bundle.selectColour', productKey: 'hat', colour: 'pink' },
      { type: 'bundle.selectSize', productKey: 'hat', size: 'S' },
      { type: 'bundle.select', productKey: 'hat' },
      { type: 'bundle.deselect', productKey: 'hat' },
      { type: 'bundle.deselect', productKey: 'bag' },
    ] as const) {
      expect(snapshot().can(event)).toBe(false);
    }
  });

  it('flags selected items without a size instead of adding', () => {
    const { actor, snapshot, posted } = run();
    actor.send({ type: 'bundle.add' });
    expect(select.items(snapshot()).map(({ messages }) => messages.includes('product.selectSizeError'))).toEqual([true, true, false, false]);
    expect(select.isAdding(snapshot())).toBe(false);
    expect(posted).toEqual([]);
  });

  it('adds each selected item once, disables the section while adding, then deselects everything', async () => {
    let answer: (result: AddToBasketResult) => void = () => {};
    const { actor, snapshot, posted } = run({ preferredSize: '10' }, () => new Promise((resolve) => (answer = resolve)));
    actor.send({ type: 'bundle.selectSize', productKey: 'blazer', size: 'S' });
    actor.send({ type: 'bundle.add' });
    expect(select.isAdding(snapshot())).toBe(true);
    expect(snapshot().can({ type: 'bundle.deselect', productKey: 'dress' })).toBe(false);
    expect(posted).toEqual([
      [
        { sku: 'WAL10001-black-10', quantity: 1 },
        { sku: 'WAL10002-navy-S', quantity: 1 },
        { sku: 'WAL10003-tan-ONE SIZE', quantity: 1 },
      ],
    ]);
    answer({ cartId: 'c1' });
    await waitFor(actor, (s) => !select.isAdding(s));
    expect(select.items(snapshot()).some(({ isSelected }) => isSelected)).toBe(false);
    expect(select.total(snapshot())).toEqual({ amount: 0 });
    expect(snapshot().can({ type: 'bundle.add' })).toBe(false);
    expect(select.addError(snapshot())).toBeUndefined();
  });

  it('shows add errors below the button and keeps the selection for another try', async () => {
    const answers: Array<() => Promise<AddToBasketResult>> = [
      async () => ({ error: 'The blazer has just sold out' }),
      async () => ({ error: '' }),
      async () => Promise.reject(new Error('offline')),
    ];
    const { actor, snapshot } = run({ preferredSize: 'M' }, () => answers.shift()!());
    actor.send({ type: 'bundle.deselect', productKey: 'dress' });
    for (const expected of ['The blazer has just sold out', addToBagMessages.bundleAddFailed, addToBagMessages.bundleAddFailed]) {
      actor.send({ type: 'bundle.add' });
      expect(select.addError(snapshot())).toBeUndefined();
      await waitFor(actor, (s) => !select.isAdding(s));
      expect(select.addError(snapshot())).toBe(expected);
      expect(select.items(snapshot()).filter(({ isSelected }) => isSelected).map(({ productKey }) => productKey)).toEqual(['blazer', 'belt']);
    }
  });

  it('refuses to work without a real basket (no silent success)', async () => {
    const actor = createActor(bundleSelectionMachine, { input: { bundle: outfit, preferredSize: '8' } }).start();
    actor.send({ type: 'bundle.deselect', productKey: 'blazer' });
    actor.send({ type: 'bundle.add' });
    await waitFor(actor, (s) => !select.isAdding(s));
    expect(select.addError(actor.getSnapshot())).toBe(addToBagMessages.bundleAddFailed);
  });
});

describe('bundleSelection machine paths', () => {
  const pair: Bundle = { id: 'b-suit', bundleType: 'suits', header: 'Wear it as a suit', products: [dress, blazer] };
  itTakesEveryTransition({
    machine: bundleSelectionMachine,
    input: { bundle: pair },
    events: [
      { type: 'bundle.select', productKey: 'blazer' },
      { type: 'bundle.deselect', productKey: 'blazer' },
      { type: 'bundle.select', productKey: 'dress' },
      { type: 'bundle.selectColour', productKey: 'dress', colour: 'red' },
      { type: 'bundle.selectColour', productKey: 'dress', colour: 'black' },
      { type: 'bundle.selectSize', productKey: 'blazer', size: 'M' },
      { type: 'bundle.selectSize', productKey: 'dress', size: '8' },
      { type: 'bundle.add' },
      { type: 'xstate.done.actor.addToBag', output: { cartId: 'c1' } },
      { type: 'xstate.done.actor.addToBag', output: { error: 'Sold out' } },
      { type: 'xstate.error.actor.addToBag', error: new Error('x') },
    ] as never,
    limit: 20_000,
    expectations: {
      idle: (snapshot) => {
        expect(select.isAdding(snapshot)).toBe(false);
        for (const item of select.items(snapshot)) {
          const colourInStock = item.colours.find(({ colour }) => colour === item.colour)!.isOnStock;
          expect(item.messages.includes('product.colourOutOfStock')).toBe(!colourInStock);
          if (!colourInStock) expect(item.isSelected).toBe(false);
          if (item.messages.includes('product.selectSizeError')) expect(item.size).toBeUndefined();
        }
        expect(snapshot.can({ type: 'bundle.add' })).toBe(select.items(snapshot).some(({ isSelected }) => isSelected));
        expect([undefined, 'Sold out', addToBagMessages.bundleAddFailed]).toContain(select.addError(snapshot));
      },
      adding: (snapshot) => {
        expect(select.isAdding(snapshot)).toBe(true);
        expect(select.addError(snapshot)).toBeUndefined();
        expect(select.items(snapshot).filter(({ isSelected }) => isSelected).every(({ size }) => size !== undefined)).toBe(true);
        expect(snapshot.can({ type: 'bundle.deselect', productKey: 'blazer' })).toBe(false);
      },
    },
  });
});
