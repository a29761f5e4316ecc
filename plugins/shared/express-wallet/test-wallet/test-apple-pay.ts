import type { ApplePayApi } from '@storefront/machines/express-wallet-session';
import { mountTestWalletSheet } from './TestWalletSheet.client';
import { createTestWalletSession, TestApplePayError } from './test-wallet-session';

/**
 * The test wallet as Apple Pay JS: what `window.ApplePaySession` and `window.ApplePayError` are in
 * Safari, for the embedded default in every other browser. Loaded when the shopper taps the button.
 */
export const TestApplePaySession = createTestWalletSession(mountTestWalletSheet);

export const testApplePay: Required<ApplePayApi> = { ApplePaySession: TestApplePaySession, ApplePayError: TestApplePayError };
