'use client';

import { useActorRef } from '@xstate/react';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fromPromise, waitFor } from 'xstate';
import { signInDialogMachine } from '@storefront/machines/signInDialog.machine';
import { wishlistMachine } from '@storefront/machines/wishlist.machine';
import { ShopperContext, type ShopperContextValue, type ShopperViewer } from '@storefront/plugins/shared/shopper/ShopperContext.client';
import { addWishlistItem, removeWishlistItem } from '@storefront/plugins/shared/shopper/shopper-api';
import { SignInDialog } from './SignInDialog.client';
import { announceShopperChanged, fetchShopperSession, SHOPPER_CHANGED_EVENT, type ShopperSession } from './shopper-session';
import { submitCredentials } from './submit-credentials';
import { WishlistNotice } from './WishlistNotice.client';

export interface ShopperProviderProps {
  /** The site's wishlist limit (the same for everyone, so the cached page may carry it). */
  wishlistMaxItems: number;
  children: ReactNode;
}

const GUEST: ShopperViewer = { kind: 'guest' };
const WISHLIST_SIGN_IN_REASON = 'Sign in to save items to your wishlist.';

/**
 * The shopper's client-side session: who is signed in, the saved items, the bag count and staff
 * tools, fetched by the browser (/_api/account/me) because pages are cached and the same for
 * everyone; the sign-in dialog anyone can open; the page's wishlist (one machine for every
 * heart). After a sign-in or sign-out the session is fetched again and the page refreshed (its
 * audience changed).
 */
export function ShopperProvider({ wishlistMaxItems, children }: ShopperProviderProps) {
  const router = useRouter();
  const [session, setSession] = useState<ShopperSession>();
  const [bagCount, setBagCount] = useState(0);
  const [quickAddInUse, setQuickAddInUse] = useState<string>();
  const signIn = useActorRef(signInDialogMachine.provide({ actors: { submitCredentials: fromPromise(({ input }) => submitCredentials(input)) } }));

  const requestSignIn = useCallback(
    (reason?: string) =>
      new Promise<boolean>((resolve) => {
        const finish = (signedIn: boolean) => {
          signedInSubscription.unsubscribe();
          dismissedSubscription.unsubscribe();
          if (signedIn) {
            // The provider fetches the session again (below) and the page comes for the new audience.
            announceShopperChanged();
            router.refresh();
          }
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
    { input: { viewer: { kind: 'guest' }, items: [], maxItems: wishlistMaxItems } },
  );

  const reload = useCallback(async () => {
    // A wishlist change that completes while the session is fetched makes its saved items stale
    // (read before the change): the page keeps its own list, and asks again once it is quiet.
    for (let attempt = 0; attempt < 3; attempt++) {
      const itemsBefore = wishlist.getSnapshot().context.items;
      const next = await fetchShopperSession();
      if (!next) return;
      const now = wishlist.getSnapshot().context;
      const stale = now.items !== itemsBefore || now.queue.length > 0 || now.awaitingSignIn !== undefined;
      setSession(stale ? { ...next, wishlist: undefined } : next);
      setBagCount(next.bagCount);
      if (!stale || next.viewer.kind === 'guest') return;
      await waitFor(wishlist, (snapshot) => snapshot.context.queue.length === 0 && snapshot.context.awaitingSignIn === undefined, { timeout: 15_000 }).catch(() => undefined);
    }
  }, [wishlist]);
  // Each session the browser learns reaches the wishlist (its saved items, unless they were stale).
  useEffect(() => {
    if (!session) return;
    wishlist.send(session.viewer.kind === 'signed-in' ? { type: 'auth.signedIn', items: session.wishlist } : { type: 'auth.signedOut' });
  }, [session, wishlist]);

  useEffect(() => {
    void Promise.resolve().then(reload);
    // Signing in or out anywhere in the page (the dialog, the account page's forms) says so with this event.
    const onChange = () => void reload();
    window.addEventListener(SHOPPER_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(SHOPPER_CHANGED_EVENT, onChange);
  }, [reload]);

  const value = useMemo<ShopperContextValue>(
    () => ({
      viewer: session?.viewer ?? GUEST,
      ready: session !== undefined,
      staffEditUrlPrefix: session?.staffEditUrlPrefix,
      requestSignIn,
      wishlist,
      quickAddInUse,
      setQuickAddInUse,
      bagCount,
      setBagCount,
    }),
    [session, requestSignIn, wishlist, quickAddInUse, bagCount],
  );
  return (
    <ShopperContext.Provider value={value}>
      {children}
      <SignInDialog actor={signIn} />
      <WishlistNotice actor={wishlist} />
    </ShopperContext.Provider>
  );
}
