import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import type { NextResponse } from 'next/server';
import type { z } from 'zod';
import { readBoundedBody, readBoundedText } from '@storefront/platform/bounded-body';
import { encodedTextProblem, parseAcceptableJson, textProblem } from '@storefront/platform/safe-text';
import { errorResponse } from './error-response';
import { requestClientAddress } from './request-address';

export const CSRF_COOKIE = 'sf_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_FIELD = 'csrf_token';

/** JSON bodies of the storefront's endpoints are small; anything larger is refused. */
export const MAX_BODY_BYTES = 16 * 1024;

export type BodyResult<T> = { ok: true; data: T } | { ok: false; response: NextResponse };

export { errorResponse };

/**
 * A cookie's value; undefined when absent or when its escapes are malformed (the proxy refuses
 * such a request before any handler runs, see site/lib/platform/input-boundary.ts).
 */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    const raw = value.join('=');
    return encodedTextProblem(raw) ? undefined : decodeURIComponent(raw);
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
  const json = parseAcceptableJson(body.text);
  if (!json.ok) return { ok: false, response: errorResponse(400, json.reason === 'syntax' ? 'The request body must be JSON.' : json.message) };
  const parsed = schema.safeParse(json.value);
  if (!parsed.success) return { ok: false, response: errorResponse(400, describeIssues(parsed.error)) };
  return { ok: true, data: parsed.data };
}

/** The first text field of a form whose name or value the text rule refuses, as a sentence. */
function formTextProblem(fields: Iterable<[string, FormDataEntryValue]>): string | undefined {
  for (const [name, value] of fields) {
    const nameProblem = textProblem(name);
    if (nameProblem) return `A form field's name ${nameProblem}.`;
    const valueProblem = typeof value === 'string' ? textProblem(value) : undefined;
    if (valueProblem) return `The form field "${name.slice(0, 40)}" ${valueProblem}.`;
  }
  return undefined;
}

/**
 * A multipart/form-data body, size-limited, its text fields held to the text rule (files are
 * left to their handler). No CSRF check: callers check it (readForm, or before reading).
 */
export async function readMultipart(request: Request, maxBytes: number, unreadable = 'The form could not be read.'): Promise<{ ok: true; form: FormData } | { ok: false; response: NextResponse }> {
  const body = await readBoundedBody(request, maxBytes);
  if (body === undefined) return { ok: false, response: errorResponse(413, `Request body too large (limit ${maxBytes} bytes).`) };
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    return { ok: false, response: errorResponse(400, unreadable) };
  }
  const problem = formTextProblem(form);
  if (problem) return { ok: false, response: errorResponse(400, problem) };
  return { ok: true, form };
}

/** Reads a urlencoded or multipart form, CSRF-checked (token field allowed), size-limited and held to the text rule. */
export async function readForm(request: Request, maxBytes = MAX_BODY_BYTES): Promise<{ ok: true; form: URLSearchParams } | { ok: false; response: NextResponse }> {
  const type = request.headers.get('content-type') ?? '';
  let form: URLSearchParams;
  if (type.startsWith('multipart/form-data')) {
    const body = await readMultipart(request, maxBytes);
    if (!body.ok) return body;
    form = new URLSearchParams();
    for (const [key, value] of body.form) if (typeof value === 'string') form.append(key, value);
  } else if (type.startsWith('application/x-www-form-urlencoded')) {
    const body = await readText(request, maxBytes);
    if (!body.ok) return body;
    // URLSearchParams would keep '%zz' as it is and decode '%00' to NUL: neither reaches a handler.
    const problem = encodedTextProblem(body.text);
    if (problem) return { ok: false, response: errorResponse(400, `The form ${problem}.`) };
    form = new URLSearchParams(body.text);
  } else {
    return { ok: false, response: errorResponse(415, 'Send the form as application/x-www-form-urlencoded or multipart/form-data.') };
  }
  const failure = csrfFailure(request, form.get(CSRF_FIELD) ?? undefined);
  if (failure) return { ok: false, response: failure };
  return { ok: true, form };
}

/** A form field holding JSON (the spec's form posts carry their payload in `data`), parsed and held to the text rule. */
export function parseJsonField(form: URLSearchParams, name: string): { ok: true; value: unknown } | { ok: false; reason: 'syntax' | 'text'; message: string } {
  const parsed = parseAcceptableJson(form.get(name) ?? '', name);
  return parsed.ok ? parsed : { ...parsed, message: parsed.reason === 'syntax' ? `${name} must be JSON` : parsed.message };
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
