import type { WalletContact, WalletPayment } from '@storefront/machines/express-wallet-address';
import { encodePaymentData, type WalletLineItem, type WalletPaymentRequest, type WalletShippingMethod } from '@storefront/machines/express-wallet-payment';
import type { AppleSession } from '@storefront/machines/express-wallet-session';
import { NETWORK_NAMES, SAVED_CARDS, SAVED_CONTACTS, type SavedCard, type SavedContact, type SupportedNetwork } from './saved-wallet';

/**
 * The embedded default's stand-in for Safari's Apple Pay JS: a class with ApplePaySession's
 * interface (constructor(version, request), begin, abort, canMakePayments, the on… callbacks and
 * the complete… calls) whose sheet is a dialog on the page (TestWalletSheet). It calls the page
 * back in the order Safari does, so the express wallet machine runs unchanged; its payment data
 * is test data only the embedded payment service accepts:
 * { version: 'EC_v1', data: base64(JSON { network, last4, holderName }), signature, header: { transactionId } }.
 */

/** Apple's ApplePayError, as data. */
export class TestApplePayError {
  constructor(
    readonly code: string,
    readonly contactField?: string,
    readonly message = '',
  ) {}
}

export type SheetPhase = 'validating' | 'updating' | 'ready' | 'processing' | 'done' | 'failed' | 'closed';

export interface SheetState {
  phase: SheetPhase;
  request: WalletPaymentRequest;
  total: WalletLineItem;
  contact: SavedContact;
  card: SavedCard;
  methods: WalletShippingMethod[];
  methodId: string | undefined;
  /** Errors the merchant reported on the chosen contact (completeShippingContactSelection). */
  contactErrors: TestApplePayError[];
  /** Errors the merchant reported on the payment (completePayment with errors): the sheet stays open. */
  paymentErrors: TestApplePayError[];
}

/** The validation URL Safari hands the page; the merchant's server asks the payment provider with it. */
export const TEST_VALIDATION_URL = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';
export const TEST_WALLET_SIGNATURE = 'embedded-test-wallet';

/** The sheet itself: mounted when the session begins, given the session to draw and drive. */
export type SheetMount = (session: TestWalletSession) => () => void;

type Listener = () => void;
const STATUS_SUCCESS = 0;
const STATUS_FAILURE = 1;

function transactionId(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Before the shopper authorises, Safari tells the page only where the parcel goes, not to whom. */
function redacted(contact: SavedContact['shipping']): WalletContact {
  return { locality: contact.locality, administrativeArea: contact.administrativeArea ?? '', postalCode: contact.postalCode, countryCode: contact.countryCode };
}

export function testPaymentData(card: SavedCard) {
  return {
    version: 'EC_v1',
    data: encodePaymentData({ network: NETWORK_NAMES[card.network], last4: card.last4, holderName: card.holderName }),
    signature: TEST_WALLET_SIGNATURE,
    header: { transactionId: transactionId() },
  };
}

export function createTestWalletSession(mountSheet: SheetMount) {
  return class TestWalletSession implements AppleSession {
    static readonly STATUS_SUCCESS = STATUS_SUCCESS;
    static readonly STATUS_FAILURE = STATUS_FAILURE;
    /** Every browser can use the test wallet: its cards are always there. */
    static canMakePayments(): boolean {
      return true;
    }
    static supportsVersion(version: number): boolean {
      return Number.isInteger(version) && version >= 1 && version <= 14;
    }

    onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
    onshippingcontactselected: ((event: { shippingContact: WalletContact }) => void) | null = null;
    onshippingmethodselected: ((event: { shippingMethod: { identifier: string } }) => void) | null = null;
    onpaymentauthorized: ((event: { payment: WalletPayment }) => void) | null = null;
    oncancel: (() => void) | null = null;

    readonly cards: readonly SavedCard[];
    readonly contacts = SAVED_CONTACTS;
    private state: SheetState;
    private readonly listeners = new Set<Listener>();
    private unmount: (() => void) | undefined;
    private begun = false;

    constructor(version: number, request: WalletPaymentRequest) {
      if (!TestWalletSession.supportsVersion(version)) throw new TypeError(`Apple Pay version ${version} is not supported`);
      if (!request?.total || !/^\d+(\.\d{1,2})?$/.test(request.total.amount)) throw new TypeError('The payment request needs a total with a valid amount');
      this.cards = SAVED_CARDS.filter((card) => (request.supportedNetworks as readonly string[]).includes(card.network satisfies SupportedNetwork));
      if (this.cards.length === 0) throw new TypeError('No saved card is on a supported network');
      this.state = {
        phase: 'validating',
        request,
        total: request.total,
        contact: SAVED_CONTACTS[0]!,
        card: this.cards[0]!,
        methods: [],
        methodId: undefined,
        contactErrors: [],
        paymentErrors: [],
      };
    }

    // The sheet's store (useSyncExternalStore).
    readonly subscribe = (listener: Listener) => {
      this.listeners.add(listener);
      return () => this.listeners.delete(listener);
    };
    readonly getState = () => this.state;
    private update(change: Partial<SheetState>) {
      this.state = { ...this.state, ...change };
      for (const listener of this.listeners) listener();
    }
    private get open() {
      return this.begun && this.state.phase !== 'closed';
    }

    begin(): void {
      if (this.begun) throw new Error('This session has already begun');
      this.begun = true;
      this.unmount = mountSheet(this);
      // Safari asks for the merchant's validation once the sheet is up.
      queueMicrotask(() => this.onvalidatemerchant?.({ validationURL: TEST_VALIDATION_URL }));
    }

    completeMerchantValidation(merchantSession: unknown): void {
      if (!this.open || this.state.phase !== 'validating') return;
      if (merchantSession === undefined || merchantSession === null) return this.close();
      this.selectContact(this.state.contact.id);
    }

    completeShippingContactSelection(update: { newTotal: WalletLineItem; newShippingMethods?: WalletShippingMethod[]; errors?: TestApplePayError[] }): void {
      if (!this.open) return;
      const methods = update.newShippingMethods ?? (update.errors?.length ? [] : this.state.methods);
      this.update({ phase: 'ready', total: update.newTotal, methods, methodId: methods[0]?.identifier, contactErrors: update.errors ?? [], paymentErrors: [] });
    }

    completeShippingMethodSelection(update: { newTotal: WalletLineItem }): void {
      if (!this.open) return;
      this.update({ phase: 'ready', total: update.newTotal });
    }

    completePayment(result: { status: number; errors?: TestApplePayError[] }): void {
      if (!this.open || this.state.phase !== 'processing') return;
      if (result.status === STATUS_SUCCESS) return this.finish('done');
      if (result.errors?.length) return this.update({ phase: 'ready', paymentErrors: result.errors });
      this.finish('failed');
    }

    abort(): void {
      if (this.open) this.close();
    }

    // What the shopper does on the sheet.
    selectContact(id: string): void {
      const contact = this.contacts.find((candidate) => candidate.id === id);
      if (!contact || !this.open || this.state.phase === 'processing') return;
      this.update({ phase: 'updating', contact, paymentErrors: [] });
      this.onshippingcontactselected?.({ shippingContact: redacted(contact.shipping) });
    }

    selectMethod(identifier: string): void {
      const method = this.state.methods.find((candidate) => candidate.identifier === identifier);
      if (!method || !this.open || this.state.phase !== 'ready') return;
      this.update({ phase: 'updating', methodId: identifier });
      this.onshippingmethodselected?.({ shippingMethod: method });
    }

    selectCard(id: string): void {
      const card = this.cards.find((candidate) => candidate.id === id);
      if (card && this.open && this.state.phase === 'ready') this.update({ card, paymentErrors: this.state.paymentErrors.filter((error) => error.code !== 'billingContactInvalid') });
    }

    /** Pay: only with a contact the merchant accepted and a delivery method. */
    authorise(): void {
      const { phase, contactErrors, methodId, contact, card } = this.state;
      if (!this.open || phase !== 'ready' || contactErrors.length > 0 || !methodId) return;
      this.update({ phase: 'processing', paymentErrors: [] });
      const token = { paymentData: testPaymentData(card), paymentMethod: { displayName: `${NETWORK_NAMES[card.network]} ${card.last4}`, network: NETWORK_NAMES[card.network], type: 'credit' } };
      this.onpaymentauthorized?.({ payment: { token, shippingContact: { ...contact.shipping }, billingContact: { ...contact.billing } } });
    }

    cancel(): void {
      if (!this.open || this.state.phase === 'processing' || this.state.phase === 'done') return;
      this.close();
      this.oncancel?.();
    }

    /** The outcome stays on the sheet a moment, as Safari's does, then the sheet goes. */
    private finish(phase: 'done' | 'failed') {
      this.update({ phase });
      setTimeout(() => this.close(), SHEET_OUTCOME_MS);
    }

    private close() {
      if (this.state.phase === 'closed') return;
      this.update({ phase: 'closed' });
      this.unmount?.();
      this.unmount = undefined;
    }
  };
}

/** How long the sheet shows 'Done' or 'Payment Not Completed' before it goes. */
export const SHEET_OUTCOME_MS = 900;

export type TestWalletSession = InstanceType<ReturnType<typeof createTestWalletSession>>;
