'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { ReviewsAreaProps } from './ReviewsArea.client';

/** How far below the viewport the area starts loading: about a screen ahead, so it is drawn before the shopper reaches it. */
const LOAD_AHEAD_MARGIN = '900px 0px';

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
  const [area, setArea] = useState<{ Area: ComponentType<ReviewsAreaProps> }>();
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const element = section.current;
    if (!element) return;
    let active = true;
    const load = () => void import('./ReviewsArea.client').then(({ ReviewsArea }) => active && setArea({ Area: ReviewsArea }));
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        active = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: LOAD_AHEAD_MARGIN },
    );
    observer.observe(element);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, []);

  return (
    <section ref={section} id="reviews" tabIndex={-1} aria-labelledby="reviews-heading" className={className} hidden={hidden} data-testid="product-reviews">
      {heading}
      {area ? <area.Area productKey={productKey} productName={productName} placeholder={children} onHiddenChange={setHidden} /> : children}
    </section>
  );
}
