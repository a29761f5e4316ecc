/**
 * The error view (L §2): a 404 with CMS page data renders that page's sections; an error with the
 * message not-found shows 'Page Not Found'; other errors show 'Error rendering page' plus the
 * error text; anything else shows 'Unknown issue rendering page'.
 *
 * Which text: a server error reaches the browser with its message replaced (Next.js hides it in
 * production builds) and a `digest`. Errors the site means shoppers to read are thrown with
 * `publicError`, whose digest names a known text; any other server error shows a generic text
 * and its digest as a reference to find it in the logs (in development too, so what shoppers
 * see does not depend on the build). Errors thrown in the browser have no digest; their own
 * message is shown, first line only and shortened. Stack traces are never shown.
 */

export const errorHeadings = {
  notFound: 'Page Not Found',
  error: 'Error rendering page',
  unknown: 'Unknown issue rendering page',
} as const;

/** The texts shoppers may read, by code; the code travels as the error's digest. */
export const publicErrorTexts = {
  'not-found': 'Sorry, we couldn’t find this page.',
  'search-unavailable': 'Our product search is not available just now. Please try again in a moment.',
} as const;

export type PublicErrorCode = keyof typeof publicErrorTexts;

const PUBLIC_DIGEST_PREFIX = 'storefront:';
const GENERIC_SERVER_TEXT = 'Something went wrong on our side.';
const MAX_TEXT_LENGTH = 200;

/**
 * An error whose text shoppers may read, even from a production server: its digest carries the
 * code (Next.js keeps a digest an error already has) and the message stays in the server's log.
 */
export function publicError(code: PublicErrorCode, cause?: unknown): Error & { digest: string } {
  const error = new Error(publicErrorTexts[code], { cause }) as Error & { digest: string };
  error.digest = `${PUBLIC_DIGEST_PREFIX}${code}`;
  return error;
}

export type ErrorView<Page> =
  | { kind: 'page'; page: Page }
  | { kind: 'not-found'; heading: typeof errorHeadings.notFound; text: string }
  | { kind: 'error'; heading: typeof errorHeadings.error; text: string; reference: string | undefined }
  | { kind: 'unknown'; heading: typeof errorHeadings.unknown };

interface ErrorLike {
  message: string;
  digest?: unknown;
  status?: unknown;
}

function isErrorLike(value: unknown): value is ErrorLike {
  if (value instanceof Error) return true;
  // Errors from another realm (or rebuilt by React) are not instances but keep name and message.
  return typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string' && typeof (value as { name?: unknown }).name === 'string';
}

function isNotFound(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { status, digest, message } = value as Partial<ErrorLike>;
  return status === 404 || digest === 'NEXT_HTTP_ERROR_FALLBACK;404' || digest === `${PUBLIC_DIGEST_PREFIX}not-found` || message === 'not-found';
}

function shortText(message: string): string {
  const firstLine = message.trim().split('\n')[0]!.trim();
  return firstLine.length > MAX_TEXT_LENGTH ? `${firstLine.slice(0, MAX_TEXT_LENGTH - 1)}…` : firstLine;
}

/** What to show for a thrown value; `notFoundPage` is the CMS page a 404 renders when there is one. */
export function errorView<Page = never>(thrown: unknown, notFoundPage?: Page): ErrorView<Page> {
  if (isNotFound(thrown)) {
    return notFoundPage !== undefined ? { kind: 'page', page: notFoundPage } : { kind: 'not-found', heading: errorHeadings.notFound, text: publicErrorTexts['not-found'] };
  }
  if (!isErrorLike(thrown)) return { kind: 'unknown', heading: errorHeadings.unknown };
  const digest = typeof thrown.digest === 'string' && thrown.digest !== '' ? thrown.digest : undefined;
  if (digest?.startsWith(PUBLIC_DIGEST_PREFIX)) {
    const code = digest.slice(PUBLIC_DIGEST_PREFIX.length);
    const text = Object.hasOwn(publicErrorTexts, code) ? publicErrorTexts[code as PublicErrorCode] : GENERIC_SERVER_TEXT;
    return { kind: 'error', heading: errorHeadings.error, text, reference: undefined };
  }
  if (digest) return { kind: 'error', heading: errorHeadings.error, text: GENERIC_SERVER_TEXT, reference: digest };
  return { kind: 'error', heading: errorHeadings.error, text: shortText(thrown.message) || 'Something went wrong.', reference: undefined };
}
