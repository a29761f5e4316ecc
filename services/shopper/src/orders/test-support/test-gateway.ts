import type { MinorAmount, PaymentGateway, PaymentOutcome, RefundOutcome } from '../../checkout/payment-gateway';

/**
 * A payment provider for the order tests, keeping its own record of every payment as Adyen does:
 * the same idempotency key answers the first outcome (even while that request is still running)
 * and never records a second payment; the same key with another request is an error. Test tokens
 * follow the embedded wallet's format, and the holder name DECLINED is refused (Adyen's test
 * convention). `loseAnswers` makes the provider record a payment and the answer never arrive, as
 * when the server crashes or times out between authorising and settling.
 */
export interface RecordedPayment {
  idempotencyKey: string;
  reference: string;
  amount: MinorAmount;
  token: string;
  outcome: PaymentOutcome;
}

export interface TestGateway extends PaymentGateway {
  /** Every payment the provider recorded, by idempotency key. */
  readonly payments: ReadonlyMap<string, RecordedPayment>;
  /** Authorisation requests received (retries with a known key included). */
  readonly requests: number;
  /** The next `count` authorisations are recorded, but their answers are lost (the call throws). */
  loseAnswers(count: number): void;
  /** While set, the provider cannot be reached at all: nothing is recorded and calls throw. */
  unreachable: boolean;
}

/** A token as the embedded wallet sheet makes it: base64(JSON(paymentData)), its data base64(JSON card). */
export function testWalletToken(card: { holderName?: string; last4?: string; network?: string; transactionId?: string } = {}): string {
  const data = Buffer.from(JSON.stringify({ network: card.network ?? 'visa', last4: card.last4 ?? '1111', holderName: card.holderName ?? 'J SMITH' })).toString('base64');
  const paymentData = { version: 'EC_v1', data, signature: 'embedded-test-wallet', header: { transactionId: card.transactionId ?? Math.random().toString(16).slice(2) } };
  return Buffer.from(JSON.stringify(paymentData)).toString('base64');
}

function holderOf(token: string): string {
  const paymentData = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { data: string };
  return (JSON.parse(Buffer.from(paymentData.data, 'base64').toString('utf8')) as { holderName?: string }).holderName ?? '';
}

let references = 0;
const pspReference = () => `TEST${String((references += 1)).padStart(12, '0')}`;

export function testGateway(): TestGateway {
  const payments = new Map<string, RecordedPayment>();
  const running = new Map<string, Promise<PaymentOutcome>>();
  let lost = 0;
  let requests = 0;

  const record = async (request: Parameters<PaymentGateway['authoriseApplePay']>[0]): Promise<PaymentOutcome> => {
    // The answer comes back later than the request left, as over a network.
    await new Promise((resolve) => setImmediate(resolve));
    const outcome: PaymentOutcome =
      holderOf(request.applePayToken) === 'DECLINED' ? { status: 'refused', pspReference: pspReference(), reason: 'DECLINED' } : { status: 'authorised', pspReference: pspReference() };
    payments.set(request.idempotencyKey, { idempotencyKey: request.idempotencyKey, reference: request.reference, amount: request.amount, token: request.applePayToken, outcome });
    return outcome;
  };

  const gateway: TestGateway = {
    payments,
    get requests() {
      return requests;
    },
    unreachable: false,
    loseAnswers(count) {
      lost = count;
    },
    applePaySession: () => Promise.resolve({ merchantSessionIdentifier: 'test-session' }),
    async authoriseApplePay(request) {
      requests += 1;
      if (gateway.unreachable) throw new Error('The payment provider could not be reached');
      const known = payments.get(request.idempotencyKey);
      if (known && (known.reference !== request.reference || known.amount.value !== request.amount.value || known.token !== request.applePayToken)) {
        throw new Error('Idempotency key reused with a different request');
      }
      let answer = running.get(request.idempotencyKey) ?? (known ? Promise.resolve(known.outcome) : undefined);
      if (!answer) {
        answer = record(request);
        running.set(request.idempotencyKey, answer);
      }
      const outcome = await answer;
      if (lost > 0) {
        lost -= 1;
        throw new Error('The answer was lost on its way back');
      }
      return outcome;
    },
    refund: (): Promise<RefundOutcome> => Promise.reject(new Error('No refunds in these tests')),
  };
  return gateway;
}
