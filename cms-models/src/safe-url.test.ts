import { describe, expect, it } from 'vitest';
import { checkUrl, CONTENTFUL_LINK_PATTERN, isSafeUrl, safeUrl } from './safe-url';
import { SAFE_LINKS, UNSAFE_URLS as UNSAFE } from './testing/xss-payloads';

describe('the URL rule', () => {
  it.each(UNSAFE)('refuses %j (%s)', (value) => {
    expect(checkUrl(value, 'link').safe).toBe(false);
    expect(checkUrl(value, 'resource').safe).toBe(false);
    expect(safeUrl(value)).toBeUndefined();
  });

  it.each(SAFE_LINKS)('allows the link %j, unchanged', (value) => {
    expect(checkUrl(value, 'link')).toEqual({ safe: true, url: value, external: /^https?:/i.test(value) });
  });

  it('allows only site paths and http(s) URLs as resources (src, redirects)', () => {
    for (const value of ['/_img/a.jpg?w=10', '/_content/spaces/s/files/x.png', 'https://images.ctfassets.net/a/b/c.jpg']) expect(isSafeUrl(value, 'resource'), value).toBe(true);
    for (const value of ['mailto:help@example.com', 'tel:+44 20', '#top', '?page=2']) expect(isSafeUrl(value, 'resource'), value).toBe(false);
  });

  it('says why a value is refused', () => {
    expect(checkUrl('javascript:alert(1)')).toEqual({ safe: false, reason: 'javascript: URLs are not allowed' });
    expect(checkUrl('/\\evil.example')).toEqual({ safe: false, reason: 'Contains a backslash' });
    expect(checkUrl(42)).toEqual({ safe: false, reason: 'Empty' });
  });

  it('keeps every site path it allows on the page’s own origin, as a browser resolves it from any page', () => {
    for (const base of ['https://www.coast.com/pages/brands/coast', 'http://localhost:3000/', 'https://shop.example/a/b/c?x=1#y']) {
      for (const value of SAFE_LINKS.filter((link) => !/^[a-z]+:/i.test(link))) {
        const resolved = new URL(value, base);
        expect(resolved.origin, `${value} from ${base}`).toBe(new URL(base).origin);
      }
    }
  });

  it('gives Contentful a pattern that refuses every unsafe value and accepts the usual links', () => {
    const pattern = new RegExp(CONTENTFUL_LINK_PATTERN);
    // A pattern cannot resolve dot-segments; a link field's length limit (256) stands in for the rule's.
    const expressible = UNSAFE.filter(([value]) => value.length <= 256 && !/\/(\.|%2e)/.test(value));
    for (const [value, why] of expressible) {
      expect(pattern.test(value), `${JSON.stringify(value)}: ${why}`).toBe(false);
    }
    for (const value of SAFE_LINKS.filter((link) => !/^[A-Z]/.test(link))) expect(pattern.test(value), value).toBe(true);
  });
});
