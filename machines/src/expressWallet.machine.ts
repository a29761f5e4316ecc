import { assign, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { checkWalletPayment, contactError, type AddressReading, type CartAddress, type CheckoutDetails, type WalletContactError } from './express-wallet-address';
import {
  encodePaymentData,
  paymentRequest,
  toWalletShippingMethod,
  walletTotal,
  type Cart,
  type CartItem,
  type PaymentData,
  type PaymentMethod,
  type ShippingMethod,
  type SubmitResult,
} from './express-wallet-payment';
import { applePaySession, type ApplePaySessionCommand, type ApplePaySessionEvent, type WalletSheetError } from './express-wallet-session';
import { expressWallet as spec } from './spec';

/**
 * The Apple Pay express checkout (P §4 'Express wallet flow', §5, §7, §8, §9): on the product page
 * for the chosen variant (`wallet.start`: an ephemeral cart of its own), on the basket page for the
 * shopper's basket (`wallet.startWithCart`: that cart, no ephemeral one). The cart endpoints are
 * injected actors, the Apple Pay sheet an injected callback actor (`applePaySession`, see
 * express-wallet-session.ts), the redirect and revalidation injected actions.
 */
export interface ExpressWalletInput {
  /** The brand the shopper pays: the label of the sheet's total. */
  merchantName: string;
  /** Default GB (P §9). */
  countryCode?: string;
  /** Default GBP, unless the cart says otherwise (P §9). */
  currencyCode?: string;
  /** Which reading of P §5's address validation applies; default 'fixedFields'. */
  addressReading?: AddressReading;
}

/** What the page shows after a failure (message), and why (detail, for the log). */
export interface ExpressWalletError {
  message: string;
  detail: string;
}

/** Where the shopper pays from: the product page's button (a quick buy) or the basket's. */
export type ExpressWalletSource = 'product' | 'basket';

export interface ExpressWalletContext {
  merchantName: string;
  source: ExpressWalletSource;
  /** The basket's cart the basket page's button pays for (undefined on the product page). */
  basketCartId: string | undefined;
  countryCode: string;
  currencyCode: string;
  addressReading: AddressReading;
  item: CartItem | undefined;
  cart: Cart | undefined;
  /** Upper-case country codes the cart ships to. */
  shipsTo: string[];
  paymentMethod: PaymentMethod | undefined;
  validationURL: string | undefined;
  postalCode: string;
  /** The chosen contact's country (GB when the sheet gives none): the methods depend on it. */
  shippingCountry: string;
  shippingMethods: ShippingMethod[];
  shippingMethodId: string | undefined;
  contactError: WalletContactError | undefined;
  checkout: CheckoutDetails | undefined;
  token: string | undefined;
  redirectUrl: string | undefined;
  error: ExpressWalletError | undefined;
}

export type ExpressWalletEvent = { type: 'wallet.start'; item: CartItem } | { type: 'wallet.startWithCart'; cartId: string } | ApplePaySessionEvent;

type CartInput = { cartId: string };

/** A cart call the page has not wired up fails loudly instead of pretending to succeed. */
const toBeProvided = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`expressWallet: the ${name} actor is not provided`)));

/** Every tap starts from nothing: a new ephemeral cart, no leftovers of an earlier attempt. */
const freshFlow = {
  cart: undefined,
  shipsTo: [],
  paymentMethod: undefined,
  validationURL: undefined,
  postalCode: '',
  shippingCountry: spec.defaultCountry,
  shippingMethods: [],
  shippingMethodId: undefined,
  contactError: undefined,
  checkout: undefined,
  token: undefined,
  redirectUrl: undefined,
  error: undefined,
} satisfies Omit<ExpressWalletContext, 'merchantName' | 'countryCode' | 'currencyCode' | 'addressReading' | 'item' | 'source' | 'basketCartId'>;

const errorText = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);
const countryOf = (code: string | undefined) => (code ?? '').trim().toUpperCase() || spec.defaultCountry;
const sheetTotal = (context: ExpressWalletContext) => walletTotal(context.merchantName, context.cart!.total.centAmount);

/** Transition actions shared by many states. */
const fail = (message: string, detail: string = message) => ({ type: 'recordError', params: { message, detail } }) as const;
const failWithReason = (message: string) =>
  ({ type: 'recordError', params: ({ event }: { event: { error: unknown } }) => ({ message, detail: errorText(event.error, message) }) }) as const;
const tell = (command: (context: ExpressWalletContext) => ApplePaySessionCommand) =>
  ({ type: 'tellSession', params: ({ context }: { context: ExpressWalletContext }) => ({ command: command(context) }) }) as const;
const rejectContact = (error: WalletSheetError) =>
  tell((context) => ({ type: 'completeShippingContactSelection', update: { newTotal: sheetTotal(context), errors: [error] } }));
const couldNotSelectContact = rejectContact({ code: 'unknown', message: spec.messages.couldNotSelectShippingContact });
const declining = '#expressWallet.session.declining';

export const expressWalletMachine = setup({
  types: {} as { context: ExpressWalletContext; events: ExpressWalletEvent; input: ExpressWalletInput },
  actors: {
    /** POST /_api/basket/addToCart (form field data: { ephemeral: true, items }) → the cart, if any. */
    addToCart: toBeProvided<Cart | undefined, { ephemeral: true; items: CartItem[] }>('addToCart'),
    /** The basket's cart (GET /_api/basket/current): its total opens the sheet; undefined when the shopper has none. */
    loadCart: toBeProvided<Cart | undefined, CartInput>('loadCart'),
    /** GET /_api/cart/pdpPaymentData?cartID → countries and payment methods. */
    loadPaymentData: toBeProvided<PaymentData, CartInput>('loadPaymentData'),
    /** POST /_api/payments/initialise?cartID → sessionData; rejects with 'Payment initialization failed: {status} - {text}'. */
    initialisePayment: toBeProvided<{ sessionData?: unknown }, CartInput & { method: 'applepay'; validationURL: string; isExpress: true; psp: string }>('initialisePayment'),
    /** POST /_api/cart/getShippingMethods?cartID { postalCode, countryCode } → shipping methods. */
    getShippingMethods: toBeProvided<ShippingMethod[], CartInput & { postalCode: string; countryCode: string }>('getShippingMethods'),
    /** POST /_api/cart/addShippingMethod?cartID { methodId } → the cart with its new total. */
    addShippingMethod: toBeProvided<Cart, CartInput & { methodId: string }>('addShippingMethod'),
    /** POST /_api/cart/addEmailAddress?cartID { emailAddress }. */
    addEmailAddress: toBeProvided<unknown, CartInput & { emailAddress: string }>('addEmailAddress'),
    /** POST /_api/cart/addShippingAddress?cartID { shippingAddress }. */
    addShippingAddress: toBeProvided<unknown, CartInput & { shippingAddress: CartAddress }>('addShippingAddress'),
    /** POST /_api/cart/addBillingAddress?cartID { billingAddress }. */
    addBillingAddress: toBeProvided<unknown, CartInput & { billingAddress: CartAddress }>('addBillingAddress'),
    /** POST /_api/payments/submitApplePay?cartID { token, adyenConfigKey, quickBuy } → ok, redirect, error. */
    submitApplePay: toBeProvided<SubmitResult, CartInput & { token: string; adyenConfigKey: string; quickBuy: boolean }>('submitApplePay'),
    applePaySession,
  },
  actions: {
    beginFlow: assign((_, params: { item: CartItem }) => ({ ...freshFlow, source: 'product' as const, basketCartId: undefined, item: params.item })),
    beginBasketFlow: assign((_, params: { cartId: string }) => ({ ...freshFlow, source: 'basket' as const, basketCartId: params.cartId, item: undefined })),
    tellSession: sendTo('applePaySession', (_, params: { command: ApplePaySessionCommand }) => params.command),
    /** A failed flow keeps only its message: the next tap starts from nothing. */
    recordError: assign((_, params: ExpressWalletError) => ({ ...freshFlow, error: params })),
    endFlow: assign(freshFlow),
    /** Leaves for the order confirmation; without a redirect the page stays on the success state. */
    redirect: (_, params: { url: string | undefined }) => {
      if (params.url) globalThis.location.assign(params.url);
    },
    /** The cart's total changed under the shopper: the page must show the new price (Next.js: router.refresh). */
    revalidatePageData: () => globalThis.location.reload(),
  },
  guards: {
    hasCart: (_, params: { cart: Cart | undefined }) => Boolean(params.cart?.id),
    /** The basket page's cart is still the shopper's basket, and something is in it. */
    isPayableBasket: ({ context }, params: { cart: Cart | undefined }) =>
      params.cart !== undefined && params.cart.id === context.basketCartId && (params.cart.lineItems ?? []).length > 0,
    hasPaymentMethod: (_, params: { paymentData: PaymentData }) => params.paymentData.paymentMethods.length > 0,
    hasSessionData: (_, params: { sessionData: unknown }) => params.sessionData !== undefined && params.sessionData !== null && params.sessionData !== '',
    isShippedCountry: ({ context }, params: { countryCode: string | undefined }) => context.shipsTo.includes(countryOf(params.countryCode)),
    hasShippingMethods: (_, params: { methods: ShippingMethod[] }) => params.methods.length > 0,
    hasContactError: ({ context }) => context.contactError !== undefined,
    isPaid: (_, params: { result: SubmitResult }) => params.result.ok,
    isTotalUpdated: (_, params: { text: string }) => params.text.toLowerCase().includes(spec.totalUpdatedMarker),
  },
}).createMachine({
  id: 'expressWallet',
  description:
    'The Apple Pay express checkout. On the product page, start creates an ephemeral cart for the selected variant; on the basket page, start with cart reads the shopper\'s basket (it must still be that cart, and not empty). Then the countries shipped to and the payment method are loaded; the sheet opens (session version 3, amex/visa/masterCard, 3DS, GB/GBP by default, amounts in units) and the merchant is validated. A shipping contact outside the shipped countries gets "Unfortunately, we do not ship to this country."; otherwise its postal code loads the shipping methods and the first is applied; choosing a method applies it and updates the total (a failure aborts). On authorisation the addresses are checked (fixed fields or per-country schema, as configured) and any error is shown on the sheet; then email, shipping address and billing address are saved in order and the payment submitted: success redirects, failure completes the payment as failed with "Could not finalise Apple Pay payment", and a "total has updated" failure also revalidates the page. Cancelling the sheet ends the session, except once the payment is submitted, whose outcome is awaited.',
  initial: 'idle',
  context: ({ input }) => ({
    merchantName: input.merchantName,
    source: 'product',
    basketCartId: undefined,
    countryCode: input.countryCode ?? spec.defaultCountry,
    currencyCode: input.currencyCode ?? spec.defaultCurrency,
    addressReading: input.addressReading ?? 'fixedFields',
    item: undefined,
    ...freshFlow,
  }),
  states: {
    idle: {
      on: {
        'wallet.start': { target: 'starting', actions: { type: 'beginFlow', params: ({ event }) => ({ item: event.item }) } },
        'wallet.startWithCart': { target: 'starting.loadingCart', actions: { type: 'beginBasketFlow', params: ({ event }) => ({ cartId: event.cartId }) } },
      },
    },
    starting: {
      initial: 'creatingCart',
      states: {
        creatingCart: {
          invoke: {
            id: 'addToCart',
            src: 'addToCart',
            input: ({ context }) => ({ ephemeral: true as const, items: [context.item!] }),
            onDone: [
              { guard: { type: 'hasCart', params: ({ event }) => ({ cart: event.output }) }, target: 'loadingPaymentData', actions: assign({ cart: ({ event }) => event.output }) },
              { target: '#expressWallet.failed', actions: fail(spec.messages.cartNotAvailable) },
            ],
            onError: { target: '#expressWallet.failed', actions: failWithReason(spec.messages.cartNotAvailable) },
          },
        },
        loadingCart: {
          invoke: {
            id: 'loadCart',
            src: 'loadCart',
            input: ({ context }) => ({ cartId: context.basketCartId! }),
            onDone: [
              { guard: { type: 'isPayableBasket', params: ({ event }) => ({ cart: event.output }) }, target: 'loadingPaymentData', actions: assign({ cart: ({ event }) => event.output }) },
              { target: '#expressWallet.failed', actions: fail(spec.messages.cartNotAvailable, 'The basket has changed or is empty') },
            ],
            onError: { target: '#expressWallet.failed', actions: failWithReason(spec.messages.cartNotAvailable) },
          },
        },
        loadingPaymentData: {
          invoke: {
            id: 'loadPaymentData',
            src: 'loadPaymentData',
            input: ({ context }) => ({ cartId: context.cart!.id }),
            onDone: [
              {
                guard: { type: 'hasPaymentMethod', params: ({ event }) => ({ paymentData: event.output }) },
                target: '#expressWallet.session',
                actions: assign({
                  shipsTo: ({ event }) => event.output.countries.map((country) => country.countryCode.trim().toUpperCase()),
                  paymentMethod: ({ event }) => event.output.paymentMethods[0],
                }),
              },
              { target: '#expressWallet.failed', actions: fail(spec.messages.paymentDataFailed, 'No payment method for Apple Pay') },
            ],
            onError: { target: '#expressWallet.failed', actions: failWithReason(spec.messages.paymentDataFailed) },
          },
        },
      },
    },
    session: {
      invoke: {
        id: 'applePaySession',
        src: 'applePaySession',
        input: ({ context }) => ({
          version: spec.sessionVersion,
          request: paymentRequest({
            merchantName: context.merchantName,
            countryCode: context.countryCode,
            currencyCode: context.cart!.total.currencyCode ?? context.currencyCode,
            totalCentAmount: context.cart!.total.centAmount,
          }),
        }),
        // The sheet could not be opened (no Apple Pay, or not from a tap).
        onError: { target: 'failed', actions: failWithReason(spec.messages.couldNotInitialise) },
      },
      on: { 'applePay.cancel': { target: 'idle', actions: 'endFlow' } },
      initial: 'opening',
      states: {
        opening: {
          on: { 'applePay.validateMerchant': { target: 'validatingMerchant', actions: assign({ validationURL: ({ event }) => event.validationURL }) } },
        },
        validatingMerchant: {
          invoke: {
            id: 'initialisePayment',
            src: 'initialisePayment',
            input: ({ context }) => ({ cartId: context.cart!.id, method: 'applepay' as const, validationURL: context.validationURL!, isExpress: true as const, psp: context.paymentMethod!.psp }),
            onDone: [
              {
                guard: { type: 'hasSessionData', params: ({ event }) => ({ sessionData: event.output.sessionData }) },
                target: 'shopping',
                actions: { type: 'tellSession', params: ({ event }) => ({ command: { type: 'completeMerchantValidation', merchantSession: event.output.sessionData } }) },
              },
              { target: 'aborting', actions: fail(spec.messages.couldNotInitialise, spec.messages.noSessionData) },
            ],
            onError: { target: 'aborting', actions: failWithReason(spec.messages.couldNotInitialise) },
          },
        },
        /** The sheet is open and waiting for the shopper. */
        shopping: {
          on: {
            'applePay.selectShippingContact': [
              {
                guard: { type: 'isShippedCountry', params: ({ event }) => ({ countryCode: event.contact.countryCode }) },
                target: 'loadingShippingMethods',
                actions: assign({ postalCode: ({ event }) => (event.contact.postalCode ?? '').trim(), shippingCountry: ({ event }) => countryOf(event.contact.countryCode) }),
              },
              { actions: rejectContact(contactError('shipping', 'countryCode', spec.messages.doNotShip)) },
            ],
            'applePay.selectShippingMethod': { target: 'addingShippingMethod', actions: assign({ shippingMethodId: ({ event }) => event.method.identifier }) },
            'applePay.authorisePayment': {
              target: 'checkingContacts',
              actions: assign(({ context, event }) => {
                const check = checkWalletPayment(event.payment, context.addressReading);
                const token = encodePaymentData(event.payment.token.paymentData);
                return check.ok ? { checkout: check.details, contactError: undefined, token } : { checkout: undefined, contactError: check.error, token: undefined };
              }),
            },
          },
        },
        loadingShippingMethods: {
          invoke: {
            id: 'getShippingMethods',
            src: 'getShippingMethods',
            input: ({ context }) => ({ cartId: context.cart!.id, postalCode: context.postalCode, countryCode: context.shippingCountry }),
            onDone: [
              {
                guard: { type: 'hasShippingMethods', params: ({ event }) => ({ methods: event.output }) },
                target: 'applyingFirstMethod',
                actions: assign({ shippingMethods: ({ event }) => event.output, shippingMethodId: ({ event }) => event.output[0]!.id }),
              },
              // A shipped country, but nothing delivers to this postal code.
              { target: 'shopping', actions: rejectContact({ code: 'addressUnserviceable', contactField: 'postalAddress', message: spec.messages.doNotShip }) },
            ],
            onError: { target: 'shopping', actions: couldNotSelectContact },
          },
        },
        /** The sheet shows the first method as chosen, so the cart must carry it (and its price) too. */
        applyingFirstMethod: {
          invoke: {
            id: 'addShippingMethod',
            src: 'addShippingMethod',
            input: ({ context }) => ({ cartId: context.cart!.id, methodId: context.shippingMethodId! }),
            onDone: {
              target: 'shopping',
              actions: [
                assign({ cart: ({ event }) => event.output }),
                tell((context) => ({
                  type: 'completeShippingContactSelection',
                  update: { newTotal: sheetTotal(context), newShippingMethods: context.shippingMethods.map(toWalletShippingMethod) },
                })),
              ],
            },
            onError: { target: 'shopping', actions: couldNotSelectContact },
          },
        },
        addingShippingMethod: {
          invoke: {
            id: 'addShippingMethod',
            src: 'addShippingMethod',
            input: ({ context }) => ({ cartId: context.cart!.id, methodId: context.shippingMethodId! }),
            onDone: {
              target: 'shopping',
              actions: [assign({ cart: ({ event }) => event.output }), tell((context) => ({ type: 'completeShippingMethodSelection', update: { newTotal: sheetTotal(context) } }))],
            },
            onError: { target: 'aborting', actions: fail(spec.messages.couldNotSelectShippingMethod, spec.messages.addShippingMethodFailed) },
          },
        },
        checkingContacts: {
          always: [
            {
              guard: 'hasContactError',
              target: 'shopping',
              // The sheet stays open with the error on the field, and the shopper can pay again.
              actions: [tell((context) => ({ type: 'completePayment', result: { status: 'failure', errors: [context.contactError!] } })), assign({ contactError: undefined })],
            },
            { target: 'paying' },
          ],
        },
        paying: {
          initial: 'savingEmail',
          states: {
            savingEmail: {
              invoke: {
                id: 'addEmailAddress',
                src: 'addEmailAddress',
                input: ({ context }) => ({ cartId: context.cart!.id, emailAddress: context.checkout!.email }),
                onDone: { target: 'savingShippingAddress' },
                onError: { target: declining, actions: fail(spec.messages.couldNotFinalise, spec.messages.emailFailed) },
              },
            },
            savingShippingAddress: {
              invoke: {
                id: 'addShippingAddress',
                src: 'addShippingAddress',
                input: ({ context }) => ({ cartId: context.cart!.id, shippingAddress: context.checkout!.shippingAddress }),
                onDone: { target: 'savingBillingAddress' },
                onError: { target: declining, actions: fail(spec.messages.couldNotFinalise, spec.messages.shippingAddressFailed) },
              },
            },
            savingBillingAddress: {
              invoke: {
                id: 'addBillingAddress',
                src: 'addBillingAddress',
                input: ({ context }) => ({ cartId: context.cart!.id, billingAddress: context.checkout!.billingAddress }),
                onDone: { target: 'submitting' },
                onError: { target: declining, actions: fail(spec.messages.couldNotFinalise, spec.messages.billingAddressFailed) },
              },
            },
            submitting: {
              // Once submitted the payment may be taken: its outcome is awaited even if the sheet goes away.
              on: { 'applePay.cancel': {} },
              invoke: {
                id: 'submitApplePay',
                src: 'submitApplePay',
                input: ({ context }) => ({ cartId: context.cart!.id, token: context.token!, adyenConfigKey: context.paymentMethod!.adyenConfigKey, quickBuy: context.source === 'product' }),
                onDone: [
                  {
                    guard: { type: 'isPaid', params: ({ event }) => ({ result: event.output }) },
                    target: '#expressWallet.session.completing',
                    actions: assign({ redirectUrl: ({ event }) => event.output.redirect }),
                  },
                  {
                    guard: { type: 'isTotalUpdated', params: ({ event }) => ({ text: event.output.error ?? '' }) },
                    target: declining,
                    actions: ['revalidatePageData', { type: 'recordError', params: ({ event }) => ({ message: spec.messages.couldNotFinalise, detail: event.output.error! }) }],
                  },
                  {
                    target: declining,
                    actions: { type: 'recordError', params: ({ event }) => ({ message: spec.messages.couldNotFinalise, detail: event.output.error ?? spec.messages.couldNotFinalise }) },
                  },
                ],
                onError: [
                  {
                    guard: { type: 'isTotalUpdated', params: ({ event }) => ({ text: errorText(event.error, '') }) },
                    target: declining,
                    actions: ['revalidatePageData', failWithReason(spec.messages.couldNotFinalise)],
                  },
                  { target: declining, actions: failWithReason(spec.messages.couldNotFinalise) },
                ],
              },
            },
          },
        },
        // The closing commands are sent from inside the session, while the sheet's actor still runs.
        aborting: {
          entry: { type: 'tellSession', params: { command: { type: 'abort' } } },
          always: { target: '#expressWallet.failed' },
        },
        declining: {
          entry: { type: 'tellSession', params: { command: { type: 'completePayment', result: { status: 'failure' } } } },
          always: { target: '#expressWallet.failed' },
        },
        completing: {
          entry: { type: 'tellSession', params: { command: { type: 'completePayment', result: { status: 'success' } } } },
          always: { target: '#expressWallet.succeeded' },
        },
      },
    },
    failed: {
      on: {
        'wallet.start': { target: 'starting', actions: { type: 'beginFlow', params: ({ event }) => ({ item: event.item }) } },
        'wallet.startWithCart': { target: 'starting.loadingCart', actions: { type: 'beginBasketFlow', params: ({ event }) => ({ cartId: event.cartId }) } },
      },
    },
    succeeded: {
      type: 'final',
      entry: { type: 'redirect', params: ({ context }) => ({ url: context.redirectUrl }) },
    },
  },
});

type ExpressWalletSnapshot = SnapshotFrom<typeof expressWalletMachine>;

/** What the product page shows. */
export const expressWalletSelectors = {
  /** The button is busy (and `can({ type: 'wallet.start', … })` is false) from the tap until the flow ends. */
  isBusy: (snapshot: ExpressWalletSnapshot) => snapshot.matches('starting') || snapshot.matches('session'),
  isSheetOpen: (snapshot: ExpressWalletSnapshot) => snapshot.matches('session'),
  /** The failure to show under the button, with the detail for the log; undefined otherwise. */
  failure: (snapshot: ExpressWalletSnapshot) => snapshot.context.error,
  hasPaid: (snapshot: ExpressWalletSnapshot) => snapshot.matches('succeeded'),
};
