import { encodedTextProblem, urlProblem } from '@storefront/platform/safe-text';

/**
 * The request half of the one input boundary (the text rule is @storefront/platform/safe-text;
 * the body readers in ./http.ts hold form fields and JSON to it). The request proxy asks this
 * about every request before any route runs, so a malformed path or query never reaches Next.js'
 * routing (which fails on it with a 500) or a handler.
 */

/** Cookies the app reads and decodes: the storefront's own (all named sf_…) and Next.js' draft-mode ones. */
const APP_COOKIE = /^(?:sf_.+|__prerender_bypass|__next_preview_data)$/;

export interface InputProblem {
  /** A sentence for the refusal. */
  message: string;
  /** The app's cookies whose values are refused: the refusal clears them, so a reload starts afresh. */
  cookies: string[];
}

function appCookies(header: string | null): Array<[name: string, value: string]> {
  return (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part): [string, string] => {
      const equals = part.indexOf('=');
      return equals < 0 ? [part, ''] : [part.slice(0, equals), part.slice(equals + 1)];
    })
    .filter(([name]) => APP_COOKIE.test(name));
}

/**
 * Why a request cannot be accepted: its path or query string (as sent, still percent-encoded)
 * holds a malformed escape, an escaped NUL or escapes that are not UTF-8, or one of the app's
 * cookies does. Undefined when it can.
 */
export function requestInputProblem(url: string, cookieHeader: string | null): InputProblem | undefined {
  const { pathname, search } = new URL(url);
  const message = urlProblem(pathname, search);
  if (message) return { message, cookies: [] };
  const refused = appCookies(cookieHeader).flatMap(([name, value]) => {
    const problem = encodedTextProblem(value);
    return problem ? [{ name, problem }] : [];
  });
  if (refused.length === 0) return undefined;
  return { message: `The cookie ${refused[0]!.name} ${refused[0]!.problem}; it has been cleared, so reloading the page will work.`, cookies: refused.map(({ name }) => name) };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The 400 page a browser gets for a refused request to a page: what was wrong, and a way home. */
export function badRequestPage(message: string): Response {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bad request</title>
<style>body{margin:0;font-family:system-ui,sans-serif;color:#1c1c1c;display:grid;place-items:center;min-height:100vh}main{max-width:34rem;padding:2rem}h1{font-size:1.6rem;font-weight:600}a{color:inherit}</style></head>
<body><main><h1>Bad request</h1><p>${escapeHtml(message)}</p><p><a href="/">Go to the home page</a></p></main></body>
</html>
`;
  return new Response(html, { status: 400, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}
