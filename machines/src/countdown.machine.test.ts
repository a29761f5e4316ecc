import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, SimulatedClock } from 'xstate';
import { itTakesEveryTransition } from './testing/paths';
import { countdownMachine, countdownSelectors, type CountdownInput } from './countdown.machine';
import { durationParts } from './countdown.time';
import { countdown as spec } from './spec';

const start = Date.parse('2025-11-28T09:00:00Z');
const second = 1_000;
const hour = 3_600_000;

function run(input: CountdownInput) {
  const clock = new SimulatedClock();
  clock.set(start);
  const machine = countdownMachine.provide({ actions: { readClock: assign({ now: () => clock.now() }) } });
  const actor = createActor(machine, { input, clock });
  actor.start();
  const remaining = () => countdownSelectors.remaining(actor.getSnapshot());
  return { actor, clock, remaining };
}

describe('durationParts', () => {
  it('splits a span into days, hours, minutes and seconds, rounding seconds up', () => {
    expect(durationParts(((26 * 60 + 3) * 60 + 4) * second)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(durationParts(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(durationParts(59 * second + 1)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 0 });
  });

  it('is all zeros at and after the end, and for an unknown span', () => {
    const zeros = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(durationParts(0)).toEqual(zeros);
    expect(durationParts(-5 * second)).toEqual(zeros);
    expect(durationParts(Number.NaN)).toEqual(zeros);
  });
});

describe('countdown machine', () => {
  it('shows the days, hours, minutes and seconds left to the end time', () => {
    const { remaining } = run({ endTime: '2025-11-30T11:30:15Z' });
    expect(remaining()).toEqual({ days: 2, hours: 2, minutes: 30, seconds: 15 });
  });

  it('updates on a 500 ms tick', () => {
    // 10.4 s left shows 11 s; the clock reaches 10 s at 400 ms but the display follows at the 500 ms tick.
    const { clock, remaining } = run({ endTime: start + 10_400 });
    expect(remaining().seconds).toBe(11);
    clock.increment(spec.tickMs - 1);
    expect(remaining().seconds).toBe(11);
    clock.increment(1);
    expect(remaining().seconds).toBe(10);
    clock.increment(spec.tickMs);
    expect(remaining().seconds).toBe(10);
    clock.increment(spec.tickMs);
    expect(remaining().seconds).toBe(9);
  });

  it('shows zeros from the end time on and stops ticking', () => {
    const { actor, clock, remaining } = run({ endTime: start + 1_000 });
    clock.increment(spec.tickMs);
    expect(remaining().seconds).toBe(1);
    expect(countdownSelectors.hasEnded(actor.getSnapshot())).toBe(false);
    clock.increment(spec.tickMs);
    expect(remaining()).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownSelectors.hasEnded(actor.getSnapshot())).toBe(true);
    clock.increment(spec.tickMs);
    expect(actor.getSnapshot().context.now).toBe(start + 1_000);
  });

  it('shows zeros at once for an end time already past or unreadable', () => {
    for (const endTime of ['2025-11-01T00:00:00Z', 'next friday', start]) {
      const { actor, remaining } = run({ endTime });
      expect(countdownSelectors.hasEnded(actor.getSnapshot())).toBe(true);
      expect(remaining()).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    }
  });

  it('counts again when the end time is moved later in the preview', () => {
    const { actor, clock, remaining } = run({ endTime: start - hour });
    actor.send({ type: 'countdown.endTimeChanged', endTime: new Date(start + hour).toISOString() });
    expect(countdownSelectors.hasEnded(actor.getSnapshot())).toBe(false);
    expect(remaining()).toEqual({ days: 0, hours: 1, minutes: 0, seconds: 0 });
    clock.increment(spec.tickMs);
    clock.increment(spec.tickMs);
    expect(remaining()).toEqual({ days: 0, hours: 0, minutes: 59, seconds: 59 });
  });
});

describe('countdown machine on the real clock', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the system clock when no clock is provided', () => {
    vi.useFakeTimers({ now: start });
    const actor = createActor(countdownMachine, { input: { endTime: start + 90 * second } });
    actor.start();
    expect(countdownSelectors.remaining(actor.getSnapshot())).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 30 });
    vi.advanceTimersByTime(spec.tickMs * 2);
    expect(countdownSelectors.remaining(actor.getSnapshot()).seconds).toBe(29);
    actor.stop();
  });
});

describe('countdown machine paths', () => {
  // Each clock reading is an hour later, up to a cap, so the graph stays finite.
  const machine = countdownMachine.provide({
    actions: { readClock: assign({ now: ({ context }) => Math.min(Math.max(context.now, start) + hour, start + 6 * hour) }) },
  });
  itTakesEveryTransition({
    machine,
    input: { endTime: start + 3.5 * hour },
    events: [
      { type: 'countdown.endTimeChanged', endTime: start + 5.5 * hour },
      { type: 'countdown.endTimeChanged', endTime: 'not a date' },
    ],
    expectations: {
      counting: (snapshot) => {
        const { days, hours, minutes, seconds } = countdownSelectors.remaining(snapshot);
        expect(days + hours + minutes + seconds).toBeGreaterThan(0);
        expect(countdownSelectors.hasEnded(snapshot)).toBe(false);
      },
      ended: (snapshot) => {
        expect(countdownSelectors.remaining(snapshot)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
        expect(countdownSelectors.hasEnded(snapshot)).toBe(true);
      },
    },
  });
});
