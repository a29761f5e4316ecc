/**
 * The Range request header (RFC 9110 §14) as the video endpoint answers it: browsers ask a film
 * for `bytes=0-` first, then for the pieces they seek to, and Safari will not play a video whose
 * server does not answer ranges.
 */
export type RangeAnswer =
  /** No range asked (or one the server may ignore: another unit, several ranges): the whole file. */
  | { kind: 'whole' }
  /** One satisfiable range, inclusive of both ends. */
  | { kind: 'partial'; start: number; end: number }
  /** A byte range that is malformed or lies wholly past the end of the file: 416. */
  | { kind: 'unsatisfiable' };

const SINGLE = /^(\d*)-(\d*)$/;

/** The answer to a Range header for a file of `size` bytes. */
export function byteRange(header: string | null | undefined, size: number): RangeAnswer {
  if (header == null) return { kind: 'whole' };
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  // Another unit (or none) is not understood: the header is ignored.
  if (!match) return { kind: 'whole' };
  const specs = match[1]!.split(',').map((spec) => spec.trim());
  // Several ranges would need a multipart answer; a server may send the whole file instead.
  if (specs.length > 1 && specs.every((spec) => SINGLE.test(spec) && spec !== '-')) return { kind: 'whole' };
  const parts = SINGLE.exec(specs[0]!);
  if (!parts || specs.length > 1) return { kind: 'unsatisfiable' };
  const [, first, last] = parts;
  if (!first && !last) return { kind: 'unsatisfiable' };
  if (!first) {
    // bytes=-N: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last ? Number(last) : size - 1;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start || start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}
