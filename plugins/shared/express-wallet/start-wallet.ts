import { createActor, fromPromise } from 'xstate';
import { expressWalletMachine } from '@storefront/machines/expressWallet.machine';
import { applePaySessionOver, type ApplePayApi } from '@storefront/machines/express-wallet-session';
import type { ExpressWalletSettings } from './settings';
import * as api from './wallet-api';

/**
 * The express wallet machine with the storefront's calls (wallet-api.ts) and an Apple Pay JS:
 * Safari's, the test wallet, or a sheet Safari opened in the tap (gesture-session.ts). Loaded on
 * the shopper's first tap (or when the button is about to be used), never with the page.
 */
export interface WalletStartOptions {
  settings: ExpressWalletSettings;
  /** The Apple Pay JS the next sheet opens with (asked when the sheet opens). */
  applePay(): ApplePayApi;
  /** 'total has updated': draw the page again from the server (Next.js: router.refresh). */
  revalidate(): void;
}

export function startExpressWallet({ settings, applePay, revalidate }: WalletStartOptions) {
  const machine = expressWalletMachine.provide({
    actors: {
      addToCart: fromPromise(({ input }) => api.createEphemeralCart(input)),
      loadCart: fromPromise(() => api.loadBasketCart()),
      loadPaymentData: fromPromise(({ input }) => api.loadPaymentData(input)),
      initialisePayment: fromPromise(({ input }) => api.initialisePayment(input)),
      getShippingMethods: fromPromise(({ input }) => api.getShippingMethods(input)),
      addShippingMethod: fromPromise(({ input }) => api.addShippingMethod(input)),
      addEmailAddress: fromPromise(({ input }) => api.addEmailAddress(input)),
      addShippingAddress: fromPromise(({ input }) => api.addShippingAddress(input)),
      addBillingAddress: fromPromise(({ input }) => api.addBillingAddress(input)),
      submitApplePay: fromPromise(({ input }) => api.submitApplePay(input)),
      applePaySession: applePaySessionOver(applePay),
    },
    actions: { revalidatePageData: () => revalidate() },
  });
  const actor = createActor(machine, {
    input: { merchantName: settings.merchantName, countryCode: settings.countryCode, currencyCode: settings.currencyCode, addressReading: settings.addressReading },
  });
  actor.start();
  return actor;
}

export type ExpressWalletActor = ReturnType<typeof startExpressWallet>;
