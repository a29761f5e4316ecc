/**
 * Hostile and odd inputs for the input-boundary fuzz test, generated from a seed so a failure
 * replays exactly: the same seed gives the same requests.
 */

/** mulberry32: a small, well-mixed 32-bit PRNG. */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(below: number): number {
    return Math.floor(this.next() * below);
  }

  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)]!;
  }
}

/** Percent-encoded text the boundary must refuse with a 400: broken escapes, escapes that are not UTF-8, escaped NUL. */
export const REFUSED_ESCAPES = ['%zz', '%', 'abc%', '%4', '%e9', '%ED%A0%80', '%C0%80', '%FF%FE', '%00', 'red%00dress', '%%41'];

/** Text (as it is after decoding) the boundary must refuse in form fields and JSON strings: NUL and unpaired surrogates. */
export const REFUSED_TEXT = ['\u0000', 'Ada\u0000Lovelace', '\uD800', 'x\uDFFF', '\uDC00\uD800', 'ok\uD83D'];

/** Query values that are odd but acceptable: the server may refuse them, never fail on them. */
export const ODD_QUERY_VALUES = [
  'a'.repeat(8_000),
  '',
  '[]',
  '{"$gt":""}',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '\u202Eevil',
  '😀'.repeat(50),
  '-1',
  '1e309',
  'NaN',
  '%2525',
  ' '.repeat(100),
  '\t\r\n',
];

/** JSON nested `depth` levels deep (an array of arrays): parsers and walkers must not overflow. */
export const deepJson = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;

/** Values that replace one leaf of a valid body: refused text, then every wrong JSON type. */
export const LEAF_REPLACEMENTS: readonly unknown[] = [...REFUSED_TEXT, 0, -1, 1e308, true, null, [], {}, [[['x']]], { $ne: null }];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path to a leaf (a string, number, boolean or null) of a JSON value. */
function leafPaths(value: Json, path: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, [...path, index]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]));
  return [path];
}

/** A copy of `value` with the leaf at `path` replaced. */
function withLeaf(value: Json, path: Array<string | number>, replacement: unknown): Json {
  if (path.length === 0) return replacement as Json;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as Record<string, Json>) }) as Record<string | number, Json>;
  const [head, ...rest] = path;
  copy[head!] = withLeaf(copy[head!]!, rest, replacement);
  return copy as Json;
}

/** A valid body with one of its leaves replaced by a hostile or wrongly typed value; the label names which. */
export function mutateLeaf(random: Random, template: unknown, replacement = random.pick(LEAF_REPLACEMENTS)): { value: unknown; label: string } {
  const paths = leafPaths(template as Json);
  const path = random.pick(paths.length ? paths : [[]]);
  return { value: withLeaf(template as Json, path, replacement), label: `${path.join('.') || '(body)'}=${JSON.stringify(replacement)?.slice(0, 30)}` };
}

/** JSON text as a client would send it: JSON.stringify writes NUL and unpaired surrogates as \u0000 and \ud800 escapes. */
export const jsonText = (value: unknown) => JSON.stringify(value);

/** A multipart/form-data body of text fields (and optionally one small file). */
export function multipart(fields: Record<string, string>, file?: { name: string; filename: string; type: string; bytes: Buffer }): { body: Buffer; contentType: string } {
  const boundary = '----fuzz7d93b1c0';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`), Buffer.from(value, 'utf8'), Buffer.from('\r\n'));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
