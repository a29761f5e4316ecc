/**
 * Hash-based Content-Security-Policy for pages that may be cached: site/server.mjs passes every
 * response through here. The page policy (content-security-policy.ts) names the token below in
 * its script-src; for an HTML response this replaces it with the SHA-256 hash of each inline
 * script the page carries (React's and Next.js's: the RSC payload `self.__next_f.push(…)`, the
 * streaming instructions, the chunk list), so those run and nothing else inline does — no
 * injected script, event-handler attribute or javascript: URL, and no per-request nonce that
 * would force every page to render per request. The hashes are a function of the HTML, so a
 * cached page keeps a valid header. Any other response loses the token.
 *
 * Plain JavaScript: server.mjs runs under Node.js before Next.js compiles anything.
 */
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { isNotModified } from '../platform/conditional-request.mjs';

/** The placeholder in script-src, a quoted keyword browsers would ignore if it ever slipped through. */
export const INLINE_SCRIPTS_TOKEN = "'storefront-inline-scripts'";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Types a browser runs as script (no type, a JavaScript MIME type, or module); JSON-LD is data. */
const SCRIPT_TYPE = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

function attribute(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, 'i').exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/**
 * The CSP hash sources (`'sha256-…'`) of the inline scripts of an HTML document, in order and
 * without repeats. A script's hash covers its text exactly as written between the tags.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    if (!SCRIPT_TYPE.test((attribute(attributes, 'type') ?? '').trim())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy with the token replaced by these hashes (or removed).
 * @param {string} policy
 * @param {readonly string[]} hashes
 */
export function withScriptHashes(policy, hashes) {
  return policy
    .split(INLINE_SCRIPTS_TOKEN)
    .join(hashes.join(' '))
    .replace(/ +(?=[;,]|$)/g, '')
    .replace(/ {2,}/g, ' ');
}

/** @param {Buffer} body @param {unknown} encoding */
function decode(body, encoding) {
  switch (String(encoding ?? '').toLowerCase()) {
    case '':
    case 'identity':
      return body.toString('utf8');
    case 'gzip':
      return gunzipSync(body).toString('utf8');
    case 'br':
      return brotliDecompressSync(body).toString('utf8');
    case 'deflate':
      return inflateSync(body).toString('utf8');
    default:
      return undefined;
  }
}

/**
 * What is sent for one HTML body: its bytes, the hashes of its inline scripts and its entity tag.
 * @typedef {{ bytes: Buffer, hashes: string[], etag: string }} SentBody
 */

/**
 * A cached page is sent many times over, as the same text: its bytes, hashes and tag are worked
 * out once. Keyed by the text itself (Next.js hands over the cached string; a lookup of the same
 * string costs next to nothing, unlike hashing 200 KB per request), bounded by total size.
 * @type {Map<string, SentBody>}
 */
const knownTexts = new Map();
/** Compressed or streamed bodies arrive as bytes: keyed by their digest. @type {Map<string, SentBody>} */
const knownBytes = new Map();
const KNOWN_BODIES_BYTES = 64 * 1024 * 1024;
let knownBodiesBytes = 0;

/** @param {Map<string, SentBody>} map @param {string} key @param {SentBody} body */
function remember(map, key, body) {
  if (body.bytes.byteLength > KNOWN_BODIES_BYTES / 8) return body;
  while (knownBodiesBytes + body.bytes.byteLength > KNOWN_BODIES_BYTES) {
    // Drop the oldest entry of whichever map holds one (text first: it is the bigger one).
    const from = knownTexts.size > 0 ? knownTexts : knownBytes;
    const [oldestKey, oldest] = from.entries().next().value;
    from.delete(oldestKey);
    knownBodiesBytes -= oldest.bytes.byteLength;
  }
  map.set(key, body);
  knownBodiesBytes += body.bytes.byteLength;
  return body;
}

/** A strong entity tag from the body's digest (Next.js's own is turned off: it re-read every page per request). */
const entityTag = (digest) => `"${digest.slice(0, 27)}"`;

/**
 * An HTML body as sent (maybe compressed), its inline-script hashes and its tag; no hashes for a
 * body that cannot be read: its inline scripts are refused, never allowed blindly.
 * @param {Buffer} bytes @param {unknown} encoding @returns {SentBody}
 */
function sentBytes(bytes, encoding) {
  const digest = createHash('sha256').update(bytes).digest('base64url');
  const key = `${String(encoding ?? '')}:${digest}`;
  const known = knownBytes.get(key);
  if (known) return known;
  let hashes;
  try {
    const html = decode(bytes, encoding);
    hashes = html === undefined ? [] : inlineScriptHashes(html);
  } catch {
    hashes = [];
  }
  return remember(knownBytes, key, { bytes, hashes, etag: entityTag(digest) });
}

/** An uncompressed HTML body handed over whole as text. @param {string} text @returns {SentBody} */
function sentText(text) {
  const known = knownTexts.get(text);
  if (known) return known;
  const bytes = Buffer.from(text, 'utf8');
  const digest = createHash('sha256').update(bytes).digest('base64url');
  return remember(knownTexts, text, { bytes, hashes: inlineScriptHashes(text), etag: entityTag(digest) });
}

/** @param {import('node:http').ServerResponse} response */
function policyHeader(response) {
  const value = response.getHeader('content-security-policy');
  if (value === undefined) return undefined;
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  return text.includes(INLINE_SCRIPTS_TOKEN) ? text : undefined;
}

/** Headers passed to writeHead(status, [message], headers), as a list of [name, value]. */
function headerEntries(args) {
  const headers = typeof args[1] === 'string' ? args[2] : args[1];
  if (!headers) return [];
  if (Array.isArray(headers)) {
    // A flat [name, value, name, value] list or [[name, value]] pairs.
    if (Array.isArray(headers[0])) return headers;
    const pairs = [];
    for (let index = 0; index < headers.length; index += 2) pairs.push([headers[index], headers[index + 1]]);
    return pairs;
  }
  return Object.entries(headers);
}

/**
 * Makes this response hold back an HTML body whose policy carries the token until it is
 * complete, then send it with the hashes in its policy (the body itself is sent unchanged,
 * compressed or not). Other responses pass straight through, without the token. Next.js's
 * compression wraps these methods in turn, so what arrives here is already compressed.
 * `onWholePage` sees each such page as sent, headers final (the page cache keeps copies).
 * @param {import('node:http').ServerResponse} response
 * @param {((status: number, bytes: Buffer) => void) | undefined} [onWholePage]
 */
export function hashInlineScriptsOf(response, onWholePage) {
  const original = { writeHead: response.writeHead, write: response.write, end: response.end, flushHeaders: response.flushHeaders };
  /** @type {{ args: unknown[], chunks: Buffer[] } | undefined} */
  let held;
  const startHeaders = () => {
    // What Node.js does before a first write: writeHead through whatever wraps it (compression).
    if (!held && !response.headersSent) response.writeHead(response.statusCode);
  };
  const hold = (chunk, encoding) => {
    if (chunk === undefined || chunk === null) return;
    held.chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
  };

  response.writeHead = function writeHead(...args) {
    if (held) return response;
    for (const [name, value] of headerEntries(args)) response.setHeader(name, value);
    const statusArgs = typeof args[1] === 'string' ? [args[0], args[1]] : [args[0]];
    const policy = policyHeader(response);
    if (policy === undefined) return original.writeHead.apply(response, statusArgs);
    // Not Modified has no body to hash: the browser keeps the policy it stored with the page,
    // and would replace it with this one (RFC 9111 §4.3.4), refusing the page's own scripts.
    if (Number(args[0]) === 304) {
      response.removeHeader('content-security-policy');
      return original.writeHead.apply(response, statusArgs);
    }
    if (!/^text\/html\b/i.test(String(response.getHeader('content-type') ?? ''))) {
      response.setHeader('content-security-policy', withScriptHashes(policy, []));
      return original.writeHead.apply(response, statusArgs);
    }
    held = { args: statusArgs, chunks: [] };
    return response;
  };

  response.flushHeaders = function flushHeaders() {
    startHeaders();
    if (!held) original.flushHeaders.call(response);
  };

  response.write = function write(chunk, encoding, callback) {
    startHeaders();
    if (!held) return original.write.call(response, chunk, encoding, callback);
    hold(chunk, encoding);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') queueMicrotask(done);
    return true;
  };

  response.end = function end(chunk, encoding, callback) {
    if (typeof chunk === 'function') return end(undefined, undefined, chunk);
    if (typeof encoding === 'function') return end(chunk, undefined, encoding);
    startHeaders();
    if (!held) return original.end.call(response, chunk, encoding, callback);
    const contentEncoding = response.getHeader('content-encoding');
    const wholeText = held.chunks.length === 0 && typeof chunk === 'string' && (encoding === undefined || /^utf-?8$/i.test(encoding)) && !contentEncoding;
    if (!wholeText) hold(chunk, encoding);
    const body = wholeText ? sentText(chunk) : held.chunks.length > 0 ? sentBytes(Buffer.concat(held.chunks), contentEncoding) : undefined;
    const { args } = held;
    held = undefined;
    response.setHeader('content-security-policy', withScriptHashes(policyHeader(response) ?? '', body?.hashes ?? []));
    if (!body) {
      original.writeHead.apply(response, args);
      return original.end.call(response, callback);
    }
    if (!response.hasHeader('transfer-encoding')) response.setHeader('content-length', body.bytes.byteLength);
    if (Number(args[0]) === 200 && !response.hasHeader('etag')) {
      response.setHeader('etag', body.etag);
      onWholePage?.(200, body.bytes);
      if (isNotModified(response.req, body.etag)) {
        // The browser's copy is this very page: its stored policy carries these same hashes.
        response.removeHeader('content-length');
        original.writeHead.call(response, 304);
        return original.end.call(response, callback);
      }
    }
    original.writeHead.apply(response, args);
    return original.end.call(response, body.bytes, callback);
  };
}
