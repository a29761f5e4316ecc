import { useEffect, useRef } from 'react';
import { watchMenuClicks } from './menu-events';
import { trackProductView, type ViewedProduct } from './product-events';

/** Pushes productView once for the product the component shows (its colour and price as first drawn); menu clicks are tracked from then. */
export function useProductView(product: ViewedProduct): void {
  const first = useRef(product);
  const sentFor = useRef<string>(undefined);
  useEffect(() => {
    if (sentFor.current === first.current.productKey) return;
    sentFor.current = first.current.productKey;
    trackProductView(first.current);
    watchMenuClicks();
  }, []);
}
