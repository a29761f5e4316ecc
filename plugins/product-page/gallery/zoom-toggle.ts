import type { Actor } from 'xstate';
import type { slideZoomMachine } from '@storefront/machines/slideZoom.machine';

/**
 * A press that means "zoom in or out" (a desktop click, the zoom view's button) is, for the
 * slideZoom machine, a whole double tap: its two taps land together, so it always toggles, even
 * right after a single tap.
 */
export function toggleZoom(zoom: Actor<typeof slideZoomMachine>): void {
  zoom.send({ type: 'slideZoom.tap' });
  zoom.send({ type: 'slideZoom.tap' });
}
