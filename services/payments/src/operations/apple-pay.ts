import { merchantSession } from '../apple-pay/merchant-session';
import { optionalObject, optionalString, readAmount, requiredString } from '../protocol/fields';
import { json, validationError } from '../protocol/http';
import { readMerchantAccount, type ApplePayMerchant, type Operation } from './operation';

/** A host name as Apple's merchant validation takes it (no scheme, port or path). */
const DOMAIN_NAME = /^(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

interface SessionRequest {
  merchant: ApplePayMerchant;
  displayName: string;
  domainName: string;
}

/**
 * POST /applePay/sessions: merchant validation for the Apple Pay sheet. Adyen asks Apple for a
 * session with its own certificate for the merchant identifier; the embedded provider knows one
 * merchant identifier and makes the session itself. The answer is `{ data: base64(session) }`.
 */
export const applePaySessions: Operation<SessionRequest> = {
  read(body, context) {
    const displayName = requiredString(body, 'displayName', { max: 64 });
    const domainName = requiredString(body, 'domainName', { max: 253, pattern: DOMAIN_NAME, expected: 'a host name such as www.example.com' });
    const merchantIdentifier = requiredString(body, 'merchantIdentifier', { max: 128 });
    if (merchantIdentifier !== context.applePay.merchantIdentifier) {
      throw validationError('000', `Apple Pay merchant validation failed: merchantIdentifier ${merchantIdentifier} is not registered for this account`);
    }
    return { merchant: context.applePay, displayName, domainName };
  },
  async run(_tx, request) {
    const session = merchantSession({ merchantIdentifier: request.merchant.merchantIdentifier, domainName: request.domainName, displayName: request.displayName });
    return json(200, { data: Buffer.from(JSON.stringify(session), 'utf8').toString('base64') });
  },
};

interface MethodsRequest {
  merchant: ApplePayMerchant;
}

/**
 * POST /paymentMethods: what the merchant account offers for the amount and country asked about.
 * The embedded provider's accounts offer Apple Pay, with the configuration the sheet needs.
 */
export const paymentMethods: Operation<MethodsRequest> = {
  read(body, context) {
    readMerchantAccount(body, context);
    const amount = optionalObject(body, 'amount');
    if (amount) readAmount(amount);
    optionalString(body, 'countryCode', { max: 2, pattern: /^[A-Z]{2}$/, expected: 'an ISO 3166-1 alpha-2 country code' });
    optionalString(body, 'channel', { max: 10, pattern: /^(iOS|Android|Web)$/, expected: 'iOS, Android or Web' });
    return { merchant: context.applePay };
  },
  async run(_tx, request) {
    return json(200, {
      paymentMethods: [
        {
          brands: ['amex', 'mc', 'visa'],
          configuration: { merchantId: request.merchant.merchantIdentifier, merchantName: request.merchant.merchantName },
          name: 'Apple Pay',
          type: 'applepay',
        },
      ],
    });
  },
};
