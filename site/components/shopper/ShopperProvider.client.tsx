'use client';

import { useActorRef } from '@xstate/react';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { signInDialogMachine } from '@storefront/machines/signInDialog.machine';
import type { WishlistItem } from '@storefront/machines/wishlist-payload';
import { wishlistMachine } from '@storefront/machines/wishlist.machine';
import { ShopperContext, type ShopperContextValue, type ShopperViewer } from '@storefront/plugins/shared/shopper/ShopperContext.client';
import { addWishlistItem, removeWishlistItem } from '@storefront/plugins/shared/shopper/shopper-api';
import { SignInDialog } from './SignInDialog.client';
import { submitCredentials } from './submit-credentials';
import { WishlistNotice } from './WishlistNotice.client';

export interface ShopperProviderProps {
  /** From the server render of this page: who is signed in, their saved items, the bag. */
  viewer: ShopperViewer;
  wishlist: WishlistItem[];
  wishlistMaxItems: number;
  bagCount: number;
  children: ReactNode;
}

const WISHLIST_SIGN_IN_REASON = 'Sign in to save items to your wishlist.';

/**
 * The shopper's client-side session: the sign-in dialog anyone can open, the page's wishlist
 * (one machine for every heart) and the bag count. After a sign-in or sign-out the page is
 * rendered again on the server, and the new viewer and saved items flow into the wishlist.
 */
export function ShopperProvider({ viewer, wishlist: savedItems, wishlistMaxItems, bagCount: initialBagCount, children }: ShopperProviderProps) {
  const router = useRouter();
  // A count the page learnt since the server rendered it; a fresh server count replaces it.
  const [bagOverride, setBagOverride] = useState<{ base: number; count: number }>();
  const bagCount = bagOverride?.base === initialBagCount ? bagOverride.count : initialBagCount;
  const setBagCount = useCallback((count: number) => setBagOverride({ base: initialBagCount, count }), [initialBagCount]);
  const [quickAddInUse, setQuickAddInUse] = useState<string>();
  const signIn = useActorRef(signInDialogMachine.provide({ actors: { submitCredentials: fromPromise(({ input }) => submitCredentials(input)) } }));

  const requestSignIn = useCallback(
    (reason?: string) =>
      new Promise<boolean>((resolve) => {
        const finish = (signedIn: boolean) => {
          signedInSubscription.unsubscribe();
          dismissedSubscription.unsubscribe();
          if (signedIn) router.refresh();
          resolve(signedIn);
        };
        const signedInSubscription = signIn.on('auth.signedIn', () => finish(true));
        const dismissedSubscription = signIn.on('auth.dismissed', () => finish(false));
        signIn.send({ type: 'auth.open', reason });
      }),
    [signIn, router],
  );

  const wishlist = useActorRef(
    wishlistMachine.provide({
      actors: {
        addItem: fromPromise(({ input }) => addWishlistItem(input)),
        removeItem: fromPromise(({ input }) => removeWishlistItem(input)),
        requestSignIn: fromPromise(async () => {
          if (!(await requestSignIn(WISHLIST_SIGN_IN_REASON))) throw new Error('Sign-in dismissed');
        }),
      },
      actions: { logFailure: (_, params) => console.warn('[wishlist]', params) },
    }),
    { input: { viewer, items: savedItems, maxItems: wishlistMaxItems } },
  );

  // The server's view after a refresh: sign-in and sign-out anywhere reach the wishlist.
  const lastViewer = useRef(viewer.kind);
  useEffect(() => {
    if (viewer.kind === lastViewer.current) return;
    lastViewer.current = viewer.kind;
    wishlist.send(viewer.kind === 'signed-in' ? { type: 'auth.signedIn', items: savedItems } : { type: 'auth.signedOut' });
  }, [viewer.kind, savedItems, wishlist]);

  const value = useMemo<ShopperContextValue>(
    () => ({ viewer, requestSignIn, wishlist, quickAddInUse, setQuickAddInUse, bagCount, setBagCount }),
    [viewer, requestSignIn, wishlist, quickAddInUse, bagCount, setBagCount],
  );
  return (
    <ShopperContext.Provider value={value}>
      {children}
      <SignInDialog actor={signIn} />
      <WishlistNotice actor={wishlist} />
    </ShopperContext.Provider>
  );
}
