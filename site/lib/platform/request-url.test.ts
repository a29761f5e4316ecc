import { describe, expect, it } from 'vitest';
import { withoutRouterQuery } from './request-url';

describe('withoutRouterQuery', () => {
  it('drops the router cache-buster wherever it stands, and nothing else', () => {
    expect(withoutRouterQuery('?_rsc=c-i4MifJuN4T')).toBe('');
    expect(withoutRouterQuery('?page=2&_rsc=abc')).toBe('?page=2');
    expect(withoutRouterQuery('?_rsc=abc&q=a%2Fb~c')).toBe('?q=a%2Fb~c');
    expect(withoutRouterQuery('?_rsc')).toBe('');
  });

  it('keeps every other parameter exactly as sent, escapes included', () => {
    expect(withoutRouterQuery('')).toBe('');
    expect(withoutRouterQuery('?q=%E2%82%AC+off&sort=price')).toBe('?q=%E2%82%AC+off&sort=price');
    expect(withoutRouterQuery('?_rscx=1&x_rsc=2')).toBe('?_rscx=1&x_rsc=2');
  });
});
