import { describe, expect, it } from 'vitest';
import { UNSAFE_URLS } from '@storefront/cms-models/testing/xss-payloads';
import { cssImageSet, imageSrcSet, imageUrl } from './image-url';

describe('image URLs', () => {
  it('add the image parameters to a site path or an https file', () => {
    expect(imageUrl('/_img/campaigns/tailoring/41', { w: 480, h: 300.4, fit: 'fill' })).toBe('/_img/campaigns/tailoring/41?w=480&h=300&fit=fill');
    expect(imageUrl('https://images.ctfassets.net/s/a/b/c.jpg?fm=jpg', { w: 800 })).toBe('https://images.ctfassets.net/s/a/b/c.jpg?fm=jpg&w=800');
    expect(imageSrcSet('/_img/a', [480, 960], 2)).toBe('/_img/a?fm=webp&q=75&w=480&h=240&fit=fill 480w, /_img/a?fm=webp&q=75&w=960&h=480&fit=fill 960w');
  });

  it.each(UNSAFE_URLS)('give no URL at all for a file at %j (%s)', (value) => {
    expect(imageUrl(value, { w: 480 })).toBeUndefined();
    expect(imageSrcSet(value, [480, 960], 2)).toBeUndefined();
    expect(cssImageSet(value, 360, 2 / 3)).toBeUndefined();
  });

  it('give a CSS image-set of a picture at 1x and 2x', () => {
    expect(cssImageSet('/_img/products/OAS53823/mustard/2', 360, 2 / 3)).toBe(
      'image-set("/_img/products/OAS53823/mustard/2?fm=webp&q=75&w=360&h=540&fit=fill" 1x, "/_img/products/OAS53823/mustard/2?fm=webp&q=75&w=720&h=1080&fit=fill" 2x)',
    );
  });

  it('keep a file name inside its CSS string', () => {
    const set = cssImageSet('/_img/dress")1x,url("/x', 360, 2 / 3);
    // Only the two strings' own quotes: nothing in the name closes a string or the image-set.
    expect(set?.match(/(?<!\\)"/g)).toHaveLength(4);
    expect(set?.endsWith(' 2x)')).toBe(true);
  });
});
