'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { afterFirstPaint } from '../after-first-paint';
import type { WalletPurchase } from './ExpressWalletButton.client';
import type { ExpressWalletSettings } from './settings';

type ProductWallet = ComponentType<{ settings: ExpressWalletSettings; purchase: Extract<WalletPurchase, { kind: 'product' }> }>;

/**
 * The product page's express wallet, loaded once the page has painted and the browser is idle
 * (or at the shopper's first input): none of its code is in the page's first load.
 */
export function DeferredExpressWallet(props: { settings: ExpressWalletSettings; purchase: Extract<WalletPurchase, { kind: 'product' }> }) {
  const [loaded, setLoaded] = useState<{ Wallet: ProductWallet }>();
  useEffect(() => {
    let live = true;
    void afterFirstPaint()
      .then(() => import('./ProductExpressWallet.client'))
      .then(({ ProductExpressWallet }) => {
        if (live) setLoaded({ Wallet: ProductExpressWallet });
      });
    return () => {
      live = false;
    };
  }, []);
  return loaded ? <loaded.Wallet {...props} /> : null;
}
