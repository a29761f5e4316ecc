'use client';

import { createActor, fromPromise } from 'xstate';
import { signInDialogMachine } from '@storefront/machines/signInDialog.machine';
import type { WishlistInput } from '@storefront/machines/wishlist.machine';
import { wishlistMachine } from '@storefront/machines/wishlist.machine';
import { addWishlistItem, removeWishlistItem } from '@storefront/plugins/shared/shopper/shopper-api';
import { SignInDialog } from './SignInDialog.client';
import { submitCredentials } from './submit-credentials';
import { WishlistNotice } from './WishlistNotice.client';

/**
 * The shopper's machines, loaded by the ShopperProvider when first needed (a sign-in requested,
 * a heart reached for) so that xstate stays off the page's first load.
 */
const WISHLIST_SIGN_IN_REASON = 'Sign in to save items to your wishlist.';

export function startShopperMachines({ wishlist, requestSignIn }: { wishlist: WishlistInput; requestSignIn: (reason?: string) => Promise<boolean> }) {
  const signIn = createActor(signInDialogMachine.provide({ actors: { submitCredentials: fromPromise(({ input }) => submitCredentials(input)) } })).start();
  const wishlistActor = createActor(
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
    { input: wishlist },
  ).start();
  return {
    signIn,
    wishlist: wishlistActor,
    stop() {
      signIn.stop();
      wishlistActor.stop();
    },
  };
}

export type ShopperMachines = ReturnType<typeof startShopperMachines>;

/** The sign-in dialog and the wishlist's notice, once the machines behind them run. */
export function ShopperDialogs({ machines }: { machines: ShopperMachines }) {
  return (
    <>
      <SignInDialog actor={machines.signIn} />
      <WishlistNotice actor={machines.wishlist} />
    </>
  );
}
