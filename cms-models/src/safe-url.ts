/**
 * THE rule for every URL the storefront takes from content or a provider and puts in an href, a
 * src or a redirect: link fields, rich-text links, asset files, search redirects, product images.
 * Applied where content is validated (the zod boundary) and again where a component emits the
 * attribute. It judges a value the way a browser will read it — by WHATWG URL parsing, which
 * treats `\` as `/` in http(s) URLs, drops tabs and newlines anywhere, strips leading and
 * trailing controls and spaces, and reads the scheme case-insensitively — and refuses whatever
 * the browser would read differently from how it looks.
 *
 * Safe are:
 * - site paths (`/pages/sale`, `/search?q=dress`, `#top`, `?page=2`) that stay on the site's own
 *   origin once resolved, and never normalise to `//host` (`/a/..//evil.example`);
 * - absolute `http://` and `https://` URLs, without credentials (`https://shop@evil.example`);
 * - for links only, `mailto:` addresses and `tel:` numbers.
 * Everything else is refused: `javascript:`, `data:`, `vbscript:`, `blob:`, any other scheme,
 * protocol-relative `//host`, backslashes, control characters, surrounding spaces, and
 * path-relative `sale` (which means another page on every page it appears).
 *
 * React-free, so the models, the plugins, the site and the studio share it.
 */
import { boundedMemo } from './bounded-memo';

/** What the URL is for: a link (href) may also be mailto:/tel:; a resource (src, redirect) may not. */
export type UrlUse = 'link' | 'resource';

export type UrlVerdict =
  | {
      safe: true;
      /** The value itself: checked as the browser reads it, never rewritten. */
      url: string;
      /** An absolute http(s) URL (another site, as far as this rule knows). */
      external: boolean;
    }
  | { safe: false; reason: string };

/** Stands for the site's own origin: a path is on-site when it resolves to this origin. */
const SITE_ORIGIN = 'https://site.invalid';
export const MAX_URL_LENGTH = 2_000;

/** C0 controls, space and DEL: browsers strip them at the ends and drop tabs and newlines inside. */
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE_AT_ENDS = /^[\u0000-\u0020]|[\u0000-\u0020]$/;
// eslint-disable-next-line no-control-regex
const CONTROL_INSIDE = /[\u0000-\u001f\u007f]/;
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
const WEB_URL = /^https?:\/\//i;
const PHONE = /^tel:\+?[0-9][0-9 ().-]*$/i;
const MAIL = /^mailto:[^\s]+$/i;

function refuse(reason: string): UrlVerdict {
  return { safe: false, reason };
}

function parse(value: string): URL | undefined {
  try {
    return new URL(value, `${SITE_ORIGIN}/`);
  } catch {
    return undefined;
  }
}

function checkAbsolute(value: string, scheme: string, use: UrlUse): UrlVerdict {
  if (scheme === 'http' || scheme === 'https') {
    // `https:evil.example` is relative on an https page and absolute on an http one: only `scheme://` is clear.
    if (!WEB_URL.test(value)) return refuse(`${scheme}: URLs must start with ${scheme}://`);
    const url = parse(value);
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return refuse('Not a valid web address');
    if (url.username !== '' || url.password !== '') return refuse('Web addresses may not carry a user name or password');
    return { safe: true, url: value, external: true };
  }
  if (use === 'link' && scheme === 'mailto') {
    return MAIL.test(value) && parse(value)?.protocol === 'mailto:' ? { safe: true, url: value, external: false } : refuse('Not a valid mailto: address');
  }
  if (use === 'link' && scheme === 'tel') {
    return PHONE.test(value) && parse(value)?.protocol === 'tel:' ? { safe: true, url: value, external: false } : refuse('A tel: link takes a phone number');
  }
  return refuse(`${scheme}: URLs are not allowed`);
}

function checkSitePath(value: string, use: UrlUse): UrlVerdict {
  const first = value[0];
  const startsLikeSitePath = first === '/' || (use === 'link' && (first === '#' || first === '?'));
  if (!startsLikeSitePath) return refuse('Must be a site path such as /pages/sale or an http(s) URL');
  if (value.startsWith('//')) return refuse('Protocol-relative URLs (//host) leave the site');
  const url = parse(value);
  if (!url || url.origin !== SITE_ORIGIN) return refuse('The path leaves the site');
  // `/a/..//evil.example` is on-site, but its normal form `//evil.example` would not be.
  if (url.pathname.startsWith('//')) return refuse('The path normalises to a protocol-relative URL');
  return { safe: true, url: value, external: false };
}

export function checkUrl(value: unknown, use: UrlUse = 'link'): UrlVerdict {
  if (typeof value !== 'string' || value === '') return refuse('Empty');
  if (value.length > MAX_URL_LENGTH) return refuse(`Longer than ${MAX_URL_LENGTH} characters`);
  return use === 'link' ? checkLinkOnce(value) : checkResourceOnce(value);
}

// Every render checks the same few hundred URLs again (each image's srcset, each link): the
// verdict of a string never changes, so it is worked out once. Verdicts are frozen: shared.
const checkLinkOnce = boundedMemo(5_000, (value) => Object.freeze(judge(value, 'link')));
const checkResourceOnce = boundedMemo(5_000, (value) => Object.freeze(judge(value, 'resource')));

function judge(value: string, use: UrlUse): UrlVerdict {
  if (CONTROL_OR_SPACE_AT_ENDS.test(value)) return refuse('Starts or ends with a space or control character');
  if (CONTROL_INSIDE.test(value)) return refuse('Contains a control character (a tab or a line break)');
  // Browsers read a backslash as a slash in http(s) URLs (and so `/\host` as `//host`).
  if (value.includes('\\')) return refuse('Contains a backslash');
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  // Spaces belong in phone numbers only (a browser would percent-encode them anywhere else).
  if (scheme !== 'tel' && /\s/.test(value)) return refuse('Contains a space');
  return scheme === undefined ? checkSitePath(value, use) : checkAbsolute(value, scheme, use);
}

/** The value when it is safe for this use, else undefined. */
export function safeUrl(value: unknown, use: UrlUse = 'link'): string | undefined {
  const verdict = checkUrl(value, use);
  return verdict.safe ? verdict.url : undefined;
}

export function isSafeUrl(value: unknown, use: UrlUse = 'link'): boolean {
  return checkUrl(value, use).safe;
}

/**
 * The rule as a Contentful `regexp` validation, so Contentful's web app (and the embedded space on
 * publish) refuse what the storefront would drop: it refuses every unsafe value of the rule's
 * tests, though a regular expression cannot resolve dot-segments; checkUrl alone decides.
 */
export const CONTENTFUL_LINK_PATTERN =
  '^(?:/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|[?#][^\\s\\\\\\u0000-\\u001f\\u007f]*|https?://[^\\s/\\\\?#@\\u0000-\\u001f\\u007f]+(?:[/?#][^\\s\\\\\\u0000-\\u001f\\u007f]*)?|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:\\+?[0-9][0-9 ().-]*)$';
