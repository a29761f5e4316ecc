import { assign, setup, type SnapshotFrom } from 'xstate';
import { usp as spec } from './spec';

/**
 * The rotating selling-points (USP) banner (P §2, §3 USP item, §4, §9). The track holds a clone
 * of the last item before the items and a clone of the first after them: moving onto a clone is
 * animated, then the track jumps (without animation) to the item it copies, so the loop is seamless.
 */
export interface UspRotationInput {
  /** In banner order; an item has a dropdown when it has label2 dropdown copy. */
  items: ReadonlyArray<{ hasDropdown: boolean }>;
}

export interface UspRotationContext extends UspRotationInput {
  /** Offset into the track (see `uspTrack`); the item shown is `uspItemAt(position, count)`. */
  position: number;
  openDropdown: number | undefined;
  isHovered: boolean;
  isTouching: boolean;
}

export type UspRotationEvent =
  /** A click on an item's second label. */
  | { type: 'usp.toggleDropdown'; index: number }
  | { type: 'usp.clickOutside' }
  | { type: 'usp.pointerEnter' }
  | { type: 'usp.pointerLeave' }
  | { type: 'usp.touchStart' }
  /** deltaX is end minus start, so a leftward swipe is negative. */
  | { type: 'usp.touchEnd'; deltaX: number };

/** Item indexes in track order: clones around the items only when there is something to rotate. */
export function uspTrack(count: number): number[] {
  const items = Array.from({ length: count }, (_, index) => index);
  return count > 1 ? [count - 1, ...items, 0] : items;
}

/** The item at a track position (clones included). */
export function uspItemAt(position: number, count: number): number {
  return count > 1 ? (position - 1 + count) % count : 0;
}

/** A swipe moves only past 50 px; leftwards shows the next item. */
export function uspSwipeStep(deltaX: number): 1 | -1 | 0 {
  if (Math.abs(deltaX) <= spec.swipeThresholdPx) return 0;
  return deltaX < 0 ? 1 : -1;
}

const isHeld = (context: UspRotationContext) => context.openDropdown !== undefined || context.isHovered || context.isTouching;

export const uspRotationMachine = setup({
  types: {} as { context: UspRotationContext; events: UspRotationEvent; input: UspRotationInput },
  actions: {
    move: assign({ position: ({ context }, params: { step: 1 | -1 | 0 }) => context.position + params.step }),
    /** From a clone to the item it copies, once the slide animation is over. */
    settle: assign({
      position: ({ context }) => {
        if (context.position === 0) return context.items.length;
        if (context.position === context.items.length + 1) return 1;
        return context.position;
      },
    }),
    toggleDropdown: assign({ openDropdown: ({ context }, params: { index: number }) => (context.openDropdown === params.index ? undefined : params.index) }),
    closeDropdown: assign({ openDropdown: undefined }),
    hover: assign({ isHovered: true }),
    leave: assign({ isHovered: false }),
    startTouch: assign({ isTouching: true }),
    endTouch: assign({ isTouching: false }),
  },
  guards: {
    hasSeveralItems: ({ context }) => context.items.length > 1,
    hasDropdown: ({ context }, params: { index: number }) => context.items[params.index]?.hasDropdown === true,
    hasOpenDropdown: ({ context }) => context.openDropdown !== undefined,
    isHeld: ({ context }) => isHeld(context),
    canResume: ({ context }) => !isHeld(context),
    canSwipe: ({ context }, params: { deltaX: number }) => context.items.length > 1 && uspSwipeStep(params.deltaX) !== 0,
  },
  delays: { rotationDelay: spec.rotationDelayMs, animation: spec.animationMs },
}).createMachine({
  id: 'uspRotation',
  description:
    'The rotating selling-points banner: every 3 s the next item slides in over 500 ms, looping seamlessly through clones of the first and last items. Rotation pauses while a dropdown is open, while the banner is hovered and during a touch, and waits a full 3 s again afterwards. A swipe past 50 px moves one item (closing any dropdown). A click on an item’s second label toggles its dropdown; a click outside closes it.',
  context: ({ input }) => ({
    items: input.items,
    position: input.items.length > 1 ? 1 : 0,
    openDropdown: undefined,
    isHovered: false,
    isTouching: false,
  }),
  initial: 'showing',
  // What holds the rotation is context; `showing` and `paused` follow it eventlessly.
  on: {
    'usp.toggleDropdown': {
      guard: { type: 'hasDropdown', params: ({ event }) => ({ index: event.index }) },
      actions: { type: 'toggleDropdown', params: ({ event }) => ({ index: event.index }) },
    },
    'usp.clickOutside': { guard: 'hasOpenDropdown', actions: 'closeDropdown' },
    'usp.pointerEnter': { actions: 'hover' },
    'usp.pointerLeave': { actions: 'leave' },
    'usp.touchStart': { actions: 'startTouch' },
    'usp.touchEnd': [
      {
        guard: { type: 'canSwipe', params: ({ event }) => ({ deltaX: event.deltaX }) },
        target: '.moving',
        actions: ['endTouch', 'closeDropdown', { type: 'move', params: ({ event }) => ({ step: uspSwipeStep(event.deltaX) }) }],
      },
      { actions: 'endTouch' },
    ],
  },
  states: {
    showing: {
      always: { guard: 'isHeld', target: 'paused' },
      after: { rotationDelay: { guard: 'hasSeveralItems', target: 'moving', actions: { type: 'move', params: { step: 1 } } } },
    },
    paused: {
      always: { guard: 'canResume', target: 'showing' },
    },
    moving: {
      after: { animation: { target: 'showing', actions: 'settle' } },
      // The slide animation finishes first: a swipe during it is not a second move.
      on: { 'usp.touchEnd': { actions: 'endTouch' } },
    },
  },
});

type UspRotationSnapshot = SnapshotFrom<typeof uspRotationMachine>;

/** What the banner shows; render the track with `uspTrack(items.length)`. */
export const uspRotationSelectors = {
  position: (snapshot: UspRotationSnapshot) => snapshot.context.position,
  /** Animate the track only now: the jump from a clone to its item must not be seen. */
  isAnimating: (snapshot: UspRotationSnapshot) => snapshot.matches('moving'),
  currentItem: (snapshot: UspRotationSnapshot) => uspItemAt(snapshot.context.position, snapshot.context.items.length),
  openDropdown: (snapshot: UspRotationSnapshot) => snapshot.context.openDropdown,
  isPaused: (snapshot: UspRotationSnapshot) => snapshot.matches('paused'),
};
