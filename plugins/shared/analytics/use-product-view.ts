import { useEffect, useRef } from 'react';
import { trackProductView, type ViewedProduct } from './product-events';

/** Pushes productView once for the product the component shows (its colour and price as first drawn). */
export function useProductView(product: ViewedProduct): void {
  const first = useRef(product);
  const sentFor = useRef<string>(undefined);
  useEffect(() => {
    if (sentFor.current === first.current.productKey) return;
    sentFor.current = first.current.productKey;
    trackProductView(first.current);
  }, []);
}
