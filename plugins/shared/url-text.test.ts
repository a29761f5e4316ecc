import { describe, expect, it } from 'vitest';
import { decodeText, encodeText, wellFormed } from './url-text';

describe('text helpers', () => {
  it('replaces lone surrogates and keeps real pairs', () => {
    expect(wellFormed('a\uD800b')).toBe('a\uFFFDb');
    expect(wellFormed('\uDC00')).toBe('\uFFFD');
    expect(wellFormed('😀')).toBe('😀');
  });

  it('encodes any text without throwing', () => {
    expect(encodeText('a b/\uD800')).toBe('a%20b%2F%EF%BF%BD');
  });

  it('decodes, or gives undefined for malformed escapes', () => {
    expect(decodeText('a%20b')).toBe('a b');
    expect(decodeText('%E0%A4%A')).toBeUndefined();
  });
});
