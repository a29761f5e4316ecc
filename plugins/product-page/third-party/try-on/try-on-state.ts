/**
 * The try-on layer's states (P §4 'Virtual try-on'): closed; checking the provider; open with the
 * provider's frame; or the unavailable message, acknowledged back to closed. A provider that did
 * not load leaves it closed (P §8: nothing happens).
 */
export type TryOnState = { kind: 'closed' } | { kind: 'checking' } | { kind: 'open'; frameUrl: string } | { kind: 'unavailable' };
export type TryOnEvent = { type: 'open' } | { type: 'available'; frameUrl: string } | { type: 'unavailable' } | { type: 'notLoaded' } | { type: 'close' } | { type: 'acknowledge' };

export const initialTryOn: TryOnState = { kind: 'closed' };

export function tryOnStep(state: TryOnState, event: TryOnEvent): TryOnState {
  switch (event.type) {
    case 'open':
      return state.kind === 'closed' ? { kind: 'checking' } : state;
    case 'available':
      return state.kind === 'checking' ? { kind: 'open', frameUrl: event.frameUrl } : state;
    case 'unavailable':
      // Also while open: the provider may say so after the layer opened (P §4).
      return state.kind === 'checking' || state.kind === 'open' ? { kind: 'unavailable' } : state;
    case 'notLoaded':
      return state.kind === 'checking' ? initialTryOn : state;
    case 'close':
      return state.kind === 'open' || state.kind === 'checking' ? initialTryOn : state;
    case 'acknowledge':
      return state.kind === 'unavailable' ? initialTryOn : state;
  }
}
