'use client';

import { useEffect } from 'react';
import { rememberViewed } from './recently-viewed';

/** Records the product page's product in the shopper's recently viewed list; draws nothing. */
export function RememberViewed({ productKey }: { productKey: string }) {
  useEffect(() => {
    rememberViewed(productKey);
  }, [productKey]);
  return null;
}
