import { describe, expect, it } from 'vitest';
import { hybridAddressOf, hybridPath } from './hybrid-path';

describe('the hybrid product page address (P §2)', () => {
  it('is a category path followed by /product/{slug}', () => {
    expect(hybridAddressOf(['women', 'dresses', 'product', 'satin-maxi-dress-cst1'])).toEqual({ categorySlug: 'women/dresses', productSlug: 'satin-maxi-dress-cst1' });
    expect(hybridPath('women/dresses', 'satin-maxi-dress-cst1')).toBe('/categories/women/dresses/product/satin-maxi-dress-cst1');
  });

  it('is not a plain listing, a product word without a slug, or anything after the slug', () => {
    expect(hybridAddressOf(['women', 'dresses'])).toBeUndefined();
    expect(hybridAddressOf(['women', 'dresses', 'product'])).toBeUndefined();
    expect(hybridAddressOf(['product', 'satin-maxi-dress'])).toBeUndefined();
    expect(hybridAddressOf(['women', 'product', 'dress', 'facet'])).toBeUndefined();
    expect(hybridAddressOf(['women', 'product', 'Bad Slug'])).toBeUndefined();
    expect(hybridAddressOf(['women', 'facet', 'colour', 'product', 'x'])).toBeUndefined();
  });
});
