'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createShopperStore, ShopperContext, type ShopperContextValue, type ShopperViewer } from '@storefront/plugins/shared/shopper/ShopperContext.client';
import { announceShopperChanged, fetchShopperSession, SHOPPER_CHANGED_EVENT, type ShopperSession } from './shopper-session';
import type { ShopperMachines } from './shopper-machines.client';

export interface ShopperProviderProps {
  /** The site's wishlist limit (the same for everyone, so the cached page may carry it). */
  wishlistMaxItems: number;
  children: ReactNode;
}

type LoadedMachines = {
  machines: ShopperMachines;
  Dialogs: typeof import('./shopper-machines.client').ShopperDialogs;
  /** The session the machines started from: only a later one is sent to them. */
  startedFrom: ShopperSession | undefined;
};

const GUEST: ShopperViewer = { kind: 'guest' };
const NO_ITEMS: never[] = [];

/**
 * The shopper's client-side session: who is signed in, the saved items, the bag count and staff
 * tools, fetched by the browser (/_api/account/me) because pages are cached and the same for
 * everyone; the sign-in dialog anyone can open; the page's wishlist (one machine for every
 * heart). The two machines (and xstate) load when first needed: a sign-in requested, a heart
 * reached for; they start from the latest session. After a sign-in or sign-out the session is
 * fetched again and the page refreshed (its audience changed).
 */
export function ShopperProvider({ wishlistMaxItems, children }: ShopperProviderProps) {
  const router = useRouter();
  const [session, setSession] = useState<ShopperSession>();
  const [bagCount, setBagCount] = useState(0);
  // A bag change the page made (quick add, the bag page) is newer than any session fetched before
  // it answered: that session's count must not overwrite it.
  const bagChanges = useRef(0);
  const setBagCountFromChange = useCallback((count: number) => {
    bagChanges.current += 1;
    setBagCount(count);
  }, []);
  const [quickAddInUse, setQuickAddInUse] = useState<string>();
  const [loaded, setLoaded] = useState<LoadedMachines>();

  // What the machines start from when they load: the latest session.
  const latest = useRef<ShopperSession | undefined>(undefined);
  useEffect(() => {
    latest.current = session;
  }, [session]);
  const starting = useRef<Promise<ShopperMachines>>(undefined);
  const requestSignInRef = useRef<(reason?: string) => Promise<boolean>>(async () => false);

  const startMachines = useCallback(() => {
    starting.current ??= import('./shopper-machines.client').then(({ startShopperMachines, ShopperDialogs }) => {
      const current = latest.current;
      const machines = startShopperMachines({
        wishlist: { viewer: current?.viewer ?? GUEST, items: current?.wishlist ?? [], maxItems: wishlistMaxItems },
        requestSignIn: (reason) => requestSignInRef.current(reason),
      });
      setLoaded({ machines, Dialogs: ShopperDialogs, startedFrom: current });
      return machines;
    });
    return starting.current;
  }, [wishlistMaxItems]);
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
          if (signedIn) {
            // The session is fetched again (below) and the page comes for the new audience.
            announceShopperChanged();
            router.refresh();
          }
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

  const wishlist = loaded?.machines.wishlist ?? null;
  const reload = useCallback(async () => {
    // A wishlist change that completes while the session is fetched makes its saved items stale
    // (read before the change): the page keeps its own list, and asks again once it is quiet.
    for (let attempt = 0; attempt < 3; attempt++) {
      const running = starting.current ? await starting.current : undefined;
      const itemsBefore = running?.wishlist.getSnapshot().context.items;
      const bagChangesBefore = bagChanges.current;
      const next = await fetchShopperSession();
      if (!next) return;
      const now = running?.wishlist.getSnapshot().context;
      const stale = now !== undefined && (now.items !== itemsBefore || now.queue.length > 0 || now.awaitingSignIn !== undefined);
      setSession(stale ? { ...next, wishlist: undefined } : next);
      if (bagChanges.current === bagChangesBefore) setBagCount(next.bagCount);
      if (!stale || !running || next.viewer.kind === 'guest') return;
      const { waitFor } = await import('xstate');
      await waitFor(running.wishlist, (snapshot) => snapshot.context.queue.length === 0 && snapshot.context.awaitingSignIn === undefined, { timeout: 15_000 }).catch(() => undefined);
    }
  }, []);

  // Each session the browser learns reaches a running wishlist (its saved items, unless they were stale).
  const startedFrom = loaded?.startedFrom;
  useEffect(() => {
    // A machine that has just loaded began from this session, and may already be busy (a heart
    // pressed while it loaded): only a session learnt after it started is news to it.
    if (!session || !wishlist || session === startedFrom) return;
    wishlist.send(session.viewer.kind === 'signed-in' ? { type: 'auth.signedIn', items: session.wishlist } : { type: 'auth.signedOut' });
  }, [session, wishlist, startedFrom]);

  useEffect(() => {
    void Promise.resolve().then(reload);
    // Signing in or out anywhere in the page (the dialog, the account page's forms) says so with this event.
    const onChange = () => void reload();
    window.addEventListener(SHOPPER_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(SHOPPER_CHANGED_EVENT, onChange);
  }, [reload]);

  const savedItems = session?.wishlist ?? NO_ITEMS;
  const wishlistHearts = useMemo(() => ({ savedItems, start: () => startMachines().then((machines) => machines.wishlist) }), [savedItems, startMachines]);
  const value = useMemo<ShopperContextValue>(
    () => ({
      viewer: session?.viewer ?? GUEST,
      ready: session !== undefined,
      staffEditUrlPrefix: session?.staffEditUrlPrefix,
      requestSignIn,
      wishlist,
      wishlistHearts,
      quickAddInUse,
      setQuickAddInUse,
      bagCount,
      setBagCount: setBagCountFromChange,
    }),
    [session, requestSignIn, wishlist, wishlistHearts, quickAddInUse, bagCount, setBagCountFromChange],
  );
  // The store only keeps the value: its callbacks read refs when called, never while drawing.
  // eslint-disable-next-line react-hooks/refs
  const [store] = useState(() => createShopperStore(value));
  useEffect(() => store.set(value), [store, value]);
  const Dialogs = loaded?.Dialogs;
  return (
    <ShopperContext.Provider value={store}>
      {children}
      {Dialogs && loaded ? <Dialogs machines={loaded.machines} /> : null}
    </ShopperContext.Provider>
  );
}
