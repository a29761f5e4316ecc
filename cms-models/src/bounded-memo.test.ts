import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo';

describe('boundedMemo', () => {
  it('computes a key once and answers it again from memory', () => {
    const seen: string[] = [];
    const upper = boundedMemo(10, (key) => {
      seen.push(key);
      return key.toUpperCase();
    });
    expect([upper('a'), upper('b'), upper('a')]).toEqual(['A', 'B', 'A']);
    expect(seen).toEqual(['a', 'b']);
  });

  it('remembers an undefined answer too', () => {
    let calls = 0;
    const nothing = boundedMemo(10, () => {
      calls += 1;
      return undefined;
    });
    nothing('x');
    nothing('x');
    expect(calls).toBe(1);
  });

  it('never holds more than its limit: a full memo starts over', () => {
    const seen: string[] = [];
    const same = boundedMemo(2, (key) => {
      seen.push(key);
      return key;
    });
    for (const key of ['a', 'b', 'c', 'a']) same(key);
    // 'c' found the memo full and started it over, so 'a' is computed again.
    expect(seen).toEqual(['a', 'b', 'c', 'a']);
  });
});
