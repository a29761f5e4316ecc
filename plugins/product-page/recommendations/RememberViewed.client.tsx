'use client';

import { useEffect } from 'react';

/** Records the product page's product in the shopper's recently viewed list; draws nothing, loads its code after paint. */
export function RememberViewed({ productKey }: { productKey: string }) {
  useEffect(() => {
    void import('./recently-viewed').then((storage) => storage.rememberViewed(productKey));
  }, [productKey]);
  return null;
}
