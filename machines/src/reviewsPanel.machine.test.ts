import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { itTakesEveryTransition } from './testing/paths';
import { reviewsPanelMachine, reviewsPanelSelectors as select } from './reviewsPanel.machine';
import type { ReviewStats } from './reviews.types';
import { reviews as spec } from './spec';

const stats = (total: number): ReviewStats => ({
  averageRating: 4.5,
  totalReviewCount: total,
  recommendedCount: total,
  notRecommendedCount: 0,
  ratingDistribution: [{ rating: 5, count: total }],
});

function run(fetch: (sku: string) => Promise<ReviewStats> = async (sku) => stats(sku.length)) {
  const clock = new SimulatedClock();
  const scroll: string[] = [];
  const requested: string[] = [];
  const actor = createActor(
    reviewsPanelMachine.provide({
      actors: {
        fetchStats: fromPromise(({ input }: { input: { sku: string } }) => {
          requested.push(input.sku);
          return fetch(input.sku);
        }),
      },
      actions: { lockBodyScroll: () => scroll.push('locked'), unlockBodyScroll: () => scroll.push('unlocked') },
    }),
    { clock },
  );
  actor.start();
  return { actor, clock, scroll, requested, snapshot: () => actor.getSnapshot() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('reviews panel machine', () => {
  it('opens for the rated product with the scroll locked, fades the overlay in after 500 ms and shows its stats', async () => {
    const { actor, clock, scroll, requested, snapshot } = run();
    expect(select.isMounted(snapshot())).toBe(false);
    actor.send({ type: 'reviewsPanel.open', sku: 'AAA11111-1-1' });
    expect([select.isMounted(snapshot()), select.isOpen(snapshot()), select.isLoadingStats(snapshot())]).toEqual([true, true, true]);
    expect(scroll).toEqual(['locked']);
    expect(requested).toEqual(['AAA11111-1-1']);
    await settle();
    expect(select.stats(snapshot())?.totalReviewCount).toBe(12);
    clock.increment(spec.panelOverlayDelayMs - 1);
    expect(select.showsOverlay(snapshot())).toBe(false);
    clock.increment(1);
    expect(select.showsOverlay(snapshot())).toBe(true);
  });

  it('slides out for 400 ms after closing, then unmounts and unlocks the scroll', () => {
    const { actor, clock, scroll, snapshot } = run();
    actor.send({ type: 'reviewsPanel.open', sku: 'AAA11111-1-1' });
    clock.increment(spec.panelOverlayDelayMs);
    actor.send({ type: 'reviewsPanel.close' });
    expect([select.isMounted(snapshot()), select.isOpen(snapshot()), select.showsOverlay(snapshot())]).toEqual([true, false, false]);
    clock.increment(spec.panelCloseDelayMs - 1);
    expect(select.isMounted(snapshot())).toBe(true);
    expect(scroll).toEqual(['locked']);
    clock.increment(1);
    expect(select.isMounted(snapshot())).toBe(false);
    expect(scroll).toEqual(['locked', 'unlocked']);
  });

  it('unlocks on close even when closed before the overlay or the stats arrive', () => {
    const { actor, clock, scroll, snapshot } = run(() => new Promise(() => {}));
    actor.send({ type: 'reviewsPanel.open', sku: 'AAA11111-1-1' });
    actor.send({ type: 'reviewsPanel.close' });
    clock.increment(spec.panelCloseDelayMs);
    expect(scroll).toEqual(['locked', 'unlocked']);
    clock.increment(spec.panelOverlayDelayMs);
    expect(select.showsOverlay(snapshot())).toBe(false);
    expect(select.isMounted(snapshot())).toBe(false);
  });

  it('opens again while sliding out, for the newly rated product, without unlocking in between', async () => {
    const { actor, clock, scroll, requested, snapshot } = run();
    actor.send({ type: 'reviewsPanel.open', sku: 'AAA11111-1-1' });
    await settle();
    actor.send({ type: 'reviewsPanel.close' });
    clock.increment(spec.panelCloseDelayMs / 2);
    actor.send({ type: 'reviewsPanel.open', sku: 'BBB22222-2-2-22' });
    expect(select.stats(snapshot())).toBeUndefined();
    clock.increment(spec.panelCloseDelayMs);
    expect(select.isOpen(snapshot())).toBe(true);
    await settle();
    expect(select.sku(snapshot())).toBe('BBB22222-2-2-22');
    expect(select.stats(snapshot())?.totalReviewCount).toBe(15);
    expect(requested).toEqual(['AAA11111-1-1', 'BBB22222-2-2-22']);
    expect(scroll).toEqual(['locked']);
  });

  it('shows no stats when they fail to load, and still opens, fades in and closes', async () => {
    const { actor, clock, scroll, snapshot } = run(() => Promise.reject(new Error('503')));
    actor.send({ type: 'reviewsPanel.open', sku: 'AAA11111-1-1' });
    await settle();
    expect([select.isOpen(snapshot()), select.isLoadingStats(snapshot()), select.stats(snapshot()), select.hasStatsError(snapshot())]).toEqual([true, false, undefined, true]);
    clock.increment(spec.panelOverlayDelayMs);
    expect(select.showsOverlay(snapshot())).toBe(true);
    actor.send({ type: 'reviewsPanel.close' });
    clock.increment(spec.panelCloseDelayMs);
    expect(scroll).toEqual(['locked', 'unlocked']);
  });

  it('loads the stats again on retry after a failure, for the same product', async () => {
    let calls = 0;
    const { actor, requested, snapshot } = run(async (sku) => {
      calls += 1;
      if (calls === 1) throw new Error('503');
      return stats(sku.length);
    });
    actor.send({ type: 'reviewsPanel.open', sku: 'AAA11111-1-1' });
    await settle();
    expect(select.hasStatsError(snapshot())).toBe(true);
    actor.send({ type: 'reviewsPanel.retry' });
    expect([select.isLoadingStats(snapshot()), select.hasStatsError(snapshot())]).toEqual([true, false]);
    await settle();
    expect(select.stats(snapshot())?.totalReviewCount).toBe(12);
    expect(requested).toEqual(['AAA11111-1-1', 'AAA11111-1-1']);
  });

  it('ignores retry unless the stats failed', async () => {
    const { actor, requested, snapshot } = run();
    actor.send({ type: 'reviewsPanel.retry' });
    expect(select.isMounted(snapshot())).toBe(false);
    actor.send({ type: 'reviewsPanel.open', sku: 'AAA11111-1-1' });
    await settle();
    actor.send({ type: 'reviewsPanel.retry' });
    expect(select.stats(snapshot())?.totalReviewCount).toBe(12);
    expect(requested).toEqual(['AAA11111-1-1']);
  });
});

describe('reviews panel machine paths', () => {
  type Snapshot = SnapshotFrom<typeof reviewsPanelMachine>;
  const open = (overlay: boolean, stats: 'loading' | 'loaded' | 'unavailable') => (snapshot: Snapshot) => {
    expect([select.isMounted(snapshot), select.isOpen(snapshot), select.showsOverlay(snapshot)]).toEqual([true, true, overlay]);
    expect(select.isLoadingStats(snapshot)).toBe(stats === 'loading');
    expect(select.hasStatsError(snapshot)).toBe(stats === 'unavailable');
    expect(snapshot.can({ type: 'reviewsPanel.retry' })).toBe(stats === 'unavailable');
    expect(select.stats(snapshot)?.totalReviewCount).toBe(stats === 'loaded' ? 7 : undefined);
    expect(snapshot.can({ type: 'reviewsPanel.close' })).toBe(true);
  };
  itTakesEveryTransition({
    machine: reviewsPanelMachine,
    events: [
      { type: 'reviewsPanel.open', sku: 'AAA11111-1-1' },
      { type: 'reviewsPanel.close' },
      { type: 'reviewsPanel.retry' },
      { type: 'xstate.done.actor.fetchStats', output: stats(7) },
      { type: 'xstate.error.actor.fetchStats', error: new Error('x') },
    ] as never,
    expectations: {
      closed: (snapshot) => {
        expect(select.isMounted(snapshot)).toBe(false);
        expect(select.stats(snapshot)).toBeUndefined();
        expect(snapshot.can({ type: 'reviewsPanel.open', sku: 'AAA11111-1-1' })).toBe(true);
      },
      'mounted.open.overlay.hidden|stats.loading': open(false, 'loading'),
      'mounted.open.overlay.hidden|stats.loaded': open(false, 'loaded'),
      'mounted.open.overlay.hidden|stats.unavailable': open(false, 'unavailable'),
      'mounted.open.overlay.shown|stats.loading': open(true, 'loading'),
      'mounted.open.overlay.shown|stats.loaded': open(true, 'loaded'),
      'mounted.open.overlay.shown|stats.unavailable': open(true, 'unavailable'),
      'mounted.closing': (snapshot) => {
        expect([select.isMounted(snapshot), select.isOpen(snapshot), select.showsOverlay(snapshot)]).toEqual([true, false, false]);
        expect(snapshot.can({ type: 'reviewsPanel.open', sku: 'AAA11111-1-1' })).toBe(true);
      },
    },
  });
});
