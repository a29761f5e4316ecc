import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, SimulatedClock } from 'xstate';
import { itTakesEveryTransition } from './testing/paths';
import { deliveryCountdownMachine, deliveryCountdownSelectors as select } from './deliveryCountdown.machine';
import type { CutOffBrands, DeliveryOption } from './deliveryCountdown.cutOffs';
import { countdown as spec } from './spec';

const brands: CutOffBrands = { marketplacePrefix: 'MP-', lateBrands: ['nastygal'], namedBrands: ['coast'] };
const nextDay: DeliveryOption = { service: 'nextDay', brand: 'coast', isExpressEnabled: false };
const at = (iso: string) => Date.parse(iso);

function run(delivery: DeliveryOption, startAt: string) {
  const clock = new SimulatedClock();
  clock.set(at(startAt));
  const machine = deliveryCountdownMachine.provide({ actions: { readClock: assign({ now: () => clock.now() }) } });
  const actor = createActor(machine, { input: { delivery, brands }, clock });
  actor.start();
  const snapshot = () => actor.getSnapshot();
  return { actor, clock, snapshot };
}

describe('deliveryCountdown machine', () => {
  it('counts down to the day’s cut-off', () => {
    const { snapshot } = run(nextDay, '2025-11-28T19:44:30Z');
    expect(select.isVisible(snapshot())).toBe(true);
    expect(select.remaining(snapshot())).toEqual({ hours: 3, minutes: 15, seconds: 30 });
    expect(select.cutOffAt(snapshot())).toBe(at('2025-11-28T23:00:00Z'));
  });

  it('updates on a 500 ms tick, and takes the badge away at the first tick past the cut-off', () => {
    const { clock, snapshot } = run({ ...nextDay, service: 'express' }, '2025-11-28T22:59:59.800Z');
    expect(select.remaining(snapshot())).toEqual({ hours: 0, minutes: 0, seconds: 1 });
    clock.increment(spec.deliveryTickMs - 1);
    expect(select.isVisible(snapshot())).toBe(true);
    clock.increment(1);
    expect(select.isVisible(snapshot())).toBe(false);
    expect(select.remaining(snapshot())).toBeUndefined();
  });

  it('offers express after the next-day cut-off when express is enabled', () => {
    const { clock, snapshot } = run({ ...nextDay, brand: 'nastygal', isExpressEnabled: true }, '2025-11-29T20:59:59.500Z');
    clock.increment(spec.deliveryTickMs);
    expect(select.showsExpressAvailable(snapshot())).toBe(true);
    expect(select.isVisible(snapshot())).toBe(true);
    expect(select.remaining(snapshot())).toBeUndefined();
  });

  it('counts down to tomorrow’s cut-off after the next-day one without express, and to the day’s from midnight UTC', () => {
    const { clock, snapshot } = run(nextDay, '2025-11-28T23:30:00Z');
    expect(select.showsExpressAvailable(snapshot())).toBe(false);
    expect(select.remaining(snapshot())).toEqual({ hours: 23, minutes: 30, seconds: 0 });
    clock.set(at('2025-11-29T00:00:00Z'));
    expect(snapshot().matches({ ticking: 'counting' })).toBe(true);
    expect(select.cutOffAt(snapshot())).toBe(at('2025-11-29T23:00:00Z'));
  });

  it('shows the express badge again on the next UTC day', () => {
    const { clock, snapshot } = run({ ...nextDay, service: 'express' }, '2025-11-28T23:10:00Z');
    expect(select.isVisible(snapshot())).toBe(false);
    clock.set(at('2025-11-29T00:00:00Z'));
    expect(select.remaining(snapshot())).toEqual({ hours: 23, minutes: 0, seconds: 0 });
  });

  it('counts to an enterprise-configured cut-off instead of the rules', () => {
    const { snapshot } = run({ ...nextDay, configuredCutOff: '18:30' }, '2025-11-28T18:00:00Z');
    expect(select.remaining(snapshot())).toEqual({ hours: 0, minutes: 30, seconds: 0 });
  });

  it('hides a badge no cut-off applies to, and follows a change of delivery option at once', () => {
    const { actor, snapshot } = run({ service: 'standard', brand: 'unknown', isExpressEnabled: false }, '2025-11-29T20:00:00Z');
    expect(select.isVisible(snapshot())).toBe(false);
    actor.send({ type: 'deliveryCountdown.deliveryChanged', delivery: { ...nextDay, brand: 'nastygal' } });
    // Saturday: the late brands' cut-off is 21:00.
    expect(select.remaining(snapshot())).toEqual({ hours: 1, minutes: 0, seconds: 0 });
  });
});

describe('deliveryCountdown machine on the real clock', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the system clock when no clock is provided', () => {
    vi.useFakeTimers({ now: at('2025-11-28T22:00:00Z') });
    const actor = createActor(deliveryCountdownMachine, { input: { delivery: nextDay, brands } });
    actor.start();
    expect(select.remaining(actor.getSnapshot())).toEqual({ hours: 1, minutes: 0, seconds: 0 });
    vi.advanceTimersByTime(spec.deliveryTickMs * 2);
    expect(select.remaining(actor.getSnapshot())).toEqual({ hours: 0, minutes: 59, seconds: 59 });
    actor.stop();
  });
});

describe('deliveryCountdown machine paths', () => {
  // Friday 18:00 UTC; each clock reading is 2 h later, up to Sunday 02:00, so the graph stays finite.
  const start = at('2025-11-28T18:00:00Z');
  const hour = 3_600_000;
  const machine = deliveryCountdownMachine.provide({
    actions: { readClock: assign({ now: ({ context }) => Math.min(Math.max(context.now, start) + 2 * hour, start + 32 * hour) }) },
  });
  const late: DeliveryOption = { service: 'nextDay', brand: 'nastygal', isExpressEnabled: true };
  const day = (time: number) => new Date(time).toISOString().slice(0, 10);
  itTakesEveryTransition({
    machine,
    input: { delivery: late, brands },
    limit: 2_000,
    events: [
      { type: 'deliveryCountdown.deliveryChanged', delivery: { ...late, isExpressEnabled: false } },
      { type: 'deliveryCountdown.deliveryChanged', delivery: { service: 'standard', brand: 'unknown', isExpressEnabled: true } },
      { type: 'deliveryCountdown.deliveryChanged', delivery: late },
    ],
    expectations: {
      'ticking.counting': (snapshot) => {
        expect(select.isVisible(snapshot)).toBe(true);
        expect(day(select.cutOffAt(snapshot)!)).toBe(day(snapshot.context.now));
        expect(Object.values(select.remaining(snapshot)!).some((part) => part > 0)).toBe(true);
      },
      'ticking.countingToTomorrow': (snapshot) => {
        expect(select.isVisible(snapshot)).toBe(true);
        expect(select.showsExpressAvailable(snapshot)).toBe(false);
        expect(day(select.cutOffAt(snapshot)!)).toBe(day(snapshot.context.now + 24 * hour));
      },
      'ticking.expressAvailable': (snapshot) => {
        expect(select.isVisible(snapshot)).toBe(true);
        expect(select.showsExpressAvailable(snapshot)).toBe(true);
        expect(select.remaining(snapshot)).toBeUndefined();
      },
      'ticking.hidden': (snapshot) => {
        expect(select.isVisible(snapshot)).toBe(false);
        expect(select.remaining(snapshot)).toBeUndefined();
      },
    },
  });
});
