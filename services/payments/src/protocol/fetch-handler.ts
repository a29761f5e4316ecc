import { readBoundedBody } from '@storefront/platform/bounded-body';
import { adyenErrorResponse, type PaymentHttpResponse, type PaymentRequest } from './http';

/** The fetch API's side of the provider (a Next.js route handler takes and returns these). */

export const toFetchResponse = (answer: PaymentHttpResponse): Response => new Response(answer.body, { status: answer.status, headers: answer.headers });

/** A fetch request as the handler takes it, its body read within the limit; undefined when the body is larger. */
export async function toPaymentRequest(request: Request, maxBodyBytes: number): Promise<PaymentRequest | undefined> {
  let body: Uint8Array | undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    body = await readBoundedBody(request, maxBodyBytes);
    if (body === undefined) return undefined;
  }
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return { method: request.method, url: request.url, headers, body };
}

export const payloadTooLarge = (maxBodyBytes: number): Response =>
  toFetchResponse(adyenErrorResponse({ status: 413, errorCode: '000', message: `HTTP Status Response - Payload Too Large: the body is larger than ${maxBodyBytes} bytes`, errorType: 'validation' }));

/** A 400 in Adyen's shape, for a request refused before it reaches the provider (a malformed URL). */
export const badRequestResponse = (message: string): Response => toFetchResponse(adyenErrorResponse({ status: 400, errorCode: '702', message, errorType: 'validation' }));
