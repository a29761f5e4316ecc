/**
 * Which text a request may carry: the one rule every input boundary applies (the site's proxy to
 * paths and query strings, its body readers to form fields and JSON, the embedded engines to
 * their JSON bodies). Refused, with a message saying what and where:
 *   - NUL (U+0000): PostgreSQL cannot store it in text or jsonb, and no shopper types it;
 *   - an unpaired UTF-16 surrogate (JSON's "\ud800" alone): not Unicode, and jsonb refuses it;
 *   - a malformed percent-escape ('%zz', '%e9' alone): it names no character.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const BROKEN_ESCAPE = /%(?![0-9A-Fa-f]{2})/;

/** What is wrong with a text, as the end of a sentence ("… contains a NUL character"); undefined when it is acceptable. */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'contains a NUL character (U+0000)';
  if (LONE_SURROGATE.test(text)) return 'contains an unpaired UTF-16 surrogate, which is not Unicode text';
  return undefined;
}

export const isAcceptableText = (text: string): boolean => textProblem(text) === undefined;

/**
 * What is wrong with percent-encoded text (a path, a query string, a urlencoded form): a '%' that
 * does not start two hex digits, escapes that do not spell UTF-8, or a decoded text that
 * textProblem refuses. Undefined when it is acceptable.
 */
export function encodedTextProblem(encoded: string): string | undefined {
  if (BROKEN_ESCAPE.test(encoded)) return "has a malformed percent-escape ('%' must be followed by two hex digits)";
  let decoded: string;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    return 'has percent-escapes that are not UTF-8';
  }
  return textProblem(decoded);
}

/** Why a request URL's path or query string cannot be accepted (a whole sentence); undefined when both are acceptable. */
export function urlProblem(pathname: string, search: string): string | undefined {
  const path = encodedTextProblem(pathname);
  if (path) return `The path ${path}.`;
  const query = encodedTextProblem(search.replace(/^\?/, ''));
  if (query) return `The query string ${query}.`;
  return undefined;
}

/** Where in a JSON value a refused text sits ('fields.title.en-US', 'requests[2].params'), and what is wrong with it. */
export interface UnsafeJsonText {
  path: string;
  problem: string;
}

interface Visit {
  value: unknown;
  parent: Visit | undefined;
  key: string | number | undefined;
  depth: number;
}

/**
 * How deeply a JSON body may nest. Nothing the site or the engines take nests a tenth as deep (a
 * rich-text document with lists in lists is the deepest), while a body nested thousands deep
 * overflows the stack of whatever walks it recursively (JSON.stringify, validators, filters).
 */
export const MAX_JSON_DEPTH = 100;

const MAX_PATH_CHARS = 160;

/** The visit's path from the root, its deep end kept when it is too long to quote in a message. */
function pathOf(visit: Visit): string {
  const keys: Array<string | number> = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.push(at.key);
  const path = keys
    .reverse()
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${JSON.stringify(key).slice(1, -1).slice(0, 40)}`))
    .join('');
  return path.length > MAX_PATH_CHARS ? `…${path.slice(-MAX_PATH_CHARS)}` : path;
}

/**
 * The first string value or object key in a parsed JSON value that textProblem refuses, or the
 * first array or object nested deeper than `maxDepth` (MAX_JSON_DEPTH unless a service keeps a
 * documented limit of its own). Walks with its own stack, so a deeply nested body cannot overflow
 * the call stack here.
 */
export function findUnacceptableJson(root: unknown, maxDepth = MAX_JSON_DEPTH): UnsafeJsonText | undefined {
  const stack: Visit[] = [{ value: root, parent: undefined, key: undefined, depth: 0 }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value, depth } = visit;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return { path: pathOf(visit), problem };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= maxDepth) return { path: pathOf(visit), problem: `is nested more than ${maxDepth} levels deep` };
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) stack.push({ value: value[index], parent: visit, key: index, depth: depth + 1 });
      continue;
    }
    for (const [key, child] of Object.entries(value).reverse()) {
      const problem = textProblem(key);
      if (problem) return { path: pathOf(visit), problem: `has a key that ${problem}` };
      stack.push({ value: child, parent: visit, key, depth: depth + 1 });
    }
  }
  return undefined;
}

/** A sentence naming where a JSON body's refused value is ("The request body's value at fields.name contains …"). */
export function describeUnsafeJsonText(found: UnsafeJsonText, what = 'The request body'): string {
  return found.path === '' ? `${what} ${found.problem}.` : `${what}'s value at ${found.path} ${found.problem}.`;
}

export type ParsedJson = { ok: true; value: unknown } | { ok: false; reason: 'syntax' | 'text'; message: string };

/** JSON text parsed, then held to the text rule and the depth limit: a syntax error and a refused value are told apart. */
export function parseAcceptableJson(text: string, what = 'The request body'): ParsedJson {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return { ok: false, reason: 'syntax', message: `${what} is not valid JSON.` };
  }
  const unsafe = findUnacceptableJson(value);
  return unsafe ? { ok: false, reason: 'text', message: describeUnsafeJsonText(unsafe, what) } : { ok: true, value };
}
