'use client';

import { useIslandCode } from '../use-island-code';
import type { ExpressWalletSettings } from './settings';
import styles from './ExpressWallet.module.css';

const loadButton = () => import('./ExpressWalletButton.client');

/**
 * The basket page's express wallet (P §2 /basket): pays for the shopper's basket as it is
 * (`wallet.startWithCart`). Mounted by the basket page under its totals, only for a payable basket
 * (`<div data-testid="basket-express-wallet" data-cart-id={cart.id}>`); its code loads once the page
 * has painted, in the space kept for it.
 */
export function BasketExpressWallet({ cartId, totalPence, settings }: { cartId: string; totalPence?: number; settings: ExpressWalletSettings }) {
  const Button = useIslandCode(loadButton, 'idle').code?.ExpressWalletButton;
  const reserve = !settings.enabled ? undefined : settings.testWallet ? 'always' : 'apple-pay';
  return (
    <div className={styles.slot} data-reserve={reserve}>
      {Button ? <Button settings={settings} purchase={{ kind: 'basket', cartId, totalPence }} /> : null}
    </div>
  );
}
