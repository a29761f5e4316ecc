import type { WalletPaymentRequest } from '@storefront/machines/express-wallet-payment';
import type { ApplePayApi, AppleSession, AppleSessionClass } from '@storefront/machines/express-wallet-session';

/**
 * Safari opens an Apple Pay sheet only from inside the tap's own handler, but the flow creates or
 * reads the cart before its sheet opens. So on Safari the tap opens the sheet at once (with the
 * total the page shows) and the machine's session actor adopts it when it gets there: what Safari
 * reported meanwhile (merchant validation, the first contact, a cancel) is held and handed over
 * then, in order. A flow that fails before adopting it closes it (`release`).
 */

type Handler = 'onvalidatemerchant' | 'onshippingcontactselected' | 'onshippingmethodselected' | 'onpaymentauthorized' | 'oncancel';
const HANDLERS: readonly Handler[] = ['onvalidatemerchant', 'onshippingcontactselected', 'onshippingmethodselected', 'onpaymentauthorized', 'oncancel'];

export interface GestureSession {
  /** Apple Pay JS whose ApplePaySession is this open sheet (the machine's `new` adopts it). */
  api: ApplePayApi;
  /** Closes the sheet unless the machine adopted it (the flow ended before its session began). */
  release(): void;
}

export function openInGesture(api: Required<ApplePayApi>, version: number, request: WalletPaymentRequest): GestureSession {
  const Session = api.ApplePaySession;
  const real = new Session(version, request);
  const held: Array<[Handler, unknown]> = [];
  let adopted = false;
  let closed = false;
  for (const name of HANDLERS) {
    (real as unknown as Record<Handler, (event?: unknown) => void>)[name] = (event?: unknown) => {
      if (name === 'oncancel') closed = true;
      held.push([name, event]);
    };
  }
  real.begin();

  // What the machine's session actor gets from `new ApplePaySession(…)`: the open sheet, begun.
  const adopt = (): AppleSession => {
    adopted = true;
    const wrapper = {
      begin() {
        // Begun in the tap already: from now on Safari's calls go to the machine's handlers, and
        // what it said meanwhile follows once the actor has started.
        const deliver = (name: Handler, event?: unknown) => (wrapper[name] as ((event?: unknown) => void) | null)?.(event);
        for (const name of HANDLERS) (real as unknown as Record<Handler, unknown>)[name] = (event?: unknown) => deliver(name, event);
        const meanwhile = held.splice(0);
        queueMicrotask(() => {
          for (const [name, event] of meanwhile) deliver(name, event);
        });
      },
      abort: () => real.abort(),
      completeMerchantValidation: (session: unknown) => real.completeMerchantValidation(session),
      completeShippingContactSelection: (update: unknown) => real.completeShippingContactSelection(update),
      completeShippingMethodSelection: (update: unknown) => real.completeShippingMethodSelection(update),
      completePayment: (result: unknown) => real.completePayment(result),
      onvalidatemerchant: null,
      onshippingcontactselected: null,
      onshippingmethodselected: null,
      onpaymentauthorized: null,
      oncancel: null,
    } as AppleSession & Record<Handler, unknown>;
    return wrapper;
  };

  const Adopting = function AdoptingSession() {
    if (adopted) throw new Error('This Apple Pay sheet belongs to a flow already');
    return adopt();
  } as unknown as AppleSessionClass;
  Object.assign(Adopting, { STATUS_SUCCESS: Session.STATUS_SUCCESS, STATUS_FAILURE: Session.STATUS_FAILURE });

  return {
    api: { ApplePaySession: Adopting, ApplePayError: api.ApplePayError },
    release() {
      if (adopted || closed) return;
      closed = true;
      try {
        real.abort();
      } catch {
        // Safari had closed it already.
      }
    },
  };
}
