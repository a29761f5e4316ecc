import { assign, setup, type SnapshotFrom } from 'xstate';
import { durationParts } from './countdown.time';
import { deliveryBadge, type CutOffBrands, type DeliveryOption } from './deliveryCountdown.cutOffs';
import { countdown as spec } from './spec';

/**
 * A delivery countdown badge on the product page (P §2, §3, §4, §9); the cut-off rules are
 * deliveryCountdown.cutOffs.ts. The time is read by the `readClock` action (Date.now by default).
 */
export interface DeliveryCountdownInput {
  delivery: DeliveryOption;
  brands: CutOffBrands;
}

export interface DeliveryCountdownContext extends DeliveryCountdownInput {
  /** The clock at the last tick. */
  now: number;
}

/** Another variant (or seller) brings another delivery option. */
export type DeliveryCountdownEvent = { type: 'deliveryCountdown.deliveryChanged'; delivery: DeliveryOption };

const badgeOf = (context: DeliveryCountdownContext) => deliveryBadge(context.delivery, context.brands, context.now);

export const deliveryCountdownMachine = setup({
  types: {} as { context: DeliveryCountdownContext; events: DeliveryCountdownEvent; input: DeliveryCountdownInput },
  actions: {
    readClock: assign({ now: () => Date.now() }),
    changeDelivery: assign({ delivery: (_, params: { delivery: DeliveryOption }) => params.delivery }),
  },
  guards: {
    isBeforeCutOff: ({ context }) => badgeOf(context).kind === 'countdown',
    canOfferExpress: ({ context }) => badgeOf(context).kind === 'expressAvailable',
    isCountingToTomorrow: ({ context }) => badgeOf(context).kind === 'countdownToTomorrow',
  },
  delays: { tick: spec.deliveryTickMs },
}).createMachine({
  id: 'deliveryCountdown',
  description:
    'A delivery countdown badge: every 500 ms it reads the clock and counts down to the day’s cut-off (UTC; by service, brand and any enterprise-configured time). After the cut-off the badge is hidden, except for next-day delivery: with an express service enabled it says express is available; without one it counts down to tomorrow’s cut-off (the spec hides it then only in cases it does not show). A badge with no cut-off is hidden. Another delivery option (another variant or seller) is applied at once.',
  context: ({ input }) => ({ ...input, now: 0 }),
  entry: 'readClock',
  initial: 'ticking',
  on: {
    'deliveryCountdown.deliveryChanged': {
      target: '.ticking',
      actions: { type: 'changeDelivery', params: ({ event }) => ({ delivery: event.delivery }) },
    },
  },
  states: {
    // Every state keeps ticking: the cut-off passes, and a new UTC day brings a new one.
    ticking: {
      after: { tick: { target: 'ticking', reenter: true, actions: 'readClock' } },
      initial: 'choosing',
      states: {
        choosing: {
          always: [
            { guard: 'isBeforeCutOff', target: 'counting' },
            { guard: 'canOfferExpress', target: 'expressAvailable' },
            { guard: 'isCountingToTomorrow', target: 'countingToTomorrow' },
            { target: 'hidden' },
          ],
        },
        counting: {},
        expressAvailable: {},
        countingToTomorrow: {},
        hidden: {},
      },
    },
  },
});

type DeliveryCountdownSnapshot = SnapshotFrom<typeof deliveryCountdownMachine>;

export const deliveryCountdownSelectors = {
  isVisible: (snapshot: DeliveryCountdownSnapshot) => !snapshot.matches({ ticking: 'hidden' }),
  showsExpressAvailable: (snapshot: DeliveryCountdownSnapshot) => snapshot.matches({ ticking: 'expressAvailable' }),
  /** The cut-off counted down to (epoch ms), for 'order by' wording; none without a countdown. */
  cutOffAt: (snapshot: DeliveryCountdownSnapshot) => {
    const badge = badgeOf(snapshot.context);
    return badge.kind === 'countdown' || badge.kind === 'countdownToTomorrow' ? badge.cutOffAt : undefined;
  },
  /** Hours (beyond 24 when the cut-off is tomorrow), minutes and seconds left; none without a countdown. */
  remaining: (snapshot: DeliveryCountdownSnapshot) => {
    const cutOffAt = deliveryCountdownSelectors.cutOffAt(snapshot);
    if (cutOffAt === undefined) return undefined;
    const { days, hours, minutes, seconds } = durationParts(cutOffAt - snapshot.context.now);
    return { hours: days * 24 + hours, minutes, seconds };
  },
};
