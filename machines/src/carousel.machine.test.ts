import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { itTakesEveryTransition } from './testing/paths';
import { carouselMachine, carouselSelectors, parseSlideIndex, type CarouselInput } from './carousel.machine';
import { carousel as spec } from './spec';

const still: CarouselInput = { slideCount: 6, slidesPerView: 3, loop: false, rewind: false, autoplay: false, stopAutoplayOnInteraction: false };
const autoplaying: CarouselInput = { ...still, autoplay: true };

function start(input: CarouselInput) {
  const clock = new SimulatedClock();
  const errors: Error[] = [];
  const actor = createActor(carouselMachine, { input, clock });
  actor.subscribe({ error: (error) => errors.push(error as Error) });
  actor.start();
  const index = () => carouselSelectors.index(actor.getSnapshot());
  const arrows = () => ({ previous: actor.getSnapshot().can({ type: 'carousel.previous' }), next: actor.getSnapshot().can({ type: 'carousel.next' }) });
  return { actor, clock, errors, index, arrows };
}

describe('parseSlideIndex', () => {
  it('accepts a number or numeric string naming a slide', () => {
    expect(parseSlideIndex(0, 4)).toBe(0);
    expect(parseSlideIndex(3, 4)).toBe(3);
    expect(parseSlideIndex('2', 4)).toBe(2);
    expect(parseSlideIndex(' 1 ', 4)).toBe(1);
  });

  it('throws for anything that is not a number or numeric string', () => {
    for (const value of ['two', '', '2px', null, undefined, {}, [1], true]) {
      expect(() => parseSlideIndex(value, 4), String(value)).toThrow(/^Invalid carousel slide index: .* is not a number or numeric string$/);
    }
  });

  it('throws for a number that names no slide', () => {
    for (const value of [-1, 4, '4', '-1', 1.5, '1.5', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => parseSlideIndex(value, 4), String(value)).toThrow("Invalid carousel slide index: " + String(value) + " is not one of the carousel's 4 slides");
    }
    expect(() => parseSlideIndex(0, 0)).toThrow(/carousel's 0 slides/);
  });
});

describe('carousel machine', () => {
  it('disables previous at the first position and next at the last one slides per view allow', () => {
    const { actor, index, arrows } = start(still);
    expect(arrows()).toEqual({ previous: false, next: true });
    for (const expected of [1, 2, 3]) {
      actor.send({ type: 'carousel.next' });
      expect(index()).toBe(expected);
    }
    // 6 slides, 3 in view: slide 3 leading shows slides 3–5, the end.
    expect(arrows()).toEqual({ previous: true, next: false });
    actor.send({ type: 'carousel.next' });
    expect(index()).toBe(3);
    actor.send({ type: 'carousel.previous' });
    expect(index()).toBe(2);
    expect(carouselSelectors.bulletCount(actor.getSnapshot())).toBe(4);
  });

  it('counts a partly visible last slide as one more position, and has nothing to move when all slides fit', () => {
    const partial = start({ ...still, slideCount: 10, slidesPerView: 4.5 });
    expect(carouselSelectors.bulletCount(partial.actor.getSnapshot())).toBe(7);
    const phone = start({ ...still, slideCount: 5, slidesPerView: 2.15 });
    expect(carouselSelectors.bulletCount(phone.actor.getSnapshot())).toBe(4);
    // Less than one slide in view: still no position past the last slide.
    const narrow = start({ ...still, slideCount: 3, slidesPerView: 0.8 });
    expect(carouselSelectors.bulletCount(narrow.actor.getSnapshot())).toBe(3);
    const fits = start({ ...still, slideCount: 3, slidesPerView: 4.5, loop: true, rewind: true });
    expect(fits.arrows()).toEqual({ previous: false, next: false });
    expect(carouselSelectors.bulletCount(fits.actor.getSnapshot())).toBe(0);
  });

  it('rewinds to the other end at either end', () => {
    const { actor, index, arrows } = start({ ...still, rewind: true });
    expect(arrows()).toEqual({ previous: true, next: true });
    actor.send({ type: 'carousel.previous' });
    expect(index()).toBe(3);
    actor.send({ type: 'carousel.next' });
    expect(index()).toBe(0);
  });

  it('wraps round every slide when looping', () => {
    const { actor, index } = start({ ...still, loop: true, rewind: true });
    actor.send({ type: 'carousel.previous' });
    expect(index()).toBe(5);
    actor.send({ type: 'carousel.next' });
    expect(index()).toBe(0);
    expect(carouselSelectors.bulletCount(actor.getSnapshot())).toBe(6);
  });

  it('goes to a bullet’s slide, given as a number or numeric string; a slide past the last position leads with the last', () => {
    const { actor, index } = start(still);
    actor.send({ type: 'carousel.goTo', index: 2 });
    expect(index()).toBe(2);
    actor.send({ type: 'carousel.goTo', index: '1' });
    expect(index()).toBe(1);
    actor.send({ type: 'carousel.goTo', index: 5 });
    expect(index()).toBe(3);
  });

  it('throws for an invalid slide index: the carousel stops with the error', () => {
    const { actor, errors } = start(still);
    actor.send({ type: 'carousel.goTo', index: 'third' });
    expect(actor.getSnapshot().status).toBe('error');
    expect(errors.map((error) => error.message)).toEqual(['Invalid carousel slide index: "third" is not a number or numeric string']);

    const outOfRange = start(still);
    outOfRange.actor.send({ type: 'carousel.goTo', index: 6 });
    expect(outOfRange.errors[0]?.message).toBe("Invalid carousel slide index: 6 is not one of the carousel's 6 slides");
  });

  it('starts at a given slide, and throws for an invalid start index', () => {
    expect(start({ ...still, startIndex: '2' }).index()).toBe(2);
    expect(start({ ...still, startIndex: 5 }).index()).toBe(3);
    expect(start({ ...still, startIndex: 'x' }).errors[0]?.message).toMatch(/^Invalid carousel slide index/);
  });

  it('moves a slide only for a swipe past 20 px: leftwards to the next, rightwards to the previous', () => {
    const { actor, index } = start(still);
    actor.send({ type: 'carousel.dragEnd', deltaX: -spec.dragThresholdPx });
    expect(index()).toBe(0);
    actor.send({ type: 'carousel.dragEnd', deltaX: -(spec.dragThresholdPx + 1) });
    expect(index()).toBe(1);
    actor.send({ type: 'carousel.dragEnd', deltaX: spec.dragThresholdPx });
    expect(index()).toBe(1);
    actor.send({ type: 'carousel.dragEnd', deltaX: 80 });
    expect(index()).toBe(0);
    // Nothing before the first slide without loop or rewind.
    actor.send({ type: 'carousel.dragEnd', deltaX: 80 });
    expect(index()).toBe(0);
  });

  it('keeps the slide and the arrows in step with a new layout', () => {
    const { actor, index, arrows } = start({ ...still, startIndex: 3 });
    actor.send({ type: 'carousel.layoutChanged', slideCount: 6, slidesPerView: 4 });
    expect(index()).toBe(2);
    expect(arrows()).toEqual({ previous: true, next: false });
    actor.send({ type: 'carousel.layoutChanged', slideCount: 6, slidesPerView: 6 });
    expect(index()).toBe(0);
    expect(arrows()).toEqual({ previous: false, next: false });
  });

  it('never moves on its own without autoplay', () => {
    const { clock, index } = start(still);
    clock.increment(60_000);
    expect(index()).toBe(0);
  });

  it('autoplays every 5 s by default and from the last slide back to the first', () => {
    const { actor, clock, index } = start(autoplaying);
    expect(carouselSelectors.isAutoplaying(actor.getSnapshot())).toBe(true);
    clock.increment(spec.autoplayDelayMs - 1);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
    for (const expected of [2, 3, 0]) {
      clock.increment(spec.autoplayDelayMs);
      expect(index()).toBe(expected);
    }
  });

  it('autoplays at the configured slide duration', () => {
    const { clock, index } = start({ ...autoplaying, slideDurationMs: 3_000 });
    clock.increment(2_999);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
  });

  it('resumes autoplay 5 s after the last arrow click, then moves on a slide duration later', () => {
    const { actor, clock, index } = start({ ...autoplaying, slideDurationMs: 4_000 });
    clock.increment(1_000);
    actor.send({ type: 'carousel.next' });
    expect(carouselSelectors.isAutoplayPaused(actor.getSnapshot())).toBe(true);
    clock.increment(3_000);
    // A further click restarts the 5 s.
    actor.send({ type: 'carousel.previous' });
    expect(index()).toBe(0);
    clock.increment(spec.autoResumeMs - 1);
    expect(carouselSelectors.isAutoplaying(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(carouselSelectors.isAutoplaying(actor.getSnapshot())).toBe(true);
    clock.increment(3_999);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
  });

  it('pauses for bullets and swipes too when interaction stops autoplay', () => {
    const { actor, clock, index } = start({ ...autoplaying, stopAutoplayOnInteraction: true });
    actor.send({ type: 'carousel.goTo', index: 2 });
    clock.increment(spec.autoResumeMs);
    clock.increment(spec.autoplayDelayMs - 1);
    expect(index()).toBe(2);
    clock.increment(1);
    expect(index()).toBe(3);
    actor.send({ type: 'carousel.dragStart' });
    actor.send({ type: 'carousel.dragEnd', deltaX: 40 });
    expect(index()).toBe(2);
    expect(carouselSelectors.isAutoplayPaused(actor.getSnapshot())).toBe(true);
    clock.increment(spec.autoResumeMs);
    expect(carouselSelectors.isAutoplaying(actor.getSnapshot())).toBe(true);
  });

  it('restarts the slide duration after a bullet or swipe when interaction does not stop autoplay', () => {
    const { actor, clock, index } = start(autoplaying);
    clock.increment(3_000);
    actor.send({ type: 'carousel.goTo', index: 2 });
    clock.increment(spec.autoplayDelayMs - 1);
    expect(index()).toBe(2);
    clock.increment(1);
    expect(index()).toBe(3);
    actor.send({ type: 'carousel.dragStart' });
    actor.send({ type: 'carousel.dragEnd', deltaX: 40 });
    expect(carouselSelectors.isAutoplaying(actor.getSnapshot())).toBe(true);
    clock.increment(spec.autoplayDelayMs);
    expect(index()).toBe(3);
  });

  it('holds autoplay during a drag and while the page is hidden', () => {
    const { actor, clock, index } = start(autoplaying);
    actor.send({ type: 'carousel.dragStart' });
    clock.increment(spec.autoplayDelayMs * 2);
    expect(index()).toBe(0);
    actor.send({ type: 'page.hidden' });
    clock.increment(60_000);
    expect(index()).toBe(0);
    expect(carouselSelectors.isAutoplayPaused(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'page.visible' });
    clock.increment(spec.autoplayDelayMs - 1);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
  });

  it('stops autoplay when a new layout fits every slide in view, and starts it when there is room again', () => {
    const { actor, clock, index } = start(autoplaying);
    actor.send({ type: 'page.hidden' });
    actor.send({ type: 'carousel.layoutChanged', slideCount: 6, slidesPerView: 6 });
    actor.send({ type: 'page.visible' });
    clock.increment(spec.autoplayDelayMs);
    expect(carouselSelectors.isAutoplaying(actor.getSnapshot())).toBe(false);
    expect(carouselSelectors.isAutoplayPaused(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'carousel.layoutChanged', slideCount: 6, slidesPerView: 2 });
    clock.increment(spec.autoplayDelayMs);
    expect(index()).toBe(1);
  });
});

describe('carousel machine paths', () => {
  // 4 slides, 2 in view: positions 0–2.
  const input: CarouselInput = { slideCount: 4, slidesPerView: 2, loop: false, rewind: false, autoplay: true, stopAutoplayOnInteraction: true };
  type Snapshot = ReturnType<typeof carouselMachine.getInitialSnapshot>;
  const arrowsMatchPosition = (snapshot: Snapshot) => {
    const index = carouselSelectors.index(snapshot);
    const bullets = carouselSelectors.bulletCount(snapshot);
    expect(snapshot.can({ type: 'carousel.previous' })).toBe(index > 0);
    expect(snapshot.can({ type: 'carousel.next' })).toBe(bullets > 0 && index < bullets - 1);
  };
  const waiting = (snapshot: Snapshot) => {
    arrowsMatchPosition(snapshot);
    expect(carouselSelectors.isAutoplaying(snapshot)).toBe(false);
    expect(carouselSelectors.isAutoplayPaused(snapshot)).toBe(true);
  };
  itTakesEveryTransition({
    machine: carouselMachine,
    input,
    events: [
      { type: 'carousel.next' },
      { type: 'carousel.previous' },
      { type: 'carousel.goTo', index: 2 },
      { type: 'carousel.goTo', index: '0' },
      { type: 'carousel.dragStart' },
      { type: 'carousel.dragEnd', deltaX: -30 },
      { type: 'carousel.dragEnd', deltaX: 30 },
      { type: 'carousel.dragEnd', deltaX: 5 },
      { type: 'carousel.layoutChanged', slideCount: 4, slidesPerView: 4 },
      { type: 'carousel.layoutChanged', slideCount: 4, slidesPerView: 2 },
      { type: 'page.hidden' },
      { type: 'page.visible' },
    ],
    expectations: {
      playing: (snapshot) => {
        arrowsMatchPosition(snapshot);
        expect(carouselSelectors.isAutoplaying(snapshot)).toBe(true);
        expect(carouselSelectors.bulletCount(snapshot)).toBe(3);
      },
      paused: waiting,
      dragging: waiting,
      hidden: waiting,
      off: (snapshot) => {
        // Only a layout with every slide in view turns autoplay off here.
        expect(carouselSelectors.bulletCount(snapshot)).toBe(0);
        expect(carouselSelectors.index(snapshot)).toBe(0);
        arrowsMatchPosition(snapshot);
        expect(carouselSelectors.isAutoplaying(snapshot)).toBe(false);
        expect(carouselSelectors.isAutoplayPaused(snapshot)).toBe(false);
      },
    },
  });
});
