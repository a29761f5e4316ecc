'use client';

import { useActorRef } from '@xstate/react';
import { useRouter } from 'next/navigation';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { signInDialogMachine } from '@storefront/machines/signInDialog.machine';
import { ShopperContext, type ShopperContextValue, type ShopperViewer } from '@storefront/plugins/shared/shopper/ShopperContext.client';
import { SignInDialog } from './SignInDialog.client';
import { submitCredentials } from './submit-credentials';

/**
 * The shopper's client-side session: who is signed in, and the sign-in dialog anyone can open
 * (requestSignIn resolves true once the shopper is signed in). A sign-in re-renders the page on
 * the server so visibility rules and the header follow.
 */
export function ShopperProvider({ initialViewer, children }: { initialViewer: ShopperViewer; children: ReactNode }) {
  const router = useRouter();
  const [viewer, setViewer] = useState<ShopperViewer>(initialViewer);
  const signIn = useActorRef(signInDialogMachine.provide({ actors: { submitCredentials: fromPromise(({ input }) => submitCredentials(input)) } }));

  const requestSignIn = useCallback(
    (reason?: string) =>
      new Promise<boolean>((resolve) => {
        const signedIn = signIn.on('auth.signedIn', (event) => {
          done();
          setViewer({ kind: 'signed-in', name: event.name });
          router.refresh();
          resolve(true);
        });
        const dismissed = signIn.on('auth.dismissed', () => {
          done();
          resolve(false);
        });
        const done = () => {
          signedIn.unsubscribe();
          dismissed.unsubscribe();
        };
        signIn.send({ type: 'auth.open', reason });
      }),
    [signIn, router],
  );

  const value = useMemo<ShopperContextValue>(() => ({ viewer, requestSignIn }), [viewer, requestSignIn]);
  return (
    <ShopperContext.Provider value={value}>
      {children}
      <SignInDialog actor={signIn} />
    </ShopperContext.Provider>
  );
}
