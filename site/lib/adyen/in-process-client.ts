import { HttpClientException, type Config } from '@adyen/api-library';
import type ClientInterface from '@adyen/api-library/lib/src/httpClient/clientInterface';
import type { ApiError } from '@adyen/api-library/lib/src/typings/apiError';
import type { IRequest } from '@adyen/api-library/lib/src/typings/requestOptions';
import type { PaymentHttpResponse, PaymentRequest } from '@storefront/payments/protocol/http';

/**
 * The Adyen library's HTTP client, swapped for one that hands each request to the embedded
 * provider in this process (the library's Client takes any ClientInterface). The library builds
 * its endpoints for Adyen's hosts (https://checkout-test.adyen.com/v72/payments); their path is
 * kept under the provider's base path. Headers, idempotency keys and errors are those of the
 * library's own client (httpURLConnectionClient): a non-2xx answer rejects with an
 * HttpClientException carrying Adyen's error, as it would from Adyen.
 */
export class InProcessAdyenClient implements ClientInterface {
  constructor(
    private readonly send: (request: PaymentRequest) => Promise<PaymentHttpResponse>,
    private readonly basePath: string,
  ) {}

  async request(endpoint: string, json: string | Buffer, config: Config, isApiKeyRequired: boolean, requestOptions: IRequest.Options = {}): Promise<string> {
    if (isApiKeyRequired && !config.apiKey) throw new HttpClientException({ message: 'Invalid X-API-Key was used', statusCode: 401 });
    const url = new URL(endpoint);
    // A live endpoint's path starts with /checkout (…-checkout-live.adyenpayments.com/checkout/v72/…).
    const path = url.pathname.replace(/^\/checkout(?=\/)/, '');
    const query = requestOptions.params ? `?${new URLSearchParams(requestOptions.params as ConstructorParameters<typeof URLSearchParams>[0]).toString()}` : '';
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
    for (const [name, value] of Object.entries(requestOptions.headers ?? {})) if (typeof value === 'string') headers[name] = value;
    if (config.apiKey) headers['X-API-Key'] = config.apiKey;
    if (requestOptions.idempotencyKey) headers['Idempotency-Key'] = requestOptions.idempotencyKey;
    const answer = await this.send({
      method: requestOptions.method ?? 'POST',
      url: `${this.basePath}${path}${query}`,
      headers,
      body: typeof json === 'string' ? json : new Uint8Array(json),
    });
    if (answer.status >= 200 && answer.status < 300) return answer.body;
    throw errorFrom(answer);
  }
}

/** The exception the library's own client raises for the same answer. */
function errorFrom(answer: PaymentHttpResponse): HttpClientException {
  try {
    const error = JSON.parse(answer.body) as ApiError;
    if (typeof error.status === 'number') {
      return new HttpClientException({
        message: `HTTP Exception: ${error.status}. ${error.message ?? ''}`,
        statusCode: error.status,
        errorCode: error.errorCode,
        responseHeaders: answer.headers,
        responseBody: answer.body,
        apiError: error,
      });
    }
  } catch {
    // Not JSON: reported as the library reports an unreadable answer.
  }
  return new HttpClientException({ message: `HTTP Exception: ${answer.status}.`, statusCode: answer.status, responseHeaders: answer.headers, responseBody: answer.body });
}
