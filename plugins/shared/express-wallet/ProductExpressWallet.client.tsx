'use client';

import { useState } from 'react';
import { createPortal } from 'react-dom';
import { ExpressWalletButton, type WalletPurchase } from './ExpressWalletButton.client';
import type { ExpressWalletSettings } from './settings';

/** The product page's button, drawn into the place the server kept for it (ExpressWalletSlot). */
export function ProductExpressWallet({ settings, purchase }: { settings: ExpressWalletSettings; purchase: Extract<WalletPurchase, { kind: 'product' }> }) {
  // Only ever drawn in the browser, after the buy box (and so its slot) is in the document.
  const [slot] = useState(() => document.querySelector(`[data-express-wallet-slot="${CSS.escape(purchase.productKey)}"]`));
  if (!slot) return null;
  return createPortal(<ExpressWalletButton settings={settings} purchase={purchase} />, slot);
}
