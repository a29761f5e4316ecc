'use client';

import { useCallback, useState, type ComponentType } from 'react';
import { SkeletonSlides } from './CarouselFrame';
import { recommendationRules, recommendationTexts } from './constants';
import { useNearViewport } from './near-viewport';
import styles from './RecommendationCarousel.module.css';

type Flow = typeof import('./visual-flow.client');

export interface VisuallySimilarProps {
  productKey: string;
  /** The colour shown; results look like the product in it. */
  colour: string;
}

/**
 * The visually similar button (P §2, §4): the flow's code loads on the first press; the button
 * shows a spinner while loading and disappears once nothing similar was found.
 */
export function VisuallySimilarButton({ productKey, colour }: VisuallySimilarProps) {
  const [Modal, setModal] = useState<Flow['VisuallySimilarModal'] | null>(null);
  const [busy, setBusy] = useState(false);
  const [hidden, setHidden] = useState(false);
  const [opened, setOpened] = useState(false);
  const onHidden = useCallback(() => setHidden(true), []);
  const onClosed = useCallback(() => setOpened(false), []);
  if (hidden) return null;
  const press = () => {
    setOpened(true);
    if (Modal) return;
    setBusy(true);
    import('./visual-flow.client').then(
      (flow) => setModal(() => flow.VisuallySimilarModal),
      () => setHidden(true),
    );
  };
  return (
    <>
      <button type="button" className={styles.trigger} aria-busy={busy} onClick={press} data-testid="visually-similar-button">
        {recommendationTexts.visuallySimilarButton}
      </button>
      {Modal && opened ? <Modal productKey={productKey} colour={colour} onBusy={setBusy} onHidden={onHidden} onClosed={onClosed} /> : null}
    </>
  );
}

/** The inline grid of 6 in 3 columns: a skeleton frame until it comes near the viewport, then the flow. */
export function VisuallySimilarGrid({ productKey, colour }: VisuallySimilarProps) {
  const [section, setSection] = useState<HTMLElement | null>(null);
  const [Inline, setInline] = useState<ComponentType<VisuallySimilarProps> | null>(null);
  const [failed, setFailed] = useState(false);
  useNearViewport(section, () => {
    import('./visual-flow.client').then(
      (flow) => setInline(() => flow.VisuallySimilarInline),
      () => setFailed(true),
    );
  });
  if (failed) return null;
  if (Inline) return <Inline productKey={productKey} colour={colour} />;
  return (
    <section ref={setSection} className={styles.section} data-testid="visually-similar-grid" aria-busy="true" aria-label={recommendationTexts.visuallySimilarHeading}>
      <div className={styles.header}>
        <h2 className={styles.heading}>{recommendationTexts.visuallySimilarHeading}</h2>
      </div>
      <ul className={styles.grid}>
        <SkeletonSlides count={recommendationRules.visuallySimilarMax} cell />
      </ul>
    </section>
  );
}
