/**
 * The payment provider as checkout sees it, in the app's own types (amounts in minor units).
 * The Adyen adapter (site/lib/adyen) implements it over `@adyen/api-library`, against Adyen or
 * the embedded Adyen-compatible service; nothing else knows Adyen's shapes.
 */
export interface MinorAmount {
  /** ISO 4217, e.g. GBP. */
  currency: string;
  /** Minor units (pence). */
  value: number;
}

export type PaymentOutcome =
  | { status: 'authorised'; pspReference: string }
  /** The shopper's payment was declined: nothing was taken. */
  | { status: 'refused'; pspReference?: string; reason: string };

export type RefundOutcome = { status: 'received'; pspReference: string };

export interface PaymentGateway {
  /**
   * Apple Pay merchant validation: the opaque merchant session the sheet's
   * completeMerchantValidation takes.
   */
  applePaySession(request: { validationURL: string; domainName: string; displayName: string }): Promise<unknown>;
  /**
   * Authorises an Apple Pay payment (token: base64 of the payment data). The same idempotencyKey
   * always answers the same outcome and never charges twice, so a retry after a timeout or a
   * restart is safe. Throws when the provider could not be reached or failed (the outcome is then
   * unknown and the caller retries with the same key).
   */
  authoriseApplePay(request: { reference: string; amount: MinorAmount; applePayToken: string; shopperEmail?: string; idempotencyKey: string }): Promise<PaymentOutcome>;
  /** Gives back an authorised payment (e.g. the stock went meanwhile). Idempotent by key. */
  refund(request: { pspReference: string; reference: string; amount: MinorAmount; idempotencyKey: string }): Promise<RefundOutcome>;
}
