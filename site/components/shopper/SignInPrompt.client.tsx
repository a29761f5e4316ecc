'use client';

import { useShopper } from '@storefront/plugins/shared/shopper/ShopperContext.client';
import { useHydrated } from '@storefront/plugins/shared/use-hydrated';

/**
 * Sign in, with a reason: a link to the account page's sign-in form, which the page's code turns
 * into the sign-in dialog once it runs. A tap before then still reaches a way to sign in.
 */
export function SignInPrompt({ reason, className, children }: { reason: string; className?: string; children: string }) {
  const { requestSignIn } = useShopper();
  const ready = useHydrated();
  return (
    <a
      href="/account"
      className={className}
      data-ready={ready ? 'true' : undefined}
      onClick={(event) => {
        event.preventDefault();
        void requestSignIn(reason);
      }}
    >
      {children}
    </a>
  );
}
