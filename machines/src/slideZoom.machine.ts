import { setup, type SnapshotFrom } from 'xstate';
import { carousel as spec } from './spec';

/**
 * Double-tap zoom of a carousel slide (P §4, §9): two taps under 300 ms apart toggle the scale
 * between 1 and the maximum. The UI sends `slideZoom.reset` when the carousel's slide changes and,
 * while zoomed, lets a drag pan the image instead of sending it to the carousel.
 */
export interface SlideZoomInput {
  /** 3 in carousels (P §9); the mobile gallery's full-screen zoom passes 4 (P §2). */
  maxScale?: number;
}

export interface SlideZoomContext {
  maxScale: number;
}

export type SlideZoomEvent = { type: 'slideZoom.tap' } | { type: 'slideZoom.reset' };

export const slideZoomMachine = setup({
  types: {} as { context: SlideZoomContext; events: SlideZoomEvent; input: SlideZoomInput },
  delays: { doubleTapWindow: spec.doubleTapMs },
}).createMachine({
  id: 'slideZoom',
  description:
    'Double-tap zoom of a carousel slide: a second tap under 300 ms after the first toggles the scale between 1 and the maximum (3 by default, 4 in the gallery’s fullscreen zoom); a later tap starts a new double tap. Changing slide resets the scale to 1.',
  context: ({ input }) => ({ maxScale: input.maxScale ?? spec.zoomMax }),
  initial: 'fit',
  states: {
    fit: {
      initial: 'idle',
      states: {
        idle: { on: { 'slideZoom.tap': { target: 'tapped' } } },
        // The window for the second tap: at 300 ms it has closed ("under 300 ms").
        tapped: {
          after: { doubleTapWindow: { target: 'idle' } },
          on: { 'slideZoom.tap': { target: '#slideZoom.zoomed' } },
        },
      },
    },
    zoomed: {
      initial: 'idle',
      on: { 'slideZoom.reset': { target: 'fit' } },
      states: {
        idle: { on: { 'slideZoom.tap': { target: 'tapped' } } },
        tapped: {
          after: { doubleTapWindow: { target: 'idle' } },
          on: { 'slideZoom.tap': { target: '#slideZoom.fit' } },
        },
      },
    },
  },
});

type SlideZoomSnapshot = SnapshotFrom<typeof slideZoomMachine>;

export const slideZoomSelectors = {
  /** The slide's scale: 1, or the maximum when zoomed. */
  scale: (snapshot: SlideZoomSnapshot) => (snapshot.matches('zoomed') ? snapshot.context.maxScale : spec.zoomMin),
  isZoomed: (snapshot: SlideZoomSnapshot) => snapshot.matches('zoomed'),
};
