import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { itTakesEveryTransition } from './testing/paths';
import { uspRotationMachine, uspRotationSelectors as select, uspTrack, type UspRotationInput } from './uspRotation.machine';
import { usp as spec } from './spec';

const three: UspRotationInput = { items: [{ hasDropdown: false }, { hasDropdown: true }, { hasDropdown: true }] };

function start(input: UspRotationInput = three) {
  const clock = new SimulatedClock();
  const actor = createActor(uspRotationMachine, { input, clock });
  actor.start();
  const shown = () => ({ item: select.currentItem(actor.getSnapshot()), position: select.position(actor.getSnapshot()), animating: select.isAnimating(actor.getSnapshot()) });
  return { actor, clock, shown };
}

describe('uspRotation machine', () => {
  it('lays the track out with a clone of the last item first and of the first item last', () => {
    expect(uspTrack(3)).toEqual([2, 0, 1, 2, 0]);
    expect(uspTrack(1)).toEqual([0]);
    expect(uspTrack(0)).toEqual([]);
  });

  it('slides the next item in every 3 s over 500 ms', () => {
    const { clock, shown } = start();
    expect(shown()).toEqual({ item: 0, position: 1, animating: false });
    clock.increment(spec.rotationDelayMs - 1);
    expect(shown().item).toBe(0);
    clock.increment(1);
    expect(shown()).toEqual({ item: 1, position: 2, animating: true });
    clock.increment(spec.animationMs - 1);
    expect(shown().animating).toBe(true);
    clock.increment(1);
    expect(shown()).toEqual({ item: 1, position: 2, animating: false });
    clock.increment(spec.rotationDelayMs);
    expect(shown().item).toBe(2);
  });

  it('wraps seamlessly: slides onto the clone of the first item, then jumps to the first without animation', () => {
    const { clock, shown } = start();
    for (let move = 0; move < 2; move += 1) {
      clock.increment(spec.rotationDelayMs);
      clock.increment(spec.animationMs);
    }
    expect(shown()).toEqual({ item: 2, position: 3, animating: false });
    clock.increment(spec.rotationDelayMs);
    expect(shown()).toEqual({ item: 0, position: 4, animating: true });
    clock.increment(spec.animationMs);
    expect(shown()).toEqual({ item: 0, position: 1, animating: false });
  });

  it('pauses while hovered and waits a full 3 s after the pointer leaves', () => {
    const { actor, clock, shown } = start();
    clock.increment(2_000);
    actor.send({ type: 'usp.pointerEnter' });
    expect(select.isPaused(actor.getSnapshot())).toBe(true);
    clock.increment(30_000);
    expect(shown().item).toBe(0);
    actor.send({ type: 'usp.pointerLeave' });
    clock.increment(spec.rotationDelayMs - 1);
    expect(shown().item).toBe(0);
    clock.increment(1);
    expect(shown().item).toBe(1);
  });

  it('toggles an item’s dropdown from its second label and pauses while it is open', () => {
    const { actor, clock, shown } = start();
    expect(actor.getSnapshot().can({ type: 'usp.toggleDropdown', index: 0 })).toBe(false);
    actor.send({ type: 'usp.toggleDropdown', index: 1 });
    expect(select.openDropdown(actor.getSnapshot())).toBe(1);
    clock.increment(10_000);
    expect(shown().item).toBe(0);
    actor.send({ type: 'usp.toggleDropdown', index: 2 });
    expect(select.openDropdown(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'usp.toggleDropdown', index: 2 });
    expect(select.openDropdown(actor.getSnapshot())).toBeUndefined();
    expect(select.isPaused(actor.getSnapshot())).toBe(false);
  });

  it('closes the open dropdown on a click outside, and resumes', () => {
    const { actor, clock, shown } = start();
    expect(actor.getSnapshot().can({ type: 'usp.clickOutside' })).toBe(false);
    actor.send({ type: 'usp.toggleDropdown', index: 1 });
    actor.send({ type: 'usp.clickOutside' });
    expect(select.openDropdown(actor.getSnapshot())).toBeUndefined();
    clock.increment(spec.rotationDelayMs);
    expect(shown().item).toBe(1);
  });

  it('pauses during a touch; a swipe past 50 px moves one item either way and closes the dropdown', () => {
    const { actor, clock, shown } = start();
    actor.send({ type: 'usp.toggleDropdown', index: 1 });
    actor.send({ type: 'usp.touchStart' });
    actor.send({ type: 'usp.touchEnd', deltaX: -spec.swipeThresholdPx });
    expect(shown().item).toBe(0);
    expect(select.openDropdown(actor.getSnapshot())).toBe(1);
    actor.send({ type: 'usp.touchStart' });
    actor.send({ type: 'usp.touchEnd', deltaX: spec.swipeThresholdPx + 1 });
    // Rightwards from the first item: onto the clone of the last, then to the last itself.
    expect(shown()).toEqual({ item: 2, position: 0, animating: true });
    expect(select.openDropdown(actor.getSnapshot())).toBeUndefined();
    clock.increment(spec.animationMs);
    expect(shown()).toEqual({ item: 2, position: 3, animating: false });
    actor.send({ type: 'usp.touchStart' });
    clock.increment(10_000);
    actor.send({ type: 'usp.touchEnd', deltaX: -120 });
    clock.increment(spec.animationMs);
    expect(shown()).toEqual({ item: 0, position: 1, animating: false });
  });

  it('finishes a slide animation before a swipe can move again', () => {
    const { actor, clock, shown } = start();
    clock.increment(spec.rotationDelayMs);
    actor.send({ type: 'usp.touchStart' });
    actor.send({ type: 'usp.touchEnd', deltaX: -200 });
    clock.increment(spec.animationMs);
    expect(shown()).toEqual({ item: 1, position: 2, animating: false });
    expect(select.isPaused(actor.getSnapshot())).toBe(false);
  });

  it('keeps a single item still, with its dropdown working', () => {
    const { actor, clock, shown } = start({ items: [{ hasDropdown: true }] });
    clock.increment(spec.rotationDelayMs * 3);
    actor.send({ type: 'usp.touchStart' });
    actor.send({ type: 'usp.touchEnd', deltaX: -200 });
    expect(shown()).toEqual({ item: 0, position: 0, animating: false });
    actor.send({ type: 'usp.toggleDropdown', index: 0 });
    expect(select.openDropdown(actor.getSnapshot())).toBe(0);
  });
});

describe('uspRotation machine paths', () => {
  type Snapshot = ReturnType<typeof uspRotationMachine.getInitialSnapshot>;
  const atAnItem = (snapshot: Snapshot) => {
    // At rest the track never shows a clone.
    expect([1, 2]).toContain(select.position(snapshot));
    expect(select.isAnimating(snapshot)).toBe(false);
  };
  itTakesEveryTransition({
    machine: uspRotationMachine,
    input: { items: [{ hasDropdown: true }, { hasDropdown: false }] },
    // Hover, touch, dropdown and track position multiply: about 60 snapshots, 11 events each.
    limit: 2_000,
    events: [
      { type: 'usp.toggleDropdown', index: 0 },
      { type: 'usp.toggleDropdown', index: 1 },
      { type: 'usp.clickOutside' },
      { type: 'usp.pointerEnter' },
      { type: 'usp.pointerLeave' },
      { type: 'usp.touchStart' },
      { type: 'usp.touchEnd', deltaX: -80 },
      { type: 'usp.touchEnd', deltaX: 80 },
      { type: 'usp.touchEnd', deltaX: 10 },
    ],
    expectations: {
      showing: (snapshot) => {
        atAnItem(snapshot);
        expect(select.isPaused(snapshot)).toBe(false);
        expect(select.openDropdown(snapshot)).toBeUndefined();
      },
      paused: (snapshot) => {
        atAnItem(snapshot);
        const { openDropdown, isHovered, isTouching } = snapshot.context;
        expect(openDropdown !== undefined || isHovered || isTouching).toBe(true);
      },
      moving: (snapshot) => {
        expect(select.isAnimating(snapshot)).toBe(true);
        expect(select.currentItem(snapshot)).toBe(uspTrack(2)[select.position(snapshot)]);
      },
    },
  });
});
