import { pspPayments } from '@storefront/db/schema/payments';
import { decodeTestToken, MAX_TOKEN_CHARS, type DecodedTestToken } from '../apple-pay/test-token';
import { testOutcomeFor } from '../apple-pay/test-outcomes';
import { newPspReference } from '../psp-reference';
import { optionalString, readAmount, requiredObject, requiredString, type Amount } from '../protocol/fields';
import { json, validationError } from '../protocol/http';
import { readMerchantAccount, type Operation } from './operation';

interface ApplePayPayment {
  merchantAccount: string;
  reference: string;
  amount: Amount;
  card: DecodedTestToken;
  shopperEmail: string | undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * POST /payments with an Apple Pay token (`paymentMethod: { type: 'applepay', applePayToken }`).
 * The outcome follows Adyen's test convention for the card holder's name; every processed
 * payment is recorded, refused ones too, with its own pspReference.
 */
export const payments: Operation<ApplePayPayment> = {
  read(body, context) {
    const merchantAccount = readMerchantAccount(body, context);
    const amount = readAmount(requiredObject(body, 'amount'));
    const reference = requiredString(body, 'reference', { max: 80 });
    const shopperEmail = optionalString(body, 'shopperEmail', { max: 300, pattern: EMAIL, expected: 'an email address' });
    const paymentMethod = requiredObject(body, 'paymentMethod');
    const type = requiredString(paymentMethod, 'type', { path: 'paymentMethod.type', max: 50 });
    // The embedded provider's merchant accounts take Apple Pay only.
    if (type !== 'applepay') throw validationError('905', 'Payment details are not supported');
    const token = requiredString(paymentMethod, 'applePayToken', { path: 'paymentMethod.applePayToken', max: MAX_TOKEN_CHARS });
    const card = decodeTestToken(token);
    if (!card) throw validationError('5_002', 'Invalid Apple Pay token');
    return { merchantAccount, reference, amount, card, shopperEmail };
  },

  async run(tx, payment) {
    const outcome = testOutcomeFor(payment.card.holderName);
    const pspReference = newPspReference();
    await tx.insert(pspPayments).values({
      pspReference,
      merchantAccount: payment.merchantAccount,
      merchantReference: payment.reference,
      currency: payment.amount.currency,
      value: payment.amount.value,
      paymentMethod: 'applepay',
      brand: payment.card.brand,
      cardSummary: payment.card.last4,
      holderName: payment.card.holderName,
      walletTransactionId: payment.card.transactionId,
      shopperEmail: payment.shopperEmail ?? null,
      resultCode: outcome.resultCode,
      refusalReason: outcome.refusalReason ?? null,
      refusalReasonCode: outcome.refusalReasonCode ?? null,
    });
    const additionalData: Record<string, string> = { cardSummary: payment.card.last4, paymentMethod: payment.card.brand };
    if (outcome.refusalReasonRaw) additionalData.refusalReasonRaw = outcome.refusalReasonRaw;
    return json(
      200,
      {
        additionalData,
        amount: payment.amount,
        merchantReference: payment.reference,
        paymentMethod: { brand: payment.card.brand, type: 'applepay' },
        pspReference,
        ...(outcome.refusalReason ? { refusalReason: outcome.refusalReason, refusalReasonCode: outcome.refusalReasonCode } : {}),
        resultCode: outcome.resultCode,
      },
      { pspreference: pspReference },
    );
  },
};
