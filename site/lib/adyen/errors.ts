import { HttpClientException } from '@adyen/api-library';

/**
 * What went wrong talking to the payment provider, in words an operator can act on: the HTTP
 * status and Adyen's error code and message, and for a refused key or merchant account the
 * variable to check. Checkout shows shoppers its own message; these go to the log.
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status; undefined when it could not be reached. */
    readonly status: number | undefined,
    /** Adyen's errorCode, e.g. '5_002'. */
    readonly errorCode: string | undefined,
    /** Adyen's own message. */
    readonly providerMessage: string | undefined,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export interface ProviderFailure {
  status: number | undefined;
  errorCode: string | undefined;
  message: string;
}

/** The status, code and message of a failed library call, whatever the library threw. */
export function providerFailure(error: unknown): ProviderFailure {
  if (error instanceof HttpClientException) {
    const api = error.apiError;
    return { status: api?.status ?? error.statusCode, errorCode: api?.errorCode ?? error.errorCode, message: api?.message ?? error.message };
  }
  // The library's ApiException (a missing key, a network error) has a statusCode when it knows one.
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  return { status: typeof statusCode === 'number' && statusCode > 0 ? statusCode : undefined, errorCode: undefined, message: error instanceof Error ? error.message : String(error) };
}

const HINTS: Record<number, string> = {
  401: 'check ADYEN_API_KEY',
  403: 'check ADYEN_MERCHANT_ACCOUNT and the API credential’s roles',
};

/** A PaymentProviderError for a failed call made while `doing` (e.g. 'authorising payment order-12'). */
export function providerError(error: unknown, doing: string): PaymentProviderError {
  const failure = providerFailure(error);
  if (failure.status === undefined) return new PaymentProviderError(`Could not reach Adyen while ${doing}: ${failure.message}`, undefined, undefined, failure.message);
  const code = failure.errorCode ? `, ${failure.errorCode}` : '';
  const hint = HINTS[failure.status] ? `: ${HINTS[failure.status]}` : '';
  return new PaymentProviderError(`Adyen answered ${failure.status}${code} (${failure.message}) while ${doing}${hint}`, failure.status, failure.errorCode, failure.message);
}
