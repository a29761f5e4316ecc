import type { ApplePayApi, AppleSessionClass } from '@storefront/machines/express-wallet-session';

/**
 * Which Apple Pay JS the page can use: Safari's own (window.ApplePaySession), or, in the embedded
 * default only, the test wallet (loaded on tap). None elsewhere: the button is not offered.
 */
export type WalletKind = 'safari' | 'test' | 'none';

interface SafariApplePaySession extends AppleSessionClass {
  canMakePayments(): boolean;
}

function safariSession(): SafariApplePaySession | undefined {
  if (typeof window === 'undefined') return undefined;
  const candidate = (window as { ApplePaySession?: SafariApplePaySession }).ApplePaySession;
  return typeof candidate === 'function' && typeof candidate.canMakePayments === 'function' ? candidate : undefined;
}

export function walletKind(testWallet: boolean): WalletKind {
  if (safariSession()) return 'safari';
  return testWallet ? 'test' : 'none';
}

/** ApplePaySession.canMakePayments(): the device can pay (the test wallet always can). */
export function canMakePayments(kind: WalletKind): boolean {
  if (kind === 'test') return true;
  if (kind === 'none') return false;
  try {
    return safariSession()?.canMakePayments() === true;
  } catch {
    // Safari throws on an insecure page or in a cross-origin frame.
    return false;
  }
}

/** Safari's Apple Pay JS as the session actor takes it. */
export function safariApplePay(): ApplePayApi {
  return window as ApplePayApi;
}
