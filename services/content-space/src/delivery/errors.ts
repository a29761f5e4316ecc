/** An answer in Contentful's error shape: `{ sys: { type: 'Error', id }, message, details?, requestId }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly errorId: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }

  body(requestId: string): Record<string, unknown> {
    return {
      sys: { type: 'Error', id: this.errorId },
      message: this.message,
      ...(this.details === undefined ? {} : { details: this.details }),
      requestId,
    };
  }
}

export const invalidQueryMessage =
  'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.';

export interface QueryProblem {
  name: string;
  path?: string[];
  value?: unknown;
  details?: string;
  [key: string]: unknown;
}

export function invalidQuery(...errors: QueryProblem[]): ApiError {
  return new ApiError(400, 'InvalidQuery', invalidQueryMessage, { errors });
}

/** The error for a path the API does not know (unknown parameter, field or sys property). */
export function unknownPath(path: string): ApiError {
  return invalidQuery({ name: 'unknown', path: path.split('.'), details: `The path "${path}" is not recognized` });
}

export function badRequest(message: string): ApiError {
  return new ApiError(400, 'BadRequest', message);
}

export function accessTokenInvalid(): ApiError {
  return new ApiError(401, 'AccessTokenInvalid', 'The access token you sent could not be found or is invalid.');
}

export function resourceNotFound(details?: { type: string; id: string; space?: string; environment?: string }): ApiError {
  return new ApiError(404, 'NotFound', 'The resource could not be found.', details);
}

export function methodNotAllowed(method: string): ApiError {
  return new ApiError(405, 'MethodNotAllowed', `The ${method} method is not allowed on the Content Delivery API.`);
}
