'use client';

import { useEffect } from 'react';
import { useIslandCode } from '../../shared/use-island-code';

const loadStorage = () => import('./recently-viewed');

/** Records the product page's product in the shopper's recently viewed list; draws nothing, loads its code after hydration. */
export function RememberViewed({ productKey }: { productKey: string }) {
  const storage = useIslandCode(loadStorage, 'hydrated').code;
  useEffect(() => {
    storage?.rememberViewed(productKey);
  }, [storage, productKey]);
  return null;
}
