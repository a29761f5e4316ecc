import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { itTakesEveryTransition } from './testing/paths';
import { shareLink, shareMachine, shareSelectors } from './share.machine';
import { share as spec } from './spec';

const url = 'https://coast.localhost/product/satin-dress?colour=black';

function run(options: { isRegistered: boolean; affiliate?: () => Promise<string | undefined>; shorten?: (url: string) => Promise<string | undefined>; deliver?: () => Promise<void> }) {
  const clock = new SimulatedClock();
  const shortened: string[] = [];
  const delivered: string[] = [];
  const actor = createActor(
    shareMachine.provide({
      actors: {
        fetchAffiliateId: fromPromise(options.affiliate ?? (async () => 'aff-42')),
        shortenUrl: fromPromise(async ({ input }: { input: { url: string } }) => {
          shortened.push(input.url);
          return options.shorten ? options.shorten(input.url) : 'https://s.example/abc';
        }),
        deliver: fromPromise(async ({ input }: { input: { url: string } }) => {
          delivered.push(input.url);
          await options.deliver?.();
        }),
      },
    }),
    { input: { url, isRegistered: options.isRegistered }, clock },
  );
  actor.start();
  return { actor, clock, shortened, delivered };
}

describe('share machine', () => {
  it('adds the tracking parameters, and the affiliate id only when given', () => {
    const link = new URL(shareLink(url, 'aff-42'));
    expect(Object.fromEntries(link.searchParams)).toEqual({ colour: 'black', ...spec.params, affiliateId: 'aff-42' });
    expect(new URL(shareLink(url, undefined)).searchParams.has('affiliateId')).toBe(false);
  });

  it('shares a registered shopper’s short link with their affiliate id, shows copied for 3 s, then is ready again', async () => {
    const { actor, clock, shortened, delivered } = run({ isRegistered: true });
    actor.send({ type: 'share.request' });
    expect(shareSelectors.isBusy(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().can({ type: 'share.request' })).toBe(false);
    await waitFor(actor, shareSelectors.showsCopied);
    expect(new URL(shortened[0]!).searchParams.get('affiliateId')).toBe('aff-42');
    expect(delivered).toEqual(['https://s.example/abc']);
    clock.increment(spec.copiedMs - 1);
    expect(shareSelectors.showsCopied(actor.getSnapshot())).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('shares without an affiliate id for guests, and when the customer fetch fails', async () => {
    const affiliate = vi.fn(async () => 'aff-1');
    const guest = run({ isRegistered: false, affiliate });
    guest.actor.send({ type: 'share.request' });
    await waitFor(guest.actor, shareSelectors.showsCopied);
    expect(affiliate).not.toHaveBeenCalled();
    expect(new URL(guest.shortened[0]!).searchParams.has('affiliateId')).toBe(false);

    const failing = run({ isRegistered: true, affiliate: async () => Promise.reject(new Error('503')) });
    failing.actor.send({ type: 'share.request' });
    await waitFor(failing.actor, shareSelectors.showsCopied);
    expect(new URL(failing.shortened[0]!).searchParams.has('affiliateId')).toBe(false);
  });

  it('does nothing when no short URL comes back, or shortening or sharing fails', async () => {
    for (const options of [{ shorten: async () => undefined }, { shorten: async () => Promise.reject(new Error('x')) }, { deliver: async () => Promise.reject(new Error('denied')) }]) {
      const { actor, delivered } = run({ isRegistered: false, ...options });
      actor.send({ type: 'share.request' });
      await waitFor(actor, (snapshot) => snapshot.matches('idle'));
      expect(shareSelectors.showsCopied(actor.getSnapshot())).toBe(false);
      if (!options.deliver) expect(delivered).toEqual([]);
    }
  });
});

describe('share machine paths', () => {
  const idle = (snapshot: Parameters<typeof shareSelectors.isBusy>[0] & { can: (e: { type: 'share.request' }) => boolean }) => {
    expect(shareSelectors.isBusy(snapshot)).toBe(false);
    expect(snapshot.can({ type: 'share.request' })).toBe(true);
  };
  const busy = (snapshot: Parameters<typeof shareSelectors.isBusy>[0] & { can: (e: { type: 'share.request' }) => boolean }) => {
    expect(shareSelectors.isBusy(snapshot)).toBe(true);
    expect(snapshot.can({ type: 'share.request' })).toBe(false);
  };
  itTakesEveryTransition({
    machine: shareMachine,
    input: { url, isRegistered: true },
    events: [
      { type: 'share.request' },
      { type: 'xstate.done.actor.fetchAffiliateId', output: 'aff-9' },
      { type: 'xstate.error.actor.fetchAffiliateId', error: new Error('x') },
      { type: 'xstate.done.actor.shortenUrl', output: 'https://s.example/1' },
      { type: 'xstate.done.actor.shortenUrl', output: undefined },
      { type: 'xstate.error.actor.shortenUrl', error: new Error('x') },
      { type: 'xstate.done.actor.deliver', output: undefined },
      { type: 'xstate.error.actor.deliver', error: new Error('x') },
    ] as never,
    expectations: {
      idle,
      'busy.loadingAffiliate': busy,
      'busy.shortening': busy,
      'busy.delivering': busy,
      copied: (snapshot) => {
        expect(shareSelectors.showsCopied(snapshot)).toBe(true);
        expect(snapshot.can({ type: 'share.request' })).toBe(true);
      },
    },
  });
});
