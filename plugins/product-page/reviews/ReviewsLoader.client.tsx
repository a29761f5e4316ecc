'use client';

import { useRef, useState, type ReactNode } from 'react';
import shimmer from '../../shared/Shimmer.module.css';
import { useIslandCode } from '../../shared/use-island-code';
import { useNearViewport } from '../../shared/use-near-viewport';

/** How far below the viewport the area starts loading: about a screen ahead, so it is drawn before the shopper reaches it. */
const LOAD_AHEAD_MARGIN = '900px 0px';

const loadArea = () => import('./ReviewsArea.client');

export interface ReviewsLoaderProps {
  productKey: string;
  productName: string;
  className?: string | undefined;
  /** The section's heading, drawn by the server. */
  heading: ReactNode;
  /** The server-drawn placeholder, the area's final size, shown until the area has its data. */
  children: ReactNode;
}

/**
 * The reviews section's one first-load island: it keeps the server's placeholder until the
 * section nears the viewport, then loads the reviews area's code (its machine, lists and modals)
 * with a dynamic import. The section disappears when the reviews cannot be loaded (P §8).
 */
export function ReviewsLoader({ productKey, productName, className, heading, children }: ReviewsLoaderProps) {
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section, LOAD_AHEAD_MARGIN);
  const Area = useIslandCode(loadArea, 'hydrated', near).code?.ReviewsArea;
  const [hidden, setHidden] = useState(false);

  return (
    <section ref={section} id="reviews" tabIndex={-1} aria-labelledby="reviews-heading" className={[className, near ? undefined : shimmer.stillUntilNear].filter(Boolean).join(' ')} hidden={hidden} data-testid="product-reviews">
      {heading}
      {Area ? <Area productKey={productKey} productName={productName} placeholder={children} onHiddenChange={setHidden} /> : children}
    </section>
  );
}
