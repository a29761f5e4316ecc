'use client';

import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { reviewsMachine, reviewsSelectors as select, type FetchReviewsInput } from '@storefront/machines/reviews.machine';
import { reviews as spec } from '@storefront/machines/spec';
import type { ReviewPage, ReviewStats, ReviewSummary } from '@storefront/machines/reviews.types';
import { fetchReviewStats } from '../../shared/reviews-panel/review-stats';
import { PhotoGalleryDialog } from './PhotoGalleryDialog';
import { PhotoStrip } from './PhotoStrip';
import { ReviewCard } from './ReviewCard';
import { AiSummary, KeywordFilters, SortSelect } from './ReviewControls';
import { ReviewDialog } from './ReviewDialog';
import { fetchFeatures, fetchReviewPage, fetchSummary } from './reviews-api';
import type { ShownReview } from './review-schema';
import { ReviewsSummary } from './ReviewsSummary';
import { ratingTexts } from './rating.texts';
import { MOBILE_QUERY, reviewsTexts as texts } from './reviews.texts';
import { useMediaQuery } from './use-media-query';
import { useCustomerPhotos } from './use-photo-reviews';
import shellStyles from './ProductReviews.module.css';
import styles from './ReviewList.module.css';

export interface ReviewsAreaProps {
  productKey: string;
  productName: string;
  /** Shown until the stats arrive: the server's placeholder. */
  placeholder: ReactNode;
  /** Told when the reviews cannot be loaded (the section then shows nothing, P §8) and when they can again. */
  onHiddenChange: (hidden: boolean) => void;
}

const reviewsActors = {
  fetchStats: fromPromise<ReviewStats, { sku: string }>(({ input }) => fetchReviewStats(input.sku)),
  fetchReviews: fromPromise<ReviewPage, FetchReviewsInput>(({ input, signal }) => fetchReviewPage(input, signal)),
  fetchFeatures: fromPromise<string[], { sku: string }>(({ input, signal }) => fetchFeatures(input.sku, signal)),
  fetchSummary: fromPromise<ReviewSummary, { sku: string }>(({ input, signal }) => fetchSummary(input.sku, signal)),
};

const areaMachine = reviewsMachine.provide({ actors: reviewsActors });

/** The list as the fetch actor stored it: every review in it was parsed by review-schema. */
const shownReviews = (snapshot: SnapshotFrom<typeof reviewsMachine>) => select.reviews(snapshot) as ShownReview[];

/** Everything the first view shows has arrived (or failed): the list's first page, keywords, summary. */
const hasFirstView = (snapshot: SnapshotFrom<typeof reviewsMachine>) =>
  (snapshot.matches({ showing: { list: 'loaded' } }) || snapshot.matches({ showing: { list: 'empty' } })) &&
  !snapshot.matches({ showing: { features: 'loading' } }) &&
  !snapshot.matches({ showing: { summary: 'loading' } });

type OpenModal = { kind: 'review'; review: ShownReview; photoIndex: number } | { kind: 'gallery'; index: number } | undefined;

/**
 * The reviews area once loaded, on the reviews machine (P §4): stats first, then the list (5 a
 * page, sort, 'Show {n} more'), keyword filters above 10 reviews, the AI summary from 30; beside
 * it the customer photos, and the review and photo gallery modals.
 */
export function ReviewsArea({ productKey, placeholder, onHiddenChange }: ReviewsAreaProps) {
  const [snapshot, sendToMachine] = useMachine(areaMachine, { input: { sku: productKey } });
  const [modal, setModal] = useState<OpenModal>();
  // The area replaces the placeholder once, with its first view complete, so its parts do not
  // arrive one by one and push each other down; after that it stays while the list reloads.
  const [revealed, setRevealed] = useState(false);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const hidden = snapshot.matches('hidden');
  const stats = select.stats(snapshot);
  const { photos, settled: photosSettled } = useCustomerPhotos(productKey, (stats?.totalReviewCount ?? 0) > 0);
  const send = (event: Parameters<typeof sendToMachine>[0]) => {
    setRevealed(true);
    sendToMachine(event);
  };

  useEffect(() => {
    sendToMachine({ type: 'reviews.productChanged', sku: productKey });
  }, [productKey, sendToMachine]);
  useEffect(() => {
    onHiddenChange(hidden);
  }, [hidden, onHiddenChange]);

  // 'Show more' moves focus to the first review it added (the button may be gone: the last page).
  const list = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number>(undefined);
  const shownCount = select.reviews(snapshot).length;
  useEffect(() => {
    const from = focusFrom.current;
    if (from === undefined || shownCount <= from) return;
    focusFrom.current = undefined;
    list.current?.querySelectorAll<HTMLElement>('[data-testid="review"]')[from]?.focus();
  }, [shownCount]);

  if (hidden) return null;
  if (!stats || !(revealed || (hasFirstView(snapshot) && photosSettled))) return placeholder;

  const reviews = shownReviews(snapshot);
  const features = select.features(snapshot);
  const summary = select.summary(snapshot);
  const showMoreLabel = select.showMoreLabel(snapshot);
  const loadingList = select.isLoadingList(snapshot);
  const hasReviews = stats.totalReviewCount > 0;
  const openReview = (review: ShownReview, photoIndex = 0) => setModal({ kind: 'review', review, photoIndex });

  return (
    <div className={shellStyles.layout} data-testid="reviews-area">
      <ReviewsSummary stats={stats} />
      <div className={shellStyles.mainColumn}>
        {!hasReviews ? <p className={shellStyles.noReviews}>{texts.noReviews}</p> : null}
        {summary ? <AiSummary summary={summary.summary} disclaimer={summary.disclaimer} /> : null}
        {photos.length > 0 ? <PhotoStrip photos={photos} mobile={mobile} onOpen={(index) => setModal({ kind: 'gallery', index })} /> : null}
        {features.length > 0 ? (
          <KeywordFilters features={features} selected={select.selectedFeature(snapshot)} onSelect={(feature) => send({ type: 'reviews.featureSelected', feature })} />
        ) : null}
        {hasReviews ? (
          <>
            <div className={styles.toolbar}>
              <p className={styles.toolbarCount}>{ratingTexts.reviewCount(stats.totalReviewCount)}</p>
              <SortSelect sort={select.sort(snapshot)} onChange={(sort) => send({ type: 'reviews.sortChanged', sort })} />
            </div>
            <div ref={list} className={styles.list} aria-busy={loadingList} data-testid="review-list">
              {reviews.map((review) => (
                <ReviewCard key={review.id} review={review} onOpen={openReview} />
              ))}
              {loadingList && reviews.length === 0
                ? Array.from({ length: Math.min(spec.pageSize, stats.totalReviewCount) }, (_, index) => <span key={index} className={styles.cardSkeleton} aria-hidden="true" />)
                : null}
            </div>
            {showMoreLabel ? (
              <button
                type="button"
                className={styles.showMore}
                onClick={() => {
                  focusFrom.current = reviews.length;
                  send({ type: 'reviews.showMore' });
                }}
                disabled={!snapshot.can({ type: 'reviews.showMore' })}
                aria-busy={loadingList}
                data-testid="reviews-show-more"
              >
                {showMoreLabel}
              </button>
            ) : null}
          </>
        ) : null}
      </div>
      {modal?.kind === 'review' ? <ReviewDialog review={modal.review} photoIndex={modal.photoIndex} onClose={() => setModal(undefined)} /> : null}
      {modal?.kind === 'gallery' ? (
        <PhotoGalleryDialog photos={photos} initial={modal.index} mobile={mobile} onClose={() => setModal(undefined)} onOpenReview={(review) => setModal({ kind: 'review', review, photoIndex: 0 })} />
      ) : null}
    </div>
  );
}
