import { describe, expect, it } from 'vitest';
import { LruCache } from './lru';

describe('LruCache', () => {
  it('evicts the least recently used entries to stay within its byte budget', () => {
    const cache = new LruCache<string>({ maxBytes: 10, maxEntries: 100 }, (value) => value.length);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.get('a')).toBe('aaaa'); // a is now the most recent
    cache.set('c', 'cccc');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaa');
    expect(cache.get('c')).toBe('cccc');
    expect(cache.bytes).toBe(8);
  });

  it('bounds the entry count and skips values bigger than the whole budget', () => {
    const cache = new LruCache<string>({ maxBytes: 100, maxEntries: 2 }, (value) => value.length);
    cache.set('a', 'a');
    cache.set('b', 'b');
    cache.set('c', 'c');
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    cache.set('huge', 'x'.repeat(101));
    expect(cache.get('huge')).toBeUndefined();
    cache.set('b', 'bb');
    expect(cache.bytes).toBe(3);
  });
});
