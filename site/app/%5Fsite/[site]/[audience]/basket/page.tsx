import type { Metadata } from 'next';
import { BasketPage } from '@storefront/plugins/basket/BasketPage.tsx';
import { BasketExpressWallet } from '@storefront/plugins/shared/express-wallet/BasketExpressWallet.client';
import { SignInPrompt } from '@/components/shopper/SignInPrompt.client';
import { expressWalletSettings } from '@/lib/checkout/express-wallet-settings';
import { getSite } from '@/lib/platform/request-site';
import { basketPageView } from '@/lib/shopper/basket-page';
import { getViewer } from '@/lib/shopper/viewer';

export const metadata: Metadata = { title: 'Your bag', robots: 'noindex,nofollow' };
// Each shopper's own bag, its stock checked at every look: drawn per request, never cached.
export const dynamic = 'force-dynamic';

export default async function BasketRoute() {
  const [site, viewer] = await Promise.all([getSite(), getViewer()]);
  const view = await basketPageView(site.id);
  const signIn =
    viewer.kind === 'guest'
      ? (className: string) => (
          <SignInPrompt reason="Sign in to see the bag you saved with your account." className={className}>
            Sign in
          </SignInPrompt>
        )
      : undefined;
  const wallet = expressWalletSettings(site);
  // The wallet pays for the bag as the server sees it now: the total it shows first is this one.
  const expressWallet = (cartId: string) => <BasketExpressWallet cartId={cartId} totalPence={view.totalPence} settings={wallet} />;
  return <BasketPage view={view} signIn={signIn} expressWallet={expressWallet} />;
}
