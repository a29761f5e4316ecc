'use client';

import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { expressWalletSelectors } from '@storefront/machines/expressWallet.machine';
import { canOfferExpressWallet } from '@storefront/machines/express-wallet-offer';
import { paymentRequest, type CartItem } from '@storefront/machines/express-wallet-payment';
import type { ApplePayApi } from '@storefront/machines/express-wallet-session';
import { expressWallet as spec } from '@storefront/machines/spec';
import { useLazyActor } from '../use-lazy-actor';
import { canMakePayments, safariApplePay, walletKind } from './apple-pay-js';
import { carriedFailure, forgetCarriedFailure, reloadCarrying } from './carried-failure';
import { openInGesture, type GestureSession } from './gesture-session';
import type { ExpressWalletSettings } from './settings';
import type { TestWalletSession } from './test-wallet/test-wallet-session';
import styles from './ExpressWallet.module.css';

/** What the button buys: the product page's chosen variant, or the basket page's basket. */
export type WalletPurchase =
  | {
      kind: 'product';
      productKey: string;
      /** The chosen variant (with its customisation); undefined until a size is chosen. */
      item: CartItem | undefined;
      variantInStock: boolean;
      hasOutOfStockColour: boolean;
      /** The buy box allows buying (a valid customisation, not a member's premier product…). */
      canBuy: boolean;
      /** The price the page shows, in pence: Safari's sheet opens with it. */
      pricePence: number | undefined;
      /** No size yet: the buy box asks for one (P §8 'Please select a size'). */
      onNeedsSize(): void;
    }
  | { kind: 'basket'; cartId: string; totalPence: number | undefined };

export interface ExpressWalletButtonProps {
  settings: ExpressWalletSettings;
  purchase: WalletPurchase;
}

/** Whether the button is shown at all (P §5 offer conditions; on the basket, a payable basket is given). */
export function isOffered(settings: ExpressWalletSettings, purchase: WalletPurchase, kind = walletKind(settings.testWallet)): boolean {
  const canPay = canMakePayments(kind);
  if (purchase.kind === 'basket') return settings.enabled && kind !== 'none' && canPay;
  return canOfferExpressWallet({
    productKey: purchase.productKey,
    excludedProductKeys: settings.excludedProductKeys,
    sdkLoaded: kind !== 'none',
    featureEnabled: settings.enabled,
    canMakePayments: canPay,
    variantInStock: purchase.variantInStock,
    hasOutOfStockColour: purchase.hasOutOfStockColour,
  });
}

/**
 * The express wallet button (P §2) and its messages (P §8): a tap runs the expressWallet machine
 * (loaded then, with the test wallet's sheet where that is the wallet); a failure is told under
 * the button, a payment leaves for the order confirmation, and 'total has updated' loads the page
 * again (new prices) with its message carried over.
 */
export function ExpressWalletButton({ settings, purchase }: ExpressWalletButtonProps) {
  const kind = useMemo(() => walletKind(settings.testWallet), [settings.testWallet]);
  // The message of an attempt the page was reloaded after (read once, in the browser only).
  const [carried] = useState(carriedFailure);
  useEffect(forgetCarriedFailure, []);
  // The machine asks for the reload before it records the failure: the reload waits for it.
  const reloadRequested = useRef(false);
  // Safari's sheet opened by the tap, until the machine adopts it.
  const gesture = useRef<GestureSession | undefined>(undefined);
  // The test wallet's sheet while one of its sessions shows it (drawn over the page, in this tree).
  const [testSheet, setTestSheet] = useState<{ Sheet: ComponentType<{ session: TestWalletSession }>; session: TestWalletSession }>();
  const { snapshot, send, preload } = useLazyActor(async () => {
    const [{ startExpressWallet }, testWallet] = await Promise.all([
      import('./start-wallet'),
      kind === 'test' ? Promise.all([import('./test-wallet/test-apple-pay'), import('./test-wallet/TestWalletSheet.client')]) : undefined,
    ]);
    const testApi = testWallet?.[0].testApplePay((session) => {
      setTestSheet({ Sheet: testWallet[1].TestWalletSheet, session });
      return () => setTestSheet((shown) => (shown?.session === session ? undefined : shown));
    });
    const applePay = (): ApplePayApi => {
      const opened = gesture.current;
      gesture.current = undefined;
      return opened?.api ?? testApi ?? safariApplePay();
    };
    return startExpressWallet({ settings, applePay, revalidate: () => void (reloadRequested.current = true) });
  });
  const busy = snapshot ? expressWalletSelectors.isBusy(snapshot) : false;
  const paid = snapshot ? expressWalletSelectors.hasPaid(snapshot) : false;
  const failure = snapshot ? expressWalletSelectors.failure(snapshot) : carried;
  useEffect(() => {
    if (snapshot && failure && reloadRequested.current) {
      reloadRequested.current = false;
      reloadCarrying(failure);
    }
  }, [snapshot, failure]);

  // A flow that ended before its sheet opened closes the sheet Safari opened for it.
  useEffect(() => {
    if (snapshot && !busy && gesture.current) {
      gesture.current.release();
      gesture.current = undefined;
    }
  }, [busy, snapshot]);

  const sheet = testSheet ? createPortal(<testSheet.Sheet session={testSheet.session} />, document.body) : null;
  if (!isOffered(settings, purchase, kind))
    return (
      <>
        <span data-offered="false" hidden />
        {sheet}
      </>
    );

  const canBuy = purchase.kind === 'basket' || purchase.canBuy;
  const onTap = () => {
    if (busy || paid || !canBuy) return;
    if (purchase.kind === 'product' && !purchase.item) return purchase.onNeedsSize();
    if (kind === 'safari') {
      const total = (purchase.kind === 'product' ? purchase.pricePence : purchase.totalPence) ?? 0;
      const request = paymentRequest({ merchantName: settings.merchantName, countryCode: settings.countryCode, currencyCode: settings.currencyCode, totalCentAmount: total });
      gesture.current?.release();
      gesture.current = openInGesture(safariApplePay() as Required<ApplePayApi>, spec.sessionVersion, request);
    }
    send(purchase.kind === 'product' ? { type: 'wallet.start', item: purchase.item! } : { type: 'wallet.startWithCart', cartId: purchase.cartId });
  };

  return (
    <div className={styles.wallet} data-testid="express-wallet" data-offered="true" data-state={paid ? 'paid' : busy ? 'busy' : failure ? 'failed' : 'ready'}>
      <button
        type="button"
        lang="en"
        className={kind === 'safari' ? styles.applePay : styles.testPay}
        aria-label={kind === 'safari' ? 'Buy with Apple Pay' : undefined}
        aria-busy={busy}
        // Busy is not disabled: the button keeps the focus while the sheet is up, to get it back after.
        aria-disabled={busy || paid || undefined}
        disabled={!canBuy}
        onClick={onTap}
        onPointerEnter={() => void preload()}
        onFocus={() => void preload()}
      >
        {kind === 'safari' ? null : (
          // The name comes from the words themselves (shown or for screen readers), so what is seen is what is said.
          <>
            <span>Buy with</span>{' '}
            <svg className={styles.mark} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <rect x="2" y="5" width="20" height="14" rx="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
              <path d="M2 10h20" stroke="currentColor" strokeWidth="1.8" />
              <rect x="5" y="13.5" width="5" height="2" rx="1" fill="currentColor" />
            </svg>
            <span className="visually-hidden">Apple </span>
            <span className={styles.payWord}>Pay</span>{' '}
            <span className={styles.testTag} aria-hidden="true">
              Test
            </span>
            <span className="visually-hidden">(test wallet)</span>
          </>
        )}
      </button>
      {failure ? (
        <p className={styles.message} role="alert" data-testid="express-wallet-message">
          <span className={styles.messageTitle}>{failure.message}</span>
          {failure.detail && failure.detail !== failure.message ? <span className={styles.messageDetail}>{failure.detail}</span> : null}
        </p>
      ) : null}
      {paid ? (
        <p className={styles.paid} role="status">
          Payment accepted, taking you to your order…
        </p>
      ) : null}
      {sheet}
    </div>
  );
}
