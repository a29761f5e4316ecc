import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The embedded payment provider's records (services/payments, an Adyen-compatible Checkout API):
 * what a real provider would hold on its side. The storefront's own orders never read these
 * tables; they learn outcomes through the provider's API, as they would from Adyen.
 */

/** Every /payments request the provider processed: authorised, refused, cancelled or errored alike. */
export const pspPayments = pgTable(
  'psp_payments',
  {
    /** The provider's 16-character reference, as Adyen's pspReference. */
    pspReference: text('psp_reference').primaryKey(),
    merchantAccount: text('merchant_account').notNull(),
    /** The merchant's reference (the storefront's order). */
    merchantReference: text('merchant_reference').notNull(),
    currency: text('currency').notNull(),
    /** Minor units. */
    value: bigint('value', { mode: 'number' }).notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** Adyen's brand variant, e.g. visa_applepay. */
    brand: text('brand').notNull(),
    cardSummary: text('card_summary').notNull(),
    holderName: text('holder_name').notNull(),
    /** The wallet's transaction id from the token's header. */
    walletTransactionId: text('wallet_transaction_id').notNull(),
    shopperEmail: text('shopper_email'),
    resultCode: text('result_code').notNull(),
    refusalReason: text('refusal_reason'),
    refusalReasonCode: text('refusal_reason_code'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('psp_payments_merchant_reference_idx').on(t.merchantAccount, t.merchantReference), check('psp_payments_value_positive', sql`${t.value} > 0`)],
);

/** Refunds of authorised payments (Adyen answers them 'received'). */
export const pspRefunds = pgTable(
  'psp_refunds',
  {
    pspReference: text('psp_reference').primaryKey(),
    paymentPspReference: text('payment_psp_reference')
      .notNull()
      .references(() => pspPayments.pspReference),
    merchantAccount: text('merchant_account').notNull(),
    merchantReference: text('merchant_reference'),
    currency: text('currency').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('psp_refunds_payment_idx').on(t.paymentPspReference), check('psp_refunds_value_positive', sql`${t.value} > 0`)],
);

/**
 * Answers given under an Idempotency-Key: the same key answers the same response again, and the
 * request it answered is remembered by its hash, so the key cannot be reused for another request.
 */
export const pspIdempotentResponses = pgTable('psp_idempotent_responses', {
  /** Keys are scoped to the provider's one company account, as Adyen scopes them. */
  idempotencyKey: text('idempotency_key').primaryKey(),
  /** SHA-256 of the operation and the request body. */
  requestHash: text('request_hash').notNull(),
  responseStatus: smallint('response_status').notNull(),
  responseBody: text('response_body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
