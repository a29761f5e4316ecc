'use client';

import { useState, type ComponentType } from 'react';
import type { CardProduct } from '../../shared/product/rules/card-product';
import type { CarouselSource } from './carousel-data';
import { CarouselFrame, SkeletonSlides, skeletonCount } from './CarouselFrame';
import type { RecommendationList, SlidesPerView } from './constants';
import type { LoadedCarouselProps } from './LoadedCarousel.client';
import { useNearViewport } from './near-viewport';
import { readRecentlyViewed } from './recently-viewed';

export interface RecommendationCarouselProps {
  kind: 'similar' | 'sponsored' | 'recent';
  /** The product shown (left out of recently viewed); none on the search form. */
  productKey?: string | undefined;
  heading: string;
  slides: SlidesPerView;
  list: RecommendationList;
  testId: string;
  siteId?: string | undefined;
}

type State = { status: 'waiting' } | { status: 'hidden' } | { status: 'loaded'; Carousel: ComponentType<LoadedCarouselProps>; products: CardProduct[] };

/**
 * A below-the-fold carousel: drawn as a skeleton frame of the final size (in the cached page's
 * HTML), its data and code loaded when it comes near the viewport, then the cards swapped in
 * with state (no Suspense, so React never moves the server HTML). Nothing shows when the answer
 * is empty, fails or takes over 2 s (P §2, §4, §8).
 */
export function RecommendationCarousel({ kind, productKey, heading, slides, list, testId, siteId }: RecommendationCarouselProps) {
  const [section, setSection] = useState<HTMLElement | null>(null);
  const [state, setState] = useState<State>({ status: 'waiting' });
  useNearViewport(section, () => {
    let source: CarouselSource;
    if (kind === 'recent') {
      const keys = readRecentlyViewed().filter((key) => key !== productKey);
      if (keys.length === 0) return setState({ status: 'hidden' });
      source = { kind, keys };
    } else if (productKey) source = { kind, productKey };
    else return setState({ status: 'hidden' });
    Promise.all([import('./carousel-data'), import('./LoadedCarousel.client')])
      .then(async ([data, view]) => {
        const outcome = await data.loadCarousel(source);
        setState(outcome.status === 'loaded' ? { status: 'loaded', Carousel: view.LoadedCarousel, products: outcome.items } : { status: 'hidden' });
      })
      .catch(() => setState({ status: 'hidden' }));
  });
  return <CarouselBody state={state} kind={kind} heading={heading} slides={slides} list={list} testId={testId} siteId={siteId} frameRef={setSection} />;
}

export type CarouselState = State;

/** What a carousel draws in each state: the skeleton frame while waiting, the cards once loaded, nothing when hidden. */
export function CarouselBody({ state, kind, heading, slides, list, testId, siteId, frameRef }: Omit<RecommendationCarouselProps, 'productKey'> & { state: State; frameRef?: (element: HTMLElement | null) => void }) {
  if (state.status === 'hidden') return null;
  if (state.status === 'loaded') {
    const { Carousel } = state;
    return <Carousel heading={heading} slides={slides} testId={testId} list={list} products={state.products} sponsored={kind === 'sponsored'} />;
  }
  return (
    <div ref={frameRef} data-site={siteId}>
      <CarouselFrame heading={heading} slides={slides} testId={testId} busy>
        <SkeletonSlides count={skeletonCount(slides)} />
      </CarouselFrame>
    </div>
  );
}
