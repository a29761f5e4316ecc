import type { ExpressWalletSettings } from './settings';
import styles from './ExpressWallet.module.css';

/**
 * Where the product page's express wallet button goes, drawn by the server into the cached page:
 * it keeps the button's height while the button's code loads (after the page has painted) where
 * the button will be offered, so nothing moves when it appears. The button is drawn into it
 * (ProductExpressWallet) once the buy box runs.
 */
export function ExpressWalletSlot({ productKey, settings, inStock }: { productKey: string; settings: ExpressWalletSettings; inStock: boolean }) {
  const mayOffer = settings.enabled && inStock && !settings.excludedProductKeys.includes(productKey);
  // The test wallet works in every browser; Safari's only where Apple Pay is (checked in CSS).
  const reserve = !mayOffer ? undefined : settings.testWallet ? 'always' : 'apple-pay';
  return <div className={`${styles.slot} ${styles.underAddButton}`} data-express-wallet-slot={productKey} data-reserve={reserve} />;
}
