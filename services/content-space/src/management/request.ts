import { describeUnsafeJsonText, findUnacceptableJson } from '@storefront/platform/safe-text';
import type { ContentApiRequest } from '../delivery/api';
import { header } from '../delivery/http';
import type { SnapshotCache } from '../delivery/snapshot-cache';
import type { Db } from '../store/db';
import type { ManagementTokenHolder } from '../store/management-tokens';
import type { SpaceRecord } from '../store/spaces';
import { managementErrors } from './errors';
import type { ContentEvents } from './events';

/** Everything an endpoint needs for one authenticated request. */
export interface ManagementContext {
  db: Db;
  /** Path prefix the API is served under ('/_content'); asset file URLs start with it. */
  basePath: string;
  events: ContentEvents;
  now: () => Date;
  snapshots: SnapshotCache;
  space: SpaceRecord;
  editor: ManagementTokenHolder;
  method: string;
  params: URLSearchParams;
  request: ContentApiRequest;
}

/** What an endpoint answers: a status and a JSON body (none for 204). */
export interface Answer {
  status: number;
  body?: unknown;
}

export const ok = (body: unknown): Answer => ({ status: 200, body });
export const created = (body: unknown): Answer => ({ status: 201, body });
export const noContent = (): Answer => ({ status: 204 });

/** `X-Contentful-Version` as a number; undefined when absent, 400 when it is not a version. */
export function sentVersion(context: ManagementContext): number | undefined {
  const raw = header(context.request.headers, 'x-contentful-version');
  if (raw === undefined || raw.trim() === '') return undefined;
  if (!/^\d{1,9}$/.test(raw.trim())) throw managementErrors.badRequest(`X-Contentful-Version must be a version number, got "${raw}"`);
  return Number(raw.trim());
}

/** The version an update or publish is made to: required, as Contentful requires it. */
export function requiredVersion(context: ManagementContext): number {
  const version = sentVersion(context);
  if (version === undefined) throw managementErrors.missingVersion();
  return version;
}

/**
 * The JSON body (an empty body is an empty object); 400 BadRequest when it is not JSON, or when a
 * string in it holds NUL or an unpaired surrogate: PostgreSQL cannot store either in jsonb, and
 * the error names where it is (`details.path`) as Contentful's validation errors do.
 */
export function jsonBody(context: ManagementContext): unknown {
  const bytes = context.request.body;
  if (!bytes || bytes.byteLength === 0) return {};
  const text = new TextDecoder().decode(bytes).trim();
  if (text === '' || text === 'null') return {};
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw managementErrors.badRequest('The request body is not valid JSON.');
  }
  const unsafe = findUnacceptableJson(value);
  if (unsafe) throw managementErrors.badRequest(describeUnsafeJsonText(unsafe), { path: unsafe.path });
  return value;
}
