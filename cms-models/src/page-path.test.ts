import { describe, expect, it } from 'vitest';
import { pagePath } from './page-path';

describe('pagePath', () => {
  it('serves the home page at the root and other pages under /pages', () => {
    expect(pagePath('/')).toBe('/');
    expect(pagePath('summer-edit')).toBe('/pages/summer-edit');
    expect(pagePath('brands/coast')).toBe('/pages/brands/coast');
  });
});
