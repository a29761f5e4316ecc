import { describe, expect, it } from 'vitest';
import { byteRange } from './byte-range';

describe('byteRange', () => {
  it('answers the whole file when no range is asked, or one in another unit', () => {
    expect(byteRange(null, 100)).toEqual({ kind: 'whole' });
    expect(byteRange(undefined, 100)).toEqual({ kind: 'whole' });
    expect(byteRange('items=0-5', 100)).toEqual({ kind: 'whole' });
  });

  it('reads a start and end, an open end, and a suffix', () => {
    expect(byteRange('bytes=0-1', 100)).toEqual({ kind: 'partial', start: 0, end: 1 });
    expect(byteRange('bytes=10-', 100)).toEqual({ kind: 'partial', start: 10, end: 99 });
    expect(byteRange('bytes=-30', 100)).toEqual({ kind: 'partial', start: 70, end: 99 });
    expect(byteRange(' Bytes = 5-9', 100)).toEqual({ kind: 'partial', start: 5, end: 9 });
  });

  it('clips an end past the file, and a suffix longer than it', () => {
    expect(byteRange('bytes=90-500', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
    expect(byteRange('bytes=-500', 100)).toEqual({ kind: 'partial', start: 0, end: 99 });
  });

  it('refuses a range starting at or past the end, a reversed one and malformed byte ranges', () => {
    for (const header of ['bytes=100-', 'bytes=100-120', 'bytes=9-5', 'bytes=-0', 'bytes=-', 'bytes=abc', 'bytes=1-2-3', 'bytes=', 'bytes=0-1,junk', 'bytes=99999999999999999999-']) {
      expect(byteRange(header, 100), header).toEqual({ kind: 'unsatisfiable' });
    }
    expect(byteRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('answers several well-formed ranges with the whole file rather than a multipart body', () => {
    expect(byteRange('bytes=0-1, 5-9', 100)).toEqual({ kind: 'whole' });
  });
});
