import { createHash, randomBytes } from 'node:crypto';

/**
 * An Apple Pay merchant session, as Apple's merchant validation returns it and Adyen's
 * /applePay/sessions hands it back (base64 of its JSON in `data`): the opaque object the sheet's
 * completeMerchantValidation takes. The embedded provider signs it for its test wallet only; a
 * real Safari sheet would not accept it.
 */
export interface MerchantSession {
  epochTimestamp: number;
  expiresAt: number;
  merchantSessionIdentifier: string;
  nonce: string;
  /** Apple sends the SHA-256 of the merchant identifier, not the identifier itself. */
  merchantIdentifier: string;
  domainName: string;
  displayName: string;
  signature: string;
  operationalAnalyticsIdentifier: string;
  retries: number;
}

/** Apple's merchant sessions are valid for five minutes. */
const SESSION_LIFETIME_MS = 5 * 60 * 1000;

export function merchantSession(request: { merchantIdentifier: string; domainName: string; displayName: string }, now = Date.now()): MerchantSession {
  const merchantHash = createHash('sha256').update(request.merchantIdentifier).digest('hex').toUpperCase();
  return {
    epochTimestamp: now,
    expiresAt: now + SESSION_LIFETIME_MS,
    merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
    nonce: randomBytes(4).toString('hex'),
    merchantIdentifier: merchantHash,
    domainName: request.domainName,
    displayName: request.displayName,
    signature: Buffer.from(`embedded-test-wallet:${merchantHash}:${now}`).toString('base64'),
    operationalAnalyticsIdentifier: `${request.displayName}:${merchantHash}`,
    retries: 0,
  };
}
