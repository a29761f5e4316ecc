import type { Config } from '@adyen/api-library';
import type ClientInterface from '@adyen/api-library/lib/src/httpClient/clientInterface';
import type { IRequest } from '@adyen/api-library/lib/src/typings/requestOptions';
import { describe, expect, it } from 'vitest';
import { paymentsConfig, PaymentsConfigError } from './config';
import { adyenClient, adyenGateway } from './gateway';

const ADYEN = { ADYEN_API_KEY: 'AQE-real-key', ADYEN_MERCHANT_ACCOUNT: 'HartleyECOM', ADYEN_ENVIRONMENT: 'TEST' };

/** Stands in for the network: records where the library would send each request and answers as Adyen would. */
class RecordingClient implements ClientInterface {
  readonly calls: Array<{ endpoint: string; apiKey: string | undefined; body: unknown; options: IRequest.Options }> = [];
  async request(endpoint: string, json: string | Buffer, config: Config, _isApiKeyRequired: boolean, options: IRequest.Options = {}): Promise<string> {
    this.calls.push({ endpoint, apiKey: config.apiKey, body: JSON.parse(String(json)) as unknown, options });
    return JSON.stringify({ pspReference: 'LIVE000000000001', resultCode: 'Authorised', merchantReference: 'order-1' });
  }
}

describe('which payment provider the environment names', () => {
  it('is the embedded provider when no Adyen key is set', () => {
    expect(paymentsConfig({})).toEqual({ mode: 'embedded', returnUrl: expect.stringMatching(/^https:\/\/[^/]+\/basket$/) });
    expect(paymentsConfig({ ADYEN_API_KEY: '  ', ADYEN_MERCHANT_ACCOUNT: 'HartleyECOM' })).toMatchObject({ mode: 'embedded' });
  });

  it('is Adyen when the key, merchant account and environment are set', () => {
    expect(paymentsConfig({ ...ADYEN, ADYEN_RETURN_URL: 'https://www.hartleyandvale.co.uk/basket' })).toEqual({
      mode: 'adyen',
      apiKey: 'AQE-real-key',
      merchantAccount: 'HartleyECOM',
      environment: 'TEST',
      liveUrlPrefix: undefined,
      applePayMerchantIdentifier: undefined,
      returnUrl: 'https://www.hartleyandvale.co.uk/basket',
    });
  });

  it('refuses a half-done Adyen configuration, naming the variable to fix', () => {
    expect(() => paymentsConfig({ ADYEN_API_KEY: 'AQE-real-key', ADYEN_ENVIRONMENT: 'TEST' })).toThrow(new PaymentsConfigError('ADYEN_API_KEY is set but ADYEN_MERCHANT_ACCOUNT is not: name the merchant account payments are made to'));
    expect(() => paymentsConfig({ ...ADYEN, ADYEN_ENVIRONMENT: 'production' })).toThrow('ADYEN_ENVIRONMENT must be TEST or LIVE (it is "production")');
    expect(() => paymentsConfig({ ...ADYEN, ADYEN_ENVIRONMENT: undefined })).toThrow('ADYEN_ENVIRONMENT must be TEST or LIVE (it is not set)');
    expect(() => paymentsConfig({ ...ADYEN, ADYEN_ENVIRONMENT: 'LIVE' })).toThrow(/^ADYEN_ENVIRONMENT is LIVE but ADYEN_LIVE_URL_PREFIX is not set/);
  });

  it('sends TEST payments to Adyen’s test endpoint and LIVE ones to the account’s live prefix, with the key and idempotency key', async () => {
    for (const [env, endpoint] of [
      [ADYEN, 'https://checkout-test.adyen.com/v72/payments'],
      [{ ...ADYEN, ADYEN_ENVIRONMENT: 'LIVE', ADYEN_LIVE_URL_PREFIX: '1797a841fbb37ca7-HartleyVale' }, 'https://1797a841fbb37ca7-HartleyVale-checkout-live.adyenpayments.com/checkout/v72/payments'],
    ] as const) {
      const options = adyenClient(paymentsConfig(env));
      const network = new RecordingClient();
      options.client.httpClient = network;
      const outcome = await adyenGateway(options).authoriseApplePay({ reference: 'order-1', amount: { currency: 'GBP', value: 4599 }, applePayToken: 'dG9rZW4=', idempotencyKey: 'order-1-key' });
      expect(outcome).toEqual({ status: 'authorised', pspReference: 'LIVE000000000001' });
      expect(network.calls).toEqual([
        {
          endpoint,
          apiKey: 'AQE-real-key',
          body: { merchantAccount: 'HartleyECOM', reference: 'order-1', amount: { currency: 'GBP', value: 4599 }, paymentMethod: { type: 'applepay', applePayToken: 'dG9rZW4=' }, returnUrl: expect.stringMatching(/^https:\/\//) },
          options: expect.objectContaining({ idempotencyKey: 'order-1-key', method: 'POST' }),
        },
      ]);
    }
  });
});
