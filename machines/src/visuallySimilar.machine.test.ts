import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { itTakesEveryTransition } from './testing/paths';
import { visuallySimilarMachine, visuallySimilarSelectors as select, type SimilarProduct, type SimilarQuery, type VisuallySimilarInput } from './visuallySimilar.machine';
import { readVisuallySimilar, visuallySimilarPath } from './visuallySimilar.response';
import { visuallySimilarFallback as fallback, visuallySimilar as spec } from './spec';

const products = (count: number, prefix = 'vs'): SimilarProduct[] => Array.from({ length: count }, (_, index) => ({ id: `${prefix}${index + 1}` }));
const never = () => new Promise<never>(() => {});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function run(options: {
  similar?: (query: SimilarQuery) => Promise<SimilarProduct[]>;
  recommended?: (query: SimilarQuery & { size: number }) => Promise<SimilarProduct[]>;
  input?: Partial<VisuallySimilarInput>;
}) {
  const clock = new SimulatedClock();
  const logged: string[] = [];
  const similar = vi.fn(options.similar ?? (async () => products(8)));
  const recommended = vi.fn(options.recommended ?? (async () => products(3, 'rec')));
  const actor = createActor(
    visuallySimilarMachine.provide({
      actors: {
        findVisuallySimilar: fromPromise(({ input }: { input: SimilarQuery }) => similar(input)),
        fetchRecommendations: fromPromise(({ input }: { input: SimilarQuery & { size: number } }) => recommended(input)),
      },
      actions: { logFailure: (_, params) => logged.push(params.message) },
    }),
    { input: { productKey: 'BKK12345', colour: 'black', display: 'modal', ...options.input }, clock },
  );
  actor.start();
  const ids = () => select.results(actor.getSnapshot()).map((product) => product.id);
  return { actor, clock, logged, similar, recommended, ids, snapshot: () => actor.getSnapshot() };
}

describe('visually similar answer', () => {
  const current = { productKey: 'BKK12345', colour: 'black' };
  const answer = (body: string, init?: ResponseInit) => new Response(body, init);

  it('asks the endpoint for the product and colour', () => {
    expect(visuallySimilarPath(current)).toBe('/_api/search/visuallySimilar?key=BKK12345&colour=black');
    expect(visuallySimilarPath({ ...current, fascia: 'coast', locale: 'en-GB' })).toBe('/_api/search/visuallySimilar?key=BKK12345&colour=black&fascia=coast&locale=en-GB');
  });

  it('reads either answer shape, leaving out the product itself, repeats and items without a key', async () => {
    const items = [{ item_group_id: 'BKK12345', colour: 'black' }, { item_group_id: 'AAA1', colour: 'red' }, { item_group_id: 'AAA1', colour: 'red' }, { item_group_id: 'AAA2' }, { colour: 'blue' }, null, { item_group_id: '' }];
    const expected = [{ productKey: 'AAA1', colour: 'red' }, { productKey: 'AAA2', colour: undefined }];
    expect(await readVisuallySimilar(answer(JSON.stringify({ visualSimilar: items })), current)).toEqual(expected);
    expect(await readVisuallySimilar(answer(JSON.stringify(items)), current)).toEqual(expected);
    expect(await readVisuallySimilar(answer(JSON.stringify({ results: items })), current)).toEqual([]);
    expect(await readVisuallySimilar(answer('null'), current)).toEqual([]);
  });

  it('throws the spec’s messages for non-OK and non-JSON answers', async () => {
    await expect(readVisuallySimilar(answer('busy', { status: 503, statusText: 'Service Unavailable' }), current)).rejects.toThrow(
      'Visually Similar endpoint Service Unavailable 503',
    );
    await expect(readVisuallySimilar(answer('<html>oops</html>'), current)).rejects.toThrow(fallback.nonJsonMessage);
  });
});

describe('visually similar machine', () => {
  it('shows a spinner when asked, then opens the modal with at most 6 results', async () => {
    const { actor, snapshot, similar, recommended, ids } = run({});
    expect([select.showsTrigger(snapshot()), select.showsSpinner(snapshot()), select.isModalOpen(snapshot())]).toEqual([true, false, false]);
    expect(similar).not.toHaveBeenCalled();
    actor.send({ type: 'visuallySimilar.open' });
    expect(select.showsSpinner(snapshot())).toBe(true);
    expect(similar).toHaveBeenCalledWith({ productKey: 'BKK12345', colour: 'black' });
    await settle();
    expect([select.showsSpinner(snapshot()), select.isModalOpen(snapshot())]).toEqual([false, true]);
    expect(ids()).toEqual(['vs1', 'vs2', 'vs3', 'vs4', 'vs5', 'vs6']);
    expect(ids()).toHaveLength(spec.maxResults);
    expect(select.source(snapshot())).toBe('visuallySimilar');
    expect(recommended).not.toHaveBeenCalled();
  });

  it('closes the modal and reopens it with the same results, without asking again', async () => {
    const { actor, snapshot, similar, ids } = run({});
    actor.send({ type: 'visuallySimilar.open' });
    await settle();
    actor.send({ type: 'visuallySimilar.close' });
    expect([select.isModalOpen(snapshot()), select.showsTrigger(snapshot())]).toEqual([false, true]);
    actor.send({ type: 'visuallySimilar.open' });
    expect(select.isModalOpen(snapshot())).toBe(true);
    expect(ids()).toHaveLength(6);
    expect(similar).toHaveBeenCalledTimes(1);
  });

  it('falls back to 10 requested recommendations when the answer fails or is empty, logging failures', async () => {
    for (const [similar, log] of [
      [async () => Promise.reject(new Error(fallback.nonJsonMessage)), [fallback.nonJsonMessage]],
      [async () => Promise.reject('offline'), ['offline']],
      [async () => [], []],
    ] as const) {
      const { actor, snapshot, logged, recommended, ids } = run({ similar, recommended: async () => products(9, 'rec') });
      actor.send({ type: 'visuallySimilar.open' });
      await settle();
      expect(recommended).toHaveBeenCalledWith({ productKey: 'BKK12345', colour: 'black', size: 10 });
      expect(select.isModalOpen(snapshot())).toBe(true);
      expect(select.source(snapshot())).toBe('recommendations');
      expect(ids()).toEqual(['rec1', 'rec2', 'rec3', 'rec4', 'rec5', 'rec6']);
      expect(logged).toEqual(log);
    }
  });

  it('hides everything when the recommendations are empty or fail too', async () => {
    for (const recommended of [async () => [], async () => Promise.reject(new Error('engine down'))]) {
      const { actor, snapshot, logged } = run({ similar: async () => [], recommended });
      actor.send({ type: 'visuallySimilar.open' });
      await settle();
      expect([select.isModalOpen(snapshot()), select.showsSpinner(snapshot()), select.showsTrigger(snapshot())]).toEqual([false, false, false]);
      expect(snapshot().can({ type: 'visuallySimilar.open' })).toBe(false);
      expect(logged.length).toBeLessThanOrEqual(1);
    }
  });

  it('hides the inline section when recommendations take 2 s ("recommendation timeout")', async () => {
    const { clock, snapshot, logged } = run({ similar: async () => [], recommended: never, input: { display: 'inline' } });
    await settle();
    expect(select.showsSpinner(snapshot())).toBe(true);
    clock.increment(fallback.recommendationTimeoutMs - 1);
    expect(select.showsSpinner(snapshot())).toBe(true);
    clock.increment(1);
    expect([select.showsSpinner(snapshot()), select.showsInlineGrid(snapshot())]).toEqual([false, false]);
    expect(logged).toEqual(['recommendation timeout']);
  });

  it('fills the inline grid at once, without a modal or its button', async () => {
    const { actor, snapshot, similar, ids } = run({ input: { display: 'inline' } });
    expect(similar).toHaveBeenCalledTimes(1);
    await settle();
    expect([select.showsInlineGrid(snapshot()), select.isModalOpen(snapshot()), select.showsTrigger(snapshot())]).toEqual([true, false, false]);
    expect(ids()).toHaveLength(6);
    expect(snapshot().can({ type: 'visuallySimilar.close' })).toBe(false);
    actor.send({ type: 'visuallySimilar.productChanged', productKey: 'BKK12345', colour: 'red' });
    expect(select.showsSpinner(snapshot())).toBe(true);
    expect(similar).toHaveBeenLastCalledWith({ productKey: 'BKK12345', colour: 'red' });
  });

  it('starts over for another colour, and drops the answer for the previous one', async () => {
    let answerBlack: (products: SimilarProduct[]) => void = () => {};
    const { actor, snapshot, similar, ids } = run({
      similar: (query) => (query.colour === 'black' ? new Promise((resolve) => (answerBlack = resolve)) : Promise.resolve(products(2, 'red'))),
    });
    actor.send({ type: 'visuallySimilar.open' });
    actor.send({ type: 'visuallySimilar.productChanged', productKey: 'BKK12345', colour: 'red' });
    answerBlack(products(4, 'black'));
    await settle();
    expect(select.isModalOpen(snapshot())).toBe(false);
    actor.send({ type: 'visuallySimilar.productChanged', productKey: 'BKK12345', colour: 'red' });
    actor.send({ type: 'visuallySimilar.open' });
    await settle();
    expect(ids()).toEqual(['red1', 'red2']);
    expect(similar).toHaveBeenCalledTimes(2);
  });
});

describe('visually similar machine paths', () => {
  type Snapshot = SnapshotFrom<typeof visuallySimilarMachine>;
  const waiting = (snapshot: Snapshot) => {
    expect([select.showsSpinner(snapshot), select.isModalOpen(snapshot), select.showsTrigger(snapshot)]).toEqual([true, false, true]);
    expect(select.results(snapshot)).toEqual([]);
  };
  itTakesEveryTransition({
    // Failures are logged; the unit tests check what, here they are kept out of the output.
    machine: visuallySimilarMachine.provide({ actions: { logFailure: () => {} } }),
    input: { productKey: 'BKK12345', colour: 'black', display: 'modal' },
    events: [
      { type: 'visuallySimilar.open' },
      { type: 'visuallySimilar.close' },
      { type: 'visuallySimilar.productChanged', productKey: 'BKK12345', colour: 'red' },
      { type: 'xstate.done.actor.findVisuallySimilar', output: products(7) },
      { type: 'xstate.done.actor.findVisuallySimilar', output: [] },
      { type: 'xstate.error.actor.findVisuallySimilar', error: new Error(fallback.nonJsonMessage) },
      { type: 'xstate.done.actor.fetchRecommendations', output: products(2, 'rec') },
      { type: 'xstate.done.actor.fetchRecommendations', output: [] },
      { type: 'xstate.error.actor.fetchRecommendations', error: new Error('x') },
    ] as never,
    expectations: {
      idle: (snapshot) => {
        expect([select.showsSpinner(snapshot), select.isModalOpen(snapshot), select.showsTrigger(snapshot)]).toEqual([false, false, true]);
        expect(snapshot.can({ type: 'visuallySimilar.open' })).toBe(true);
      },
      loading: waiting,
      recommending: waiting,
      showing: (snapshot) => {
        expect([select.showsSpinner(snapshot), select.isModalOpen(snapshot)]).toEqual([false, true]);
        const results = select.results(snapshot);
        expect(results.length).toBeGreaterThan(0);
        expect(results.length).toBeLessThanOrEqual(spec.maxResults);
        expect(results[0]!.id.startsWith(select.source(snapshot) === 'recommendations' ? 'rec' : 'vs')).toBe(true);
        expect(snapshot.can({ type: 'visuallySimilar.close' })).toBe(true);
      },
      hidden: (snapshot) => {
        expect([select.showsSpinner(snapshot), select.isModalOpen(snapshot), select.showsTrigger(snapshot)]).toEqual([false, false, false]);
        expect(select.results(snapshot)).toEqual([]);
      },
    },
  });
});
