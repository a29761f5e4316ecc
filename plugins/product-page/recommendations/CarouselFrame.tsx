import type { CSSProperties, ReactNode } from 'react';
import type { SlidesPerView } from './constants';
import { recommendationTexts } from './constants';
import styles from './RecommendationCarousel.module.css';
import shimmer from '../../shared/Shimmer.module.css';

/**
 * A recommendation carousel's frame, free of hooks: the server draws it with skeleton slides in
 * the product page's cached HTML, and the browser fills the same frame with cards. Both use the
 * same slide box, so the swap moves nothing.
 */
export interface CarouselFrameProps {
  heading: string;
  slides: SlidesPerView;
  testId: string;
  /** The arrows, once the cards are in. */
  controls?: ReactNode;
  busy?: boolean;
  children: ReactNode;
  trackRef?: ((element: HTMLUListElement | null) => void) | undefined;
  sectionRef?: ((element: HTMLElement | null) => void) | undefined;
}

export function CarouselFrame({ heading, slides, testId, controls, busy = false, children, trackRef, sectionRef }: CarouselFrameProps) {
  const style = { '--slides-mobile': slides.mobile, '--slides-desktop': slides.desktop } as CSSProperties;
  return (
    <section ref={sectionRef} className={styles.section} style={style} data-testid={testId} aria-busy={busy} aria-label={heading}>
      <div className={styles.header}>
        <h2 className={styles.heading}>{heading}</h2>
        {controls}
      </div>
      <div className={styles.viewport}>
        <ul ref={trackRef} className={styles.track}>
          {children}
        </ul>
      </div>
    </section>
  );
}

/** Placeholder slides the size of cards (P §2 "skeleton while loading"). */
export function SkeletonSlides({ count, cell = false }: { count: number; cell?: boolean }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={cell ? styles.cell : styles.slide} data-testid="recommendation-skeleton" aria-hidden="true">
          <div className={`${styles.skeletonImage} ${shimmer.shimmer}`} />
          <div className={styles.skeletonLine} />
          <div className={styles.skeletonLine} />
        </li>
      ))}
    </>
  );
}

/** How many skeleton slides fill a frame: every slide a wide screen shows, the partial one included. */
export function skeletonCount(slides: SlidesPerView): number {
  return Math.ceil(Math.max(slides.mobile, slides.desktop));
}

export const loadingLabel = recommendationTexts.loading;
