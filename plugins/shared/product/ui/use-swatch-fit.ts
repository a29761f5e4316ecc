import { startTransition, useEffect, useRef, useState } from 'react';
import { fittedSwatches } from '../rules/cards';
import { observeWidth } from './observe-width';

/**
 * How many swatches fit a listing card's swatch row, and the row's width (the image's, near
 * enough); measured after layout: all swatches counted as '+N' and no width before, unless the
 * card starts from a width already measured. The card renders again only when the fit or the width
 * changed.
 */
export function useSwatchFit(count: number, initialWidth?: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<{ fit: { shown: number; more: number }; width: number | undefined }>(() => ({
    fit: fittedSwatches(initialWidth ?? Number.POSITIVE_INFINITY, count),
    width: initialWidth,
  }));
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return observeWidth(element, (width) => {
      const fit = fittedSwatches(width, count);
      // A grid's 40 or more rows are measured at once, after hydration: redrawn in a transition,
      // in short slices, not one long task.
      startTransition(() => {
        setMeasured((current) => (current.width === width && current.fit.shown === fit.shown && current.fit.more === fit.more ? current : { fit, width }));
      });
    });
  }, [count]);
  return { ref, ...measured };
}
