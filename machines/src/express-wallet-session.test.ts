import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, sendTo, setup } from 'xstate';
import { paymentRequest } from './express-wallet-payment';
import { applePaySession, applePaySessionOver, type ApplePaySessionCommand, type ApplePaySessionEvent } from './express-wallet-session';

/** Stands in for Safari's ApplePaySession: records every call the adapter makes. */
class FakeSession {
  static STATUS_SUCCESS = 0;
  static STATUS_FAILURE = 1;
  static last: FakeSession;
  calls: Array<[string, unknown?]> = [];
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
  onshippingcontactselected: ((event: { shippingContact: object }) => void) | null = null;
  onshippingmethodselected: ((event: { shippingMethod: { identifier: string; label: string } }) => void) | null = null;
  onpaymentauthorized: ((event: { payment: object }) => void) | null = null;
  oncancel: (() => void) | null = null;
  constructor(
    readonly version: number,
    readonly request: unknown,
  ) {
    FakeSession.last = this;
  }
  begin = () => this.calls.push(['begin']);
  abort = () => this.calls.push(['abort']);
  completeMerchantValidation = (session: unknown) => this.calls.push(['completeMerchantValidation', session]);
  completeShippingContactSelection = (update: unknown) => this.calls.push(['completeShippingContactSelection', update]);
  completeShippingMethodSelection = (update: unknown) => this.calls.push(['completeShippingMethodSelection', update]);
  completePayment = (result: unknown) => this.calls.push(['completePayment', result]);
}

class FakeApplePayError {
  constructor(
    readonly code: string,
    readonly contactField?: string,
    readonly message?: string,
  ) {}
}

type HarnessEvent = ApplePaySessionEvent | { type: 'command'; command: ApplePaySessionCommand } | { type: 'leave' };

/** A parent that opens the sheet, forwards commands and records what the sheet reports. */
const harness = setup({
  types: {} as { context: { reported: ApplePaySessionEvent[] }; events: HarnessEvent },
  actors: { applePaySession },
}).createMachine({
  context: { reported: [] },
  initial: 'open',
  states: {
    open: {
      invoke: { id: 'applePaySession', src: 'applePaySession', input: { version: 3, request: paymentRequest({ merchantName: 'Coast', countryCode: 'GB', currencyCode: 'GBP', totalCentAmount: 4500 }) }, onError: 'unavailable' },
      on: {
        command: { actions: sendTo('applePaySession', ({ event }) => (event as { command: ApplePaySessionCommand }).command) },
        leave: 'left',
        '*': { actions: assign({ reported: ({ context, event }) => [...context.reported, event as ApplePaySessionEvent] }) },
      },
    },
    left: {},
    unavailable: {},
  },
});

function open() {
  const actor = createActor(harness).start();
  const command = (command: ApplePaySessionCommand) => actor.send({ type: 'command', command });
  return { actor, command, session: FakeSession.last };
}

describe('Apple Pay session adapter', () => {
  beforeEach(() => {
    vi.stubGlobal('ApplePaySession', FakeSession);
    vi.stubGlobal('ApplePayError', FakeApplePayError);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('begins a version 3 session with the payment request and reports the sheet’s callbacks as events', () => {
    const { actor, session } = open();
    expect(session.version).toBe(3);
    expect(session.request).toMatchObject({ total: { amount: '45.00' } });
    expect(session.calls).toEqual([['begin']]);
    session.onvalidatemerchant!({ validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' });
    session.onshippingcontactselected!({ shippingContact: { countryCode: 'GB', postalCode: 'SW1Y 4' } });
    session.onshippingmethodselected!({ shippingMethod: { identifier: 'std', label: 'Standard' } });
    session.onpaymentauthorized!({ payment: { token: { paymentData: {} } } });
    expect(actor.getSnapshot().context.reported).toEqual([
      { type: 'applePay.validateMerchant', validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' },
      { type: 'applePay.selectShippingContact', contact: { countryCode: 'GB', postalCode: 'SW1Y 4' } },
      { type: 'applePay.selectShippingMethod', method: { identifier: 'std' } },
      { type: 'applePay.authorisePayment', payment: { token: { paymentData: {} } } },
    ]);
  });

  it('carries out the machine’s commands, turning errors into ApplePayError and statuses into Apple’s codes', () => {
    const { command, session } = open();
    const newTotal = { label: 'Coast', amount: '48.99', type: 'final' as const };
    command({ type: 'completeMerchantValidation', merchantSession: { merchantSessionIdentifier: 'm-1' } });
    command({ type: 'completeShippingContactSelection', update: { newTotal, errors: [{ code: 'shippingContactInvalid', contactField: 'countryCode', message: 'No' }] } });
    command({ type: 'completeShippingContactSelection', update: { newTotal } });
    command({ type: 'completeShippingMethodSelection', update: { newTotal } });
    command({ type: 'completePayment', result: { status: 'failure', errors: [{ code: 'billingContactInvalid', contactField: 'postalCode', message: 'Postcode' }] } });
    command({ type: 'completePayment', result: { status: 'success' } });
    expect(session.calls.slice(1)).toEqual([
      ['completeMerchantValidation', { merchantSessionIdentifier: 'm-1' }],
      ['completeShippingContactSelection', { newTotal, errors: [new FakeApplePayError('shippingContactInvalid', 'countryCode', 'No')] }],
      ['completeShippingContactSelection', { newTotal, errors: undefined }],
      ['completeShippingMethodSelection', { newTotal }],
      ['completePayment', { status: 1, errors: [new FakeApplePayError('billingContactInvalid', 'postalCode', 'Postcode')] }],
      ['completePayment', { status: 0, errors: undefined }],
    ]);
  });

  it('does not touch a sheet that was completed, aborted or cancelled, and aborts one left open', () => {
    const completed = open();
    completed.command({ type: 'completePayment', result: { status: 'failure' } });
    completed.command({ type: 'abort' });
    completed.actor.send({ type: 'leave' });
    expect(completed.session.calls.map(([name]) => name)).toEqual(['begin', 'completePayment']);

    const aborted = open();
    aborted.command({ type: 'abort' });
    aborted.actor.send({ type: 'leave' });
    expect(aborted.session.calls.map(([name]) => name)).toEqual(['begin', 'abort']);

    const cancelled = open();
    cancelled.session.oncancel!();
    cancelled.command({ type: 'completeMerchantValidation', merchantSession: {} });
    cancelled.actor.send({ type: 'leave' });
    expect(cancelled.actor.getSnapshot().context.reported).toEqual([{ type: 'applePay.cancel' }]);
    expect(cancelled.session.calls.map(([name]) => name)).toEqual(['begin']);

    const left = open();
    left.actor.send({ type: 'leave' });
    expect(left.session.calls.map(([name]) => name)).toEqual(['begin', 'abort']);
  });

  it('fails when the browser has no Apple Pay', () => {
    vi.stubGlobal('ApplePaySession', undefined);
    expect(createActor(harness).start().getSnapshot().value).toBe('unavailable');
  });

  it('runs the same flow over a stand-in Apple Pay JS (the embedded test wallet), leaving the globals alone', () => {
    class StandInSession extends FakeSession {}
    vi.stubGlobal('ApplePaySession', undefined);
    const overStandIn = harness.provide({ actors: { applePaySession: applePaySessionOver(() => ({ ApplePaySession: StandInSession as never, ApplePayError: FakeApplePayError })) } });
    const actor = createActor(overStandIn).start();
    const session = FakeSession.last;
    expect(session).toBeInstanceOf(StandInSession);
    expect(session.calls).toEqual([['begin']]);
    session.onvalidatemerchant!({ validationURL: 'https://embedded.test/validate' });
    actor.send({ type: 'command', command: { type: 'completePayment', result: { status: 'failure', errors: [{ code: 'shippingContactInvalid', contactField: 'postalCode', message: 'Postcode' }] } } });
    expect(actor.getSnapshot().context.reported).toEqual([{ type: 'applePay.validateMerchant', validationURL: 'https://embedded.test/validate' }]);
    expect(session.calls.at(-1)).toEqual(['completePayment', { status: 1, errors: [new FakeApplePayError('shippingContactInvalid', 'postalCode', 'Postcode')] }]);
    const without = createActor(harness.provide({ actors: { applePaySession: applePaySessionOver(() => ({})) } })).start();
    expect(without.getSnapshot().value).toBe('unavailable');
  });
});
