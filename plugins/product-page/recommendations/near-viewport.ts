import { useEffect } from 'react';
import { recommendationRules } from './constants';

/** Calls `onNear` once, when the element comes within 600 px of the viewport (below-the-fold sections load then). */
export function useNearViewport(element: Element | null, onNear: () => void, enabled = true): void {
  useEffect(() => {
    if (!element || !enabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onNear();
      },
      { rootMargin: recommendationRules.nearViewportMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
    // onNear is read once, when the element first comes near.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [element, enabled]);
}
