/** Why a content store operation was refused; the studio maps these to Management API errors. */
export type ContentStoreErrorCode =
  | 'NotFound'
  | 'VersionMismatch'
  | 'ValidationFailed'
  | 'Conflict'
  | 'BadRequest';

export class ContentStoreError extends Error {
  override readonly name = 'ContentStoreError';
  constructor(
    readonly code: ContentStoreErrorCode,
    message: string,
    readonly problems: string[] = [],
  ) {
    super(problems.length > 0 ? `${message}: ${problems.join('; ')}` : message);
  }
}

export function notFound(what: string, id: string): ContentStoreError {
  return new ContentStoreError('NotFound', `${what} '${id}' does not exist`);
}

/** Optimistic locking: callers that pass the version they edited get a clear refusal when it moved on. */
export function checkVersion(kind: string, id: string, current: number, expected: number | undefined): void {
  if (expected !== undefined && expected !== current) {
    throw new ContentStoreError('VersionMismatch', `${kind} '${id}' is at version ${current}, not ${expected}`);
  }
}
