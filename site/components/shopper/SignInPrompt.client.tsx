'use client';

import { useShopper } from '@storefront/plugins/shared/shopper/ShopperContext.client';

/** A button that opens the sign-in dialog with a reason. */
export function SignInPrompt({ reason, className, children }: { reason: string; className?: string; children: string }) {
  const { requestSignIn } = useShopper();
  return (
    <button type="button" className={className} onClick={() => void requestSignIn(reason)}>
      {children}
    </button>
  );
}
