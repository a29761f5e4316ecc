/**
 * Adyen's documented test convention ("Testing result codes and refusal reasons"): in the test
 * environment the card holder name picks the payment's outcome. `DECLINED` is refused with
 * refusalReason 'Refused' (code 2), `NOT_ENOUGH_BALANCE` with 'Not enough balance' (12), and so
 * on; any other name is authorised. A name may also carry the scheme's raw answer after a colon
 * ("DECLINED : 05 : Do not honor"), which Adyen reports as refusalReasonRaw.
 */

export type TestResultCode = 'Authorised' | 'Refused' | 'Cancelled' | 'Error' | 'Received';

export interface TestOutcome {
  resultCode: TestResultCode;
  /** Absent when authorised (or received). */
  refusalReason?: string;
  /** Adyen's refusalReasonCode (its RequestedTestAcquirerResponseCode). */
  refusalReasonCode?: string;
  refusalReasonRaw?: string;
}

type Row = readonly [code: number, holderName: string, refusalReason: string | undefined, resultCode: TestResultCode];

const TABLE: readonly Row[] = [
  [0, 'UNKNOWN', 'Unknown', 'Error'],
  [1, 'APPROVED', undefined, 'Authorised'],
  [2, 'DECLINED', 'Refused', 'Refused'],
  [3, 'REFERRAL', 'Referral', 'Refused'],
  [4, 'ERROR', 'Acquirer Error', 'Error'],
  [5, 'BLOCK_CARD', 'Blocked Card', 'Refused'],
  [6, 'CARD_EXPIRED', 'Expired Card', 'Refused'],
  [7, 'INVALID_AMOUNT', 'Invalid Amount', 'Refused'],
  [8, 'INVALID_CARD_NUMBER', 'Invalid Card Number', 'Refused'],
  [9, 'ISSUER_UNAVAILABLE', 'Issuer Unavailable', 'Refused'],
  [10, 'NOT_SUPPORTED', 'Not supported', 'Refused'],
  [11, 'NOT_3D_AUTHENTICATED', '3D Not Authenticated', 'Refused'],
  [12, 'NOT_ENOUGH_BALANCE', 'Not enough balance', 'Refused'],
  [13, 'PENDING', undefined, 'Received'],
  [14, 'ACQUIRER_FRAUD', 'Acquirer Fraud', 'Refused'],
  [15, 'CANCELLED', 'Cancelled', 'Refused'],
  [16, 'SHOPPER_CANCELLED', 'Shopper Cancelled', 'Refused'],
  [17, 'INVALID_PIN', 'Invalid Pin', 'Refused'],
  [18, 'PIN_TRIES_EXCEEDED', 'Pin tries exceeded', 'Refused'],
  [19, 'PIN_VALIDATION_NOT_POSSIBLE', 'Pin validation not possible', 'Refused'],
  [20, 'FRAUD', 'FRAUD', 'Refused'],
  [21, 'NOT_SUBMITTED', 'Not Submitted', 'Refused'],
  [22, 'FRAUD_CANCELLED', 'FRAUD-CANCELLED', 'Cancelled'],
  [23, 'TRANSACTION_NOT_PERMITTED', 'Transaction Not Permitted', 'Refused'],
  [24, 'CVC_DECLINED', 'CVC Declined', 'Refused'],
  [25, 'RESTRICTED_CARD', 'Restricted Card', 'Refused'],
  [26, 'REVOCATION_OF_AUTH', 'Revocation Of Auth', 'Refused'],
  [27, 'DECLINED_NON_GENERIC', 'Declined Non Generic', 'Refused'],
  [28, 'WITHDRAWAL_AMOUNT_EXCEEDED', 'Withdrawal amount exceeded', 'Refused'],
  [29, 'WITHDRAWAL_COUNT_EXCEEDED', 'Withdrawal count exceeded', 'Refused'],
  [31, 'ISSUER_SUSPECTED_FRAUD', 'Issuer Suspected Fraud', 'Refused'],
  [32, 'AVS_DECLINED', 'AVS Declined', 'Refused'],
  [33, 'PIN_REQUIRED', 'Card requires online pin', 'Refused'],
  [34, 'NO_CHECKING_ACCOUNT_AVAILABLE_ON_CARD', 'No checking account available on Card', 'Refused'],
  [35, 'NO_SAVINGS_ACCOUNT_AVAILABLE_ON_CARD', 'No savings account available on Card', 'Refused'],
];

const BY_HOLDER_NAME = new Map(TABLE.map((row) => [row[1], row]));

/** The outcome Adyen's test environment gives a payment by this card holder. */
export function testOutcomeFor(holderName: string): TestOutcome {
  const [name = '', ...raw] = holderName.split(':').map((part) => part.trim());
  const row = BY_HOLDER_NAME.get(name);
  if (!row || row[2] === undefined) return { resultCode: row?.[3] ?? 'Authorised' };
  const [code, , refusalReason, resultCode] = row;
  const refusalReasonRaw = raw.filter(Boolean).join(' : ');
  return { resultCode, refusalReason, refusalReasonCode: String(code), ...(refusalReasonRaw ? { refusalReasonRaw } : {}) };
}
