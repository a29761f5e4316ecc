import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { itTakesEveryTransition } from './testing/paths';
import { slideZoomMachine, slideZoomSelectors, type SlideZoomInput } from './slideZoom.machine';
import { carousel as spec } from './spec';

function start(input: SlideZoomInput = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(slideZoomMachine, { input, clock });
  actor.start();
  const tap = () => actor.send({ type: 'slideZoom.tap' });
  const scale = () => slideZoomSelectors.scale(actor.getSnapshot());
  return { actor, clock, tap, scale };
}

describe('slideZoom machine', () => {
  it('zooms to 3 on two taps 299 ms apart, and back to 1 on the next double tap', () => {
    const { clock, tap, scale } = start();
    expect(scale()).toBe(spec.zoomMin);
    tap();
    clock.increment(spec.doubleTapMs - 1);
    tap();
    expect(scale()).toBe(3);
    tap();
    clock.increment(spec.doubleTapMs - 1);
    tap();
    expect(scale()).toBe(1);
  });

  it('ignores taps 300 ms apart: each is a first tap', () => {
    const { clock, tap, scale } = start();
    tap();
    clock.increment(spec.doubleTapMs);
    tap();
    expect(scale()).toBe(1);
    clock.increment(spec.doubleTapMs - 1);
    tap();
    expect(scale()).toBe(3);
  });

  it('does not count the tap that toggled as the first of the next double tap', () => {
    const { tap, scale } = start();
    tap();
    tap();
    tap();
    expect(scale()).toBe(3);
  });

  it('zooms to the gallery’s maximum of 4, and resets to 1 when the slide changes', () => {
    const { actor, tap, scale } = start({ maxScale: 4 });
    tap();
    tap();
    expect(scale()).toBe(4);
    actor.send({ type: 'slideZoom.reset' });
    expect(scale()).toBe(1);
    expect(slideZoomSelectors.isZoomed(actor.getSnapshot())).toBe(false);
  });
});

describe('slideZoom machine paths', () => {
  type Snapshot = ReturnType<typeof slideZoomMachine.getInitialSnapshot>;
  const fit = (snapshot: Snapshot) => {
    expect(slideZoomSelectors.scale(snapshot)).toBe(1);
    expect(slideZoomSelectors.isZoomed(snapshot)).toBe(false);
  };
  const zoomed = (snapshot: Snapshot) => {
    expect(slideZoomSelectors.scale(snapshot)).toBe(4);
    expect(slideZoomSelectors.isZoomed(snapshot)).toBe(true);
  };
  itTakesEveryTransition({
    machine: slideZoomMachine,
    input: { maxScale: 4 },
    events: [{ type: 'slideZoom.tap' }, { type: 'slideZoom.reset' }],
    expectations: { 'fit.idle': fit, 'fit.tapped': fit, 'zoomed.idle': zoomed, 'zoomed.tapped': zoomed },
  });
});
