import { eq, sum } from 'drizzle-orm';
import { pspPayments, pspRefunds } from '@storefront/db/schema/payments';
import { newPspReference, PSP_REFERENCE } from '../psp-reference';
import { optionalString, readAmount, requiredObject, type Amount } from '../protocol/fields';
import { json, validationError } from '../protocol/http';
import { readMerchantAccount, type Operation } from './operation';

interface Refund {
  paymentPspReference: string;
  merchantAccount: string;
  reference: string | undefined;
  amount: Amount;
}

const unknownPayment = () => validationError('167', 'Original pspReference required for this operation');

/**
 * POST /payments/{pspReference}/refunds: gives back part or all of an authorised payment. Adyen
 * answers 'received' and settles later; here the refund is recorded at once, and the refunds of
 * a payment never add up to more than it (checked with the payment's row locked, so two refunds
 * racing cannot both take the last of it).
 */
export const refunds: Operation<Refund> = {
  read(body, context, pathReference) {
    if (!pathReference || !PSP_REFERENCE.test(pathReference)) throw unknownPayment();
    const merchantAccount = readMerchantAccount(body, context);
    const amount = readAmount(requiredObject(body, 'amount'));
    const reference = optionalString(body, 'reference', { max: 80 });
    return { paymentPspReference: pathReference, merchantAccount, reference, amount };
  },

  async run(tx, refund) {
    const [payment] = await tx
      .select({ merchantAccount: pspPayments.merchantAccount, currency: pspPayments.currency, value: pspPayments.value, resultCode: pspPayments.resultCode })
      .from(pspPayments)
      .where(eq(pspPayments.pspReference, refund.paymentPspReference))
      .for('update');
    // Another merchant account's payment is as unknown to this one as a made-up reference.
    if (!payment || payment.merchantAccount !== refund.merchantAccount) throw unknownPayment();
    if (payment.resultCode !== 'Authorised') throw validationError('167', `Payment ${refund.paymentPspReference} was not authorised (${payment.resultCode}): there is nothing to refund`);
    if (payment.currency !== refund.amount.currency) throw validationError('138', `Unsupported currency specified: the payment was made in ${payment.currency}`);
    const [refunded] = await tx.select({ total: sum(pspRefunds.value) }).from(pspRefunds).where(eq(pspRefunds.paymentPspReference, refund.paymentPspReference));
    const alreadyRefunded = Number(refunded?.total ?? 0);
    if (alreadyRefunded + refund.amount.value > payment.value) {
      throw validationError('137', `Invalid amount specified: ${payment.value - alreadyRefunded} of the payment's ${payment.value} is left to refund`);
    }
    const pspReference = newPspReference();
    await tx.insert(pspRefunds).values({
      pspReference,
      paymentPspReference: refund.paymentPspReference,
      merchantAccount: refund.merchantAccount,
      merchantReference: refund.reference ?? null,
      currency: refund.amount.currency,
      value: refund.amount.value,
      status: 'received',
    });
    return json(
      200,
      {
        amount: refund.amount,
        merchantAccount: refund.merchantAccount,
        paymentPspReference: refund.paymentPspReference,
        pspReference,
        ...(refund.reference ? { reference: refund.reference } : {}),
        status: 'received',
      },
      { pspreference: pspReference },
    );
  },
};
