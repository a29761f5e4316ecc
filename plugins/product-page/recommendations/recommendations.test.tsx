import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { skeletonCount } from './CarouselFrame';
import { slidesPerView } from './constants';
import { recommendedCardsFixture, similarProductsFixture, visuallySimilarFixture } from './fixtures';
import { CarouselView } from './carousels.client';
import { CarouselFrame, SkeletonSlides } from './CarouselFrame';
import { RecentlyViewed, SimilarProducts, SponsoredProducts, VisuallySimilarInlineGrid, VisuallySimilarModalButton } from './sections';

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
const fallback = createElement(CarouselFrame, { heading: 'You might also like', slides: slidesPerView.similar, testId: 'similar-products', busy: true, children: createElement(SkeletonSlides, { count: 5 }) });
const body = { fallback, heading: 'You might also like', slides: slidesPerView.similar, list: 'Product_Recs' as const, testId: 'similar-products' };

describe('recommendation carousels on the server (cached page HTML)', () => {
  it('draws the similar products frame with skeleton slides for 4.5 desktop / 2.15 mobile, and no cards', () => {
    const html = renderToStaticMarkup(createElement(SimilarProducts, similarProductsFixture));
    expect(html).toContain('data-testid="similar-products"');
    expect(html).toContain('--slides-mobile:2.15');
    expect(html).toContain('--slides-desktop:4.5');
    expect(count(html, /data-testid="recommendation-skeleton"/g)).toBe(5);
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('data-testid="product-card"');
  });

  it('gives skeletons and cards the same slide box, so swapping them moves nothing', () => {
    const skeleton = renderToStaticMarkup(createElement(CarouselView, { ...body, state: { status: 'waiting' } }));
    const loaded = renderToStaticMarkup(createElement(CarouselView, { ...body, state: { status: 'loaded', products: recommendedCardsFixture } }));
    const slideClass = (html: string) => /<li class="([^"]+)"/.exec(html)?.[1];
    expect(slideClass(skeleton)).toBeDefined();
    expect(slideClass(loaded)).toBe(slideClass(skeleton));
    expect(count(loaded, /data-testid="product-card"/g)).toBe(recommendedCardsFixture.length);
    expect(loaded).toContain('--slides-desktop:4.5');
  });

  it('renders nothing when the carousel is empty, failed or timed out', () => {
    expect(renderToStaticMarkup(createElement(CarouselView, { ...body, state: { status: 'hidden' } }))).toBe('');
  });

  it('links each card to the product in its colour, with the sponsored label only on sponsored cards', () => {
    const sponsored = renderToStaticMarkup(createElement(CarouselView, { ...body, sponsored: true, state: { status: 'loaded', products: recommendedCardsFixture } }));
    expect(count(sponsored, />Sponsored</g)).toBe(recommendedCardsFixture.length);
    const similar = renderToStaticMarkup(createElement(CarouselView, { ...body, state: { status: 'loaded', products: recommendedCardsFixture } }));
    expect(similar).not.toContain('>Sponsored<');
    expect(similar).toContain('href="/product/satin-midi-dress-cst00002?colour=black"');
  });

  it('sizes the skeleton count from the slides per view', () => {
    expect(skeletonCount(slidesPerView.similar)).toBe(5);
    expect(skeletonCount(slidesPerView.visuallySimilarModal)).toBe(5);
  });

  it('draws sponsored and recently viewed frames with their own test ids', () => {
    expect(renderToStaticMarkup(createElement(SponsoredProducts, { productKey: 'CST00001' }))).toContain('data-testid="sponsored-products"');
    expect(renderToStaticMarkup(createElement(RecentlyViewed, {}))).toContain('data-testid="recently-viewed"');
  });

  it('draws the visually similar grid as 6 skeleton cells and the modal as a button only', () => {
    const grid = renderToStaticMarkup(createElement(VisuallySimilarInlineGrid, visuallySimilarFixture));
    expect(count(grid, /data-testid="recommendation-skeleton"/g)).toBe(6);
    const button = renderToStaticMarkup(createElement(VisuallySimilarModalButton, visuallySimilarFixture));
    expect(button).toContain('data-testid="visually-similar-button"');
    expect(button).not.toContain('<dialog');
  });
});
