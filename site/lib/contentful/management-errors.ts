import type { StudioEntry } from '@storefront/preview/studio/types';

/** A refusal from the Management API, with Contentful's error name and HTTP status. */
export class StudioContentError extends Error {
  override name = 'StudioContentError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
    /** For a version mismatch: the entry as it is now. */
    readonly current?: StudioEntry,
  ) {
    super(message);
  }
}

/** Contentful's SDK throws Errors whose message is the JSON of the API's answer. */
export function translateError(error: unknown): StudioContentError {
  if (error instanceof StudioContentError) return error;
  const name = error instanceof Error ? error.name : 'Error';
  let parsed: { status?: unknown; message?: unknown; details?: unknown } = {};
  try {
    parsed = JSON.parse(error instanceof Error ? error.message : String(error)) as typeof parsed;
  } catch {
    parsed = {};
  }
  const status = typeof parsed.status === 'number' ? parsed.status : 502;
  const message = typeof parsed.message === 'string' && parsed.message ? parsed.message : 'The content service did not answer.';
  const details = typeof parsed.details === 'object' && parsed.details !== null ? (parsed.details as Record<string, unknown>) : {};
  return new StudioContentError(status, name, withIssues(message, details), details);
}

/** Contentful's "Validation error" says what is wrong only in its details: the editor is told which fields. */
function withIssues(message: string, details: Record<string, unknown>): string {
  const errors = Array.isArray(details.errors) ? (details.errors as Array<{ details?: unknown; path?: unknown; name?: unknown }>) : [];
  const issues = errors
    .map((issue) => {
      if (typeof issue.details === 'string' && issue.details) return issue.details;
      const path = Array.isArray(issue.path) ? issue.path.filter((part) => part !== 'fields').join('.') : '';
      return path ? `${path}: ${typeof issue.name === 'string' ? issue.name : 'invalid'}` : undefined;
    })
    .filter((issue): issue is string => issue !== undefined);
  if (issues.length === 0) return message;
  const shown = issues.slice(0, 3).join('; ');
  return `${message}: ${shown}${issues.length > 3 ? ` (and ${issues.length - 3} more)` : ''}`;
}
