'use client';

import { useIslandCode } from '../use-island-code';
import type { WalletPurchase } from './ExpressWalletButton.client';
import type { ExpressWalletSettings } from './settings';

const loadWallet = () => import('./ProductExpressWallet.client');

/**
 * The product page's express wallet, loaded once the page has painted and the browser is idle
 * (or at the shopper's first input): none of its code is in the page's first load.
 */
export function DeferredExpressWallet(props: { settings: ExpressWalletSettings; purchase: Extract<WalletPurchase, { kind: 'product' }> }) {
  const Wallet = useIslandCode(loadWallet, 'idle').code?.ProductExpressWallet;
  return Wallet ? <Wallet {...props} /> : null;
}
