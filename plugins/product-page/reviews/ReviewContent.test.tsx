// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mountReviews, photosOf, review, texts, PRELOAD_TIMEOUT_MS, preloadArea, unmountAll, waitFor } from './reviews.testing';

beforeAll(preloadArea, PRELOAD_TIMEOUT_MS);
afterEach(unmountAll);

/** Words up to exactly `length` characters, ending in a full stop. */
const prose = (length: number, word = 'lovely') => `${Array.from({ length: Math.ceil(length / (word.length + 1)) }, () => word).join(' ').slice(0, length - 1)}.`;

async function withReviews(reviews: ReturnType<typeof review>[], options: { mobile?: boolean } = {}) {
  const page = await mountReviews({ reviews, ...options });
  await page.loaded();
  await waitFor(() => expect(page.all('review')).toHaveLength(Math.min(5, reviews.length)));
  return page;
}

const dialog = (testId: string) => document.querySelector<HTMLDialogElement>(`dialog[data-testid="${testId}"]`);
const button = (root: ParentNode, name: string) => [...root.querySelectorAll('button')].find((candidate) => candidate.textContent === name || candidate.getAttribute('aria-label') === name);

describe('long texts (P §9: 250 in the list, 2000 in the modal, responses 250 / 1000, tolerance 50)', () => {
  it('cuts a long review at 250 characters with Read more, which opens the review with its whole text', async () => {
    const long = prose(900);
    const page = await withReviews([review(1, { reviewText: long })]);
    const shown = page.q('review-text')!.textContent!;
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(251);
    expect(shown.length).toBeGreaterThan(200);
    expect(long.startsWith(shown.slice(0, -1))).toBe(true);
    button(page.all('review')[0]!, 'Read more')!.click();
    await waitFor(() => expect(dialog('review-dialog')?.open).toBe(true));
    expect(dialog('review-dialog')!.querySelector('[data-testid="review-dialog-text"]')!.textContent).toBe(long);
    expect(document.documentElement.style.overflow).toBe('hidden');
    button(dialog('review-dialog')!, 'Close')!.click();
    await waitFor(() => expect(dialog('review-dialog')).toBeNull());
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('shows a text up to 50 characters over the limit whole, without Read more', async () => {
    const page = await withReviews([review(1, { reviewText: prose(300) }), review(2, { reviewText: prose(301) })]);
    const [second, first] = page.all('review');
    expect(button(first!, 'Read more')).toBeUndefined();
    expect(first!.querySelector('[data-testid="review-text"]')!.textContent).toBe(prose(300));
    expect(button(second!, 'Read more')).toBeDefined();
  });

  it('cuts a review at 2000 characters in the modal and a response at 250 in the list and 1000 in the modal, each expandable', async () => {
    const text = prose(2600);
    const answer = prose(1400, 'thanks');
    const page = await withReviews([review(1, { reviewText: text, responses: [{ clientName: 'Coast', text: answer }] })]);
    const response = page.q('review-response')!;
    expect(response.textContent).toContain('Response from Coast');
    const listAnswer = response.querySelector('[data-testid="response-text"]')!.textContent!;
    expect(listAnswer.endsWith('…') && listAnswer.length <= 251).toBe(true);
    button(page.all('review')[0]!, 'Read more')!.click();
    await waitFor(() => expect(dialog('review-dialog')?.open).toBe(true));
    const modal = dialog('review-dialog')!;
    const modalText = modal.querySelector('[data-testid="review-dialog-text"]')!;
    expect(modalText.textContent!.length).toBeLessThanOrEqual(2001);
    expect(modalText.textContent!.length).toBeGreaterThan(1950);
    const modalAnswer = modal.querySelector('[data-testid="response-text"]')!;
    expect(modalAnswer.textContent!.length).toBeLessThanOrEqual(1001);
    expect(modalAnswer.textContent!.length).toBeGreaterThan(950);
    const [readMoreText] = [...modal.querySelectorAll('button')].filter((candidate) => candidate.textContent === 'Read more');
    expect(readMoreText!.getAttribute('aria-expanded')).toBe('false');
    readMoreText!.click();
    await waitFor(() => expect(modalText.textContent).toBe(text));
    expect(readMoreText!.textContent).toBe('Read less');
  });
});

describe('what a review says about itself', () => {
  it('notes a promotion, a syndicated source (linked only to a brand site) and the recommendation', async () => {
    const page = await withReviews([
      review(1, { isPromotional: true, isRecommended: false }),
      review(2, { isSyndicated: true, syndicationSource: { name: 'Coast', contentLink: 'https://www.coast.co.uk/product/satin-dress', logoImageUrl: 'data:image/svg+xml,%3Csvg%3E' } }),
      review(3, { isSyndicated: true, syndicationSource: { name: 'Elsewhere', contentLink: 'https://evil.example/product' } }),
    ]);
    const [third, second, first] = page.all('review');
    expect(first!.querySelector('[data-testid="review-promotion"]')!.textContent).toBe('This review was collected as part of a promotion.');
    expect(first!.textContent).toContain('No, I do not recommend this product');
    expect(second!.querySelector('[data-testid="review-promotion"]')).toBeNull();
    const coast = second!.querySelector('[data-testid="review-syndication"]')!;
    expect(coast.textContent).toBe('Originally posted on Coast');
    expect(coast.querySelector('a')!.getAttribute('href')).toBe('https://www.coast.co.uk/product/satin-dress');
    expect(coast.querySelector('a')!.getAttribute('rel')).toContain('noopener');
    // A data: logo is not from the image endpoint: the name stands alone.
    expect(coast.querySelector('img')).toBeNull();
    const elsewhere = third!.querySelector('[data-testid="review-syndication"]')!;
    expect(elsewhere.textContent).toBe('Originally posted on Elsewhere');
    expect(elsewhere.querySelector('a')).toBeNull();
  });
});

describe('customer photos (P §9: strip of 3, 2 on phones, with +N; gallery 6 per view, 3 on phones)', () => {
  const photoReviews = () => [review(1, { photos: photosOf(1, 3) }), review(2), ...Array.from({ length: 17 }, (_, index) => review(index + 3, { photos: photosOf(index + 3, 1) }))];

  it('shows 3 thumbnails, the last marked +N, and opens the gallery 6 photos per view', async () => {
    const page = await withReviews(photoReviews());
    await waitFor(() => expect(page.all('strip-photo')).toHaveLength(3));
    expect(page.service.requests.find((url) => url.searchParams.get('hasPhotos') === 'true')!.searchParams.get('limit')).toBe('100');
    expect(page.q('strip-more')!.textContent).toBe('+17');
    page.all('strip-photo')[2]!.click();
    await waitFor(() => expect(dialog('photo-gallery')?.open).toBe(true));
    const gallery = dialog('photo-gallery')!;
    const view = () => gallery.querySelectorAll('[data-testid="gallery-view"] li');
    const position = () => gallery.querySelector('[data-testid="gallery-position"]')!.textContent;
    expect(view()).toHaveLength(6);
    expect(position()).toBe('1–6 of 20');
    expect(button(gallery, 'Previous photos')!.disabled).toBe(true);
    button(gallery, 'Next photos')!.click();
    await waitFor(() => expect(position()).toBe('7–12 of 20'));
    button(gallery, 'Next photos')!.click();
    button(gallery, 'Next photos')!.click();
    await waitFor(() => expect(position()).toBe('19–20 of 20'));
    expect(view()).toHaveLength(2);
    expect(button(gallery, 'Next photos')!.disabled).toBe(true);
    // The photo shown large is the one pressed, with its review beside it.
    expect(gallery.querySelector('h2')!.textContent).toMatch(/^Review \d+$/);
  });

  it('shows 2 thumbnails and 3 photos per view on a phone', async () => {
    const page = await withReviews(photoReviews(), { mobile: true });
    await waitFor(() => expect(page.all('strip-photo')).toHaveLength(2));
    expect(page.q('strip-more')!.textContent).toBe('+18');
    page.all('strip-photo')[0]!.click();
    await waitFor(() => expect(dialog('photo-gallery')?.open).toBe(true));
    const gallery = dialog('photo-gallery')!;
    expect(gallery.querySelectorAll('[data-testid="gallery-view"] li')).toHaveLength(3);
    expect(gallery.querySelector('[data-testid="gallery-position"]')!.textContent).toBe('1–3 of 20');
    button(gallery, 'Next photos')!.click();
    await waitFor(() => expect(gallery.querySelector('[data-testid="gallery-position"]')!.textContent).toBe('4–6 of 20'));
  });

  it('shows no strip when no review has photos, and only the photos the image endpoint serves', async () => {
    const page = await withReviews([
      review(1, {
        photos: [
          { id: 'p1', sizes: { normal: { url: 'https://evil.example/a.jpg' } } },
          { id: 'p2', sizes: { normal: { url: 'javascript:alert(1)' } } },
          { id: 'p3', sizes: { normal: { url: '/_img/products/CST17775/black/1?w=800' } } },
        ],
      }),
    ]);
    await waitFor(() => expect(page.all('strip-photo')).toHaveLength(1));
    const sources = [...page.container.querySelectorAll('img')].map((image) => image.getAttribute('src')!);
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.every((src) => src.startsWith('/_img/products/CST17775/black/1?'))).toBe(true);
    unmountAll();
    const plain = await withReviews([review(1), review(2)]);
    await waitFor(() => expect(plain.service.requests.some((url) => url.searchParams.get('hasPhotos') === 'true')).toBe(true));
    expect(plain.q('photo-strip')).toBeNull();
  });
});

describe('review texts are text', () => {
  it('shows markup in a title, text, name or response as the words typed', async () => {
    const payload = `<img src=x onerror=alert(1)><script>alert(2)</script>`;
    const page = await withReviews([review(1, { title: payload, reviewText: payload, username: payload, userLocation: payload, responses: [{ clientName: payload, text: payload }] })]);
    const card = page.all('review')[0]!;
    expect(card.querySelectorAll('script, img')).toHaveLength(0);
    expect(texts([card.querySelector('h3')!])).toEqual([payload]);
    expect(card.querySelector('[data-testid="review-text"]')!.textContent).toBe(payload);
  });
});
