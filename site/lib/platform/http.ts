import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { readBoundedBody, readBoundedText } from '@storefront/platform/bounded-body';
import { requestClientAddress } from './request-address';

export const CSRF_COOKIE = 'sf_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_FIELD = 'csrf_token';

/** JSON bodies of the storefront's endpoints are small; anything larger is refused. */
export const MAX_BODY_BYTES = 16 * 1024;

export type BodyResult<T> = { ok: true; data: T } | { ok: false; response: NextResponse };

export function errorResponse(status: number, message: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return NextResponse.json({ success: false, message, ...extra }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

function sameToken(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * CSRF protection for every state-changing request: the request must come from this site
 * (Origin / Sec-Fetch-Site) and carry the double-submit token (header or form field) that
 * matches the CSRF cookie only this site's pages can read.
 */
export function csrfFailure(request: Request, formToken?: string): NextResponse | undefined {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return errorResponse(403, 'Cross-site requests are not allowed.');
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (origin && origin !== 'null') {
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    if (originHost !== host) return errorResponse(403, 'Cross-site requests are not allowed.');
  }
  const token = request.headers.get(CSRF_HEADER) ?? formToken;
  if (!sameToken(token ?? undefined, readCookie(request, CSRF_COOKIE))) {
    return errorResponse(403, 'Your session has expired. Reload the page and try again.');
  }
  return undefined;
}

async function readText(request: Request, maxBytes: number): Promise<{ ok: true; text: string } | { ok: false; response: NextResponse }> {
  const text = await readBoundedText(request, maxBytes);
  if (text === undefined) return { ok: false, response: errorResponse(413, `Request body too large (limit ${maxBytes} bytes).`) };
  return { ok: true, text };
}

export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 4)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Reads a JSON body, CSRF-checked, size-limited and validated: a 4xx with a message otherwise. */
export async function readJson<S extends z.ZodType>(request: Request, schema: S, maxBytes = MAX_BODY_BYTES): Promise<BodyResult<z.output<S>>> {
  const failure = csrfFailure(request);
  if (failure) return { ok: false, response: failure };
  return readJsonBody(request, schema, maxBytes);
}

/**
 * Reads a size-limited JSON body and validates it, without the CSRF check: only for
 * server-to-server callers that authenticate otherwise (a webhook's shared secret).
 */
export async function readJsonBody<S extends z.ZodType>(request: Request, schema: S, maxBytes = MAX_BODY_BYTES): Promise<BodyResult<z.output<S>>> {
  const body = await readText(request, maxBytes);
  if (!body.ok) return body;
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    return { ok: false, response: errorResponse(400, 'The request body must be JSON.') };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { ok: false, response: errorResponse(400, describeIssues(parsed.error)) };
  return { ok: true, data: parsed.data };
}

/** Reads a urlencoded or multipart form, CSRF-checked (token field allowed) and size-limited. */
export async function readForm(request: Request, maxBytes = MAX_BODY_BYTES): Promise<{ ok: true; form: URLSearchParams } | { ok: false; response: NextResponse }> {
  const type = request.headers.get('content-type') ?? '';
  let form: URLSearchParams;
  if (type.startsWith('multipart/form-data')) {
    const body = await readBoundedBody(request, maxBytes);
    if (body === undefined) return { ok: false, response: errorResponse(413, `Request body too large (limit ${maxBytes} bytes).`) };
    let data: FormData;
    try {
      data = await new Response(body, { headers: { 'content-type': type } }).formData();
    } catch {
      return { ok: false, response: errorResponse(400, 'The form could not be read.') };
    }
    form = new URLSearchParams();
    for (const [key, value] of data) if (typeof value === 'string') form.append(key, value);
  } else if (type.startsWith('application/x-www-form-urlencoded')) {
    const body = await readText(request, maxBytes);
    if (!body.ok) return body;
    form = new URLSearchParams(body.text);
  } else {
    return { ok: false, response: errorResponse(415, 'Send the form as application/x-www-form-urlencoded or multipart/form-data.') };
  }
  const failure = csrfFailure(request, form.get(CSRF_FIELD) ?? undefined);
  if (failure) return { ok: false, response: failure };
  return { ok: true, form };
}

/**
 * The client's address for the sign-in throttle: the socket's peer, or what a trusted proxy
 * forwarded (./request-address.ts) — never a client's own X-Forwarded-For or X-Real-IP, so nobody
 * can dodge the per-address count or charge it to someone else's address. Undefined when the
 * server cannot see peers (plain `next start`): then only the per-account count applies.
 */
export function clientAddress(request: Request): string | undefined {
  return requestClientAddress(request.headers)?.toString();
}
