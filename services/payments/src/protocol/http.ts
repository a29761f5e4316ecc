/**
 * The embedded payment provider's HTTP surface, framework-free: what Node, the fetch API and the
 * Adyen library's in-process client all reduce to. Errors come in Adyen's shape
 * `{ status, errorCode, message, errorType }`; a server-to-server API, so no CORS headers ever.
 */

export interface PaymentRequest {
  method: string;
  /** Path with query string, or an absolute URL. */
  url: string;
  headers: Record<string, string | readonly string[] | undefined>;
  body?: string | Uint8Array | null;
}

export interface PaymentHttpResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Adyen's error categories (the errorType field). */
export type AdyenErrorType = 'validation' | 'security' | 'configuration' | 'internal';

export interface AdyenError {
  status: number;
  errorCode: string;
  message: string;
  errorType: AdyenErrorType;
}

const JSON_HEADERS = { 'content-type': 'application/json;charset=UTF-8', 'cache-control': 'no-store' };

export function json(status: number, value: unknown, headers: Record<string, string> = {}): PaymentHttpResponse {
  return { status, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(value) };
}

/** An error answer in Adyen's shape. */
export function adyenErrorResponse(error: AdyenError): PaymentHttpResponse {
  return json(error.status, error);
}

/** A refusal raised anywhere in the handler and answered in Adyen's shape. */
export class AdyenRequestError extends Error {
  constructor(readonly error: AdyenError) {
    super(error.message);
    this.name = 'AdyenRequestError';
  }
}

export const adyenError = (status: number, errorCode: string, message: string, errorType: AdyenErrorType = 'validation') =>
  new AdyenRequestError({ status, errorCode, message, errorType });

/** A 422 for a request Adyen can read but not accept. */
export const validationError = (errorCode: string, message: string) => adyenError(422, errorCode, message, 'validation');

export function header(request: PaymentRequest, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(request.headers)) {
    if (key.toLowerCase() !== wanted || value === undefined) continue;
    return typeof value === 'string' ? value : value.join(', ');
  }
  return undefined;
}

export function bodyText(request: PaymentRequest): string {
  const body = request.body;
  if (body === undefined || body === null) return '';
  return typeof body === 'string' ? body : new TextDecoder().decode(body);
}

export function bodyBytes(request: PaymentRequest): number {
  const body = request.body;
  if (body === undefined || body === null) return 0;
  return typeof body === 'string' ? Buffer.byteLength(body, 'utf8') : body.byteLength;
}
