'use client';

import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { visuallySimilarMachine, visuallySimilarSelectors as select, type SimilarProduct, type SimilarQuery } from '@storefront/machines/visuallySimilar.machine';
import { readVisuallySimilar, visuallySimilarPath } from '@storefront/machines/visuallySimilar.response';
import type { CardProduct } from '../../shared/product/rules/card-product';
import { trackCarouselClick, trackCarouselShown } from '../../shared/analytics/carousels';
import { cardsForKeys, similarCards } from './carousel-data';
import { CarouselFrame } from './CarouselFrame';
import type { LazySectionProps } from './NearViewport.client';
import { recommendationRules, recommendationTexts, slidesPerView } from './constants';
import { ProductSlides } from './ProductSlides';
import styles from './RecommendationCarousel.module.css';

/**
 * The visually similar flow (P §4, §7, §8) on the visuallySimilar machine, loaded on demand: the
 * endpoint's items become cards; a failed, non-JSON or empty answer falls back to the similar
 * products recommendation; nothing shows when that is empty, fails or times out.
 */
function withTimeout<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), recommendationRules.loadingTimeoutMs * 5);
  return run(controller.signal).finally(() => clearTimeout(timer));
}

/** The machine's results are our cards (SimilarProduct is the machine's minimal view of one). */
export const visuallySimilarActors = {
  findVisuallySimilar: fromPromise<SimilarProduct[], SimilarQuery>(({ input }) =>
    withTimeout(async (signal) => {
      const response = await fetch(visuallySimilarPath(input), { cache: 'no-store', signal });
      const items = await readVisuallySimilar(response, input);
      return cardsForKeys(
        items.slice(0, recommendationRules.visuallySimilarMax).map((item) => ({ key: item.productKey, colour: item.colour })),
        signal,
      );
    }),
  ),
  fetchRecommendations: fromPromise<SimilarProduct[], SimilarQuery & { size: number }>(({ input }) => withTimeout((signal) => similarCards(input.productKey, signal))),
};

function useVisuallySimilar(productKey: string, colour: string, display: 'modal' | 'inline') {
  const [snapshot, send] = useMachine(visuallySimilarMachine.provide({ actors: visuallySimilarActors }), { input: { productKey, colour, display } });
  useEffect(() => send({ type: 'visuallySimilar.productChanged', productKey, colour }), [send, productKey, colour]);
  const results = select.results(snapshot) as CardProduct[];
  useEffect(() => trackCarouselShown('Visually_Similar', results), [results]);
  return { snapshot, send, results };
}

/** The inline grid: 6 in 3 columns; the server's skeleton (same size) while loading; nothing when hidden. */
export function VisuallySimilarInline({ productKey, colour, fallback }: LazySectionProps) {
  const { snapshot, results } = useVisuallySimilar(productKey ?? '', colour ?? '', 'inline');
  if (snapshot.matches('hidden') || !productKey || !colour) return null;
  if (!select.showsInlineGrid(snapshot)) return <>{fallback}</>;
  return (
    <section className={styles.section} data-testid="visually-similar-grid" aria-label={recommendationTexts.visuallySimilarHeading}>
      <div className={styles.header}>
        <h2 className={styles.heading}>{recommendationTexts.visuallySimilarHeading}</h2>
      </div>
      <ul className={styles.grid}>
        <ProductSlides products={results} slides={{ mobile: 3, desktop: 3 }} cell onOpen={(product, position) => trackCarouselClick('Visually_Similar', product, position)} />
      </ul>
    </section>
  );
}

export const lazySections = { visualGrid: VisuallySimilarInline };

/**
 * The modal: opened when the shopper presses the button; the button shows its spinner until
 * results arrive, then the dialog opens with a 4.5 / 2.1 carousel. It stays mounted after
 * closing, so pressing again reopens the same results.
 */
export function VisuallySimilarModal({ productKey, colour, requested, onBusy, onHidden, onClosed }: { productKey: string; colour: string; requested: boolean; onBusy(busy: boolean): void; onHidden(): void; onClosed(): void }) {
  const { snapshot, send, results } = useVisuallySimilar(productKey, colour, 'modal');
  const dialog = useRef<HTMLDialogElement>(null);
  const open = select.isModalOpen(snapshot);
  const busy = select.showsSpinner(snapshot);
  const hidden = snapshot.matches('hidden');
  // Each press asks again; the machine shows results it already has at once.
  const idle = snapshot.matches('idle');
  useEffect(() => {
    if (requested && idle) send({ type: 'visuallySimilar.open' });
  }, [requested, idle, send]);
  useEffect(() => onBusy(busy), [busy, onBusy]);
  useEffect(() => {
    if (hidden) onHidden();
  }, [hidden, onHidden]);
  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
  }, [open]);
  const close = () => {
    dialog.current?.close();
    send({ type: 'visuallySimilar.close' });
    onClosed();
  };
  if (!open) return null;
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={recommendationTexts.visuallySimilarHeading}
      data-testid="visually-similar-modal"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <button type="button" className={styles.arrow} aria-label={recommendationTexts.closeModal} onClick={close}>
        ×
      </button>
      <CarouselFrame heading={recommendationTexts.visuallySimilarHeading} slides={slidesPerView.visuallySimilarModal} testId="visually-similar-carousel">
        <ProductSlides products={results} slides={slidesPerView.visuallySimilarModal} onOpen={(product, position) => trackCarouselClick('Visually_Similar', product, position)} />
      </CarouselFrame>
    </dialog>
  );
}
