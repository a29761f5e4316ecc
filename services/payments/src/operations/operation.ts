import type { Database } from '@storefront/db/client';
import { adyenError, type PaymentHttpResponse } from '../protocol/http';
import { requiredString, type JsonObject } from '../protocol/fields';

/** The Apple Pay merchant the embedded provider validates sessions for and advertises. */
export interface ApplePayMerchant {
  merchantIdentifier: string;
  merchantName: string;
}

export interface OperationContext {
  /** The merchant accounts the caller's API key may use. */
  merchantAccounts: readonly string[];
  applePay: ApplePayMerchant;
}

/**
 * One endpoint of the Checkout API: `read` checks the body (refusing with Adyen's errors, before
 * anything is written), `run` does the work inside the request's transaction and answers.
 */
export interface Operation<Request> {
  /** `pathReference` is the pspReference a modification's path names (/payments/{pspReference}/refunds). */
  read(body: JsonObject, context: OperationContext, pathReference?: string): Request;
  run(tx: Database, request: Request): Promise<PaymentHttpResponse>;
}

/** The request's merchantAccount, one the API key may use (Adyen: 403, 901 Invalid Merchant Account). */
export function readMerchantAccount(body: JsonObject, context: OperationContext): string {
  const merchantAccount = requiredString(body, 'merchantAccount', { max: 80 });
  if (!context.merchantAccounts.includes(merchantAccount)) throw adyenError(403, '901', 'Invalid Merchant Account', 'security');
  return merchantAccount;
}
