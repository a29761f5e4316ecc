// @vitest-environment happy-dom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProductReviews } from './ProductReviews';
import { choose, mountReviews, photosOf, review, texts, PRELOAD_TIMEOUT_MS, preloadArea, unmountAll, waitFor } from './reviews.testing';

beforeAll(preloadArea, PRELOAD_TIMEOUT_MS);
afterEach(unmountAll);

const reserved = (html: string) => [...html.matchAll(/data-reserved="([a-z-]+)"/g)].map((match) => match[1]);
const reviewTitles = (container: HTMLElement) => texts([...container.querySelectorAll('[data-testid="review"] h3')]);

describe('the reviews area as the product page draws it', () => {
  it('draws the heading, the catalogue average and count, and a placeholder of the area’s size on the server', () => {
    const html = renderToStaticMarkup(createElement(ProductReviews, { productKey: 'CST17775', productName: 'Dress', averageRating: 4.26, reviewCount: 800 }));
    expect(html).toContain('id="reviews"');
    expect(html).toMatch(/<h2 id="reviews-heading"[^>]*>Reviews<\/h2>/);
    expect(html).toMatch(/4\.3<span class="visually-hidden"> out of 5/);
    expect(html).toContain('Based on 800 reviews');
    // The summary's parts, AI summary (30+), photos (20+), keywords (above 10), toolbar, a page of five reviews and show more are reserved.
    expect(reserved(html)).toEqual(['recommended', 'distribution', 'scales', 'ai-summary', 'photos', 'keywords', 'toolbar', 'review', 'review', 'review', 'review', 'review', 'show-more']);
    const few = renderToStaticMarkup(createElement(ProductReviews, { productKey: 'X1', productName: 'Dress', averageRating: 4, reviewCount: 3 }));
    expect(reserved(few)).toEqual(['recommended', 'distribution', 'scales', 'toolbar', 'review', 'review', 'review']);
    expect(renderToStaticMarkup(createElement(ProductReviews, { productKey: 'X1', productName: 'Dress', averageRating: 0, reviewCount: 0 }))).toContain('No reviews yet.');
  });

  it('asks for nothing until the section nears the viewport, then shows the reviews', async () => {
    const page = await mountReviews({ total: 12 });
    // Watched from about a screen ahead; nothing asked for yet.
    await waitFor(() => expect(page.watchedWith()).toBe('900px 0px'));
    expect(page.service.requests).toHaveLength(0);
    expect(page.q('reviews-placeholder')).not.toBeNull();
    await page.loaded();
    await waitFor(() => expect(page.all('review')).toHaveLength(5));
    expect(page.q('reviews-placeholder')).toBeNull();
    expect(page.service.requests.map((url) => url.pathname)).toContain('/_api/reviews/stats');
    expect(page.service.requests[0]!.searchParams.get('sku')).toBe('CST17775');
  });
});

describe('the summary', () => {
  it('shows the average to one decimal, the count, the recommended share and the bars 5 to 1 with labels', async () => {
    const reviews = [5, 5, 5, 4, 4, 3, 1].map((rating, index) => review(index + 1, { rating, isRecommended: rating >= 4 ? true : rating === 1 ? false : null }));
    const page = await mountReviews({ reviews });
    await page.loaded();
    expect(page.q('reviews-average')?.textContent).toBe('3.9 out of 5');
    expect(page.q('reviews-count')?.textContent).toBe('Based on 7 reviews');
    // 5 recommend, 1 does not, 1 did not say: 5 / 6.
    expect(page.q('reviews-recommended')?.textContent).toBe('83% of reviewers recommend this product');
    const bars = page.all('rating-bar');
    expect(texts(bars.map((bar) => bar.firstElementChild!))).toEqual(['5Excellent', '4Good', '3Average', '2Fair', '1Poor']);
    expect(bars.map((bar) => bar.querySelector('[role="meter"]')!.getAttribute('aria-valuenow'))).toEqual(['43', '29', '14', '0', '14']);
    expect(bars.map((bar) => (bar.querySelector('[role="meter"] span') as HTMLElement).style.width)).toEqual(['43%', '29%', '14%', '0%', '14%']);
    expect(texts(bars.map((bar) => bar.lastElementChild!))).toEqual(['3', '2', '1', '0', '1']);
  });
});

describe('the list', () => {
  it('shows the 5 most recent first, and re-sorts from the first page', async () => {
    const page = await mountReviews({ total: 12 });
    await page.loaded();
    await waitFor(() => expect(page.all('review')).toHaveLength(5));
    expect(reviewTitles(page.container)).toEqual(['Review 12', 'Review 11', 'Review 10', 'Review 9', 'Review 8']);
    const sort = page.q('review-sort') as HTMLSelectElement;
    expect(texts([...sort.options])).toEqual(['Most Recent', 'Rating High-Low', 'Rating Low-High']);
    choose(sort, 'LowestRating');
    await waitFor(() => expect(reviewTitles(page.container)[0]).toBe('Review 10'));
    expect(page.all('review').map((card) => card.querySelector('[role="img"]')!.getAttribute('aria-label'))).toEqual([
      'Rated 1 out of 5',
      'Rated 1 out of 5',
      'Rated 2 out of 5',
      'Rated 2 out of 5',
      'Rated 2 out of 5',
    ]);
    expect(page.service.listRequests().at(-1)!.searchParams.get('sort')).toBe('LowestRating');
    expect(page.service.listRequests().at(-1)!.searchParams.get('page')).toBe('1');
    choose(sort, 'HighestRating');
    await waitFor(() => expect(page.all('review')[0]!.querySelector('[role="img"]')!.getAttribute('aria-label')).toBe('Rated 5 out of 5'));
  });

  it('shows {min(5, remaining)} more until the last page, then no button', async () => {
    const page = await mountReviews({ total: 12 });
    await page.loaded();
    await waitFor(() => expect(page.q('reviews-show-more')?.textContent).toBe('Show 5 more'));
    page.q('reviews-show-more')!.click();
    await waitFor(() => expect(page.all('review')).toHaveLength(10));
    expect(page.q('reviews-show-more')?.textContent).toBe('Show 2 more');
    // Focus goes to the first review added.
    await waitFor(() => expect(document.activeElement).toBe(page.all('review')[5]));
    page.q('reviews-show-more')!.click();
    await waitFor(() => expect(page.all('review')).toHaveLength(12));
    expect(page.q('reviews-show-more')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(page.all('review')[10]));
    expect(page.service.listRequests().map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3']);
  });

  it('filters by a keyword, and pressing it again clears it', async () => {
    const page = await mountReviews({ total: 12 });
    await page.loaded();
    await waitFor(() => expect(page.q('review-keywords')).not.toBeNull());
    expect(page.q('review-keywords')!.querySelector('h3')!.textContent).toBe('Reviews That Mention');
    const fit = () => [...page.q('review-keywords')!.querySelectorAll('button')].find((button) => button.textContent === 'fit')!;
    expect(fit().getAttribute('aria-pressed')).toBe('false');
    fit().click();
    await waitFor(() => expect(reviewTitles(page.container)).toEqual(['Review 12', 'Review 9', 'Review 6', 'Review 3']));
    expect(fit().getAttribute('aria-pressed')).toBe('true');
    expect(page.service.listRequests().at(-1)!.searchParams.get('feature')).toBe('fit');
    expect(page.q('reviews-show-more')).toBeNull();
    fit().click();
    await waitFor(() => expect(page.all('review')).toHaveLength(5));
    expect(fit().getAttribute('aria-pressed')).toBe('false');
    expect(page.service.listRequests().at(-1)!.searchParams.has('feature')).toBe(false);
    expect(page.q('reviews-show-more')?.textContent).toBe('Show 5 more');
  });

  it('dates each review dd/mm/yy on the UK calendar', async () => {
    const reviews = [review(1, { submittedAt: '2025-03-05T10:00:00.000Z' }), review(2, { submittedAt: '2025-06-30T23:30:00.000Z' })];
    const page = await mountReviews({ reviews });
    await page.loaded();
    await waitFor(() => expect(page.all('review')).toHaveLength(2));
    expect(texts(page.all('review-date'))).toEqual(['01/07/25', '05/03/25']);
  });
});

describe('what shows from how many reviews', () => {
  it('shows keywords only above 10 reviews and the AI summary with its disclaimer only from 30', async () => {
    for (const [total, keywords, summary] of [
      [10, false, false],
      [11, true, false],
      [29, true, false],
      [30, true, true],
    ] as const) {
      const page = await mountReviews({ total });
      await page.loaded();
      await waitFor(() => expect(page.all('review')).toHaveLength(5));
      if (keywords) await waitFor(() => expect(page.q('review-keywords')).not.toBeNull());
      if (summary) await waitFor(() => expect(page.q('reviews-ai-summary')).not.toBeNull());
      expect(page.q('review-keywords') !== null).toBe(keywords);
      expect(page.q('reviews-ai-summary') !== null).toBe(summary);
      const asked = page.service.requests.map((url) => url.pathname);
      expect([asked.includes('/_api/reviews/features'), asked.includes('/_api/reviews/summary')]).toEqual([keywords, summary]);
      if (summary) {
        expect(page.q('reviews-ai-summary')!.textContent).toContain('Reviewers love the fit and the colour.');
        expect(page.q('reviews-ai-summary')!.textContent).toContain('This summary was generated from customer reviews.');
      }
      unmountAll();
    }
  });
});

describe('failures', () => {
  it('shows nothing of the section when the stats or the first page fail (P §8)', async () => {
    for (const fail of [{ stats: true }, { list: true }]) {
      const page = await mountReviews({ total: 12, fail });
      await page.near();
      const section = page.q('product-reviews')!;
      await waitFor(() => expect(section.hidden).toBe(true));
      expect(page.all('review')).toHaveLength(0);
      unmountAll();
    }
  });

  it('drops only the keywords, the summary or the photos when those fail', async () => {
    const page = await mountReviews({ total: 40, fail: { features: true, summary: true, photos: true } });
    await page.loaded();
    await waitFor(() => expect(page.all('review')).toHaveLength(5));
    await waitFor(() => expect(page.service.requests.filter((url) => url.searchParams.get('hasPhotos') === 'true')).toHaveLength(1));
    expect(page.q('product-reviews')!.hidden).toBe(false);
    expect([page.q('review-keywords'), page.q('reviews-ai-summary'), page.q('photo-strip')]).toEqual([null, null, null]);
  });
});

describe('appearing in one piece', () => {
  it('keeps the placeholder until the first view has arrived, waiting a while for the photos, which join when they come', async () => {
    let openPhotos = () => {};
    const photosAnswered = new Promise<void>((resolve) => {
      openPhotos = resolve;
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const reviews = Array.from({ length: 12 }, (_, index) => review(index + 1, index === 0 ? { photos: photosOf(1, 2) } : {}));
      const page = await mountReviews({ reviews, gates: { photos: photosAnswered } });
      await page.near();
      await waitFor(() => expect([...page.service.answered].sort()).toEqual(['features', 'list', 'stats']));
      // Turns of the event loop (not time): React renders what has arrived.
      for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
      expect(page.q('reviews-placeholder')).not.toBeNull();
      expect(page.q('reviews-area')).toBeNull();
      vi.advanceTimersByTime(3_000);
      await waitFor(() => expect(page.q('reviews-area')).not.toBeNull());
      expect(page.all('review')).toHaveLength(5);
      expect(page.q('photo-strip')).toBeNull();
      openPhotos();
      await waitFor(() => expect(page.all('strip-photo')).toHaveLength(2));
    } finally {
      vi.useRealTimers();
    }
  });
});
