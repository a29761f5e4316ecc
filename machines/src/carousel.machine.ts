import { assign, setup, type SnapshotFrom } from 'xstate';
import { carousel as spec } from './spec';

/**
 * Carousels (P §3 carousel config, §4, §5, §8, §9): which slide leads the view, and autoplay.
 * Double-tap zoom of a slide is its own machine (zoom.machine.ts).
 */
export interface CarouselInput {
  slideCount: number;
  /** Slides in view at once at the current breakpoint; a fraction shows part of the next slide. */
  slidesPerView: number;
  /** Wrap around: after the last slide comes the first. Wins over rewind, as in Swiper. */
  loop: boolean;
  /** At either end the arrow jumps to the other end. */
  rewind: boolean;
  /** Carousel config autoScroll. */
  autoplay: boolean;
  /** Carousel config stopAutoplayOnInteraction: swipes and bullets pause autoplay too, like arrows. */
  stopAutoplayOnInteraction: boolean;
  /** Carousel config slideDurationMilliseconds; 5000 ms when not set. */
  slideDurationMs?: number;
  /** The slide shown first (e.g. the gallery image tapped); invalid values throw like a bullet's. */
  startIndex?: number | string;
}

export interface CarouselContext extends Omit<CarouselInput, 'slideDurationMs' | 'startIndex'> {
  slideDurationMs: number;
  /** The slide leading the view. */
  index: number;
}

export type CarouselEvent =
  | { type: 'carousel.next' }
  | { type: 'carousel.previous' }
  /** A bullet, or any caller with an index from outside (a data attribute, a query string). */
  | { type: 'carousel.goTo'; index: number | string }
  | { type: 'carousel.dragStart' }
  /** The drag is released; deltaX is end minus start, so a leftward swipe is negative. */
  | { type: 'carousel.dragEnd'; deltaX: number }
  /** A breakpoint change (slides per view) or a new set of slides. */
  | { type: 'carousel.layoutChanged'; slideCount: number; slidesPerView: number }
  | { type: 'page.hidden' }
  | { type: 'page.visible' };

type Layout = Pick<CarouselContext, 'slideCount' | 'slidesPerView' | 'loop'>;

/**
 * P §5, §8: a slide index must be a number or numeric string naming a slide; anything else throws.
 * Out of range is as invalid as not a number: there is no slide to show.
 */
export function parseSlideIndex(value: unknown, slideCount: number): number {
  const isNumeric = typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value);
  if (typeof value !== 'number' && !isNumeric) {
    throw new Error(`Invalid carousel slide index: ${typeof value === 'string' ? `"${value}"` : String(value)} is not a number or numeric string`);
  }
  const index = Number(value);
  if (!Number.isInteger(index) || index < 0 || index >= slideCount) {
    throw new Error(`Invalid carousel slide index: ${String(value)} is not one of the carousel's ${slideCount} slides`);
  }
  return index;
}

/** The last index that can lead the view: beyond it the view would run past the last slide. */
export function lastIndex({ slideCount, slidesPerView, loop }: Layout): number {
  // A partly visible last slide (e.g. 10 slides, 4.5 in view) adds a final position.
  const lastLead = Math.max(0, Math.min(slideCount - 1, Math.ceil(slideCount - slidesPerView)));
  // A loop needs slides out of view to wrap in; then every slide can lead.
  return loop && lastLead > 0 ? slideCount - 1 : lastLead;
}

/** Where next (+1) or previous (-1) leads, or undefined where that arrow is disabled. */
export function stepIndex(context: Layout & Pick<CarouselContext, 'index' | 'rewind'>, step: 1 | -1): number | undefined {
  const last = lastIndex(context);
  if (last === 0) return undefined;
  const target = context.index + step;
  if (target >= 0 && target <= last) return target;
  if (!context.loop && !context.rewind) return undefined;
  return step === 1 ? 0 : last;
}

/** A drag moves a slide only past the threshold (strictly, as Swiper); leftwards shows the next. */
export function swipeStep(deltaX: number): 1 | -1 | 0 {
  if (Math.abs(deltaX) <= spec.dragThresholdPx) return 0;
  return deltaX < 0 ? 1 : -1;
}

export const carouselMachine = setup({
  types: {} as { context: CarouselContext; events: CarouselEvent; input: CarouselInput },
  actions: {
    // Only taken behind canGoNext / canGoPrevious, so there is a slide to go to.
    showNext: assign({ index: ({ context }) => stepIndex(context, 1)! }),
    showPrevious: assign({ index: ({ context }) => stepIndex(context, -1)! }),
    /** Autoplay carries on from the last slide to the first even without loop or rewind. */
    advance: assign({ index: ({ context }) => stepIndex(context, 1) ?? 0 }),
    /** A slide past the last leading position is shown by leading with the last position. */
    showSlide: assign({
      index: ({ context }, params: { index: number | string }) => Math.min(parseSlideIndex(params.index, context.slideCount), lastIndex(context)),
    }),
    showSwiped: assign({
      index: ({ context }, params: { deltaX: number }) => {
        const step = swipeStep(params.deltaX);
        return (step === 0 ? undefined : stepIndex(context, step)) ?? context.index;
      },
    }),
    applyLayout: assign(({ context }, params: { slideCount: number; slidesPerView: number }) => ({
      ...params,
      index: Math.min(context.index, lastIndex({ ...context, ...params })),
    })),
  },
  guards: {
    canGoNext: ({ context }) => stepIndex(context, 1) !== undefined,
    canGoPrevious: ({ context }) => stepIndex(context, -1) !== undefined,
    canAutoplay: ({ context }) => context.autoplay && lastIndex(context) > 0,
    isStoppedByInteraction: ({ context }) => context.stopAutoplayOnInteraction,
  },
  delays: {
    slideDuration: ({ context }) => context.slideDurationMs,
    autoResume: spec.autoResumeMs,
  },
}).createMachine({
  id: 'carousel',
  description:
    'A carousel: the slide leading the view, changed by arrows, bullets (an index that is not a number or numeric string naming a slide throws), swipes past 20 px and autoplay. Slides per view and slide count decide the last leading slide; at the ends the arrows are disabled unless the carousel loops (wraps) or rewinds (jumps to the other end). Autoplay moves on every slide duration (5 s by default, from the last slide back to the first); an arrow click pauses it until 5 s after the last click, as do swipes and bullets when interaction stops autoplay (otherwise they restart the slide duration); it holds during a drag and while the page is hidden.',
  context: ({ input }) => {
    const { startIndex, slideDurationMs, ...layout } = input;
    const index = startIndex === undefined ? 0 : Math.min(parseSlideIndex(startIndex, layout.slideCount), lastIndex(layout));
    return { ...layout, slideDurationMs: slideDurationMs ?? spec.autoplayDelayMs, index };
  },
  initial: 'checking',
  // Slide changes happen in every state; the autoplay states below add what they do to the timer.
  on: {
    'carousel.next': { guard: 'canGoNext', actions: 'showNext' },
    'carousel.previous': { guard: 'canGoPrevious', actions: 'showPrevious' },
    'carousel.goTo': { actions: { type: 'showSlide', params: ({ event }) => ({ index: event.index }) } },
    'carousel.dragEnd': { actions: { type: 'showSwiped', params: ({ event }) => ({ deltaX: event.deltaX }) } },
    'carousel.layoutChanged': {
      target: '.checking',
      actions: { type: 'applyLayout', params: ({ event }) => ({ slideCount: event.slideCount, slidesPerView: event.slidesPerView }) },
    },
  },
  states: {
    checking: {
      always: [{ guard: 'canAutoplay', target: 'playing' }, { target: 'off' }],
    },
    /** Autoplay not configured, or nothing to move. */
    off: {},
    playing: {
      after: { slideDuration: { target: 'playing', reenter: true, actions: 'advance' } },
      on: {
        'carousel.next': { guard: 'canGoNext', target: 'paused', actions: 'showNext' },
        'carousel.previous': { guard: 'canGoPrevious', target: 'paused', actions: 'showPrevious' },
        'carousel.goTo': [
          { guard: 'isStoppedByInteraction', target: 'paused', actions: { type: 'showSlide', params: ({ event }) => ({ index: event.index }) } },
          { target: 'playing', reenter: true, actions: { type: 'showSlide', params: ({ event }) => ({ index: event.index }) } },
        ],
        'carousel.dragStart': { target: 'dragging' },
        'page.hidden': { target: 'hidden' },
      },
    },
    /** After an interaction; every further one restarts the 5 s. */
    paused: {
      after: { autoResume: { target: 'playing' } },
      on: {
        'carousel.next': { guard: 'canGoNext', target: 'paused', reenter: true, actions: 'showNext' },
        'carousel.previous': { guard: 'canGoPrevious', target: 'paused', reenter: true, actions: 'showPrevious' },
        'carousel.goTo': { target: 'paused', reenter: true, actions: { type: 'showSlide', params: ({ event }) => ({ index: event.index }) } },
        'carousel.dragStart': { target: 'dragging' },
        'page.hidden': { target: 'hidden' },
      },
    },
    /** A slide never moves away under the shopper's finger. */
    dragging: {
      on: {
        'carousel.dragEnd': [
          { guard: 'isStoppedByInteraction', target: 'paused', actions: { type: 'showSwiped', params: ({ event }) => ({ deltaX: event.deltaX }) } },
          { target: 'playing', actions: { type: 'showSwiped', params: ({ event }) => ({ deltaX: event.deltaX }) } },
        ],
        'page.hidden': { target: 'hidden' },
      },
    },
    hidden: {
      on: {
        'page.visible': { target: 'checking' },
        // Stays hidden; the layout is checked for autoplay when the page is back.
        'carousel.layoutChanged': {
          actions: { type: 'applyLayout', params: ({ event }) => ({ slideCount: event.slideCount, slidesPerView: event.slidesPerView }) },
        },
      },
    },
  },
});

type CarouselSnapshot = SnapshotFrom<typeof carouselMachine>;

/** What the carousel shows; arrows read `snapshot.can({ type: 'carousel.next' | 'carousel.previous' })`. */
export const carouselSelectors = {
  index: (snapshot: CarouselSnapshot) => snapshot.context.index,
  /** One bullet per leading position; none when everything is in view. */
  bulletCount: (snapshot: CarouselSnapshot) => {
    const last = lastIndex(snapshot.context);
    return last === 0 ? 0 : last + 1;
  },
  isAutoplaying: (snapshot: CarouselSnapshot) => snapshot.matches('playing'),
  /** Autoplay is on but waiting: after an interaction, during a drag, or while the page is hidden. */
  isAutoplayPaused: (snapshot: CarouselSnapshot) => snapshot.matches('paused') || snapshot.matches('dragging') || snapshot.matches('hidden'),
};
