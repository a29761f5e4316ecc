import type { FieldIssue } from '../model/field-issue';

/** Why a content store operation was refused; the Management API maps these to its errors. */
export type ContentStoreErrorCode =
  | 'NotFound'
  | 'VersionMismatch'
  | 'ValidationFailed'
  | 'Conflict'
  | 'BadRequest';

export interface ContentStoreErrorContext {
  /** Structured validation problems (the `problems` strings are their descriptions). */
  issues?: FieldIssue[];
  /** For VersionMismatch: the version the document is at now. */
  currentVersion?: number;
  /** For VersionMismatch: the version the caller sent. */
  expectedVersion?: number;
}

export class ContentStoreError extends Error {
  override readonly name = 'ContentStoreError';
  constructor(
    readonly code: ContentStoreErrorCode,
    message: string,
    readonly problems: string[] = [],
    readonly context: ContentStoreErrorContext = {},
  ) {
    super(problems.length > 0 ? `${message}: ${problems.join('; ')}` : message);
  }
}

export function notFound(what: string, id: string): ContentStoreError {
  return new ContentStoreError('NotFound', `${what} '${id}' does not exist`);
}

/** A validation refusal carrying both readable problems and the structured issues behind them. */
export function validationFailed(message: string, issues: FieldIssue[]): ContentStoreError {
  return new ContentStoreError(
    'ValidationFailed',
    message,
    issues.map((issue) => issue.details),
    { issues },
  );
}

/** Optimistic locking: callers that pass the version they edited get a clear refusal when it moved on. */
export function checkVersion(kind: string, id: string, current: number, expected: number | undefined): void {
  if (expected !== undefined && expected !== current) {
    throw new ContentStoreError('VersionMismatch', `${kind} '${id}' is at version ${current}, not ${expected}`, [], {
      currentVersion: current,
      expectedVersion: expected,
    });
  }
}
