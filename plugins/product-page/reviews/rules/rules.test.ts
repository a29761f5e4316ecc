import { describe, expect, it } from 'vitest';
import { UNSAFE_URLS } from '@storefront/cms-models/testing/xss-payloads';
import { galleryView, stepView, stripLayout } from './gallery';
import { reviewImageUrl, reviewLinkUrl } from './media';
import { reviewDate } from './review-date';
import { shorten } from './truncate';

describe('shortening a text (P §9)', () => {
  const words = (length: number) => 'abcde '.repeat(Math.ceil(length / 6)).slice(0, length - 1) + '.';

  it('keeps a text up to the limit plus the tolerance whole', () => {
    expect(shorten(words(250), 250)).toEqual({ text: words(250), truncated: false });
    expect(shorten(words(300), 250)).toEqual({ text: words(300), truncated: false });
    expect(shorten(words(301), 250).truncated).toBe(true);
  });

  it('cuts a longer one at the last word break before the limit, with an ellipsis', () => {
    const short = shorten(words(1000), 250);
    expect(short.text.endsWith('abcde…')).toBe(true);
    expect(short.text.length).toBeLessThanOrEqual(251);
    expect(short.text.length).toBeGreaterThan(240);
    // One unbroken word is cut at the limit.
    expect(shorten('x'.repeat(400), 250).text).toBe(`${'x'.repeat(250)}…`);
    expect(shorten(words(5000), 2000).text.length).toBeLessThanOrEqual(2001);
  });
});

describe('review dates (P §9: dd/mm/yy)', () => {
  it('writes day, month and two-digit year on the UK calendar', () => {
    expect(reviewDate('2025-03-05T10:00:00.000Z')).toBe('05/03/25');
    expect(reviewDate('2024-12-31T23:59:00.000Z')).toBe('31/12/24');
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    expect(reviewDate('2025-06-30T23:30:00.000Z')).toBe('01/07/25');
    expect(reviewDate('not a date')).toBe('');
  });
});

describe('photo strip and gallery paging (P §9)', () => {
  it('shows up to the strip’s slots and counts the rest as +N', () => {
    expect(stripLayout(20, 3)).toEqual({ shown: 3, more: 17 });
    expect(stripLayout(20, 2)).toEqual({ shown: 2, more: 18 });
    expect(stripLayout(2, 3)).toEqual({ shown: 2, more: 0 });
  });

  it('pages the gallery 6 or 3 at a time around the selected photo', () => {
    expect(galleryView(20, 6, 0)).toEqual({ first: 0, end: 6, hasPrevious: false, hasNext: true });
    expect(galleryView(20, 6, 13)).toEqual({ first: 12, end: 18, hasPrevious: true, hasNext: true });
    expect(galleryView(20, 6, 19)).toEqual({ first: 18, end: 20, hasPrevious: true, hasNext: false });
    expect(galleryView(20, 3, 4)).toEqual({ first: 3, end: 6, hasPrevious: true, hasNext: true });
    expect([stepView(20, 6, 2, 1), stepView(20, 6, 7, -1), stepView(20, 6, 19, 1), stepView(20, 6, 1, -1)]).toEqual([6, 0, 19, 1]);
  });
});

describe('where review media may come from', () => {
  it('shows images only from the image endpoint, sized there', () => {
    expect(reviewImageUrl('/_img/products/CST17775/black/2?w=800', { w: 192, h: 288, fit: 'fill' })).toBe('/_img/products/CST17775/black/2?w=192&fm=webp&q=75&h=288&fit=fill');
    for (const src of ['https://evil.example/a.jpg', '/pages/sale', '/_imgx/a', '/_img/../api/x', 'data:image/svg+xml,%3Csvg%3E', ...UNSAFE_URLS.map(([url]) => url)]) {
      expect(reviewImageUrl(src, { w: 100 }), src).toBeUndefined();
    }
  });

  it('links only to a brand site over https or to a site path', () => {
    expect(reviewLinkUrl('https://www.coast.co.uk/product/satin-dress')).toBe('https://www.coast.co.uk/product/satin-dress');
    expect(reviewLinkUrl('/product/satin-dress')).toBe('/product/satin-dress');
    for (const href of ['https://evil.example/x', 'http://www.coast.co.uk/x', 'https://coast.co.uk.evil.example/', 'mailto:a@b.c', '#top', ...UNSAFE_URLS.map(([url]) => url)]) {
      expect(reviewLinkUrl(href), href).toBeUndefined();
    }
  });
});
