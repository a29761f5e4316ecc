'use client';

import { useEffect, useRef } from 'react';
import type { ShopperViewer } from '../../shared/shopper/ShopperContext.client';

/** P §2: the query parameter that presses add-to-basket once a registered shopper has a size. */
export const ADD_ON_LOAD_PARAMETER = 'addToBagOnLoadAndRegistered';

/** Whether a page link asks to add to the bag on load (the parameter present, any value but false/0). */
export function asksToAddOnLoad(search: string): boolean {
  const value = new URLSearchParams(search).get(ADD_ON_LOAD_PARAMETER);
  return value !== null && !['false', '0'].includes(value.trim().toLowerCase());
}

/**
 * Whether the button is pressed now: asked by the link, for a signed-in (non-guest) shopper once
 * the session is known, a size chosen and the variant can be added, and not pressed before.
 */
export function shouldAddOnLoad(input: { asked: boolean; viewer: ShopperViewer; sessionKnown: boolean; size: string | undefined; canAdd: boolean; alreadyPressed: boolean }): boolean {
  return input.asked && input.sessionKnown && input.viewer.kind === 'signed-in' && input.size !== undefined && input.canAdd && !input.alreadyPressed;
}

/** Presses add once, as shouldAddOnLoad decides; the link is read once, when the buy box takes over. */
export function useAddOnLoad(state: { viewer: ShopperViewer; sessionKnown: boolean; size: string | undefined; canAdd: boolean }, press: () => void): void {
  const asked = useRef<boolean | undefined>(undefined);
  const pressed = useRef(false);
  asked.current ??= typeof window !== 'undefined' && asksToAddOnLoad(window.location.search);
  const { viewer, sessionKnown, size, canAdd } = state;
  useEffect(() => {
    if (!shouldAddOnLoad({ asked: asked.current === true, viewer, sessionKnown, size, canAdd, alreadyPressed: pressed.current })) return;
    pressed.current = true;
    press();
  }, [viewer, sessionKnown, size, canAdd, press]);
}
