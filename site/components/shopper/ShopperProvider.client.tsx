'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { WishlistItem } from '@storefront/machines/wishlist-payload';
import { ShopperContext, type ShopperContextValue, type ShopperViewer } from '@storefront/plugins/shared/shopper/ShopperContext.client';
import type { ShopperMachines } from './shopper-machines.client';

export interface ShopperProviderProps {
  /** From the server render of this page: who is signed in, their saved items, the bag. */
  viewer: ShopperViewer;
  wishlist: WishlistItem[];
  wishlistMaxItems: number;
  bagCount: number;
  children: ReactNode;
}

type LoadedMachines = { machines: ShopperMachines; Dialogs: typeof import('./shopper-machines.client').ShopperDialogs };

/**
 * The shopper's client-side session: the sign-in dialog anyone can open, the page's wishlist
 * (one machine for every heart) and the bag count. After a sign-in or sign-out the page is
 * rendered again on the server, and the new viewer and saved items flow into the wishlist.
 * The two machines (and xstate) load when first needed: a sign-in requested, a heart reached for.
 */
export function ShopperProvider({ viewer, wishlist: savedItems, wishlistMaxItems, bagCount: initialBagCount, children }: ShopperProviderProps) {
  const router = useRouter();
  // A count the page learnt since the server rendered it; a fresh server count replaces it.
  const [bagOverride, setBagOverride] = useState<{ base: number; count: number }>();
  const bagCount = bagOverride?.base === initialBagCount ? bagOverride.count : initialBagCount;
  const setBagCount = useCallback((count: number) => setBagOverride({ base: initialBagCount, count }), [initialBagCount]);
  const [quickAddInUse, setQuickAddInUse] = useState<string>();
  const [loaded, setLoaded] = useState<LoadedMachines>();

  // What the machines start from when they load: this render's session.
  const session = useRef({ viewer, savedItems, wishlistMaxItems });
  useEffect(() => {
    session.current = { viewer, savedItems, wishlistMaxItems };
  }, [viewer, savedItems, wishlistMaxItems]);
  const starting = useRef<Promise<ShopperMachines>>(undefined);
  const requestSignInRef = useRef<(reason?: string) => Promise<boolean>>(async () => false);

  const startMachines = useCallback(() => {
    starting.current ??= import('./shopper-machines.client').then(({ startShopperMachines, ShopperDialogs }) => {
      const { viewer: current, savedItems: items, wishlistMaxItems: maxItems } = session.current;
      const machines = startShopperMachines({ wishlist: { viewer: current, items, maxItems }, requestSignIn: (reason) => requestSignInRef.current(reason) });
      setLoaded({ machines, Dialogs: ShopperDialogs });
      return machines;
    });
    return starting.current;
  }, []);
  // Leaving the page's tree stops the machines (a later use starts them afresh).
  useEffect(
    () => () => {
      const started = starting.current;
      starting.current = undefined;
      void started?.then((machines) => machines.stop());
    },
    [],
  );

  const requestSignIn = useCallback(
    async (reason?: string) => {
      const { signIn } = await startMachines();
      return new Promise<boolean>((resolve) => {
        const finish = (signedIn: boolean) => {
          signedInSubscription.unsubscribe();
          dismissedSubscription.unsubscribe();
          if (signedIn) router.refresh();
          resolve(signedIn);
        };
        const signedInSubscription = signIn.on('auth.signedIn', () => finish(true));
        const dismissedSubscription = signIn.on('auth.dismissed', () => finish(false));
        signIn.send({ type: 'auth.open', reason });
      });
    },
    [startMachines, router],
  );
  useEffect(() => {
    requestSignInRef.current = requestSignIn;
  }, [requestSignIn]);

  // The server's view after a refresh: sign-in and sign-out anywhere reach a running wishlist (one
  // that starts later starts from the new view).
  const wishlist = loaded?.machines.wishlist ?? null;
  const lastViewer = useRef(viewer.kind);
  useEffect(() => {
    if (viewer.kind === lastViewer.current) return;
    lastViewer.current = viewer.kind;
    wishlist?.send(viewer.kind === 'signed-in' ? { type: 'auth.signedIn', items: savedItems } : { type: 'auth.signedOut' });
  }, [viewer.kind, savedItems, wishlist]);

  const wishlistHearts = useMemo(() => ({ savedItems, start: () => startMachines().then((machines) => machines.wishlist) }), [savedItems, startMachines]);
  const value = useMemo<ShopperContextValue>(
    () => ({ viewer, requestSignIn, wishlist, wishlistHearts, quickAddInUse, setQuickAddInUse, bagCount, setBagCount }),
    [viewer, requestSignIn, wishlist, wishlistHearts, quickAddInUse, bagCount, setBagCount],
  );
  const Dialogs = loaded?.Dialogs;
  return (
    <ShopperContext.Provider value={value}>
      {children}
      {Dialogs && loaded ? <Dialogs machines={loaded.machines} /> : null}
    </ShopperContext.Provider>
  );
}
