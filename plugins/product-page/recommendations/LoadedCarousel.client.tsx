'use client';

import { useCallback, useEffect, useState } from 'react';
import type { CardProduct } from '../../shared/product/rules/card-product';
import { trackCarouselClick, trackCarouselShown } from '../../shared/analytics/carousels';
import { CarouselFrame } from './CarouselFrame';
import { recommendationTexts, type RecommendationList, type SlidesPerView } from './constants';
import { ProductSlides } from './ProductSlides';
import styles from './RecommendationCarousel.module.css';

export interface LoadedCarouselProps {
  heading: string;
  slides: SlidesPerView;
  testId: string;
  list: RecommendationList;
  products: readonly CardProduct[];
  sponsored?: boolean;
}

/**
 * A carousel with its cards: a scroll-snap track (swipe and keyboard scrolling for free) with
 * arrows that page by a view and are disabled at the ends (P §4).
 */
export function LoadedCarousel({ heading, slides, testId, list, products, sponsored = false }: LoadedCarouselProps) {
  const [track, setTrack] = useState<HTMLUListElement | null>(null);
  const [ends, setEnds] = useState({ start: true, end: true });
  const measure = useCallback(() => {
    if (!track) return;
    setEnds({ start: track.scrollLeft <= 1, end: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1 });
  }, [track]);
  useEffect(() => {
    if (!track) return;
    // The observer reports the track's size at once and on every resize, so the arrows start right.
    const resize = new ResizeObserver(measure);
    resize.observe(track);
    track.addEventListener('scroll', measure, { passive: true });
    return () => {
      resize.disconnect();
      track.removeEventListener('scroll', measure);
    };
  }, [track, measure]);
  useEffect(() => trackCarouselShown(list, products), [list, products]);
  const page = (direction: 1 | -1) => track?.scrollBy({ left: direction * track.clientWidth, behavior: 'smooth' });
  const controls = (
    <div className={styles.arrows}>
      <button type="button" className={styles.arrow} aria-label={recommendationTexts.previous} disabled={ends.start} onClick={() => page(-1)}>
        ‹
      </button>
      <button type="button" className={styles.arrow} aria-label={recommendationTexts.next} disabled={ends.end} onClick={() => page(1)}>
        ›
      </button>
    </div>
  );
  return (
    <CarouselFrame heading={heading} slides={slides} testId={testId} controls={controls} trackRef={setTrack}>
      <ProductSlides products={products} slides={slides} sponsored={sponsored} onOpen={(product, position) => trackCarouselClick(list, product, position)} />
    </CarouselFrame>
  );
}
