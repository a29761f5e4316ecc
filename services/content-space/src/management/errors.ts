import type { FieldIssue } from '../model/field-issue';
import { ApiError } from '../delivery/errors';
import type { ContentStoreError } from '../store/errors';

/**
 * The Management API's errors, in Contentful's envelope (`sys.id` names the error). Messages
 * follow Contentful's where it documents them; otherwise they say plainly what was wrong.
 */
export const managementErrors = {
  notFound(details?: { type: string; id: string }): ApiError {
    return new ApiError(404, 'NotFound', 'The resource could not be found.', details);
  },
  badRequest(message: string, details?: unknown): ApiError {
    return new ApiError(400, 'BadRequest', message, details);
  },
  methodNotAllowed(method: string): ApiError {
    return new ApiError(405, 'MethodNotAllowed', `The ${method} method is not allowed on this resource.`);
  },
  /** Updates must say which version they change. */
  missingVersion(): ApiError {
    return new ApiError(409, 'VersionMismatch', 'Please pass sys.version as HTTP header "X-Contentful-Version"');
  },
  /** The document moved on since the caller read it; both versions are named so nothing is lost. */
  versionMismatch(type: string, id: string, currentVersion: number | undefined, sentVersion: number | undefined): ApiError {
    return new ApiError(
      409,
      'VersionMismatch',
      `Version mismatch: ${type} '${id}' is at version ${currentVersion ?? '?'}, the change was made to version ${sentVersion ?? '?'}.`,
      { type, id, currentVersion, sentVersion },
    );
  },
  /** Values that do not fit the content model (or cannot be published): Contentful's InvalidEntry / ValidationFailed. */
  invalid(kind: 'Entry' | 'Asset' | 'Other', errors: FieldIssue[]): ApiError {
    return new ApiError(422, kind === 'Entry' ? 'InvalidEntry' : 'ValidationFailed', 'Validation error', { errors });
  },
  payloadTooLarge(limit: number): ApiError {
    return new ApiError(413, 'PayloadTooLarge', `The request body is larger than the ${limit} bytes this endpoint accepts.`);
  },
  unsupportedMediaType(message: string): ApiError {
    return new ApiError(415, 'UnsupportedMediaType', message);
  },
};

/** Maps a refusal of the content store onto the Management API error a client expects. */
export function fromStoreError(error: ContentStoreError, kind: 'Entry' | 'Asset' | 'Other', id: string): ApiError {
  switch (error.code) {
    case 'NotFound':
      return managementErrors.notFound({ type: kind === 'Other' ? 'Resource' : kind, id });
    case 'VersionMismatch':
      return managementErrors.versionMismatch(kind, id, error.context.currentVersion, error.context.expectedVersion);
    case 'ValidationFailed':
      return managementErrors.invalid(
        kind,
        error.context.issues ??
          (error.problems.length > 0 ? error.problems : [error.message]).map((details) => ({ name: 'validation', path: [], details })),
      );
    case 'Conflict':
    case 'BadRequest':
      // Contentful answers state conflicts ("Cannot archive published", "Not published") with 400.
      return managementErrors.badRequest(error.message);
  }
}
