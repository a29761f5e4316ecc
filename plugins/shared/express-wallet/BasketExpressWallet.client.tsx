'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { afterFirstPaint } from '../after-first-paint';
import type { ExpressWalletButtonProps } from './ExpressWalletButton.client';
import type { ExpressWalletSettings } from './settings';
import styles from './ExpressWallet.module.css';

/**
 * The basket page's express wallet (P §2 /basket): pays for the shopper's basket as it is
 * (`wallet.startWithCart`). Mounted by the basket page under its totals, only for a payable basket
 * (`<div data-testid="basket-express-wallet" data-cart-id={cart.id}>`); its code loads once the page
 * has painted, in the space kept for it.
 */
export function BasketExpressWallet({ cartId, totalPence, settings }: { cartId: string; totalPence?: number; settings: ExpressWalletSettings }) {
  const [loaded, setLoaded] = useState<{ Button: ComponentType<ExpressWalletButtonProps> }>();
  useEffect(() => {
    let live = true;
    void afterFirstPaint()
      .then(() => import('./ExpressWalletButton.client'))
      .then(({ ExpressWalletButton }) => {
        if (live) setLoaded({ Button: ExpressWalletButton });
      });
    return () => {
      live = false;
    };
  }, []);
  const reserve = !settings.enabled ? undefined : settings.testWallet ? 'always' : 'apple-pay';
  return (
    <div className={styles.slot} data-reserve={reserve}>
      {loaded ? <loaded.Button settings={settings} purchase={{ kind: 'basket', cartId, totalPence }} /> : null}
    </div>
  );
}
