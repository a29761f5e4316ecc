/** Text helpers shared by the URL rules. */

/** Text with lone UTF-16 surrogates replaced, so it can always be URL-encoded. */
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** encodeURIComponent that never throws (lone surrogates become U+FFFD first). */
export function encodeText(text: string): string {
  return encodeURIComponent(wellFormed(text));
}

/** decodeURIComponent that gives undefined instead of throwing on malformed escapes. */
export function decodeText(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
