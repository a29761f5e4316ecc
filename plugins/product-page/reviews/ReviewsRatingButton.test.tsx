// @vitest-environment happy-dom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProductReviews } from './ProductReviews';
import { ReviewsRatingButton } from './ReviewsRatingButton';
import { mountReviews, PRELOAD_TIMEOUT_MS, preloadArea, unmountAll, waitFor } from './reviews.testing';

beforeAll(preloadArea, PRELOAD_TIMEOUT_MS);
afterEach(unmountAll);

const props = { productKey: 'CST17775', productName: 'Satin Square Neck Midi Dress', averageRating: 4.26, reviewCount: 12 };

describe('the rating under the product title', () => {
  it('is drawn by the server as a rating button, disabled until it can open the panel', () => {
    const html = renderToStaticMarkup(createElement(ReviewsRatingButton, props));
    expect(html).toMatch(/<button type="button"[^>]*aria-haspopup="dialog"[^>]*aria-label="Rated 4\.3 out of 5 from 12 reviews\. Open reviews"[^>]*disabled=""/);
    expect(html).toContain('>4.3<');
    expect(html).toContain('>12 Reviews<');
    // The panel's closed place is on the page, as on listing pages.
    expect(html).toMatch(/<dialog aria-label="Reviews" data-state="closing" data-testid="reviews-panel"><\/dialog>/);
    expect(renderToStaticMarkup(createElement(ReviewsRatingButton, { ...props, reviewCount: 0 }))).toBe('');
  });

  it('opens the reviews side panel: scroll locked, overlay after the delay, stats of this product; closing slides out, then unlocks', async () => {
    const page = await mountReviews({ total: 12 });
    const holder = document.createElement('div');
    document.body.prepend(holder);
    const root = createRoot(holder);
    root.render(createElement(ReviewsRatingButton, props));
    await waitFor(() => expect(holder.querySelector<HTMLButtonElement>('[data-testid="pdp-rating-button"]')?.disabled).toBe(false));
    const rating = holder.querySelector<HTMLButtonElement>('[data-testid="pdp-rating-button"]')!;
    rating.click();
    const panel = () => holder.querySelector<HTMLDialogElement>('dialog[data-testid="reviews-panel"]')!;
    await waitFor(() => expect(panel().dataset.state).toBe('open'));
    expect(panel().open).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(panel().dataset.overlay).toBeUndefined();
    await waitFor(() => expect(panel().dataset.overlay).toBe('shown'));
    await waitFor(() => expect(panel().querySelector('[data-testid="reviews-count"]')?.textContent).toBe('12'));
    expect(page.service.requests.find((url) => url.pathname === '/_api/reviews/stats')!.searchParams.get('sku')).toBe('CST17775');
    // The panel's stats are not the page's reviews: the area still waits to be scrolled to.
    expect(page.q('reviews-placeholder')).not.toBeNull();

    panel().querySelector<HTMLButtonElement>('button[aria-label="Close reviews"]')!.click();
    await waitFor(() => expect(panel().dataset.state).toBe('closing'));
    expect(document.documentElement.style.overflow).toBe('hidden');
    await waitFor(() => expect(panel().open).toBe(false));
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.activeElement).toBe(rating);
    root.unmount();
    holder.remove();
  });

  it('takes the shopper from the panel’s “Read all reviews” to the reviews on this page', async () => {
    const page = await mountReviews({ total: 12 });
    const holder = document.createElement('div');
    document.body.prepend(holder);
    const root = createRoot(holder);
    root.render(createElement(ReviewsRatingButton, props));
    await waitFor(() => expect(holder.querySelector<HTMLButtonElement>('[data-testid="pdp-rating-button"]')?.disabled).toBe(false));
    holder.querySelector<HTMLButtonElement>('[data-testid="pdp-rating-button"]')!.click();
    const panel = () => holder.querySelector<HTMLDialogElement>('dialog[data-testid="reviews-panel"]')!;
    await waitFor(() => expect(panel().querySelector('a')).not.toBeNull());
    const link = panel().querySelector('a')!;
    expect(link.getAttribute('href')).toBe(`${window.location.pathname}#reviews`);
    const followed = link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(followed).toBe(false);
    await waitFor(() => expect(panel().open).toBe(false));
    const section = page.q('product-reviews')!;
    expect(document.activeElement).toBe(section);
    expect(document.documentElement.style.overflow).toBe('');
    root.unmount();
    holder.remove();
  });
});

describe('server markup of the whole area', () => {
  it('reserves the section for an unreviewed product too, without a rating button', () => {
    const html = renderToStaticMarkup(createElement(ProductReviews, { ...props, reviewCount: 0, averageRating: 0 }));
    expect(html).toContain('data-testid="product-reviews"');
    expect(html).not.toContain('data-reserved');
  });
});
