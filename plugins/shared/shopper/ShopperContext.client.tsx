'use client';

import { createContext, useContext } from 'react';

/** The shopper's session as the storefront's interactive pieces see it. */
export type ShopperViewer = { kind: 'guest' } | { kind: 'signed-in'; name: string };

export interface ShopperContextValue {
  viewer: ShopperViewer;
  /** Opens the sign-in dialog; resolves true once signed in, false when dismissed. */
  requestSignIn(reason?: string): Promise<boolean>;
}

export const ShopperContext = createContext<ShopperContextValue | null>(null);

/** The shopper context; components outside the provider (tests, the workbench) get a guest. */
export function useShopper(): ShopperContextValue {
  return useContext(ShopperContext) ?? { viewer: { kind: 'guest' }, requestSignIn: async () => false };
}
