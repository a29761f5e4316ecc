import { assign, setup, type SnapshotFrom } from 'xstate';
import { durationParts } from './countdown.time';
import { countdown as spec } from './spec';

/**
 * The countdown banner (P §3, §4, §9). The time is read by the `readClock` action (Date.now by
 * default; tests provide one reading a SimulatedClock), so every tick recomputes from the clock
 * and a throttled background tab never drifts.
 */
export interface CountdownInput {
  /** Countdown banner endTime: an ISO date-time, or epoch milliseconds. */
  endTime: string | number;
}

export interface CountdownContext {
  /** Epoch milliseconds; NaN when the end time cannot be read. */
  endTime: number;
  /** The clock at the last tick. */
  now: number;
}

/** The banner's end time edited in the live preview. */
export type CountdownEvent = { type: 'countdown.endTimeChanged'; endTime: string | number };

/** An unreadable end time is NaN: the banner then shows zeros, as after the end. */
export function parseEndTime(value: string | number): number {
  return typeof value === 'number' ? value : Date.parse(value);
}

export const countdownMachine = setup({
  types: {} as { context: CountdownContext; events: CountdownEvent; input: CountdownInput },
  actions: {
    readClock: assign({ now: () => Date.now() }),
    setEndTime: assign({ endTime: (_, params: { endTime: string | number }) => parseEndTime(params.endTime) }),
  },
  guards: {
    // Written so that a NaN end time counts as ended.
    hasEnded: ({ context }) => !(context.now < context.endTime),
  },
  delays: { tick: spec.tickMs },
}).createMachine({
  id: 'countdown',
  description:
    'The countdown banner: every 500 ms it reads the clock and shows the days, hours, minutes and seconds left to the end time; afterwards (or with an unreadable end time) it shows zeros and stops ticking. An end time edited in the live preview starts it again.',
  context: ({ input }) => ({ endTime: parseEndTime(input.endTime), now: 0 }),
  entry: 'readClock',
  initial: 'counting',
  on: {
    'countdown.endTimeChanged': {
      target: '.counting',
      actions: [{ type: 'setEndTime', params: ({ event }) => ({ endTime: event.endTime }) }, 'readClock'],
    },
  },
  states: {
    counting: {
      always: { guard: 'hasEnded', target: 'ended' },
      after: { tick: { target: 'counting', reenter: true, actions: 'readClock' } },
    },
    ended: {},
  },
});

type CountdownSnapshot = SnapshotFrom<typeof countdownMachine>;

export const countdownSelectors = {
  /** Days, hours, minutes and seconds left; all zero once ended. */
  remaining: (snapshot: CountdownSnapshot) => durationParts(snapshot.context.endTime - snapshot.context.now),
  hasEnded: (snapshot: CountdownSnapshot) => snapshot.matches('ended'),
};
