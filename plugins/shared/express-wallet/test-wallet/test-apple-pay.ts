import type { ApplePayApi } from '@storefront/machines/express-wallet-session';
import { createTestWalletSession, TestApplePayError, type SheetMount } from './test-wallet-session';

/**
 * The test wallet as Apple Pay JS: what `window.ApplePaySession` and `window.ApplePayError` are in
 * Safari, for the embedded default in every other browser. Loaded when the shopper taps the button,
 * which draws the sheet (TestWalletSheet) in its own tree while a session shows it.
 */
export function testApplePay(mountSheet: SheetMount) {
  return { ApplePaySession: createTestWalletSession(mountSheet), ApplePayError: TestApplePayError } satisfies Required<ApplePayApi>;
}
