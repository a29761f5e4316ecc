import { fromCallback } from 'xstate';
import type { WalletContact, WalletContactError, WalletContactField, WalletPayment } from './express-wallet-address';
import type { WalletLineItem, WalletPaymentRequest, WalletShippingMethod } from './express-wallet-payment';

/**
 * The Apple Pay JS session (ApplePaySession) as a callback actor: it begins the sheet, turns the
 * sheet's callbacks into machine events and carries out the machine's commands. The machine only
 * speaks in plain data, so tests drive it with a fake of this actor and no browser.
 */

/** An error shown on the sheet (Apple's ApplePayError as data). */
export interface WalletSheetError {
  code: WalletContactError['code'] | 'addressUnserviceable' | 'unknown';
  contactField?: WalletContactField;
  message: string;
}

export interface ShippingContactUpdate {
  newTotal: WalletLineItem;
  newShippingMethods?: WalletShippingMethod[];
  errors?: WalletSheetError[];
}

/** What the machine tells the session. */
export type ApplePaySessionCommand =
  | { type: 'completeMerchantValidation'; merchantSession: unknown }
  | { type: 'completeShippingContactSelection'; update: ShippingContactUpdate }
  | { type: 'completeShippingMethodSelection'; update: { newTotal: WalletLineItem } }
  | { type: 'completePayment'; result: { status: 'success' | 'failure'; errors?: WalletSheetError[] } }
  | { type: 'abort' };

/** What the session tells the machine. */
export type ApplePaySessionEvent =
  | { type: 'applePay.validateMerchant'; validationURL: string }
  | { type: 'applePay.selectShippingContact'; contact: WalletContact }
  | { type: 'applePay.selectShippingMethod'; method: { identifier: string } }
  | { type: 'applePay.authorisePayment'; payment: WalletPayment }
  | { type: 'applePay.cancel' };

export interface ApplePaySessionInput {
  version: number;
  request: WalletPaymentRequest;
}

/** The parts of Apple's ApplePaySession the storefront uses (not in TypeScript's DOM library). */
export interface AppleSession {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onshippingcontactselected: ((event: { shippingContact: WalletContact }) => void) | null;
  onshippingmethodselected: ((event: { shippingMethod: { identifier: string } }) => void) | null;
  onpaymentauthorized: ((event: { payment: WalletPayment }) => void) | null;
  oncancel: (() => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completeShippingContactSelection(update: unknown): void;
  completeShippingMethodSelection(update: unknown): void;
  completePayment(result: unknown): void;
}

/** The constructor and statics of ApplePaySession the storefront uses. */
export interface AppleSessionClass {
  new (version: number, request: WalletPaymentRequest): AppleSession;
  STATUS_SUCCESS: number;
  STATUS_FAILURE: number;
}

/** Apple Pay JS as a page has it: Safari's globals, or a stand-in with the same interface. */
export interface ApplePayApi {
  ApplePaySession?: AppleSessionClass | undefined;
  ApplePayError?: (new (code: string, contactField?: string, message?: string) => unknown) | undefined;
}

/** The session actor over an Apple Pay JS implementation, looked up when the sheet opens. */
export function applePaySessionOver(api: () => ApplePayApi) {
  return fromCallback<ApplePaySessionCommand, ApplePaySessionInput, ApplePaySessionEvent>(({ input, sendBack, receive }) => {
    const { ApplePaySession, ApplePayError } = api();
    if (!ApplePaySession || !ApplePayError) throw new Error('Apple Pay is not available in this browser');
    const session = new ApplePaySession(input.version, input.request);
    const sheetErrors = (errors: WalletSheetError[] | undefined) => errors?.map((error) => new ApplePayError(error.code, error.contactField, error.message));
    // A session that was cancelled, aborted or completed must not be called again (Safari throws).
    let open = true;
    session.onvalidatemerchant = (event) => sendBack({ type: 'applePay.validateMerchant', validationURL: event.validationURL });
    session.onshippingcontactselected = (event) => sendBack({ type: 'applePay.selectShippingContact', contact: event.shippingContact });
    session.onshippingmethodselected = (event) => sendBack({ type: 'applePay.selectShippingMethod', method: { identifier: event.shippingMethod.identifier } });
    session.onpaymentauthorized = (event) => sendBack({ type: 'applePay.authorisePayment', payment: event.payment });
    session.oncancel = () => {
      open = false;
      sendBack({ type: 'applePay.cancel' });
    };
    receive((command) => {
      if (!open) return;
      switch (command.type) {
        case 'completeMerchantValidation':
          return session.completeMerchantValidation(command.merchantSession);
        case 'completeShippingContactSelection':
          return session.completeShippingContactSelection({ ...command.update, errors: sheetErrors(command.update.errors) });
        case 'completeShippingMethodSelection':
          return session.completeShippingMethodSelection(command.update);
        case 'completePayment': {
          const { status, errors } = command.result;
          // With errors the sheet stays open for the shopper to correct the contact.
          open = Boolean(errors?.length);
          const code = status === 'success' ? ApplePaySession.STATUS_SUCCESS : ApplePaySession.STATUS_FAILURE;
          return session.completePayment({ status: code, errors: sheetErrors(errors) });
        }
        case 'abort':
          open = false;
          return session.abort();
      }
    });
    session.begin();
    // The machine left the flow with the sheet still up (e.g. the page went away): close it.
    return () => {
      if (open) session.abort();
    };
  });
}

/** Safari's own Apple Pay JS (the machine's default). */
export const applePaySession = applePaySessionOver(() => globalThis as ApplePayApi);
