'use client';

import { useEffect, useState, type ReactNode } from 'react';
import type { CardProduct } from '../../shared/product/rules/card-product';
import { loadCarousel, type CarouselSource } from './carousel-data';
import { recommendationTexts, slidesPerView, type RecommendationList, type SlidesPerView } from './constants';
import { LoadedCarousel } from './LoadedCarousel.client';
import type { LazySectionProps } from './NearViewport.client';
import { readRecentlyViewed } from './recently-viewed';

/**
 * The carousels' code once they come near the viewport (loaded by NearViewport): data, then the
 * cards in place of the server's skeleton, or nothing when the answer is empty, fails or takes
 * over 2 s (P §2, §4, §8).
 */
export type CarouselState = { status: 'waiting' } | { status: 'hidden' } | { status: 'loaded'; products: CardProduct[] };

export interface CarouselViewProps {
  state: CarouselState;
  fallback: ReactNode;
  heading: string;
  slides: SlidesPerView;
  list: RecommendationList;
  testId: string;
  sponsored?: boolean;
}

/** What a carousel draws in each state. */
export function CarouselView({ state, fallback, heading, slides, list, testId, sponsored = false }: CarouselViewProps) {
  if (state.status === 'hidden') return null;
  if (state.status === 'waiting') return <>{fallback}</>;
  return <LoadedCarousel heading={heading} slides={slides} testId={testId} list={list} products={state.products} sponsored={sponsored} />;
}

function useCarousel(source: CarouselSource | undefined): CarouselState {
  const [state, setState] = useState<CarouselState>({ status: 'waiting' });
  const id = source ? JSON.stringify(source) : '';
  useEffect(() => {
    let current = true;
    const settle = (next: CarouselState) => current && setState(next);
    if (!source) void Promise.resolve().then(() => settle({ status: 'hidden' }));
    else void loadCarousel(source).then((outcome) => settle(outcome.status === 'loaded' ? { status: 'loaded', products: outcome.items } : { status: 'hidden' }));
    return () => {
      current = false;
    };
    // The source is compared by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  return state;
}

function SimilarSection({ productKey, fallback }: LazySectionProps) {
  const state = useCarousel(productKey ? { kind: 'similar', productKey } : undefined);
  return <CarouselView state={state} fallback={fallback} heading={recommendationTexts.similarHeading} slides={slidesPerView.similar} list="Product_Recs" testId="similar-products" />;
}

function SponsoredSection({ productKey, fallback }: LazySectionProps) {
  const state = useCarousel(productKey ? { kind: 'sponsored', productKey } : undefined);
  return <CarouselView state={state} fallback={fallback} heading={recommendationTexts.sponsoredHeading} slides={slidesPerView.sponsored} list="Sponsored_Recs" testId="sponsored-products" sponsored />;
}

function RecentSection({ productKey, fallback }: LazySectionProps) {
  const [keys] = useState(() => readRecentlyViewed().filter((key) => key !== productKey));
  const state = useCarousel(keys.length > 0 ? { kind: 'recent', keys } : undefined);
  return <CarouselView state={state} fallback={fallback} heading={recommendationTexts.recentlyViewedHeading} slides={slidesPerView.recentlyViewed} list="Recently_Viewed" testId="recently-viewed" />;
}

export const lazySections = { similar: SimilarSection, sponsored: SponsoredSection, recent: RecentSection };
