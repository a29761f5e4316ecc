import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TEXT_PAYLOADS, UNSAFE_URLS } from '@storefront/cms-models/testing/xss-payloads';
import { markupProblems } from '../../testing/markup-safety';
import { PhotoGalleryDialog } from './PhotoGalleryDialog';
import { ReviewCard } from './ReviewCard';
import { ReviewDialog } from './ReviewDialog';
import { review } from './reviews.testing';

/** A review with a payload in every text and an unsafe URL in every link and image. */
function hostileReview(index: number) {
  const text = TEXT_PAYLOADS[index % TEXT_PAYLOADS.length]!;
  const url = UNSAFE_URLS[index % UNSAFE_URLS.length]![0];
  return review(index + 1, {
    title: text,
    reviewText: `${text} ${'x'.repeat(index % 2 ? 400 : 10)}`,
    username: text,
    userLocation: text,
    submittedAt: text,
    responses: [{ clientName: text, text }],
    isSyndicated: true,
    syndicationSource: { name: text, logoImageUrl: url, contentLink: url },
    secondaryRatings: [{ label: text, minLabel: text, maxLabel: text, rating: 3, ratingRange: 5 }],
    photos: [{ id: `p${index}`, caption: text, sizes: { normal: { url }, thumbnail: { url } } }],
  });
}

const cases = Array.from({ length: Math.max(TEXT_PAYLOADS.length, UNSAFE_URLS.length) }, (_, index) => hostileReview(index));

describe('review content cannot inject markup or load from elsewhere', () => {
  it('renders every payload in the card, the review modal and the gallery as text, with no unsafe URL', () => {
    for (const hostile of cases) {
      const html = [
        renderToStaticMarkup(createElement(ReviewCard, { review: hostile, onOpen: () => {} })),
        renderToStaticMarkup(createElement(ReviewDialog, { review: hostile, onClose: () => {} })),
        renderToStaticMarkup(
          createElement(PhotoGalleryDialog, {
            photos: [{ photo: { id: 'safe', caption: hostile.title, sizes: { normal: { url: '/_img/products/A1/black/1' } } }, review: hostile }],
            initial: 0,
            mobile: false,
            onClose: () => {},
            onOpenReview: () => {},
          }),
        ),
      ].join('');
      expect(markupProblems(html), hostile.title).toEqual([]);
      expect(html).not.toMatch(/<(script|iframe|svg onload|img src=x)/i);
      // No image but the endpoint's; no link at all (none of these URLs is a brand site).
      expect([...html.matchAll(/<img[^>]* src="([^"]*)"/g)].map((match) => match[1]).every((src) => src!.startsWith('/_img/products/A1/black/1?'))).toBe(true);
      expect(html).not.toContain('<a ');
    }
  });
});
