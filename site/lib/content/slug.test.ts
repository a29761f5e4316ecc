import { describe, expect, it } from 'vitest';
import { slugFromSegments } from './slug';

describe('slugFromSegments', () => {
  it('joins valid segments', () => {
    expect(slugFromSegments(['new-in'])).toBe('new-in');
    expect(slugFromSegments(['brands', 'dorothy-perkins'])).toBe('brands/dorothy-perkins');
  });

  it('refuses anything that cannot be a page slug', () => {
    for (const bad of [[], ['Upper'], ['a b'], ['..', 'etc'], ['%E0%A4%A'], ['x'.repeat(201)], ['a', '', 'b'], Array(9).fill('a')]) {
      expect(slugFromSegments(bad)).toBeUndefined();
    }
  });
});
